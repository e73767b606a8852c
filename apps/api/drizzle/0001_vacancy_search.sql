-- Full-text search for vacancies: Spanish stemming without accents, ranked.
-- Hand-written because drizzle-kit does not model text search (see src/db/schema.ts).
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION jornada_es (COPY = pg_catalog.spanish);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION jornada_es
  ALTER MAPPING FOR hword, hword_part, word WITH unaccent, spanish_stem;
--> statement-breakpoint
ALTER TABLE vacancies ADD COLUMN search_vector tsvector NOT NULL DEFAULT ''::tsvector;
--> statement-breakpoint
CREATE FUNCTION vacancies_search_vector_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('jornada_es', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('jornada_es', coalesce((SELECT name FROM companies WHERE id = NEW.company_id), '')), 'B') ||
    setweight(to_tsvector('jornada_es', coalesce((SELECT name FROM job_categories WHERE id = NEW.job_category_id), '')), 'B') ||
    setweight(to_tsvector('jornada_es', coalesce(NEW.description, '')), 'C') ||
    setweight(to_tsvector('jornada_es', coalesce(NEW.requirements::text, '')), 'D');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER vacancies_search_vector_trigger
  BEFORE INSERT OR UPDATE OF title, description, requirements, company_id, job_category_id
  ON vacancies FOR EACH ROW EXECUTE FUNCTION vacancies_search_vector_update();
--> statement-breakpoint
CREATE INDEX vacancies_search_idx ON vacancies USING gin (search_vector);
