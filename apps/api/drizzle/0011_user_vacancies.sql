CREATE TABLE "user_vacancies" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"requirements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"benefits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"job_category_id" integer NOT NULL,
	"state_id" integer NOT NULL,
	"municipality_id" integer,
	"salary_min" integer DEFAULT 0 NOT NULL,
	"salary_max" integer DEFAULT 0 NOT NULL,
	"currency" char(3) DEFAULT 'MXN' NOT NULL,
	"modality" varchar(16) NOT NULL,
	"employment_type" varchar(24) NOT NULL,
	"status" varchar(16) DEFAULT 'borrador' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"positions" integer DEFAULT 1 NOT NULL,
	"contact_email" text,
	"contact_phone" varchar(20),
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_vacancies" ADD CONSTRAINT "user_vacancies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_vacancies" ADD CONSTRAINT "user_vacancies_job_category_id_job_categories_id_fk" FOREIGN KEY ("job_category_id") REFERENCES "public"."job_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_vacancies" ADD CONSTRAINT "user_vacancies_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_vacancies" ADD CONSTRAINT "user_vacancies_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_vacancies_user_idx" ON "user_vacancies" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_vacancies_status_published_idx" ON "user_vacancies" USING btree ("status","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Hand-written (drizzle-kit does not model text search): Spanish full-text search over
-- user vacancies, the same `jornada_es` configuration and weights as company vacancies.
ALTER TABLE user_vacancies ADD COLUMN search_vector tsvector NOT NULL DEFAULT ''::tsvector;
--> statement-breakpoint
CREATE FUNCTION user_vacancies_search_vector_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('jornada_es', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('jornada_es', coalesce((SELECT name FROM job_categories WHERE id = NEW.job_category_id), '')), 'B') ||
    setweight(to_tsvector('jornada_es', coalesce(NEW.tags::text, '')), 'B') ||
    setweight(to_tsvector('jornada_es', coalesce(NEW.description, '')), 'C') ||
    setweight(to_tsvector('jornada_es', coalesce(NEW.requirements::text, '')), 'D');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER user_vacancies_search_vector_trigger
  BEFORE INSERT OR UPDATE OF title, description, requirements, tags, job_category_id
  ON user_vacancies FOR EACH ROW EXECUTE FUNCTION user_vacancies_search_vector_update();
--> statement-breakpoint
CREATE INDEX user_vacancies_search_idx ON user_vacancies USING gin (search_vector);
