-- The demo site's schema on PostgreSQL 15, as the SQLite migrations 001 to 025 leave it. One baseline
-- file: a PostgreSQL database starts here, and later migrations are written for both engines under
-- the same number. Tables, columns (names and order), NOT NULL, defaults, keys, foreign keys, CHECKs,
-- indexes and triggers follow the SQLite schema, so the queries read and write the same values:
--
-- * SQLite INTEGER is bigint (the pool reads int8 back as a JS number), REAL is double precision and
--   TEXT is text. Flags stay bigint 0/1 with the same CHECKs, because the queries compare with 0/1.
-- * Every text column is COLLATE "C": SQLite compares and sorts text byte by byte, and its upper(),
--   lower(), LIKE and NOCASE fold ASCII letters only; the C collation does all of that the same way
--   (so `code = upper(code)` refuses exactly what SQLite refuses, and ORDER BY name sorts alike).
-- * Columns SQLite declares COLLATE NOCASE are plain text here; queries must compare them with
--   lower() (the server already stores them lower-cased):
--     staff_accounts.email: unique per tenant ignoring case (index staff_accounts_email_nocase);
--     customer_codes.email: the primary key ignores case (index customer_codes_email_nocase);
--     customer_sessions.email: compared ignoring case, not unique.
-- * JSON columns are text checked by is_json() (SQLite's json_valid) and json_kind() (SQLite's
--   json_type for 'array' and 'object').
-- * Timestamp defaults are UTC text with milliseconds, '2026-01-31T09:05:00.123Z', like SQLite's
--   strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), taken when the statement starts (utc_now_text()).
-- * SQLite's rowid keys (INTEGER PRIMARY KEY, with or without AUTOINCREMENT) are identity columns.
--   An identity never hands out a number twice; a row inserted with an explicit id does not move it.
-- * Full-text search: SQLite's FTS5 table search_fts (and its shadow tables search_fts_data, _idx,
--   _docsize, _config) is here a plain table search_fts (rowid_id, document tsvector) kept in step
--   with search_docs by the triggers search_docs_ai and search_docs_au (deletes cascade), with a GIN
--   index. Words are lower-cased and stripped of accents (unaccent), as FTS5's unicode61 tokenizer
--   with remove_diacritics does; title words weigh more than body words.
-- * Triggers are PL/pgSQL functions with the same effect. The booking capacity check raises
--   'slot_unavailable' like SQLite's RAISE(ABORT); it first takes a per-tenant transaction lock,
--   because SQLite runs one writer at a time and PostgreSQL would otherwise let two bookings of the
--   last place each miss the other's uncommitted row.

CREATE EXTENSION IF NOT EXISTS unaccent;

-- True when the text parses as JSON (NULL for NULL, so a CHECK lets NULL through, as json_valid does).
CREATE FUNCTION is_json(value text) RETURNS boolean
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
BEGIN
  PERFORM value::json;
  RETURN true;
EXCEPTION WHEN data_exception THEN
  RETURN false;
END;
$$;

-- The JSON type of the text ('object', 'array', 'string', 'number', 'boolean', 'null'), NULL when it is not JSON.
CREATE FUNCTION json_kind(value text) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
BEGIN
  RETURN json_typeof(value::json);
EXCEPTION WHEN data_exception THEN
  RETURN NULL;
END;
$$;

-- The current statement's start in UTC as '2026-01-31T09:05:00.123Z'.
CREATE FUNCTION utc_now_text() RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT to_char(statement_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;

CREATE TABLE tenants (
  id             text COLLATE "C" PRIMARY KEY CHECK (id ILIKE 'org\_%' ESCAPE '\'),
  site_name      text COLLATE "C" NOT NULL UNIQUE,
  host           text COLLATE "C" NOT NULL UNIQUE,
  name           text COLLATE "C" NOT NULL,
  currency       text COLLATE "C" NOT NULL DEFAULT 'USD' CHECK (length(currency) = 3),
  locale         text COLLATE "C" NOT NULL DEFAULT 'en-US',
  time_zone      text COLLATE "C" NOT NULL,
  search_enabled bigint NOT NULL DEFAULT 1 CHECK (search_enabled IN (0, 1)),
  created_at     text COLLATE "C" NOT NULL DEFAULT (utc_now_text()),
  allowed_origins text COLLATE "C" NOT NULL DEFAULT '[]'
    CHECK (is_json(allowed_origins) AND json_kind(allowed_origins) = 'array' AND strpos(allowed_origins, '*') = 0));

CREATE TABLE products (
  tenant_id        text COLLATE "C" NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  id               text COLLATE "C" NOT NULL,
  sk               bigint NOT NULL,
  sku              text COLLATE "C" NOT NULL,
  slug             text COLLATE "C" NOT NULL,
  name             text COLLATE "C" NOT NULL,
  description      text COLLATE "C" NOT NULL DEFAULT '',          -- HTML, sanitized before rendering
  category         text COLLATE "C" NOT NULL,
  brand            text COLLATE "C" NOT NULL DEFAULT '',
  tags             text COLLATE "C" NOT NULL DEFAULT '[]' CHECK (is_json(tags)),
  price_cents      bigint NOT NULL CHECK (price_cents >= 0),
  base_price_cents bigint CHECK (base_price_cents IS NULL OR base_price_cents >= 0),
  discount_percent bigint NOT NULL DEFAULT 0 CHECK (discount_percent BETWEEN 0 AND 100),
  stock            bigint NOT NULL DEFAULT 0 CHECK (stock >= 0),
  rating           double precision NOT NULL DEFAULT 0 CHECK (rating BETWEEN 0 AND 5),
  rating_count     double precision NOT NULL DEFAULT 0,
  images           text COLLATE "C" NOT NULL DEFAULT '[]' CHECK (is_json(images)),      -- [{url, alt}]
  attributes       text COLLATE "C" NOT NULL DEFAULT '[]' CHECK (is_json(attributes)),  -- [{name, options:[{value,label,param}], required}]
  variations       text COLLATE "C" NOT NULL DEFAULT '[]' CHECK (is_json(variations)),  -- [{sku, price_cents, stock, images}]
  material         text COLLATE "C",
  created_at       text COLLATE "C" NOT NULL,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, sku),
  UNIQUE (tenant_id, sk),
  UNIQUE (tenant_id, slug)
);
CREATE INDEX products_by_category ON products (tenant_id, category, sk);
CREATE INDEX products_by_brand ON products (tenant_id, brand);
CREATE INDEX products_by_price ON products (tenant_id, price_cents);

CREATE TABLE locations (
  tenant_id  text COLLATE "C" NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  id         text COLLATE "C" NOT NULL,
  name       text COLLATE "C" NOT NULL,
  address    text COLLATE "C" NOT NULL DEFAULT '',
  city       text COLLATE "C" NOT NULL DEFAULT '',
  state      text COLLATE "C" NOT NULL DEFAULT '',
  zip        text COLLATE "C" NOT NULL DEFAULT '',
  phone      text COLLATE "C" NOT NULL DEFAULT '',
  email      text COLLATE "C" NOT NULL DEFAULT '',
  image_url  text COLLATE "C",
  hours      text COLLATE "C" NOT NULL DEFAULT '[]' CHECK (is_json(hours)),  -- [{day:'monday', open:'09:00', close:'17:00'}]
  latitude   double precision,
  longitude  double precision,
  time_zone  text COLLATE "C" NOT NULL,                                         -- IANA zone
  policy     text COLLATE "C" NOT NULL DEFAULT '{}' CHECK (is_json(policy)),
  queue_servers bigint CHECK (queue_servers IS NULL OR queue_servers BETWEEN 1 AND 500),
  PRIMARY KEY (tenant_id, id)
);

CREATE TABLE service_categories (
  tenant_id   text COLLATE "C" NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  id          text COLLATE "C" NOT NULL,                                         -- lowercase name with dashes
  name        text COLLATE "C" NOT NULL,
  description text COLLATE "C" NOT NULL DEFAULT '',
  color       text COLLATE "C",
  image_url   text COLLATE "C",
  PRIMARY KEY (tenant_id, id)
);

CREATE TABLE services (
  tenant_id          text COLLATE "C" NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  id                 text COLLATE "C" NOT NULL,
  name               text COLLATE "C" NOT NULL,
  description        text COLLATE "C" NOT NULL DEFAULT '',
  duration           bigint NOT NULL DEFAULT 60 CHECK (duration > 0),  -- minutes
  price_cents        bigint NOT NULL DEFAULT 0 CHECK (price_cents >= 0),
  category_id        text COLLATE "C" NOT NULL DEFAULT 'general',
  categories         text COLLATE "C" NOT NULL DEFAULT '["General"]' CHECK (is_json(categories)),
  capacity           bigint NOT NULL DEFAULT 1 CHECK (capacity > 0),
  requires_attendant bigint NOT NULL DEFAULT 0 CHECK (requires_attendant IN (0, 1)),
  location_ids       text COLLATE "C" NOT NULL DEFAULT '[]' CHECK (is_json(location_ids)),
  image_url          text COLLATE "C",
  buffer_before      bigint NOT NULL DEFAULT 0 CHECK (buffer_before >= 0),  -- minutes
  buffer_after       bigint NOT NULL DEFAULT 0 CHECK (buffer_after >= 0),   -- minutes
  color              text COLLATE "C",
  policy             text COLLATE "C" NOT NULL DEFAULT '{}' CHECK (is_json(policy)),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, category_id) REFERENCES service_categories (tenant_id, id)
);
CREATE INDEX services_by_category ON services (tenant_id, category_id);

