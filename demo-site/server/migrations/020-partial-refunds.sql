-- Partial refunds (issue 19): a payment may be refunded in several parts, by staff or by its
-- cancellation. The sum of a payment's refunds that are not 'failed' never exceeds what was paid; the
-- refund code checks it in the same IMMEDIATE transaction that inserts the row, so two requests at
-- once cannot both take the same remainder. One refund per payment is no longer the rule.
DROP INDEX refunds_one_active;
CREATE INDEX refunds_by_payment ON refunds (tenant_id, payment_id);

-- Why staff refunded (shown to staff only), who asked ('staff:<account id>', 'app' for the tenant's
-- token, 'system' for a cancellation or a late payment), and the one-time key of a staff form, so
-- the same form sent twice refunds once.
ALTER TABLE refunds ADD COLUMN reason TEXT;
ALTER TABLE refunds ADD COLUMN requested_by TEXT NOT NULL DEFAULT 'system';
ALTER TABLE refunds ADD COLUMN request_key TEXT;
CREATE UNIQUE INDEX refunds_by_request_key ON refunds (tenant_id, payment_id, request_key) WHERE request_key IS NOT NULL;
