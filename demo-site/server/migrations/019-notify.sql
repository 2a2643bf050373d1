-- The demo outbox keeps what a real e-mail carries, so staff see the message as the customer would:
-- its HTML part, its attachments (the .ics invitation) and its Message-ID. The Message-ID is stable
-- per delivery, so a delivery retried after a crash finds its own copy instead of adding a second.
ALTER TABLE outbox ADD COLUMN html TEXT NOT NULL DEFAULT '';
ALTER TABLE outbox ADD COLUMN attachments TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(attachments));
ALTER TABLE outbox ADD COLUMN message_id TEXT;
CREATE UNIQUE INDEX outbox_by_message_id ON outbox (tenant_id, message_id) WHERE message_id IS NOT NULL;

-- Which claim of the delivery worker holds a delivery: a worker whose lease ran out (a stalled
-- process) cannot overwrite the outcome of the worker that took the delivery over after it.
ALTER TABLE deliveries ADD COLUMN lease_token TEXT;