CREATE TABLE attendants (
  tenant_id    text COLLATE "C" NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  id           text COLLATE "C" NOT NULL,
  name         text COLLATE "C" NOT NULL,
  title        text COLLATE "C" NOT NULL DEFAULT '',
  bio          text COLLATE "C" NOT NULL DEFAULT '',
  image_url    text COLLATE "C",
  location_ids text COLLATE "C" NOT NULL DEFAULT '[]' CHECK (is_json(location_ids)),
  service_ids  text COLLATE "C" NOT NULL DEFAULT '[]' CHECK (is_json(service_ids)),
  schedule     text COLLATE "C" NOT NULL DEFAULT '[]' CHECK (is_json(schedule)),      -- [{day, start, end}]
  availability text COLLATE "C" NOT NULL DEFAULT '{}' CHECK (is_json(availability)),
  specialties  text COLLATE "C" NOT NULL DEFAULT '[]' CHECK (is_json(specialties)),
  rating       double precision NOT NULL DEFAULT 0 CHECK (rating BETWEEN 0 AND 5),
  status       text COLLATE "C" NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive', 'on-leave')),
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX attendants_by_status ON attendants (tenant_id, status);

CREATE TABLE business_config (
  tenant_id text COLLATE "C" NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  preset    text COLLATE "C" NOT NULL CHECK (preset IN ('meeting-scheduler', 'in-store-pickup', 'hair-salon', 'license-renewal', 'restaurant')),
  json      text COLLATE "C" NOT NULL CHECK (is_json(json)),  -- the preset's business configuration (modes, UI, flow, figures)
  PRIMARY KEY (tenant_id, preset)
);

CREATE TABLE idempotency_keys (
  tenant_id     text COLLATE "C" NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  scope         text COLLATE "C" NOT NULL,                 -- which operation, e.g. 'order.create'
  key           text COLLATE "C" NOT NULL,
  request_hash  text COLLATE "C" NOT NULL,                 -- sha256 of the canonical request body
  state         text COLLATE "C" NOT NULL CHECK (state IN ('pending', 'done')),
  status        bigint,
  response      text COLLATE "C",
  created_at    text COLLATE "C" NOT NULL DEFAULT (utc_now_text()),
  claim         text COLLATE "C",
  lease_until   text COLLATE "C",
  PRIMARY KEY (tenant_id, scope, key)
);
CREATE INDEX idempotency_keys_by_age ON idempotency_keys (created_at);

CREATE TABLE sessions (
  token_hash text COLLATE "C" PRIMARY KEY,
  tenant_id  text COLLATE "C" NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  created_at text COLLATE "C" NOT NULL DEFAULT (utc_now_text()),
  expires_at text COLLATE "C" NOT NULL
);
CREATE INDEX sessions_by_tenant ON sessions (tenant_id, expires_at);

CREATE TABLE payment_gateways (
  tenant_id text COLLATE "C" NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  name      text COLLATE "C" NOT NULL CHECK (name IN ('stripe', 'paypal', 'multipay', 'cardbank', 'account_balance', 'gift_card', 'offline')),
  provider  text COLLATE "C" NOT NULL,
  client_id text COLLATE "C",                                   -- public client id only; secrets never live here
  position  bigint NOT NULL DEFAULT 0,
  enabled   bigint NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
  PRIMARY KEY (tenant_id, name)
);

CREATE TABLE coupons (
  tenant_id          text COLLATE "C" NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  code               text COLLATE "C" NOT NULL CHECK (code = upper(code)),
  kind               text COLLATE "C" NOT NULL CHECK (kind IN ('percent', 'fixed')),
  amount             bigint NOT NULL CHECK (amount > 0),
  min_subtotal_cents bigint NOT NULL DEFAULT 0 CHECK (min_subtotal_cents >= 0),
  description        text COLLATE "C" NOT NULL DEFAULT '',
  expires_at         text COLLATE "C",                          -- ISO instant; NULL never expires
  active             bigint NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  PRIMARY KEY (tenant_id, code)
);

CREATE TABLE gift_cards (
  tenant_id     text COLLATE "C" NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  code          text COLLATE "C" NOT NULL CHECK (code = upper(code)),
  balance_cents bigint NOT NULL CHECK (balance_cents >= 0),
  currency      text COLLATE "C" NOT NULL CHECK (length(currency) = 3),
  active        bigint NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  expires_at    text COLLATE "C",
  updated_at    text COLLATE "C" NOT NULL DEFAULT (utc_now_text()),
  PRIMARY KEY (tenant_id, code)
);

CREATE TABLE account_balances (
  tenant_id     text COLLATE "C" NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  user_id       text COLLATE "C" NOT NULL,
  balance_cents bigint NOT NULL CHECK (balance_cents >= 0),
  currency      text COLLATE "C" NOT NULL CHECK (length(currency) = 3),
  updated_at    text COLLATE "C" NOT NULL DEFAULT (utc_now_text()),
  PRIMARY KEY (tenant_id, user_id)
);

CREATE TABLE carts (
  tenant_id  text COLLATE "C" NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  id         text COLLATE "C" NOT NULL,
  items      text COLLATE "C" NOT NULL DEFAULT '[]' CHECK (is_json(items)),
  created_at text COLLATE "C" NOT NULL DEFAULT (utc_now_text()),
  updated_at text COLLATE "C" NOT NULL DEFAULT (utc_now_text()),
  session_hash text COLLATE "C",
  PRIMARY KEY (tenant_id, id)
);

CREATE TABLE order_sequences (
  tenant_id  text COLLATE "C" PRIMARY KEY REFERENCES tenants(id) ON DELETE CASCADE,
  prefix     text COLLATE "C" NOT NULL,
  next_value bigint NOT NULL DEFAULT 100001
);

CREATE TABLE orders (
  tenant_id            text COLLATE "C" NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  id                   text COLLATE "C" NOT NULL,
  number               text COLLATE "C" NOT NULL,
  session_hash         text COLLATE "C",                        -- sha256 of the shopper's session token
  status               text COLLATE "C" NOT NULL DEFAULT 'new',
  payment_status       text COLLATE "C" NOT NULL DEFAULT 'unpaid' CHECK (payment_status IN ('unpaid', 'pending_payment', 'processing', 'paid', 'failed')),
  payment_method       text COLLATE "C" NOT NULL,
  payment_gateway      text COLLATE "C" NOT NULL,
  payment_intent_id    text COLLATE "C",
  payment_instructions text COLLATE "C",
  email                text COLLATE "C" NOT NULL,               -- lower case
  customer             text COLLATE "C" NOT NULL CHECK (is_json(customer)),
  shipping_address     text COLLATE "C" NOT NULL CHECK (is_json(shipping_address)),
  billing_address      text COLLATE "C" NOT NULL CHECK (is_json(billing_address)),
  subtotal_cents       bigint NOT NULL CHECK (subtotal_cents >= 0),
  shipping_cents       bigint NOT NULL CHECK (shipping_cents >= 0),
  tax_cents            bigint NOT NULL CHECK (tax_cents >= 0),
  discount_cents       bigint NOT NULL DEFAULT 0 CHECK (discount_cents >= 0),
  discount_code        text COLLATE "C",
  total_cents          bigint NOT NULL CHECK (total_cents >= 0),
  currency             text COLLATE "C" NOT NULL CHECK (length(currency) = 3),
  created_at           text COLLATE "C" NOT NULL,
  updated_at           text COLLATE "C" NOT NULL,
  language             text COLLATE "C" NOT NULL DEFAULT 'en',
  tax_included         bigint NOT NULL DEFAULT 0 CHECK (tax_included IN (0, 1)),
  stock_released_at    text COLLATE "C",
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, number)
);
CREATE INDEX orders_by_session ON orders (tenant_id, session_hash, created_at);
CREATE INDEX orders_by_email ON orders (tenant_id, email);
CREATE INDEX orders_by_payment_intent ON orders (tenant_id, payment_intent_id);
CREATE INDEX orders_unpaid ON orders (status, payment_status, created_at);

