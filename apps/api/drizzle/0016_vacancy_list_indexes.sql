-- Vacancy lists: the search without words by state in salary order, and by state
-- with a category, read in the order of one index (src/handlers/search-vacancies.ts), as the
-- single filters already are (0012). Hand-written: drizzle-kit models no NULLS LAST order.
CREATE INDEX vacancies_state_salary_idx ON vacancies (status, state_id, salary_max DESC, id DESC);
--> statement-breakpoint
CREATE INDEX vacancies_state_category_published_idx ON vacancies
  (status, state_id, job_category_id, published_at DESC NULLS LAST, id DESC NULLS LAST);
