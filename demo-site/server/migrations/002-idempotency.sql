-- Answers to requests that carried an Idempotency-Key, so a retry or a double click gets the first
-- answer instead of a second order, payment or reservation. A row is 'pending' while the first
-- request runs; 5xx answers are not kept, so a failed attempt can be retried with the same key.
CREATE TABLE idempotency_keys (
  tenant_id     TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  scope         TEXT NOT NULL,                 -- which operation, e.g. 'order.create'
  key           TEXT NOT NULL,
  request_hash  TEXT NOT NULL,                 -- sha256 of the canonical request body
  state         TEXT NOT NULL CHECK (state IN ('pending', 'done')),
  status        INTEGER,
  response      TEXT,
  created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (tenant_id, scope, key)
);