CREATE TABLE order_items (
  tenant_id     text COLLATE "C" NOT NULL,
  order_id      text COLLATE "C" NOT NULL,
  line          bigint NOT NULL,
  product_id    text COLLATE "C" NOT NULL,
  sku           text COLLATE "C" NOT NULL,                      -- as the shopper asked for it
  variation_sku text COLLATE "C",                               -- the variation whose price and stock applied
  name          text COLLATE "C" NOT NULL,
  quantity      bigint NOT NULL CHECK (quantity > 0),
  price_cents   bigint NOT NULL CHECK (price_cents >= 0),
  image         text COLLATE "C",
  attributes    text COLLATE "C" NOT NULL DEFAULT '{}' CHECK (is_json(attributes)),
  PRIMARY KEY (tenant_id, order_id, line),
  FOREIGN KEY (tenant_id, order_id) REFERENCES orders (tenant_id, id) ON DELETE CASCADE
);

CREATE TABLE site_pages (
  tenant_id  text COLLATE "C" NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  path       text COLLATE "C" NOT NULL CHECK (path NOT LIKE '/%'),   -- 'help', 'policies/shipping'; '' is the home page
  title      text COLLATE "C" NOT NULL,
  summary    text COLLATE "C" NOT NULL DEFAULT '',
  content    text COLLATE "C" NOT NULL DEFAULT '',                   -- HTML written by the site owner, sanitized before rendering
  blocks     text COLLATE "C" NOT NULL DEFAULT '[]' CHECK (is_json(blocks)),
  published  bigint NOT NULL DEFAULT 1 CHECK (published IN (0, 1)),
  updated_at text COLLATE "C" NOT NULL DEFAULT (utc_now_text()),
  PRIMARY KEY (tenant_id, path)
);

CREATE TABLE search_docs (
  rowid_id  bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  tenant_id text COLLATE "C" NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  datatype  text COLLATE "C" NOT NULL,
  ref       text COLLATE "C" NOT NULL,
  url       text COLLATE "C" NOT NULL,
  title     text COLLATE "C" NOT NULL,
  body      text COLLATE "C" NOT NULL,
  UNIQUE (tenant_id, datatype, ref)
);

