-- App credentials of one tenant (its own server's), made by `npm run staff -- app-key`. Only sha256
-- digests of the secret and key are kept: they are 256-bit random values shown once.
CREATE TABLE app_credentials (
  tenant_id   TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  app_id      TEXT NOT NULL UNIQUE,
  secret_hash TEXT NOT NULL,
  key_hash    TEXT NOT NULL,
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (tenant_id, app_id)
);
