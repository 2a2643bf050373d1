-- A saved cart belongs to the shopper session that saved it first: only that session may change it.
-- Anyone else saving with its id (someone who opened a shared cart link) gets a copy of their own.
ALTER TABLE carts ADD COLUMN session_hash TEXT;