CREATE TABLE search_queue (
  tenant_id text COLLATE "C" NOT NULL,
  datatype  text COLLATE "C" NOT NULL,
  ref       text COLLATE "C" NOT NULL,
  PRIMARY KEY (tenant_id, datatype, ref)
);

CREATE TABLE reservations (
  tenant_id         text COLLATE "C" NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  id                text COLLATE "C" NOT NULL CHECK (id = lower(id)),              -- looked up case-insensitively
  location_id       text COLLATE "C" NOT NULL,
  service_id        text COLLATE "C" NOT NULL,
  attendant_id      text COLLATE "C",
  start_utc         text COLLATE "C" NOT NULL,
  end_utc           text COLLATE "C" NOT NULL CHECK (end_utc > start_utc),
  -- The span the booking blocks: start minus the service's buffer before, end plus its buffer after
  -- (copied at booking time, so a later change of the service's buffers does not move old bookings).
  block_start_utc   text COLLATE "C" NOT NULL CHECK (block_start_utc <= start_utc),
  block_end_utc     text COLLATE "C" NOT NULL CHECK (block_end_utc >= end_utc),
  party_size        bigint NOT NULL DEFAULT 1 CHECK (party_size BETWEEN 1 AND 20),
  customer_name     text COLLATE "C" NOT NULL,
  customer_email    text COLLATE "C" NOT NULL DEFAULT '',
  customer_phone    text COLLATE "C" NOT NULL DEFAULT '',
  notes             text COLLATE "C",
  status            text COLLATE "C" NOT NULL CHECK (status IN ('pending', 'confirmed', 'cancelled', 'checked-in', 'completed', 'no-show')),
  confirmation_code text COLLATE "C" NOT NULL CHECK (confirmation_code = upper(confirmation_code) AND length(confirmation_code) >= 8),
  price_cents       bigint NOT NULL DEFAULT 0 CHECK (price_cents >= 0),  -- the service price when booked
  currency          text COLLATE "C" NOT NULL CHECK (length(currency) = 3),
  payment_ref       text COLLATE "C",                                                 -- set by a verified payment
  paid_at           text COLLATE "C",
  created_at        text COLLATE "C" NOT NULL,
  updated_at        text COLLATE "C" NOT NULL,
  check_in_time     text COLLATE "C",
  language          text COLLATE "C" NOT NULL DEFAULT 'en',
  deposit_cents     bigint CHECK (deposit_cents IS NULL OR deposit_cents >= 0),
  meal_type         text COLLATE "C",
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, confirmation_code),
  FOREIGN KEY (tenant_id, location_id) REFERENCES locations (tenant_id, id),
  FOREIGN KEY (tenant_id, service_id) REFERENCES services (tenant_id, id),
  FOREIGN KEY (tenant_id, attendant_id) REFERENCES attendants (tenant_id, id)
);
CREATE INDEX reservations_by_service ON reservations (tenant_id, location_id, service_id, block_start_utc);
CREATE INDEX reservations_by_attendant ON reservations (tenant_id, attendant_id, block_start_utc);
CREATE INDEX reservations_by_start ON reservations (tenant_id, location_id, start_utc);
CREATE INDEX reservations_by_service_end ON reservations (tenant_id, location_id, service_id, block_end_utc);
CREATE INDEX reservations_by_attendant_end ON reservations (tenant_id, attendant_id, block_end_utc);

CREATE TABLE queue_entries (
  tenant_id      text COLLATE "C" NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  id             text COLLATE "C" NOT NULL CHECK (id = lower(id)),
  location_id    text COLLATE "C" NOT NULL,
  service_id     text COLLATE "C",
  customer_name  text COLLATE "C" NOT NULL,
  customer_phone text COLLATE "C" NOT NULL,
  party_size     bigint NOT NULL DEFAULT 1 CHECK (party_size BETWEEN 1 AND 20),
  notes          text COLLATE "C",
  status         text COLLATE "C" NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'notified', 'seated', 'served', 'left', 'cancelled')),
  joined_at      text COLLATE "C" NOT NULL,
  notified_at    text COLLATE "C",
  created_at     text COLLATE "C" NOT NULL,
  updated_at     text COLLATE "C" NOT NULL,
  customer_email text COLLATE "C" NOT NULL DEFAULT '',
  language       text COLLATE "C" NOT NULL DEFAULT 'en',
  closed_reason  text COLLATE "C",
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, location_id) REFERENCES locations (tenant_id, id),
  FOREIGN KEY (tenant_id, service_id) REFERENCES services (tenant_id, id)
);
CREATE INDEX queue_entries_by_location ON queue_entries (tenant_id, location_id, status, joined_at);

CREATE TABLE records (
  tenant_id  text COLLATE "C" NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  type       text COLLATE "C" NOT NULL CHECK (type ~ '^[a-z]' AND length(type) <= 41),
  id         text COLLATE "C" NOT NULL,
  data       text COLLATE "C" NOT NULL CHECK (is_json(data) AND json_kind(data) = 'object'),
  created_at text COLLATE "C" NOT NULL,
  updated_at text COLLATE "C" NOT NULL,
  PRIMARY KEY (tenant_id, type, id)
);
CREATE INDEX records_by_created ON records (tenant_id, type, created_at);

CREATE TABLE uploads (
  tenant_id     text COLLATE "C" NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  name          text COLLATE "C" NOT NULL,                      -- random prefix + sanitized original name
  original_name text COLLATE "C" NOT NULL,
  location      text COLLATE "C" NOT NULL DEFAULT '',
  content_type  text COLLATE "C" NOT NULL,                      -- decided from the sniffed bytes, not the browser
  size          bigint NOT NULL CHECK (size >= 0),
  created_at    text COLLATE "C" NOT NULL DEFAULT (utc_now_text()),
  PRIMARY KEY (tenant_id, name)
);
CREATE INDEX uploads_by_location ON uploads (tenant_id, location, created_at);

CREATE TABLE client_logs (
  tenant_id  text COLLATE "C" NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  id         bigint NOT NULL,
  level      text COLLATE "C" NOT NULL CHECK (level IN ('debug', 'info', 'warn', 'error')),
  message    text COLLATE "C" NOT NULL,
  data       text COLLATE "C" CHECK (data IS NULL OR is_json(data)),
  created_at text COLLATE "C" NOT NULL DEFAULT (utc_now_text()),
  PRIMARY KEY (tenant_id, id)
);

