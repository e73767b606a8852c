CREATE TABLE "driver_units" (
	"employee_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	CONSTRAINT "driver_units_employee_id_unit_id_pk" PRIMARY KEY("employee_id","unit_id")
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"user_id" integer,
	"employee_number" varchar(30) NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"lastname" text,
	"email" text,
	"phone" varchar(16),
	"curp" varchar(18),
	"nss" varchar(11),
	"position" text NOT NULL,
	"is_driver" boolean DEFAULT false NOT NULL,
	"license_number" varchar(30),
	"license_expires_at" date,
	"status" varchar(20) DEFAULT 'activo' NOT NULL,
	"hired_at" date,
	"photo_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('jornada_es'::regconfig, coalesce(name || ' ' || surname || ' ' || coalesce(lastname, ''), '')), 'A') || setweight(to_tsvector('jornada_es'::regconfig, coalesce(employee_number || ' ' || position, '')), 'B') || setweight(to_tsvector('jornada_es'::regconfig, coalesce(coalesce(email, '') || ' ' || coalesce(curp, ''), '')), 'C')) STORED
);
--> statement-breakpoint
CREATE TABLE "terminals" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" varchar(20) NOT NULL,
	"type" varchar(20) NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"opening_time" varchar(5),
	"closing_time" varchar(5),
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('jornada_es'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('jornada_es'::regconfig, coalesce(code, '')), 'B') || setweight(to_tsvector('jornada_es'::regconfig, coalesce(address, '')), 'C')) STORED
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"folio" varchar(20) NOT NULL,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"category" varchar(20) NOT NULL,
	"priority" varchar(10) NOT NULL,
	"status" varchar(12) DEFAULT 'abierto' NOT NULL,
	"unit_id" integer,
	"reported_by_user_id" integer NOT NULL,
	"assigned_to_employee_id" integer,
	"due_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('jornada_es'::regconfig, coalesce(subject, '')), 'A') || setweight(to_tsvector('jornada_es'::regconfig, coalesce(folio, '')), 'B') || setweight(to_tsvector('jornada_es'::regconfig, coalesce(description, '')), 'C')) STORED
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"economic_number" varchar(20) NOT NULL,
	"plate" varchar(12) NOT NULL,
	"vin" varchar(17),
	"type" varchar(20) NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"year" integer NOT NULL,
	"capacity_kg" integer,
	"passenger_capacity" integer,
	"status" varchar(20) DEFAULT 'disponible' NOT NULL,
	"gps_device_id" text,
	"insurance_expires_at" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "driver_units" ADD CONSTRAINT "driver_units_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_units" ADD CONSTRAINT "driver_units_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminals" ADD CONSTRAINT "terminals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_reported_by_user_id_users_id_fk" FOREIGN KEY ("reported_by_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_assigned_to_employee_id_employees_id_fk" FOREIGN KEY ("assigned_to_employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_units_unit_idx" ON "driver_units" USING btree ("unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_company_number_idx" ON "employees" USING btree ("company_id","employee_number");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_company_curp_idx" ON "employees" USING btree ("company_id","curp");--> statement-breakpoint
CREATE INDEX "employees_department_idx" ON "employees" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "employees_company_surname_idx" ON "employees" USING btree ("company_id","surname","name");--> statement-breakpoint
CREATE INDEX "employees_search_idx" ON "employees" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "terminals_company_code_idx" ON "terminals" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "terminals_search_idx" ON "terminals" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_company_folio_idx" ON "tickets" USING btree ("company_id","folio");--> statement-breakpoint
CREATE INDEX "tickets_company_created_idx" ON "tickets" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "tickets_search_idx" ON "tickets" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "units_company_number_idx" ON "units" USING btree ("company_id","economic_number");