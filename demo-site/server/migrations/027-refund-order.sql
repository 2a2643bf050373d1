-- The order a target's refunds were made in, as a number, for refunds made in the same millisecond
-- (two staff refunds at once, or a clock held still): SQLite keeps it in rowid, which lists read there;
-- PostgreSQL has no rowid and numbers new refunds from a sequence (its migration 027). Existing rows
-- take their rowid.
ALTER TABLE refunds ADD COLUMN created_order INTEGER NOT NULL DEFAULT 0;
UPDATE refunds SET created_order = rowid;