CREATE TABLE payments (
  tenant_id      text COLLATE "C" NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  id             text COLLATE "C" NOT NULL,                     -- pay_...
  target_type    text COLLATE "C" NOT NULL CHECK (target_type IN ('order', 'reservation')),
  target_id      text COLLATE "C" NOT NULL,
  provider       text COLLATE "C" NOT NULL CHECK (provider IN ('stripe', 'paypal', 'multipay', 'cardbank', 'account_balance', 'gift_card', 'offline')),
  method         text COLLATE "C" NOT NULL,                     -- card, wallet, crypto, bank_transfer, cash, ...
  amount_cents   bigint NOT NULL CHECK (amount_cents >= 0),   -- always the server's amount due
  currency       text COLLATE "C" NOT NULL CHECK (length(currency) = 3),
  status         text COLLATE "C" NOT NULL CHECK (status IN ('created', 'pending', 'requires_action', 'requires_payment_method', 'processing',
                   'pending_payment', 'succeeded', 'failed', 'expired', 'canceled', 'needs_refund')),
  provider_ref   text COLLATE "C",                              -- the provider's id: intent, wallet order, session, payment
  transaction_id text COLLATE "C",
  card_last4     text COLLATE "C" CHECK (card_last4 IS NULL OR (length(card_last4) = 4 AND card_last4 !~ '[^0-9]')),
  card_brand     text COLLATE "C",
  details        text COLLATE "C" NOT NULL DEFAULT '{}' CHECK (is_json(details)),  -- non-sensitive extras (crypto, offline reference, bank code)
  message        text COLLATE "C",                              -- the provider's last message
  created_at     text COLLATE "C" NOT NULL,
  updated_at     text COLLATE "C" NOT NULL,
  reconcile_attempts bigint NOT NULL DEFAULT 0,
  reconcile_next_at  text COLLATE "C",
  PRIMARY KEY (tenant_id, id)
);
CREATE UNIQUE INDEX payments_by_provider_ref ON payments (tenant_id, provider, provider_ref);
CREATE INDEX payments_by_target ON payments (tenant_id, target_type, target_id, status);
CREATE UNIQUE INDEX payments_one_success ON payments (tenant_id, target_type, target_id) WHERE status = 'succeeded';
CREATE INDEX payments_open ON payments (status, provider) WHERE status IN ('pending', 'requires_action', 'processing');

CREATE TABLE payment_simulator_objects (
  provider     text COLLATE "C" NOT NULL CHECK (provider IN ('stripe', 'paypal', 'multipay', 'cardbank')),
  id           text COLLATE "C" NOT NULL,
  status       text COLLATE "C" NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents >= 0),
  currency     text COLLATE "C" NOT NULL,
  data         text COLLATE "C" NOT NULL DEFAULT '{}' CHECK (is_json(data)),
  expires_at   text COLLATE "C",
  created_at   text COLLATE "C" NOT NULL,
  updated_at   text COLLATE "C" NOT NULL,
  PRIMARY KEY (provider, id)
);

CREATE TABLE staff_accounts (
  tenant_id     text COLLATE "C" NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  id            text COLLATE "C" NOT NULL,
  email         text COLLATE "C" NOT NULL,
  role          text COLLATE "C" NOT NULL CHECK (role IN ('owner', 'staff')),
  password_hash text COLLATE "C" NOT NULL,
  created_at    text COLLATE "C" NOT NULL DEFAULT (utc_now_text()),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, email)
);

