CREATE TABLE "complaint_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"complaint_id" integer NOT NULL,
	"type" varchar(10) NOT NULL,
	"author_role" varchar(10) NOT NULL,
	"author_user_id" integer,
	"message" text,
	"from_status" varchar(16),
	"to_status" varchar(16),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"folio" varchar(20) NOT NULL,
	"reporter_user_id" integer,
	"category" varchar(16) NOT NULL,
	"status" varchar(16) DEFAULT 'recibida' NOT NULL,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"resolution" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('jornada_es'::regconfig, coalesce(folio, '')), 'A') || setweight(to_tsvector('jornada_es'::regconfig, coalesce(subject, '')), 'B') || setweight(to_tsvector('jornada_es'::regconfig, coalesce(description, '')), 'C')) STORED
);
--> statement-breakpoint
ALTER TABLE "complaint_events" ADD CONSTRAINT "complaint_events_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_events" ADD CONSTRAINT "complaint_events_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_events_complaint_idx" ON "complaint_events" USING btree ("complaint_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_company_folio_idx" ON "complaints" USING btree ("company_id","folio");--> statement-breakpoint
CREATE INDEX "complaints_company_created_idx" ON "complaints" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "complaints_reporter_idx" ON "complaints" USING btree ("reporter_user_id","created_at");--> statement-breakpoint
CREATE INDEX "complaints_search_idx" ON "complaints" USING gin ("search_vector");