-- The generic data API: typed JSON records, uploaded files and client log entries, all per tenant.

CREATE TABLE records (
  tenant_id  TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  type       TEXT NOT NULL CHECK (type GLOB '[a-z]*' AND length(type) <= 41),
  id         TEXT NOT NULL,
  data       TEXT NOT NULL CHECK (json_valid(data) AND json_type(data) = 'object'),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (tenant_id, type, id)
);
CREATE INDEX records_by_created ON records (tenant_id, type, created_at);

-- Files uploaded through POST /api/data/upload, stored under ${DATA_DIR}/uploads/${tenant_id}/${name}.
CREATE TABLE uploads (
  tenant_id     TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  name          TEXT NOT NULL,                      -- random prefix + sanitized original name
  original_name TEXT NOT NULL,
  location      TEXT NOT NULL DEFAULT '',
  content_type  TEXT NOT NULL,                      -- decided from the sniffed bytes, not the browser
  size          INTEGER NOT NULL CHECK (size >= 0),
  created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (tenant_id, name)
);
CREATE INDEX uploads_by_location ON uploads (tenant_id, location, created_at);

-- Log lines sent by browsers through POST /api/data/batch-log.
CREATE TABLE client_logs (
  tenant_id  TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  id         INTEGER NOT NULL,
  level      TEXT NOT NULL CHECK (level IN ('debug', 'info', 'warn', 'error')),
  message    TEXT NOT NULL,
  data       TEXT CHECK (data IS NULL OR json_valid(data)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (tenant_id, id)
);
