-- Vacancy search at scale. Hand-written: drizzle-kit models neither column storage
-- nor these orders (src/handlers/search-vacancies.ts relies on them).
--
-- The text vector stays in the row (compressed) instead of the TOAST table, so matching a row
-- against a query does not cost a TOAST lookup; description and requirements move out instead.
ALTER TABLE vacancies ALTER COLUMN search_vector SET STORAGE MAIN;
--> statement-breakpoint
-- Rewrites the vectors already stored so that they move into their rows.
UPDATE vacancies SET search_vector = search_vector || ''::tsvector;
--> statement-breakpoint
-- Filters read newest first, in the order of vacancies_status_published_idx (NULLS LAST).
CREATE INDEX vacancies_state_published_idx ON vacancies
  (status, state_id, published_at DESC NULLS LAST, id DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX vacancies_municipality_published_idx ON vacancies
  (status, municipality_id, published_at DESC NULLS LAST, id DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX vacancies_category_published_idx ON vacancies
  (status, job_category_id, published_at DESC NULLS LAST, id DESC NULLS LAST);
--> statement-breakpoint
-- `sort=salary` and the minimum salary; modality with a minimum salary.
CREATE INDEX vacancies_salary_idx ON vacancies (status, salary_max DESC, id DESC);
--> statement-breakpoint
CREATE INDEX vacancies_modality_salary_idx ON vacancies (status, modality, salary_max DESC, id DESC);
