-- Payments: every payment attempt of an order or a reservation, and the storage of the local payment
-- provider simulators (demo mode only). Money is INTEGER cents. No full card number or CVV is ever
-- stored anywhere: a card is at most its last 4 digits and its brand.

CREATE TABLE payments (
  tenant_id      TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  id             TEXT NOT NULL,                     -- pay_...
  target_type    TEXT NOT NULL CHECK (target_type IN ('order', 'reservation')),
  target_id      TEXT NOT NULL,
  provider       TEXT NOT NULL CHECK (provider IN ('stripe', 'paypal', 'multipay', 'cardbank', 'account_balance', 'gift_card', 'offline')),
  method         TEXT NOT NULL,                     -- card, wallet, crypto, bank_transfer, cash, ...
  amount_cents   INTEGER NOT NULL CHECK (amount_cents >= 0),   -- always the server's amount due
  currency       TEXT NOT NULL CHECK (length(currency) = 3),
  status         TEXT NOT NULL CHECK (status IN ('created', 'pending', 'requires_action', 'requires_payment_method', 'processing',
                   'pending_payment', 'succeeded', 'failed', 'expired', 'canceled', 'needs_refund')),
  provider_ref   TEXT,                              -- the provider's id: intent, wallet order, session, payment
  transaction_id TEXT,
  card_last4     TEXT CHECK (card_last4 IS NULL OR (length(card_last4) = 4 AND card_last4 NOT GLOB '*[^0-9]*')),
  card_brand     TEXT,
  details        TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(details)),  -- non-sensitive extras (crypto, offline reference, bank code)
  message        TEXT,                              -- the provider's last message
  created_at     TEXT NOT NULL,
  updated_at     TEXT NOT NULL,
  PRIMARY KEY (tenant_id, id)
);
CREATE UNIQUE INDEX payments_by_provider_ref ON payments (tenant_id, provider, provider_ref);
CREATE INDEX payments_by_target ON payments (tenant_id, target_type, target_id, status);
-- A target is paid at most once: a second successful payment is recorded as 'needs_refund'.
CREATE UNIQUE INDEX payments_one_success ON payments (tenant_id, target_type, target_id) WHERE status = 'succeeded';

-- The simulated providers' own records (demo mode). Not a tenant table: like a real provider account,
-- the simulator serves the whole deployment; the tenant travels in each object's metadata. Card data
-- is reduced to last4 and brand before anything is written here.
CREATE TABLE payment_simulator_objects (
  provider     TEXT NOT NULL CHECK (provider IN ('stripe', 'paypal', 'multipay', 'cardbank')),
  id           TEXT NOT NULL,
  status       TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
  currency     TEXT NOT NULL,
  data         TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(data)),
  expires_at   TEXT,
  created_at   TEXT NOT NULL,
  updated_at   TEXT NOT NULL,
  PRIMARY KEY (provider, id)
);
