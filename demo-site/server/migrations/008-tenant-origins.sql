-- Origins besides the site itself whose pages may call a tenant's API from the browser (CORS) and
-- send cookie-authenticated state changes: a JSON array such as ["https://shop.example"].
-- Empty by default: the site itself only. Never "*".

ALTER TABLE tenants ADD COLUMN allowed_origins TEXT NOT NULL DEFAULT '[]'
  CHECK (json_valid(allowed_origins) AND json_type(allowed_origins) = 'array' AND instr(allowed_origins, '*') = 0);
