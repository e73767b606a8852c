-- A late check-in counts the whole delay from the shift's start, not the minutes past the
-- tolerance (docs/decisions/0044-lateness-rules.md). Stored records late under the old rule held
-- the delay minus their shift's tolerance: add it back. Records within the tolerance stay 0.
UPDATE "attendances" SET "late_minutes" = "attendances"."late_minutes" + "shifts"."tolerance_minutes"
FROM "shifts"
WHERE "shifts"."id" = "attendances"."shift_id" AND "attendances"."late_minutes" > 0;
