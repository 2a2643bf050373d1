-- The order a tenant's locations, services, attendants and business configurations were created in,
-- as a number: SQLite keeps it in rowid, PostgreSQL has no rowid. Existing rows take their rowid; the
-- seed numbers the rows it writes. Lists of these (the booking catalogue, the policy that applies
-- first) read it on PostgreSQL, so a site shows them in the same order on either engine.
ALTER TABLE locations ADD COLUMN created_order INTEGER NOT NULL DEFAULT 0;
ALTER TABLE services ADD COLUMN created_order INTEGER NOT NULL DEFAULT 0;
ALTER TABLE attendants ADD COLUMN created_order INTEGER NOT NULL DEFAULT 0;
ALTER TABLE business_config ADD COLUMN created_order INTEGER NOT NULL DEFAULT 0;
UPDATE locations SET created_order = rowid;
UPDATE services SET created_order = rowid;
UPDATE attendants SET created_order = rowid;
UPDATE business_config SET created_order = rowid;
