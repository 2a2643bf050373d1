-- The order a target's refunds were made in, as a number (SQLite's migration 027 takes it from rowid):
-- refunds made in the same millisecond (two staff refunds at once, or a clock held still) are listed
-- and settled in the order they were made. New refunds take the next number of a sequence; rows
-- already here are numbered in their physical order, which is their insertion order until one is changed.
CREATE SEQUENCE refunds_created_order_seq;
ALTER TABLE refunds ADD COLUMN created_order bigint NOT NULL DEFAULT 0;
UPDATE refunds SET created_order = n FROM (SELECT ctid AS row_ctid, row_number() OVER (ORDER BY ctid) AS n FROM refunds) o WHERE ctid = o.row_ctid;
SELECT setval('refunds_created_order_seq', (SELECT COALESCE(MAX(created_order), 0) + 1 FROM refunds), false);
ALTER TABLE refunds ALTER COLUMN created_order SET DEFAULT nextval('refunds_created_order_seq');
ALTER SEQUENCE refunds_created_order_seq OWNED BY refunds.created_order;
