-- Events staff put on the calendar themselves (meetings, scheduled posts, scheduled messages), next to
-- the reservations. Times are instants in UTC; time_zone is the zone the event was entered in, so the
-- calendar shows it at the wall time it was written with.
CREATE TABLE calendar_events (
  tenant_id  TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  id         TEXT NOT NULL,
  kind       TEXT NOT NULL CHECK (kind IN ('meeting', 'post', 'message')),
  title      TEXT NOT NULL,
  start_utc  TEXT NOT NULL,
  end_utc    TEXT NOT NULL,
  time_zone  TEXT NOT NULL,
  location   TEXT,
  host       TEXT,
  notes      TEXT,
  created_by TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (tenant_id, id),
  CHECK (end_utc > start_utc)
);
CREATE INDEX calendar_events_by_time ON calendar_events (tenant_id, start_utc, end_utc);
