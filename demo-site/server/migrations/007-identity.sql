-- Identity: staff accounts of a tenant, their server-side sessions, and customers' one-time sign-in
-- codes and sessions. Secrets are stored only as hashes: argon2id for passwords, sha256 for the
-- random session ids and codes (they carry 256 bits, so a fast hash is enough).

CREATE TABLE staff_accounts (
  tenant_id     TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  id            TEXT NOT NULL,
  email         TEXT NOT NULL COLLATE NOCASE,
  role          TEXT NOT NULL CHECK (role IN ('owner', 'staff')),
  password_hash TEXT NOT NULL,
  created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, email)
);

CREATE TABLE staff_sessions (
  id_hash      TEXT PRIMARY KEY,
  tenant_id    TEXT NOT NULL,
  staff_id     TEXT NOT NULL,
  created_at   TEXT NOT NULL,
  last_seen_at TEXT NOT NULL,
  expires_at   TEXT NOT NULL,
  FOREIGN KEY (tenant_id, staff_id) REFERENCES staff_accounts(tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX staff_sessions_by_expiry ON staff_sessions (tenant_id, expires_at);

CREATE TABLE customer_codes (
  tenant_id   TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  email       TEXT NOT NULL COLLATE NOCASE,
  code_hash   TEXT NOT NULL,
  attempts    INTEGER NOT NULL DEFAULT 0,
  expires_at  TEXT NOT NULL,
  PRIMARY KEY (tenant_id, email)
);

CREATE TABLE customer_sessions (
  id_hash      TEXT PRIMARY KEY,
  tenant_id    TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  email        TEXT NOT NULL COLLATE NOCASE,
  created_at   TEXT NOT NULL,
  last_seen_at TEXT NOT NULL,
  expires_at   TEXT NOT NULL
);
CREATE INDEX customer_sessions_by_expiry ON customer_sessions (tenant_id, expires_at);

CREATE TABLE outbox (
  tenant_id   TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  recipient   TEXT NOT NULL,
  subject     TEXT NOT NULL,
  body        TEXT NOT NULL,
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX outbox_by_tenant ON outbox (tenant_id, id);
