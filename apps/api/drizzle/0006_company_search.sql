-- Full-text search for companies (search/companies, search/companies-directory), like vacancies:
-- the `jornada_es` configuration (Spanish stems, accents ignored), ranked, GIN-indexed.
ALTER TABLE companies ADD COLUMN search_vector tsvector NOT NULL DEFAULT ''::tsvector;
--> statement-breakpoint
CREATE FUNCTION companies_search_vector_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('jornada_es', coalesce(NEW.name, '')), 'A') ||
    setweight(to_tsvector('jornada_es', coalesce(NEW.legal_name, '')), 'B') ||
    setweight(to_tsvector('jornada_es', coalesce((SELECT name FROM business_sectors WHERE id = NEW.business_sector_id), '')), 'B') ||
    setweight(to_tsvector('jornada_es', coalesce(NEW.description, '')), 'C');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER companies_search_vector_trigger
  BEFORE INSERT OR UPDATE OF name, legal_name, description, business_sector_id
  ON companies FOR EACH ROW EXECUTE FUNCTION companies_search_vector_update();
--> statement-breakpoint
UPDATE companies SET name = name;
--> statement-breakpoint
CREATE INDEX companies_search_idx ON companies USING gin (search_vector);
