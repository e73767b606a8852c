CREATE TABLE "vacancy_publications" (
	"id" serial PRIMARY KEY NOT NULL,
	"vacancy_id" integer,
	"company_id" integer NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"entry_id" integer,
	CONSTRAINT "vacancy_publications_vacancy_id_unique" UNIQUE("vacancy_id")
);
--> statement-breakpoint
ALTER TABLE "prices" ADD COLUMN "free_per_month" smallint;--> statement-breakpoint
ALTER TABLE "vacancy_publications" ADD CONSTRAINT "vacancy_publications_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_publications" ADD CONSTRAINT "vacancy_publications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_publications" ADD CONSTRAINT "vacancy_publications_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vacancy_publications_company_idx" ON "vacancy_publications" USING btree ("company_id","published_at");--> statement-breakpoint
-- Publishing (decision record 0021): three free publications per company and month, then the price.
UPDATE prices SET free_per_month = 3 WHERE code = 'publicar_vacante';
