-- Reservations and the walk-in queue of the booking widget.
-- Instants are ISO-8601 UTC text ('2026-03-08T15:00:00.000Z'), so text order is time order.
-- Money is INTEGER cents. tenant_id leads every key and index.

CREATE TABLE reservations (
  tenant_id         TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  id                TEXT NOT NULL CHECK (id = lower(id)),              -- looked up case-insensitively
  location_id       TEXT NOT NULL,
  service_id        TEXT NOT NULL,
  attendant_id      TEXT,
  start_utc         TEXT NOT NULL,
  end_utc           TEXT NOT NULL CHECK (end_utc > start_utc),
  -- The span the booking blocks: start minus the service's buffer before, end plus its buffer after
  -- (copied at booking time, so a later change of the service's buffers does not move old bookings).
  block_start_utc   TEXT NOT NULL CHECK (block_start_utc <= start_utc),
  block_end_utc     TEXT NOT NULL CHECK (block_end_utc >= end_utc),
  party_size        INTEGER NOT NULL DEFAULT 1 CHECK (party_size BETWEEN 1 AND 20),
  customer_name     TEXT NOT NULL,
  customer_email    TEXT NOT NULL DEFAULT '',
  customer_phone    TEXT NOT NULL DEFAULT '',
  notes             TEXT,
  status            TEXT NOT NULL CHECK (status IN ('pending', 'confirmed', 'cancelled', 'checked-in', 'completed', 'no-show')),
  confirmation_code TEXT NOT NULL CHECK (confirmation_code = upper(confirmation_code) AND length(confirmation_code) >= 8),
  price_cents       INTEGER NOT NULL DEFAULT 0 CHECK (price_cents >= 0),  -- the service price when booked
  currency          TEXT NOT NULL CHECK (length(currency) = 3),
  payment_ref       TEXT,                                                 -- set by a verified payment
  paid_at           TEXT,
  created_at        TEXT NOT NULL,
  updated_at        TEXT NOT NULL,
  check_in_time     TEXT,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, confirmation_code),
  FOREIGN KEY (tenant_id, location_id) REFERENCES locations (tenant_id, id),
  FOREIGN KEY (tenant_id, service_id) REFERENCES services (tenant_id, id),
  FOREIGN KEY (tenant_id, attendant_id) REFERENCES attendants (tenant_id, id)
);
CREATE INDEX reservations_by_service ON reservations (tenant_id, location_id, service_id, block_start_utc);
CREATE INDEX reservations_by_attendant ON reservations (tenant_id, attendant_id, block_start_utc);
CREATE INDEX reservations_by_start ON reservations (tenant_id, location_id, start_utc);

-- Second line of defence for capacity (the first is the check and insert inside one BEGIN IMMEDIATE
-- transaction in domain/reservations.ts). It repeats the server's rule: the party sizes of the
-- capacity-holding bookings whose blocked spans overlap, in the same pool, plus the new party, must
-- not exceed the service's capacity. The pool is the attendant's bookings when an attendant is set,
-- otherwise the bookings of that service at that location.
CREATE TRIGGER reservations_capacity_insert BEFORE INSERT ON reservations
WHEN NEW.status IN ('pending', 'confirmed', 'checked-in')
BEGIN
  SELECT RAISE(ABORT, 'slot_unavailable')
  WHERE NEW.party_size + (
    SELECT coalesce(sum(r.party_size), 0) FROM reservations r
    WHERE r.tenant_id = NEW.tenant_id
      AND r.status IN ('pending', 'confirmed', 'checked-in')
      AND r.block_start_utc < NEW.block_end_utc AND r.block_end_utc > NEW.block_start_utc
      AND ((NEW.attendant_id IS NULL AND r.location_id = NEW.location_id AND r.service_id = NEW.service_id)
        OR (NEW.attendant_id IS NOT NULL AND r.attendant_id = NEW.attendant_id))
  ) > (SELECT s.capacity FROM services s WHERE s.tenant_id = NEW.tenant_id AND s.id = NEW.service_id);
END;

-- The same check when a booking moves, changes pool or starts holding capacity again.
CREATE TRIGGER reservations_capacity_update BEFORE UPDATE OF status, block_start_utc, block_end_utc, attendant_id, party_size, service_id, location_id ON reservations
WHEN NEW.status IN ('pending', 'confirmed', 'checked-in')
  AND (OLD.status NOT IN ('pending', 'confirmed', 'checked-in')
    OR NEW.block_start_utc <> OLD.block_start_utc OR NEW.block_end_utc <> OLD.block_end_utc
    OR NEW.attendant_id IS NOT OLD.attendant_id OR NEW.party_size > OLD.party_size
    OR NEW.service_id <> OLD.service_id OR NEW.location_id <> OLD.location_id)
BEGIN
  SELECT RAISE(ABORT, 'slot_unavailable')
  WHERE NEW.party_size + (
    SELECT coalesce(sum(r.party_size), 0) FROM reservations r
    WHERE r.tenant_id = NEW.tenant_id AND r.id <> NEW.id
      AND r.status IN ('pending', 'confirmed', 'checked-in')
      AND r.block_start_utc < NEW.block_end_utc AND r.block_end_utc > NEW.block_start_utc
      AND ((NEW.attendant_id IS NULL AND r.location_id = NEW.location_id AND r.service_id = NEW.service_id)
        OR (NEW.attendant_id IS NOT NULL AND r.attendant_id = NEW.attendant_id))
  ) > (SELECT s.capacity FROM services s WHERE s.tenant_id = NEW.tenant_id AND s.id = NEW.service_id);
END;

-- The walk-in queue. Position and estimated wait are computed live from the people waiting ahead, not stored.
CREATE TABLE queue_entries (
  tenant_id      TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  id             TEXT NOT NULL CHECK (id = lower(id)),
  location_id    TEXT NOT NULL,
  service_id     TEXT,
  customer_name  TEXT NOT NULL,
  customer_phone TEXT NOT NULL,
  party_size     INTEGER NOT NULL DEFAULT 1 CHECK (party_size BETWEEN 1 AND 20),
  notes          TEXT,
  status         TEXT NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'notified', 'seated', 'served', 'left', 'cancelled')),
  joined_at      TEXT NOT NULL,
  notified_at    TEXT,
  created_at     TEXT NOT NULL,
  updated_at     TEXT NOT NULL,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, location_id) REFERENCES locations (tenant_id, id),
  FOREIGN KEY (tenant_id, service_id) REFERENCES services (tenant_id, id)
);
CREATE INDEX queue_entries_by_location ON queue_entries (tenant_id, location_id, status, joined_at);
