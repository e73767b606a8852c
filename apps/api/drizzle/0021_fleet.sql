CREATE TABLE "revision_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"folio" varchar(20) NOT NULL,
	"unit_id" integer NOT NULL,
	"inspector_employee_id" integer,
	"status" varchar(20) DEFAULT 'pendiente' NOT NULL,
	"inspected_at" timestamp with time zone,
	"odometer_km" integer,
	"checklist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"comments" text,
	"signed_by" text,
	"signature_image" text,
	"signed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revision_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"revision_order_id" integer NOT NULL,
	"file_id" integer,
	"url" text NOT NULL,
	"caption" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "route_units" (
	"route_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	CONSTRAINT "route_units_route_id_unit_id_pk" PRIMARY KEY("route_id","unit_id")
);
--> statement-breakpoint
CREATE TABLE "routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" varchar(30) DEFAULT '' NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"distance_km" double precision,
	"estimated_minutes" integer,
	"stops" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('jornada_es'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('jornada_es'::regconfig, coalesce(code, '')), 'B') || setweight(to_tsvector('jornada_es'::regconfig, coalesce(origin || ' ' || destination, '')), 'C')) STORED
);
--> statement-breakpoint
CREATE TABLE "service_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"folio" varchar(20) NOT NULL,
	"unit_id" integer NOT NULL,
	"assigned_to_employee_id" integer,
	"type" varchar(12) NOT NULL,
	"status" varchar(12) DEFAULT 'abierta' NOT NULL,
	"description" text NOT NULL,
	"provider" text,
	"scheduled_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"odometer_km" integer,
	"cost" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('jornada_es'::regconfig, coalesce(folio, '')), 'A') || setweight(to_tsvector('jornada_es'::regconfig, coalesce(description, '')), 'B') || setweight(to_tsvector('jornada_es'::regconfig, coalesce(coalesce(provider, ''), '')), 'C')) STORED
);
--> statement-breakpoint
CREATE TABLE "tour_passengers" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"employee_id" integer,
	"name" text NOT NULL,
	"boarded_at" timestamp with time zone,
	"boarding_stop" text,
	"alighted_at" timestamp with time zone,
	"alighting_stop" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tours" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"route_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"driver_employee_id" integer,
	"status" varchar(12) DEFAULT 'programado' NOT NULL,
	"scheduled_departure_at" timestamp with time zone NOT NULL,
	"departed_at" timestamp with time zone,
	"arrived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"speed_kmh" real DEFAULT 0 NOT NULL,
	"heading" real,
	"accuracy_m" real,
	"ignition" boolean,
	"address" text,
	"source" varchar(10) NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "photo_url" text;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "tracker_key_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "tracker_key_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('jornada_es'::regconfig, coalesce(economic_number, '')), 'A') || setweight(to_tsvector('jornada_es'::regconfig, coalesce(plate, '')), 'B') || setweight(to_tsvector('jornada_es'::regconfig, coalesce(brand || ' ' || model, '')), 'C') || setweight(to_tsvector('jornada_es'::regconfig, coalesce(vin, '')), 'D')) STORED;--> statement-breakpoint
ALTER TABLE "revision_orders" ADD CONSTRAINT "revision_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_orders" ADD CONSTRAINT "revision_orders_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_orders" ADD CONSTRAINT "revision_orders_inspector_employee_id_employees_id_fk" FOREIGN KEY ("inspector_employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_photos" ADD CONSTRAINT "revision_photos_revision_order_id_revision_orders_id_fk" FOREIGN KEY ("revision_order_id") REFERENCES "public"."revision_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_photos" ADD CONSTRAINT "revision_photos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_units" ADD CONSTRAINT "route_units_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_units" ADD CONSTRAINT "route_units_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_assigned_to_employee_id_employees_id_fk" FOREIGN KEY ("assigned_to_employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_passengers" ADD CONSTRAINT "tour_passengers_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_passengers" ADD CONSTRAINT "tour_passengers_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_driver_employee_id_employees_id_fk" FOREIGN KEY ("driver_employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_positions" ADD CONSTRAINT "unit_positions_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "revision_orders_company_folio_idx" ON "revision_orders" USING btree ("company_id","folio");--> statement-breakpoint
CREATE INDEX "revision_orders_company_created_idx" ON "revision_orders" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "revision_orders_unit_idx" ON "revision_orders" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "revision_photos_order_idx" ON "revision_photos" USING btree ("revision_order_id");--> statement-breakpoint
CREATE INDEX "route_units_unit_idx" ON "route_units" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "routes_company_name_idx" ON "routes" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "routes_search_idx" ON "routes" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "service_orders_company_folio_idx" ON "service_orders" USING btree ("company_id","folio");--> statement-breakpoint
CREATE INDEX "service_orders_company_created_idx" ON "service_orders" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "service_orders_unit_idx" ON "service_orders" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "service_orders_search_idx" ON "service_orders" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "tour_passengers_tour_employee_idx" ON "tour_passengers" USING btree ("tour_id","employee_id");--> statement-breakpoint
CREATE INDEX "tours_company_departure_idx" ON "tours" USING btree ("company_id","scheduled_departure_at");--> statement-breakpoint
CREATE INDEX "tours_driver_departure_idx" ON "tours" USING btree ("driver_employee_id","scheduled_departure_at");--> statement-breakpoint
CREATE INDEX "tours_unit_status_idx" ON "tours" USING btree ("unit_id","status");--> statement-breakpoint
CREATE INDEX "unit_positions_unit_recorded_idx" ON "unit_positions" USING btree ("unit_id","recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_positions_unit_fix_idx" ON "unit_positions" USING btree ("unit_id","recorded_at","source");--> statement-breakpoint
CREATE UNIQUE INDEX "units_company_plate_idx" ON "units" USING btree ("company_id","plate");--> statement-breakpoint
CREATE UNIQUE INDEX "units_tracker_key_idx" ON "units" USING btree ("tracker_key_hash");--> statement-breakpoint
CREATE INDEX "units_search_idx" ON "units" USING gin ("search_vector");