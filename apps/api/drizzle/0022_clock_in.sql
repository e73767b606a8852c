CREATE TABLE "attendance_breaks" (
	"id" serial PRIMARY KEY NOT NULL,
	"attendance_id" integer NOT NULL,
	"recess_id" integer,
	"recess_name" text,
	"paid" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"client_id" uuid,
	"end_client_id" uuid
);
--> statement-breakpoint
CREATE TABLE "attendance_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"attendance_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"action" varchar(10) NOT NULL,
	"changed_by_user_id" integer,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendances" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"shift_id" integer,
	"date" date NOT NULL,
	"check_in_at" timestamp with time zone NOT NULL,
	"check_out_at" timestamp with time zone,
	"source" varchar(12) NOT NULL,
	"check_out_source" varchar(12),
	"latitude" double precision,
	"longitude" double precision,
	"terminal_id" integer,
	"outside_geofence" boolean DEFAULT false NOT NULL,
	"late_minutes" integer DEFAULT 0 NOT NULL,
	"early_leave_minutes" integer DEFAULT 0 NOT NULL,
	"break_minutes" integer DEFAULT 0 NOT NULL,
	"worked_minutes" integer,
	"notes" text,
	"corrected" boolean DEFAULT false NOT NULL,
	"client_id" uuid,
	"check_out_client_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendances_out_after_in" CHECK ("attendances"."check_out_at" is null or "attendances"."check_out_at" >= "attendances"."check_in_at")
);
--> statement-breakpoint
CREATE TABLE "clock_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"employee_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clock_pins" (
	"employee_id" integer PRIMARY KEY NOT NULL,
	"pin_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clock_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"geofence_mode" varchar(10) DEFAULT 'flag' NOT NULL,
	"require_location" boolean DEFAULT true NOT NULL,
	"kiosk_link_hours" integer DEFAULT 720 NOT NULL,
	"employee_link_hours" integer DEFAULT 2160 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "department_shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"shift_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"shift_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recesses" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"shift_id" integer,
	"name" text NOT NULL,
	"start_time" varchar(5) NOT NULL,
	"end_time" varchar(5) NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('jornada_es'::regconfig, coalesce(name, '')), 'A')) STORED
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date,
	"days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('jornada_es'::regconfig, coalesce(name, '')), 'A')) STORED
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"start_time" varchar(5) NOT NULL,
	"end_time" varchar(5) NOT NULL,
	"weekdays" smallint[] NOT NULL,
	"tolerance_minutes" smallint DEFAULT 10 NOT NULL,
	"timezone" varchar(64) DEFAULT 'America/Mexico_City' NOT NULL,
	"color" varchar(7),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('jornada_es'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('jornada_es'::regconfig, coalesce(start_time || ' ' || end_time, '')), 'B')) STORED
);
--> statement-breakpoint
ALTER TABLE "terminals" ADD COLUMN "geofence_radius_m" integer;--> statement-breakpoint
ALTER TABLE "attendance_breaks" ADD CONSTRAINT "attendance_breaks_attendance_id_attendances_id_fk" FOREIGN KEY ("attendance_id") REFERENCES "public"."attendances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_breaks" ADD CONSTRAINT "attendance_breaks_recess_id_recesses_id_fk" FOREIGN KEY ("recess_id") REFERENCES "public"."recesses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_changes" ADD CONSTRAINT "attendance_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_changes" ADD CONSTRAINT "attendance_changes_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clock_links" ADD CONSTRAINT "clock_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clock_links" ADD CONSTRAINT "clock_links_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clock_links" ADD CONSTRAINT "clock_links_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clock_pins" ADD CONSTRAINT "clock_pins_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clock_settings" ADD CONSTRAINT "clock_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_shifts" ADD CONSTRAINT "department_shifts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_shifts" ADD CONSTRAINT "department_shifts_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_shifts" ADD CONSTRAINT "department_shifts_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_shifts" ADD CONSTRAINT "employee_shifts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_shifts" ADD CONSTRAINT "employee_shifts_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_shifts" ADD CONSTRAINT "employee_shifts_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recesses" ADD CONSTRAINT "recesses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recesses" ADD CONSTRAINT "recesses_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_breaks_attendance_idx" ON "attendance_breaks" USING btree ("attendance_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_breaks_open_idx" ON "attendance_breaks" USING btree ("attendance_id") WHERE ended_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_breaks_client_idx" ON "attendance_breaks" USING btree ("attendance_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_breaks_end_client_idx" ON "attendance_breaks" USING btree ("attendance_id","end_client_id");--> statement-breakpoint
CREATE INDEX "attendance_changes_attendance_idx" ON "attendance_changes" USING btree ("attendance_id","changed_at");--> statement-breakpoint
CREATE INDEX "attendances_company_check_in_idx" ON "attendances" USING btree ("company_id","check_in_at");--> statement-breakpoint
CREATE INDEX "attendances_employee_check_in_idx" ON "attendances" USING btree ("employee_id","check_in_at");--> statement-breakpoint
CREATE INDEX "attendances_company_date_idx" ON "attendances" USING btree ("company_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "attendances_employee_client_idx" ON "attendances" USING btree ("employee_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attendances_employee_check_out_client_idx" ON "attendances" USING btree ("employee_id","check_out_client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attendances_employee_open_idx" ON "attendances" USING btree ("employee_id") WHERE check_out_at is null;--> statement-breakpoint
CREATE INDEX "clock_links_company_kind_idx" ON "clock_links" USING btree ("company_id","kind");--> statement-breakpoint
CREATE INDEX "clock_links_employee_idx" ON "clock_links" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "department_shifts_department_idx" ON "department_shifts" USING btree ("department_id","starts_on");--> statement-breakpoint
CREATE INDEX "department_shifts_shift_idx" ON "department_shifts" USING btree ("shift_id");--> statement-breakpoint
CREATE INDEX "department_shifts_company_idx" ON "department_shifts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "employee_shifts_employee_idx" ON "employee_shifts" USING btree ("employee_id","starts_on");--> statement-breakpoint
CREATE INDEX "employee_shifts_shift_idx" ON "employee_shifts" USING btree ("shift_id");--> statement-breakpoint
CREATE INDEX "employee_shifts_company_idx" ON "employee_shifts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "recesses_company_start_idx" ON "recesses" USING btree ("company_id","start_time");--> statement-breakpoint
CREATE INDEX "recesses_shift_idx" ON "recesses" USING btree ("shift_id");--> statement-breakpoint
CREATE INDEX "recesses_search_idx" ON "recesses" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "schedules_company_from_idx" ON "schedules" USING btree ("company_id","valid_from");--> statement-breakpoint
CREATE INDEX "schedules_search_idx" ON "schedules" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_company_name_idx" ON "shifts" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "shifts_search_idx" ON "shifts" USING gin ("search_vector");