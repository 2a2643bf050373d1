-- Jobs: work the server does later or on its own (jobs/runner.ts). Safe when two server processes
-- share this database: a process takes a row by one conditional UPDATE that only succeeds while no
-- other process holds the row's lease, so a job or a sweep never runs twice at once.

-- One-off jobs, due at a time. `key` makes enqueuing idempotent: a second job of the same kind and
-- key is not added. `attempts` counts the runs started (a crash during a run counts); after the last
-- allowed attempt fails the row ends 'failed' with its error kept. Times are ISO-8601 UTC: `due_at`
-- follows the server clock (which the end-to-end test clock moves); leases and `created_at` and
-- `updated_at` are real time, like every other lease in this database.
CREATE TABLE jobs (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id   TEXT REFERENCES tenants(id) ON DELETE CASCADE,  -- NULL: a job of the whole server
  kind        TEXT NOT NULL,
  key         TEXT,                                           -- NULL: never deduplicated
  payload     TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(payload)),
  due_at      TEXT NOT NULL,
  attempts    INTEGER NOT NULL DEFAULT 0,
  lease_until TEXT,                                           -- the process holding the row, until then
  lease_owner TEXT,
  status      TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'failed')),
  last_error  TEXT,
  created_at  TEXT NOT NULL,
  updated_at  TEXT NOT NULL,
  UNIQUE (kind, key)
);
CREATE INDEX jobs_due ON jobs (status, due_at);
CREATE INDEX jobs_by_age ON jobs (status, updated_at);

-- Periodic sweeps (reminders, expiries, clean-up): one row per sweep, so only one process runs a
-- sweep at a time and the period holds across processes. Times here are real time, never the test
-- clock, so moving the test clock back and forth cannot stall a sweep.
CREATE TABLE job_sweeps (
  name        TEXT PRIMARY KEY,
  next_run_at TEXT NOT NULL,
  lease_until TEXT,
  lease_owner TEXT,
  last_run_at TEXT,
  last_error  TEXT
);
