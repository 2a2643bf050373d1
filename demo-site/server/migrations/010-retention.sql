-- Retention: nothing anonymous requests leave behind is kept forever.
--
-- Idempotency keys: each attempt that claims a key gets a random `claim` and holds a lease until
-- `lease_until`. A 'pending' key whose lease ran out was left by a crash and is taken over by the
-- next retry; only the attempt holding the claim may record the answer. Rows written before this
-- migration have no lease, so a pending one among them counts as abandoned.
ALTER TABLE idempotency_keys ADD COLUMN claim TEXT;
ALTER TABLE idempotency_keys ADD COLUMN lease_until TEXT;

-- Keys are forgotten 24 hours after they were claimed, for every tenant at once (a tenant that stops
-- sending keys still has its old ones removed), so this index does not start with tenant_id.
CREATE INDEX idempotency_keys_by_age ON idempotency_keys (created_at);
