CREATE TABLE "container_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"container_id" integer NOT NULL,
	"terminal_id" integer NOT NULL,
	"type" varchar(20) NOT NULL,
	"status" varchar(12) DEFAULT 'solicitada' NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"unit_id" integer,
	"driver_employee_id" integer,
	"reference" varchar(60),
	"notes" text,
	"attended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "container_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"container_id" integer NOT NULL,
	"event" varchar(16) NOT NULL,
	"description" text,
	"terminal_id" integer,
	"order_id" integer,
	"recorded_by_user_id" integer,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "container_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"container_id" integer NOT NULL,
	"terminal_id" integer,
	"latitude" double precision,
	"longitude" double precision,
	"description" text,
	"source" varchar(10) DEFAULT 'manual' NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "container_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"container_id" integer NOT NULL,
	"folio" varchar(20) NOT NULL,
	"type" varchar(20) NOT NULL,
	"status" varchar(12) DEFAULT 'pendiente' NOT NULL,
	"customer" text NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"pickup_at" timestamp with time zone,
	"delivery_at" timestamp with time zone,
	"unit_id" integer,
	"driver_employee_id" integer,
	"freight_amount" integer,
	"report_file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "containers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"number" varchar(11) NOT NULL,
	"type" varchar(12) NOT NULL,
	"size" integer NOT NULL,
	"high_cube" boolean DEFAULT false NOT NULL,
	"iso_type_code" varchar(4),
	"status" varchar(16) DEFAULT 'en_patio' NOT NULL,
	"owner" text,
	"customer" text,
	"tare_weight_kg" integer,
	"max_gross_weight_kg" integer,
	"seal_number" varchar(30),
	"is_empty" boolean DEFAULT false NOT NULL,
	"terminal_id" integer,
	"latitude" double precision,
	"longitude" double precision,
	"location_description" text,
	"location_recorded_at" timestamp with time zone,
	"arrived_at" timestamp with time zone,
	"departed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('jornada_es'::regconfig, coalesce(number, '')), 'A') || setweight(to_tsvector('jornada_es'::regconfig, coalesce(seal_number, '')), 'B') || setweight(to_tsvector('jornada_es'::regconfig, coalesce(owner, '')), 'C') || setweight(to_tsvector('jornada_es'::regconfig, coalesce(customer, '')), 'D')) STORED
);
--> statement-breakpoint
CREATE TABLE "waybills" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"folio" varchar(20) NOT NULL,
	"status" varchar(10) DEFAULT 'timbrada' NOT NULL,
	"cfdi_uuid" uuid,
	"issued_at" timestamp with time zone,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"distance_km" double precision,
	"goods_description" text NOT NULL,
	"gross_weight_kg" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "container_calls" ADD CONSTRAINT "container_calls_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_calls" ADD CONSTRAINT "container_calls_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_calls" ADD CONSTRAINT "container_calls_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_calls" ADD CONSTRAINT "container_calls_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_calls" ADD CONSTRAINT "container_calls_driver_employee_id_employees_id_fk" FOREIGN KEY ("driver_employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_history" ADD CONSTRAINT "container_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_history" ADD CONSTRAINT "container_history_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_history" ADD CONSTRAINT "container_history_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_history" ADD CONSTRAINT "container_history_order_id_container_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."container_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_history" ADD CONSTRAINT "container_history_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_locations" ADD CONSTRAINT "container_locations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_locations" ADD CONSTRAINT "container_locations_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_locations" ADD CONSTRAINT "container_locations_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_orders" ADD CONSTRAINT "container_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_orders" ADD CONSTRAINT "container_orders_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_orders" ADD CONSTRAINT "container_orders_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_orders" ADD CONSTRAINT "container_orders_driver_employee_id_employees_id_fk" FOREIGN KEY ("driver_employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_orders" ADD CONSTRAINT "container_orders_report_file_id_files_id_fk" FOREIGN KEY ("report_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "containers" ADD CONSTRAINT "containers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "containers" ADD CONSTRAINT "containers_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybills" ADD CONSTRAINT "waybills_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybills" ADD CONSTRAINT "waybills_order_id_container_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."container_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "container_calls_container_time_idx" ON "container_calls" USING btree ("container_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "container_calls_company_scheduled_idx" ON "container_calls" USING btree ("company_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "container_history_container_idx" ON "container_history" USING btree ("container_id","occurred_at");--> statement-breakpoint
CREATE INDEX "container_locations_container_idx" ON "container_locations" USING btree ("container_id","recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "container_orders_company_folio_idx" ON "container_orders" USING btree ("company_id","folio");--> statement-breakpoint
CREATE INDEX "container_orders_container_idx" ON "container_orders" USING btree ("container_id");--> statement-breakpoint
CREATE UNIQUE INDEX "containers_company_number_idx" ON "containers" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "containers_company_updated_idx" ON "containers" USING btree ("company_id","updated_at");--> statement-breakpoint
CREATE INDEX "containers_terminal_idx" ON "containers" USING btree ("terminal_id");--> statement-breakpoint
CREATE INDEX "containers_search_idx" ON "containers" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "waybills_company_folio_idx" ON "waybills" USING btree ("company_id","folio");--> statement-breakpoint
CREATE INDEX "waybills_order_idx" ON "waybills" USING btree ("order_id");