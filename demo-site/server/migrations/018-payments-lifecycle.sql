-- Payments lifecycle: refunds, and the status queries that settle payments whose provider sends no
-- webhook (reconciliation).

-- One row per refund attempt of a payment. At most one refund per payment is pending, succeeded or
-- left to staff ('manual'): a second request finds it and refunds nothing more. A failed attempt is
-- kept (staff see why) and a later request may try again with a new row.
CREATE TABLE refunds (
  tenant_id    TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  id           TEXT NOT NULL,                     -- rf_... (also the provider's idempotency key)
  payment_id   TEXT NOT NULL,
  target_type  TEXT NOT NULL CHECK (target_type IN ('order', 'reservation')),
  target_id    TEXT NOT NULL,
  provider     TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  currency     TEXT NOT NULL CHECK (length(currency) = 3),
  status       TEXT NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed', 'manual')),
  provider_ref TEXT,                              -- the provider's refund id
  message      TEXT,                              -- why it failed, or what staff must do
  created_at   TEXT NOT NULL,
  updated_at   TEXT NOT NULL,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, payment_id) REFERENCES payments (tenant_id, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX refunds_one_active ON refunds (tenant_id, payment_id) WHERE status <> 'failed';
CREATE INDEX refunds_by_target ON refunds (tenant_id, target_type, target_id);

-- Reconciliation: how many status queries a payment has had, and when the next one is due.
ALTER TABLE payments ADD COLUMN reconcile_attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE payments ADD COLUMN reconcile_next_at TEXT;
CREATE INDEX payments_open ON payments (status, provider) WHERE status IN ('pending', 'requires_action', 'processing');
