-- Payments (docs/decisions/0021-payments.md): rules drizzle-kit does not model.
-- A recharge's amount never changes after creation.
CREATE FUNCTION recharges_amount_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.amount IS DISTINCT FROM OLD.amount THEN
    RAISE EXCEPTION 'el monto de una recarga no cambia (recarga %)', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER recharges_amount_immutable BEFORE UPDATE OF amount ON recharges
  FOR EACH ROW EXECUTE FUNCTION recharges_amount_immutable();
--> statement-breakpoint
-- Double entry: the lines of a journal entry sum to zero, checked when the transaction commits.
CREATE FUNCTION journal_entry_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE total bigint;
BEGIN
  SELECT coalesce(sum(amount), 0) INTO total FROM journal_lines WHERE entry_id = NEW.entry_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'el asiento % no cuadra (suma %)', NEW.entry_id, total USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_entry_balanced AFTER INSERT OR UPDATE ON journal_lines
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION journal_entry_balanced();
--> statement-breakpoint
-- The ledger is append-only: a posted line is never changed or removed.
CREATE FUNCTION journal_lines_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'las líneas del libro mayor no se modifican' USING ERRCODE = 'check_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER journal_lines_append_only BEFORE UPDATE ON journal_lines
  FOR EACH ROW EXECUTE FUNCTION journal_lines_append_only();
--> statement-breakpoint
-- Prices of paid actions, IVA (16 %) included (decision record 0021).
INSERT INTO prices (code, name, description, amount, days, position) VALUES
  ('publicar_vacante', 'Publicar vacante', 'Publica una vacante durante 30 días.', 29900, 30, 1),
  ('destacar_7_dias', 'Destacar 7 días', 'Tu vacante aparece primero en las búsquedas durante 7 días.', 19900, 7, 2),
  ('destacar_30_dias', 'Destacar 30 días', 'Tu vacante aparece primero en las búsquedas durante 30 días.', 59900, 30, 3)
ON CONFLICT (code) DO NOTHING;
--> statement-breakpoint
CREATE INDEX vacancies_featured_idx ON vacancies (featured_until) WHERE featured_until IS NOT NULL;
