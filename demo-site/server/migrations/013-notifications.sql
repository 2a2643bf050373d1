-- Notifications: a transactional outbox. A change that someone must be told about (a booking made,
-- an order paid, a queue entry called) records an `events` row in the same transaction as the change,
-- and one `deliveries` row per recipient: the customer's e-mail, and each of the tenant's webhook
-- endpoints that subscribe to the event type. A worker sends due deliveries with retries and backoff;
-- the unique key makes each (event, channel, recipient) exactly one delivery, so a retried request or
-- a second worker never sends the same message twice.

CREATE TABLE events (
  tenant_id  TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  id         TEXT NOT NULL,
  type       TEXT NOT NULL,
  subject_id TEXT NOT NULL,                           -- the reservation, order or queue entry
  sequence   INTEGER NOT NULL DEFAULT 0,              -- earlier events of the same subject (an .ics SEQUENCE)
  language   TEXT NOT NULL DEFAULT 'en',
  data       TEXT NOT NULL CHECK (json_valid(data)),  -- what the message needs, as it was at the time
  created_at TEXT NOT NULL,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX events_by_subject ON events (tenant_id, subject_id, created_at);
CREATE INDEX events_by_age ON events (created_at);

CREATE TABLE deliveries (
  tenant_id       TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  id              INTEGER PRIMARY KEY AUTOINCREMENT,
  event_id        TEXT NOT NULL,
  channel         TEXT NOT NULL CHECK (channel IN ('email', 'webhook')),
  recipient       TEXT NOT NULL,                      -- an e-mail address, or a webhook endpoint id
  status          TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts        INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  lease_until     TEXT,                               -- a worker holds the row until then
  last_error      TEXT,
  sent_at         TEXT,
  created_at      TEXT NOT NULL,
  UNIQUE (tenant_id, event_id, channel, recipient),
  FOREIGN KEY (tenant_id, event_id) REFERENCES events (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX deliveries_due ON deliveries (status, next_attempt_at);
CREATE INDEX deliveries_by_tenant ON deliveries (tenant_id, id);

-- The tenant's own systems that want to hear about events, signed with a per-endpoint secret.
CREATE TABLE webhook_endpoints (
  tenant_id  TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  id         TEXT NOT NULL,
  url        TEXT NOT NULL,
  secret     TEXT NOT NULL,
  events     TEXT NOT NULL DEFAULT '["*"]' CHECK (json_valid(events)),  -- event types, or ["*"] for all
  active     INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  created_at TEXT NOT NULL,
  PRIMARY KEY (tenant_id, id)
);

-- Who to tell and in which language: walk-ins may leave an e-mail address, and every booking, walk-in
-- and order remembers the customer's language (English or Spanish).
ALTER TABLE queue_entries ADD COLUMN customer_email TEXT NOT NULL DEFAULT '';
ALTER TABLE queue_entries ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
ALTER TABLE reservations ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
ALTER TABLE orders ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
