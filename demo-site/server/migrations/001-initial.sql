-- Initial schema of the demo site. Every table holding tenant data has tenant_id first in its
-- primary key and in every index, so each query is scoped by organisation. Money is INTEGER cents.
-- JSON columns hold text checked with json_valid().

CREATE TABLE tenants (
  id             TEXT PRIMARY KEY CHECK (id LIKE 'org\_%' ESCAPE '\'),
  site_name      TEXT NOT NULL UNIQUE,
  host           TEXT NOT NULL UNIQUE,
  name           TEXT NOT NULL,
  currency       TEXT NOT NULL DEFAULT 'USD' CHECK (length(currency) = 3),
  locale         TEXT NOT NULL DEFAULT 'en-US',
  time_zone      TEXT NOT NULL,
  search_enabled INTEGER NOT NULL DEFAULT 1 CHECK (search_enabled IN (0, 1)),
  created_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE products (
  tenant_id        TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  id               TEXT NOT NULL,
  sk               INTEGER NOT NULL,
  sku              TEXT NOT NULL,
  slug             TEXT NOT NULL,
  name             TEXT NOT NULL,
  description      TEXT NOT NULL DEFAULT '',          -- HTML, sanitized before rendering
  category         TEXT NOT NULL,
  brand            TEXT NOT NULL DEFAULT '',
  tags             TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(tags)),
  price_cents      INTEGER NOT NULL CHECK (price_cents >= 0),
  base_price_cents INTEGER CHECK (base_price_cents IS NULL OR base_price_cents >= 0),
  discount_percent INTEGER NOT NULL DEFAULT 0 CHECK (discount_percent BETWEEN 0 AND 100),
  stock            INTEGER NOT NULL DEFAULT 0 CHECK (stock >= 0),
  rating           REAL NOT NULL DEFAULT 0 CHECK (rating BETWEEN 0 AND 5),
  rating_count     REAL NOT NULL DEFAULT 0,
  images           TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(images)),      -- [{url, alt}]
  attributes       TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(attributes)),  -- [{name, options:[{value,label,param}], required}]
  variations       TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(variations)),  -- [{sku, price_cents, stock, images}]
  material         TEXT,
  created_at       TEXT NOT NULL,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, sku),
  UNIQUE (tenant_id, sk),
  UNIQUE (tenant_id, slug)
);
CREATE INDEX products_by_category ON products (tenant_id, category, sk);
CREATE INDEX products_by_brand ON products (tenant_id, brand);
CREATE INDEX products_by_price ON products (tenant_id, price_cents);

CREATE TABLE locations (
  tenant_id  TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  id         TEXT NOT NULL,
  name       TEXT NOT NULL,
  address    TEXT NOT NULL DEFAULT '',
  city       TEXT NOT NULL DEFAULT '',
  state      TEXT NOT NULL DEFAULT '',
  zip        TEXT NOT NULL DEFAULT '',
  phone      TEXT NOT NULL DEFAULT '',
  email      TEXT NOT NULL DEFAULT '',
  image_url  TEXT,
  hours      TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(hours)),  -- [{day:'monday', open:'09:00', close:'17:00'}]
  latitude   REAL,
  longitude  REAL,
  time_zone  TEXT NOT NULL,                                         -- IANA zone
  PRIMARY KEY (tenant_id, id)
);

CREATE TABLE service_categories (
  tenant_id   TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  id          TEXT NOT NULL,                                         -- lowercase name with dashes
  name        TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  color       TEXT,
  image_url   TEXT,
  PRIMARY KEY (tenant_id, id)
);

CREATE TABLE services (
  tenant_id          TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  id                 TEXT NOT NULL,
  name               TEXT NOT NULL,
  description        TEXT NOT NULL DEFAULT '',
  duration           INTEGER NOT NULL DEFAULT 60 CHECK (duration > 0),  -- minutes
  price_cents        INTEGER NOT NULL DEFAULT 0 CHECK (price_cents >= 0),
  category_id        TEXT NOT NULL DEFAULT 'general',
  categories         TEXT NOT NULL DEFAULT '["General"]' CHECK (json_valid(categories)),
  capacity           INTEGER NOT NULL DEFAULT 1 CHECK (capacity > 0),
  requires_attendant INTEGER NOT NULL DEFAULT 0 CHECK (requires_attendant IN (0, 1)),
  location_ids       TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(location_ids)),
  image_url          TEXT,
  buffer_before      INTEGER NOT NULL DEFAULT 0 CHECK (buffer_before >= 0),  -- minutes
  buffer_after       INTEGER NOT NULL DEFAULT 0 CHECK (buffer_after >= 0),   -- minutes
  color              TEXT,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, category_id) REFERENCES service_categories (tenant_id, id)
);
CREATE INDEX services_by_category ON services (tenant_id, category_id);

CREATE TABLE attendants (
  tenant_id    TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  id           TEXT NOT NULL,
  name         TEXT NOT NULL,
  title        TEXT NOT NULL DEFAULT '',
  bio          TEXT NOT NULL DEFAULT '',
  image_url    TEXT,
  location_ids TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(location_ids)),
  service_ids  TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(service_ids)),
  schedule     TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(schedule)),      -- [{day, start, end}]
  availability TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(availability)),
  specialties  TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(specialties)),
  rating       REAL NOT NULL DEFAULT 0 CHECK (rating BETWEEN 0 AND 5),
  status       TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive', 'on-leave')),
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX attendants_by_status ON attendants (tenant_id, status);

CREATE TABLE business_config (
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  preset    TEXT NOT NULL CHECK (preset IN ('meeting-scheduler', 'in-store-pickup', 'hair-salon', 'license-renewal', 'restaurant')),
  json      TEXT NOT NULL CHECK (json_valid(json)),  -- the preset's business configuration (modes, UI, flow, figures)
  PRIMARY KEY (tenant_id, preset)
);
