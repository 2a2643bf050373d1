-- PayPal express checkout (issue 19): PayPal creates its order before the buyer is known, so the
-- PayPal order is started from a quote (lines and an optional discount code) and our order is made
-- only when the buyer has approved and PayPal has told us the e-mail and shipping address. One row
-- per PayPal order: what was quoted, the amount PayPal was asked for, and our order once made.
-- status: pending (PayPal order created), claimed (a capture is under way), paid, failed.
CREATE TABLE express_payments (
  tenant_id     TEXT NOT NULL,
  provider_ref  TEXT NOT NULL,
  items         TEXT NOT NULL CHECK (json_valid(items)),
  discount_code TEXT,
  amount_cents  INTEGER NOT NULL CHECK (amount_cents >= 0),
  currency      TEXT NOT NULL,
  status        TEXT NOT NULL CHECK (status IN ('pending', 'claimed', 'paid', 'failed')),
  order_id      TEXT,
  session_hash  TEXT,
  created_at    TEXT NOT NULL,
  updated_at    TEXT NOT NULL,
  PRIMARY KEY (tenant_id, provider_ref)
);
