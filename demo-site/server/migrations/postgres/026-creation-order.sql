-- The order a tenant's locations, services, attendants and business configurations were created in,
-- as a number (SQLite's migration 026 takes it from rowid, which PostgreSQL has no equivalent of: rows
-- already here are numbered in their physical order, which is their insertion order until one is
-- changed). The seed numbers the rows it writes; the booking catalogue and the policy that applies
-- first are read in this order.
ALTER TABLE locations ADD COLUMN created_order bigint NOT NULL DEFAULT 0;
ALTER TABLE services ADD COLUMN created_order bigint NOT NULL DEFAULT 0;
ALTER TABLE attendants ADD COLUMN created_order bigint NOT NULL DEFAULT 0;
ALTER TABLE business_config ADD COLUMN created_order bigint NOT NULL DEFAULT 0;
UPDATE locations SET created_order = n FROM (SELECT ctid AS row_ctid, row_number() OVER (ORDER BY ctid) AS n FROM locations) o WHERE ctid = o.row_ctid;
UPDATE services SET created_order = n FROM (SELECT ctid AS row_ctid, row_number() OVER (ORDER BY ctid) AS n FROM services) o WHERE ctid = o.row_ctid;
UPDATE attendants SET created_order = n FROM (SELECT ctid AS row_ctid, row_number() OVER (ORDER BY ctid) AS n FROM attendants) o WHERE ctid = o.row_ctid;
UPDATE business_config SET created_order = n FROM (SELECT ctid AS row_ctid, row_number() OVER (ORDER BY ctid) AS n FROM business_config) o WHERE ctid = o.row_ctid;
