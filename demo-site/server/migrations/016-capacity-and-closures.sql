-- Capacity by peak, closures, date-specific hours, staff time off, and walk-in servers (issue 18).

-- Capacity is the peak number of guests at any one moment, not the sum of every overlapping booking:
-- a 16-seat room takes a third party of 8 when the first two (8 each) never overlap each other.
-- The peak of a set of intervals is reached at the start of one of them, so the triggers look at the
-- new booking's own start and at every start of a pool booking inside its blocked span, and add up
-- the party sizes of the bookings covering that instant. They stay the second line of defence (the
-- first is the check and write inside one BEGIN IMMEDIATE transaction in domain/reservations.ts).
DROP TRIGGER reservations_capacity_insert;
DROP TRIGGER reservations_capacity_update;

CREATE TRIGGER reservations_capacity_insert BEFORE INSERT ON reservations
WHEN NEW.status IN ('pending', 'confirmed', 'checked-in')
BEGIN
  SELECT RAISE(ABORT, 'slot_unavailable')
  WHERE NEW.party_size + (
    SELECT coalesce(max((
      SELECT coalesce(sum(r.party_size), 0) FROM reservations r
      WHERE r.tenant_id = NEW.tenant_id
        AND r.status IN ('pending', 'confirmed', 'checked-in')
        AND r.block_start_utc <= p.at AND r.block_end_utc > p.at
        AND ((NEW.attendant_id IS NULL AND r.location_id = NEW.location_id AND r.service_id = NEW.service_id)
          OR (NEW.attendant_id IS NOT NULL AND r.attendant_id = NEW.attendant_id))
    )), 0)
    FROM (
      SELECT NEW.block_start_utc AS at
      UNION
      SELECT s.block_start_utc FROM reservations s
      WHERE s.tenant_id = NEW.tenant_id
        AND s.status IN ('pending', 'confirmed', 'checked-in')
        AND s.block_start_utc > NEW.block_start_utc AND s.block_start_utc < NEW.block_end_utc
        AND ((NEW.attendant_id IS NULL AND s.location_id = NEW.location_id AND s.service_id = NEW.service_id)
          OR (NEW.attendant_id IS NOT NULL AND s.attendant_id = NEW.attendant_id))
    ) p
  ) > (SELECT sv.capacity FROM services sv WHERE sv.tenant_id = NEW.tenant_id AND sv.id = NEW.service_id);
END;

-- The same check when a booking moves, changes pool or starts holding capacity again (itself left out).
CREATE TRIGGER reservations_capacity_update BEFORE UPDATE OF status, block_start_utc, block_end_utc, attendant_id, party_size, service_id, location_id ON reservations
WHEN NEW.status IN ('pending', 'confirmed', 'checked-in')
  AND (OLD.status NOT IN ('pending', 'confirmed', 'checked-in')
    OR NEW.block_start_utc <> OLD.block_start_utc OR NEW.block_end_utc <> OLD.block_end_utc
    OR NEW.attendant_id IS NOT OLD.attendant_id OR NEW.party_size > OLD.party_size
    OR NEW.service_id <> OLD.service_id OR NEW.location_id <> OLD.location_id)
BEGIN
  SELECT RAISE(ABORT, 'slot_unavailable')
  WHERE NEW.party_size + (
    SELECT coalesce(max((
      SELECT coalesce(sum(r.party_size), 0) FROM reservations r
      WHERE r.tenant_id = NEW.tenant_id AND r.id <> NEW.id
        AND r.status IN ('pending', 'confirmed', 'checked-in')
        AND r.block_start_utc <= p.at AND r.block_end_utc > p.at
        AND ((NEW.attendant_id IS NULL AND r.location_id = NEW.location_id AND r.service_id = NEW.service_id)
          OR (NEW.attendant_id IS NOT NULL AND r.attendant_id = NEW.attendant_id))
    )), 0)
    FROM (
      SELECT NEW.block_start_utc AS at
      UNION
      SELECT s.block_start_utc FROM reservations s
      WHERE s.tenant_id = NEW.tenant_id AND s.id <> NEW.id
        AND s.status IN ('pending', 'confirmed', 'checked-in')
        AND s.block_start_utc > NEW.block_start_utc AND s.block_start_utc < NEW.block_end_utc
        AND ((NEW.attendant_id IS NULL AND s.location_id = NEW.location_id AND s.service_id = NEW.service_id)
          OR (NEW.attendant_id IS NOT NULL AND s.attendant_id = NEW.attendant_id))
    ) p
  ) > (SELECT sv.capacity FROM services sv WHERE sv.tenant_id = NEW.tenant_id AND sv.id = NEW.service_id);
END;

-- Days a location is shut (holidays, closures): local dates in the location's zone, both ends
-- included. A row without a location closes every location of the tenant.
CREATE TABLE location_closures (
  tenant_id   TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  id          TEXT NOT NULL,
  location_id TEXT,
  start_date  TEXT NOT NULL CHECK (start_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  end_date    TEXT NOT NULL CHECK (end_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]' AND end_date >= start_date),
  reason      TEXT NOT NULL DEFAULT '',
  created_at  TEXT NOT NULL,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, location_id) REFERENCES locations (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX location_closures_by_date ON location_closures (tenant_id, start_date, end_date);

-- A day with different opening hours (a late opening, a short Christmas Eve). The rows of a date
-- replace that weekday's usual hours; several rows make several opening periods.
CREATE TABLE location_special_hours (
  tenant_id   TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  id          TEXT NOT NULL,
  location_id TEXT NOT NULL,
  date        TEXT NOT NULL CHECK (date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  open        TEXT NOT NULL CHECK (open GLOB '[0-2][0-9]:[0-5][0-9]'),
  close       TEXT NOT NULL CHECK (close GLOB '[0-2][0-9]:[0-5][0-9]'),
  reason      TEXT NOT NULL DEFAULT '',
  created_at  TEXT NOT NULL,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, location_id) REFERENCES locations (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX location_special_hours_by_date ON location_special_hours (tenant_id, location_id, date);

-- An attendant away (holiday, sick day, training): UTC instants, start included, end excluded.
CREATE TABLE staff_time_off (
  tenant_id    TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  id           TEXT NOT NULL,
  attendant_id TEXT NOT NULL,
  start_utc    TEXT NOT NULL,
  end_utc      TEXT NOT NULL CHECK (end_utc > start_utc),
  reason       TEXT NOT NULL DEFAULT '',
  created_at   TEXT NOT NULL,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, attendant_id) REFERENCES attendants (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX staff_time_off_by_attendant ON staff_time_off (tenant_id, attendant_id, start_utc);

-- How many walk-ins a location serves at once (its tables, or chairs). Null: the attendants on duty
-- at the location at that moment, at least one.
ALTER TABLE locations ADD COLUMN queue_servers INTEGER CHECK (queue_servers IS NULL OR queue_servers BETWEEN 1 AND 500);

-- Why an entry left the line when the customer did not leave it themselves ('closed': still open
-- after the location closed that day).
ALTER TABLE queue_entries ADD COLUMN closed_reason TEXT;
