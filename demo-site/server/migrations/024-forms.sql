-- Saved form designs (issue "Finish the blocks"). Staff save a design from <site-form data-mode="designer">;
-- each save is a new version of the form, and the form block shows the latest one. Submissions stay
-- data records of type form_submission, checked against the version they were sent to.
CREATE TABLE forms (
  tenant_id  TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  form_id    TEXT NOT NULL,
  version    INTEGER NOT NULL CHECK (version >= 1),
  name       TEXT NOT NULL,
  schema     TEXT NOT NULL,                                -- the FormSchema as JSON
  created_at TEXT NOT NULL,
  created_by TEXT NOT NULL,
  PRIMARY KEY (tenant_id, form_id, version)
);