CREATE TABLE staff_sessions (
  id_hash      text COLLATE "C" PRIMARY KEY,
  tenant_id    text COLLATE "C" NOT NULL,
  staff_id     text COLLATE "C" NOT NULL,
  created_at   text COLLATE "C" NOT NULL,
  last_seen_at text COLLATE "C" NOT NULL,
  expires_at   text COLLATE "C" NOT NULL,
  FOREIGN KEY (tenant_id, staff_id) REFERENCES staff_accounts(tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX staff_sessions_by_expiry ON staff_sessions (tenant_id, expires_at);

CREATE TABLE customer_codes (
  tenant_id   text COLLATE "C" NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  email       text COLLATE "C" NOT NULL,
  code_hash   text COLLATE "C" NOT NULL,
  attempts    bigint NOT NULL DEFAULT 0,
  expires_at  text COLLATE "C" NOT NULL,
  PRIMARY KEY (tenant_id, email)
);

CREATE TABLE customer_sessions (
  id_hash      text COLLATE "C" PRIMARY KEY,
  tenant_id    text COLLATE "C" NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  email        text COLLATE "C" NOT NULL,
  created_at   text COLLATE "C" NOT NULL,
  last_seen_at text COLLATE "C" NOT NULL,
  expires_at   text COLLATE "C" NOT NULL
);
CREATE INDEX customer_sessions_by_expiry ON customer_sessions (tenant_id, expires_at);

CREATE TABLE outbox (
  tenant_id   text COLLATE "C" NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  id          bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  recipient   text COLLATE "C" NOT NULL,
  subject     text COLLATE "C" NOT NULL,
  body        text COLLATE "C" NOT NULL,
  created_at  text COLLATE "C" NOT NULL DEFAULT (utc_now_text()),
  html        text COLLATE "C" NOT NULL DEFAULT '',
  attachments text COLLATE "C" NOT NULL DEFAULT '[]' CHECK (is_json(attachments)),
  message_id  text COLLATE "C"
);
CREATE INDEX outbox_by_tenant ON outbox (tenant_id, id);
CREATE UNIQUE INDEX outbox_by_message_id ON outbox (tenant_id, message_id) WHERE message_id IS NOT NULL;

CREATE TABLE app_credentials (
  tenant_id   text COLLATE "C" NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  app_id      text COLLATE "C" NOT NULL UNIQUE,
  secret_hash text COLLATE "C" NOT NULL,
  key_hash    text COLLATE "C" NOT NULL,
  created_at  text COLLATE "C" NOT NULL DEFAULT (utc_now_text()),
  PRIMARY KEY (tenant_id, app_id)
);

CREATE TABLE events (
  tenant_id  text COLLATE "C" NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  id         text COLLATE "C" NOT NULL,
  type       text COLLATE "C" NOT NULL,
  subject_id text COLLATE "C" NOT NULL,                           -- the reservation, order or queue entry
  sequence   bigint NOT NULL DEFAULT 0,              -- earlier events of the same subject (an .ics SEQUENCE)
  language   text COLLATE "C" NOT NULL DEFAULT 'en',
  data       text COLLATE "C" NOT NULL CHECK (is_json(data)),  -- what the message needs, as it was at the time
  created_at text COLLATE "C" NOT NULL,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX events_by_subject ON events (tenant_id, subject_id, created_at);
CREATE INDEX events_by_age ON events (created_at);

CREATE TABLE deliveries (
  tenant_id       text COLLATE "C" NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  id              bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  event_id        text COLLATE "C" NOT NULL,
  channel         text COLLATE "C" NOT NULL CHECK (channel IN ('email', 'webhook')),
  recipient       text COLLATE "C" NOT NULL,                      -- an e-mail address, or a webhook endpoint id
  status          text COLLATE "C" NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts        bigint NOT NULL DEFAULT 0,
  next_attempt_at text COLLATE "C" NOT NULL,
  lease_until     text COLLATE "C",                               -- a worker holds the row until then
  last_error      text COLLATE "C",
  sent_at         text COLLATE "C",
  created_at      text COLLATE "C" NOT NULL,
  lease_token     text COLLATE "C",
  UNIQUE (tenant_id, event_id, channel, recipient),
  FOREIGN KEY (tenant_id, event_id) REFERENCES events (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX deliveries_due ON deliveries (status, next_attempt_at);
CREATE INDEX deliveries_by_tenant ON deliveries (tenant_id, id);

CREATE TABLE webhook_endpoints (
  tenant_id  text COLLATE "C" NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  id         text COLLATE "C" NOT NULL,
  url        text COLLATE "C" NOT NULL,
  secret     text COLLATE "C" NOT NULL,
  events     text COLLATE "C" NOT NULL DEFAULT '["*"]' CHECK (is_json(events)),  -- event types, or ["*"] for all
  active     bigint NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  created_at text COLLATE "C" NOT NULL,
  PRIMARY KEY (tenant_id, id)
);

CREATE TABLE jobs (
  id          bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  tenant_id   text COLLATE "C" REFERENCES tenants(id) ON DELETE CASCADE,  -- NULL: a job of the whole server
  kind        text COLLATE "C" NOT NULL,
  key         text COLLATE "C",                                           -- NULL: never deduplicated
  payload     text COLLATE "C" NOT NULL DEFAULT '{}' CHECK (is_json(payload)),
  due_at      text COLLATE "C" NOT NULL,
  attempts    bigint NOT NULL DEFAULT 0,
  lease_until text COLLATE "C",                                           -- the process holding the row, until then
  lease_owner text COLLATE "C",
  status      text COLLATE "C" NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'failed')),
  last_error  text COLLATE "C",
  created_at  text COLLATE "C" NOT NULL,
  updated_at  text COLLATE "C" NOT NULL,
  UNIQUE (kind, key)
);
CREATE INDEX jobs_due ON jobs (status, due_at);
CREATE INDEX jobs_by_age ON jobs (status, updated_at);

CREATE TABLE job_sweeps (
  name        text COLLATE "C" PRIMARY KEY,
  next_run_at text COLLATE "C" NOT NULL,
  lease_until text COLLATE "C",
  lease_owner text COLLATE "C",
  last_run_at text COLLATE "C",
  last_error  text COLLATE "C"
);

CREATE TABLE location_closures (
  tenant_id   text COLLATE "C" NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  id          text COLLATE "C" NOT NULL,
  location_id text COLLATE "C",
  start_date  text COLLATE "C" NOT NULL CHECK (start_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  end_date    text COLLATE "C" NOT NULL CHECK (end_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' AND end_date >= start_date),
  reason      text COLLATE "C" NOT NULL DEFAULT '',
  created_at  text COLLATE "C" NOT NULL,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, location_id) REFERENCES locations (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX location_closures_by_date ON location_closures (tenant_id, start_date, end_date);

CREATE TABLE location_special_hours (
  tenant_id   text COLLATE "C" NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  id          text COLLATE "C" NOT NULL,
  location_id text COLLATE "C" NOT NULL,
  date        text COLLATE "C" NOT NULL CHECK (date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  open        text COLLATE "C" NOT NULL CHECK (open ~ '^[0-2][0-9]:[0-5][0-9]$'),
  close       text COLLATE "C" NOT NULL CHECK (close ~ '^[0-2][0-9]:[0-5][0-9]$'),
  reason      text COLLATE "C" NOT NULL DEFAULT '',
  created_at  text COLLATE "C" NOT NULL,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, location_id) REFERENCES locations (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX location_special_hours_by_date ON location_special_hours (tenant_id, location_id, date);

CREATE TABLE staff_time_off (
  tenant_id    text COLLATE "C" NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  id           text COLLATE "C" NOT NULL,
  attendant_id text COLLATE "C" NOT NULL,
  start_utc    text COLLATE "C" NOT NULL,
  end_utc      text COLLATE "C" NOT NULL CHECK (end_utc > start_utc),
  reason       text COLLATE "C" NOT NULL DEFAULT '',
  created_at   text COLLATE "C" NOT NULL,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, attendant_id) REFERENCES attendants (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX staff_time_off_by_attendant ON staff_time_off (tenant_id, attendant_id, start_utc);

CREATE TABLE commerce_settings (
  tenant_id              text COLLATE "C" PRIMARY KEY REFERENCES tenants(id) ON DELETE CASCADE,
  home_country           text COLLATE "C" NOT NULL DEFAULT 'US' CHECK (length(home_country) = 2),  -- taxed before an address is known
  prices_include_tax     bigint NOT NULL DEFAULT 0 CHECK (prices_include_tax IN (0, 1)),
  tax_label              text COLLATE "C" NOT NULL DEFAULT 'Tax',                                  -- 'VAT', 'Sales tax'
  shipping_rule          text COLLATE "C" NOT NULL DEFAULT 'free_over' CHECK (shipping_rule IN ('flat', 'free_over')),
  flat_shipping_cents    bigint NOT NULL DEFAULT 1000 CHECK (flat_shipping_cents >= 0),
  free_shipping_over_cents bigint NOT NULL DEFAULT 10000 CHECK (free_shipping_over_cents >= 0),
  card_hold_minutes      bigint NOT NULL DEFAULT 30 CHECK (card_hold_minutes > 0),      -- card, wallet and other online payments
  offline_hold_minutes   bigint NOT NULL DEFAULT 4320 CHECK (offline_hold_minutes > 0)  -- bank transfer, cash, cheque: 3 days
);

CREATE TABLE tax_rates (
  tenant_id    text COLLATE "C" NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  country      text COLLATE "C" NOT NULL CHECK (length(country) = 2),
  region       text COLLATE "C" NOT NULL DEFAULT '',                                                 -- '' is the whole country
  basis_points bigint NOT NULL CHECK (basis_points BETWEEN 0 AND 10000),
  PRIMARY KEY (tenant_id, country, region)
);

CREATE TABLE refunds (
  tenant_id    text COLLATE "C" NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  id           text COLLATE "C" NOT NULL,                     -- rf_... (also the provider's idempotency key)
  payment_id   text COLLATE "C" NOT NULL,
  target_type  text COLLATE "C" NOT NULL CHECK (target_type IN ('order', 'reservation')),
  target_id    text COLLATE "C" NOT NULL,
  provider     text COLLATE "C" NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  currency     text COLLATE "C" NOT NULL CHECK (length(currency) = 3),
  status       text COLLATE "C" NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed', 'manual')),
  provider_ref text COLLATE "C",                              -- the provider's refund id
  message      text COLLATE "C",                              -- why it failed, or what staff must do
  created_at   text COLLATE "C" NOT NULL,
  updated_at   text COLLATE "C" NOT NULL,
  reason       text COLLATE "C",
  requested_by text COLLATE "C" NOT NULL DEFAULT 'system',
  request_key  text COLLATE "C",
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, payment_id) REFERENCES payments (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX refunds_by_target ON refunds (tenant_id, target_type, target_id);
CREATE INDEX refunds_by_payment ON refunds (tenant_id, payment_id);
CREATE UNIQUE INDEX refunds_by_request_key ON refunds (tenant_id, payment_id, request_key) WHERE request_key IS NOT NULL;

CREATE TABLE express_payments (
  tenant_id     text COLLATE "C" NOT NULL,
  provider_ref  text COLLATE "C" NOT NULL,
  items         text COLLATE "C" NOT NULL CHECK (is_json(items)),
  discount_code text COLLATE "C",
  amount_cents  bigint NOT NULL CHECK (amount_cents >= 0),
  currency      text COLLATE "C" NOT NULL,
  status        text COLLATE "C" NOT NULL CHECK (status IN ('pending', 'claimed', 'paid', 'failed')),
  order_id      text COLLATE "C",
  session_hash  text COLLATE "C",
  created_at    text COLLATE "C" NOT NULL,
  updated_at    text COLLATE "C" NOT NULL,
  PRIMARY KEY (tenant_id, provider_ref)
);

CREATE TABLE reviews (
  tenant_id         text COLLATE "C" NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  id                text COLLATE "C" NOT NULL,
  product_id        text COLLATE "C" NOT NULL,
  order_id          text COLLATE "C",
  order_line        bigint,
  email             text COLLATE "C",                                 -- who wrote it: never in a public answer
  rating            bigint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  title             text COLLATE "C" NOT NULL,
  body              text COLLATE "C" NOT NULL,
  display_name      text COLLATE "C" NOT NULL,
  verified_purchase bigint NOT NULL DEFAULT 0 CHECK (verified_purchase IN (0, 1)),
  language          text COLLATE "C" NOT NULL,
  status            text COLLATE "C" NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'published', 'rejected')),
  helpful           bigint NOT NULL DEFAULT 0 CHECK (helpful >= 0),
  created_at        text COLLATE "C" NOT NULL,
  moderated_at      text COLLATE "C",
  moderated_by      text COLLATE "C",
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, product_id) REFERENCES products (tenant_id, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX reviews_one_per_line ON reviews (tenant_id, order_id, order_line) WHERE order_id IS NOT NULL;
CREATE INDEX reviews_by_product ON reviews (tenant_id, product_id, status, created_at);
CREATE INDEX reviews_by_status ON reviews (tenant_id, status, created_at);

CREATE TABLE review_votes (
  tenant_id  text COLLATE "C" NOT NULL,
  review_id  text COLLATE "C" NOT NULL,
  voter_hash text COLLATE "C" NOT NULL,
  created_at text COLLATE "C" NOT NULL,
  PRIMARY KEY (tenant_id, review_id, voter_hash),
  FOREIGN KEY (tenant_id, review_id) REFERENCES reviews (tenant_id, id) ON DELETE CASCADE
);

CREATE TABLE calendar_events (
  tenant_id  text COLLATE "C" NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  id         text COLLATE "C" NOT NULL,
  kind       text COLLATE "C" NOT NULL CHECK (kind IN ('meeting', 'post', 'message')),
  title      text COLLATE "C" NOT NULL,
  start_utc  text COLLATE "C" NOT NULL,
  end_utc    text COLLATE "C" NOT NULL,
  time_zone  text COLLATE "C" NOT NULL,
  location   text COLLATE "C",
  host       text COLLATE "C",
  notes      text COLLATE "C",
  created_by text COLLATE "C" NOT NULL,
  created_at text COLLATE "C" NOT NULL,
  updated_at text COLLATE "C" NOT NULL,
  PRIMARY KEY (tenant_id, id),
  CHECK (end_utc > start_utc)
);
CREATE INDEX calendar_events_by_time ON calendar_events (tenant_id, start_utc, end_utc);

CREATE TABLE forms (
  tenant_id  text COLLATE "C" NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  form_id    text COLLATE "C" NOT NULL,
  version    bigint NOT NULL CHECK (version >= 1),
  name       text COLLATE "C" NOT NULL,
  schema     text COLLATE "C" NOT NULL,                                -- the FormSchema as JSON
  created_at text COLLATE "C" NOT NULL,
  created_by text COLLATE "C" NOT NULL,
  PRIMARY KEY (tenant_id, form_id, version)
);

-- Case-insensitive uniqueness of the columns SQLite declares COLLATE NOCASE.
CREATE UNIQUE INDEX staff_accounts_email_nocase ON staff_accounts (tenant_id, lower(email));
CREATE UNIQUE INDEX customer_codes_email_nocase ON customer_codes (tenant_id, lower(email));

-- Full-text search: one tsvector per search_docs row (SQLite's FTS5 table search_fts).
CREATE TABLE search_fts (
  rowid_id bigint PRIMARY KEY REFERENCES search_docs (rowid_id) ON DELETE CASCADE ON UPDATE CASCADE,
  document tsvector NOT NULL
);
CREATE INDEX search_fts_document ON search_fts USING gin (document);

CREATE FUNCTION search_docs_index() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_fts (rowid_id, document)
  VALUES (NEW.rowid_id,
          setweight(to_tsvector('simple', unaccent(NEW.title)), 'A') || setweight(to_tsvector('simple', unaccent(NEW.body)), 'B'))
  ON CONFLICT (rowid_id) DO UPDATE SET document = EXCLUDED.document;
  RETURN NULL;
END;
$$;
CREATE TRIGGER search_docs_ai AFTER INSERT ON search_docs FOR EACH ROW EXECUTE FUNCTION search_docs_index();
CREATE TRIGGER search_docs_au AFTER UPDATE ON search_docs FOR EACH ROW EXECUTE FUNCTION search_docs_index();

-- Products and pages whose searchable text changed wait in search_queue to be (re)indexed.
CREATE FUNCTION products_search_queue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO search_queue VALUES (OLD.tenant_id, 'products', OLD.id) ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO search_queue VALUES (NEW.tenant_id, 'products', NEW.id) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER products_search_ai AFTER INSERT ON products FOR EACH ROW EXECUTE FUNCTION products_search_queue();
CREATE TRIGGER products_search_au AFTER UPDATE OF id, sku, name, description, category, brand, tags ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_queue();
CREATE TRIGGER products_search_ad AFTER DELETE ON products FOR EACH ROW EXECUTE FUNCTION products_search_queue();

CREATE FUNCTION pages_search_queue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO search_queue VALUES (OLD.tenant_id, 'pages', OLD.path) ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO search_queue VALUES (NEW.tenant_id, 'pages', NEW.path) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER pages_search_ai AFTER INSERT ON site_pages FOR EACH ROW EXECUTE FUNCTION pages_search_queue();
CREATE TRIGGER pages_search_au AFTER UPDATE ON site_pages FOR EACH ROW EXECUTE FUNCTION pages_search_queue();
CREATE TRIGGER pages_search_ad AFTER DELETE ON site_pages FOR EACH ROW EXECUTE FUNCTION pages_search_queue();

-- A booking that holds places (pending, confirmed, checked in) is refused with 'slot_unavailable' when,
-- at some instant of its blocked span, the places already held there plus its party would exceed the
-- service's capacity: held by the same attendant when it names one, else at the same location and
-- service. Other bookings only (an update does not count the row itself).
CREATE FUNCTION reservations_check_capacity() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  busiest bigint;
  service_capacity bigint;
BEGIN
  -- One booking per tenant at a time, so this count sees every place committed before it.
  PERFORM pg_advisory_xact_lock(hashtext('reservations_capacity'), hashtext(NEW.tenant_id));
  SELECT coalesce(max((
    SELECT coalesce(sum(r.party_size), 0) FROM reservations r
    WHERE r.tenant_id = NEW.tenant_id AND (TG_OP = 'INSERT' OR r.id <> NEW.id)
      AND r.status IN ('pending', 'confirmed', 'checked-in')
      AND r.block_start_utc <= p.at AND r.block_end_utc > p.at
      AND ((NEW.attendant_id IS NULL AND r.location_id = NEW.location_id AND r.service_id = NEW.service_id)
        OR (NEW.attendant_id IS NOT NULL AND r.attendant_id = NEW.attendant_id))
  )), 0)
  INTO busiest
  FROM (
    SELECT NEW.block_start_utc AS at
    UNION
    SELECT s.block_start_utc FROM reservations s
    WHERE s.tenant_id = NEW.tenant_id AND (TG_OP = 'INSERT' OR s.id <> NEW.id)
      AND s.status IN ('pending', 'confirmed', 'checked-in')
      AND s.block_start_utc > NEW.block_start_utc AND s.block_start_utc < NEW.block_end_utc
      AND ((NEW.attendant_id IS NULL AND s.location_id = NEW.location_id AND s.service_id = NEW.service_id)
        OR (NEW.attendant_id IS NOT NULL AND s.attendant_id = NEW.attendant_id))
  ) p;
  SELECT sv.capacity INTO service_capacity FROM services sv WHERE sv.tenant_id = NEW.tenant_id AND sv.id = NEW.service_id;
  IF NEW.party_size + busiest > service_capacity THEN
    RAISE EXCEPTION 'slot_unavailable';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER reservations_capacity_insert BEFORE INSERT ON reservations FOR EACH ROW
  WHEN (NEW.status IN ('pending', 'confirmed', 'checked-in'))
  EXECUTE FUNCTION reservations_check_capacity();
CREATE TRIGGER reservations_capacity_update
  BEFORE UPDATE OF status, block_start_utc, block_end_utc, attendant_id, party_size, service_id, location_id ON reservations FOR EACH ROW
  WHEN (NEW.status IN ('pending', 'confirmed', 'checked-in')
    AND (OLD.status NOT IN ('pending', 'confirmed', 'checked-in')
      OR NEW.block_start_utc <> OLD.block_start_utc OR NEW.block_end_utc <> OLD.block_end_utc
      OR NEW.attendant_id IS DISTINCT FROM OLD.attendant_id OR NEW.party_size > OLD.party_size
      OR NEW.service_id <> OLD.service_id OR NEW.location_id <> OLD.location_id))
  EXECUTE FUNCTION reservations_check_capacity();

-- A product's rating and rating_count follow its published reviews.
CREATE FUNCTION reviews_recount() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tenant text;
  product_ids text[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    tenant := OLD.tenant_id;
    product_ids := ARRAY[OLD.product_id];
  ELSIF TG_OP = 'UPDATE' THEN
    tenant := NEW.tenant_id;
    product_ids := ARRAY[OLD.product_id, NEW.product_id];
  ELSE
    tenant := NEW.tenant_id;
    product_ids := ARRAY[NEW.product_id];
  END IF;
  UPDATE products p SET
    rating = coalesce((SELECT round(avg(r.rating), 1) FROM reviews r WHERE r.tenant_id = p.tenant_id AND r.product_id = p.id AND r.status = 'published'), 0),
    rating_count = (SELECT count(*) FROM reviews r WHERE r.tenant_id = p.tenant_id AND r.product_id = p.id AND r.status = 'published')
  WHERE p.tenant_id = tenant AND p.id = ANY (product_ids);
  RETURN NULL;
END;
$$;
CREATE TRIGGER reviews_count_insert AFTER INSERT ON reviews FOR EACH ROW
  WHEN (NEW.status = 'published') EXECUTE FUNCTION reviews_recount();
CREATE TRIGGER reviews_count_update AFTER UPDATE OF status, rating, product_id ON reviews FOR EACH ROW
  WHEN (OLD.status = 'published' OR NEW.status = 'published') EXECUTE FUNCTION reviews_recount();
CREATE TRIGGER reviews_count_delete AFTER DELETE ON reviews FOR EACH ROW
  WHEN (OLD.status = 'published') EXECUTE FUNCTION reviews_recount();
