-- Storefront: shopper sessions, payment gateways, coupons, gift cards, account balances, saved carts,
-- orders, site pages and the full-text search index. Money is INTEGER cents; tenant_id leads every
-- primary key and index except where a comment says why not.

-- Anonymous shopper sessions. The token itself is never stored, only its sha256. A token is looked up
-- by its hash alone (to tell "unknown" from "belongs to another organisation"), so the hash is the
-- primary key; every use then checks tenant_id.
CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  tenant_id  TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  expires_at TEXT NOT NULL
);
CREATE INDEX sessions_by_tenant ON sessions (tenant_id, expires_at);

-- The payment gateways a tenant accepts, in display order.
CREATE TABLE payment_gateways (
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  name      TEXT NOT NULL CHECK (name IN ('stripe', 'paypal', 'multipay', 'cardbank', 'account_balance', 'gift_card', 'offline')),
  provider  TEXT NOT NULL,
  client_id TEXT,                                   -- public client id only; secrets never live here
  position  INTEGER NOT NULL DEFAULT 0,
  enabled   INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
  PRIMARY KEY (tenant_id, name)
);

-- Discount codes. kind 'percent': amount is basis points (1000 = 10 %); kind 'fixed': amount is cents.
CREATE TABLE coupons (
  tenant_id          TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  code               TEXT NOT NULL CHECK (code = upper(code)),
  kind               TEXT NOT NULL CHECK (kind IN ('percent', 'fixed')),
  amount             INTEGER NOT NULL CHECK (amount > 0),
  min_subtotal_cents INTEGER NOT NULL DEFAULT 0 CHECK (min_subtotal_cents >= 0),
  description        TEXT NOT NULL DEFAULT '',
  expires_at         TEXT,                          -- ISO instant; NULL never expires
  active             INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  PRIMARY KEY (tenant_id, code)
);

-- Gift cards (redeemed by the payments API).
CREATE TABLE gift_cards (
  tenant_id     TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  code          TEXT NOT NULL CHECK (code = upper(code)),
  balance_cents INTEGER NOT NULL CHECK (balance_cents >= 0),
  currency      TEXT NOT NULL CHECK (length(currency) = 3),
  active        INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  expires_at    TEXT,
  updated_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (tenant_id, code)
);

-- Store-credit balances of customers (redeemed by the payments API).
CREATE TABLE account_balances (
  tenant_id     TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  user_id       TEXT NOT NULL,
  balance_cents INTEGER NOT NULL CHECK (balance_cents >= 0),
  currency      TEXT NOT NULL CHECK (length(currency) = 3),
  updated_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (tenant_id, user_id)
);

-- Carts saved on the server; items re-priced by the server when saved.
CREATE TABLE carts (
  tenant_id  TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  id         TEXT NOT NULL,
  items      TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(items)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (tenant_id, id)
);

-- The next human order number of each tenant (NW-100001, NW-100002, ...).
CREATE TABLE order_sequences (
  tenant_id  TEXT PRIMARY KEY REFERENCES tenants(id) ON DELETE CASCADE,
  prefix     TEXT NOT NULL,
  next_value INTEGER NOT NULL DEFAULT 100001
);

CREATE TABLE orders (
  tenant_id            TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  id                   TEXT NOT NULL,
  number               TEXT NOT NULL,
  session_hash         TEXT,                        -- sha256 of the shopper's session token
  status               TEXT NOT NULL DEFAULT 'new',
  payment_status       TEXT NOT NULL DEFAULT 'unpaid' CHECK (payment_status IN ('unpaid', 'pending_payment', 'processing', 'paid', 'failed')),
  payment_method       TEXT NOT NULL,
  payment_gateway      TEXT NOT NULL,
  payment_intent_id    TEXT,
  payment_instructions TEXT,
  email                TEXT NOT NULL,               -- lower case
  customer             TEXT NOT NULL CHECK (json_valid(customer)),
  shipping_address     TEXT NOT NULL CHECK (json_valid(shipping_address)),
  billing_address      TEXT NOT NULL CHECK (json_valid(billing_address)),
  subtotal_cents       INTEGER NOT NULL CHECK (subtotal_cents >= 0),
  shipping_cents       INTEGER NOT NULL CHECK (shipping_cents >= 0),
  tax_cents            INTEGER NOT NULL CHECK (tax_cents >= 0),
  discount_cents       INTEGER NOT NULL DEFAULT 0 CHECK (discount_cents >= 0),
  discount_code        TEXT,
  total_cents          INTEGER NOT NULL CHECK (total_cents >= 0),
  currency             TEXT NOT NULL CHECK (length(currency) = 3),
  created_at           TEXT NOT NULL,
  updated_at           TEXT NOT NULL,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, number)
);
CREATE INDEX orders_by_session ON orders (tenant_id, session_hash, created_at);
CREATE INDEX orders_by_email ON orders (tenant_id, email);
CREATE INDEX orders_by_payment_intent ON orders (tenant_id, payment_intent_id);

CREATE TABLE order_items (
  tenant_id     TEXT NOT NULL,
  order_id      TEXT NOT NULL,
  line          INTEGER NOT NULL,
  product_id    TEXT NOT NULL,
  sku           TEXT NOT NULL,                      -- as the shopper asked for it
  variation_sku TEXT,                               -- the variation whose price and stock applied
  name          TEXT NOT NULL,
  quantity      INTEGER NOT NULL CHECK (quantity > 0),
  price_cents   INTEGER NOT NULL CHECK (price_cents >= 0),
  image         TEXT,
  attributes    TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(attributes)),
  PRIMARY KEY (tenant_id, order_id, line),
  FOREIGN KEY (tenant_id, order_id) REFERENCES orders (tenant_id, id) ON DELETE CASCADE
);

-- Site pages and help articles (served by the data API, indexed for site search).
CREATE TABLE site_pages (
  tenant_id  TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  path       TEXT NOT NULL CHECK (path NOT LIKE '/%'),   -- 'help', 'policies/shipping'; '' is the home page
  title      TEXT NOT NULL,
  summary    TEXT NOT NULL DEFAULT '',
  content    TEXT NOT NULL DEFAULT '',                   -- HTML written by the site owner, sanitized before rendering
  blocks     TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(blocks)),
  published  INTEGER NOT NULL DEFAULT 1 CHECK (published IN (0, 1)),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (tenant_id, path)
);

-- Full-text search. search_docs holds the plain text of every searchable row; search_fts is an
-- external-content FTS5 index over it, kept in step by the triggers below. search_docs needs an
-- integer rowid for FTS5, so its tenant-first key is the UNIQUE index rather than the primary key.
CREATE TABLE search_docs (
  rowid_id  INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  datatype  TEXT NOT NULL,
  ref       TEXT NOT NULL,
  url       TEXT NOT NULL,
  title     TEXT NOT NULL,
  body      TEXT NOT NULL,
  UNIQUE (tenant_id, datatype, ref)
);
CREATE VIRTUAL TABLE search_fts USING fts5(title, body, content = 'search_docs', content_rowid = 'rowid_id', tokenize = 'unicode61 remove_diacritics 2');
CREATE TRIGGER search_docs_ai AFTER INSERT ON search_docs BEGIN
  INSERT INTO search_fts (rowid, title, body) VALUES (new.rowid_id, new.title, new.body);
END;
CREATE TRIGGER search_docs_ad AFTER DELETE ON search_docs BEGIN
  INSERT INTO search_fts (search_fts, rowid, title, body) VALUES ('delete', old.rowid_id, old.title, old.body);
END;
CREATE TRIGGER search_docs_au AFTER UPDATE ON search_docs BEGIN
  INSERT INTO search_fts (search_fts, rowid, title, body) VALUES ('delete', old.rowid_id, old.title, old.body);
  INSERT INTO search_fts (rowid, title, body) VALUES (new.rowid_id, new.title, new.body);
END;

-- Rows whose search text must be rebuilt. Triggers only note what changed (SQL cannot turn HTML into
-- text); the server's indexer (domain/search.ts) drains the queue before every search.
CREATE TABLE search_queue (
  tenant_id TEXT NOT NULL,
  datatype  TEXT NOT NULL,
  ref       TEXT NOT NULL,
  PRIMARY KEY (tenant_id, datatype, ref)
) WITHOUT ROWID;

CREATE TRIGGER products_search_ai AFTER INSERT ON products BEGIN
  INSERT OR IGNORE INTO search_queue VALUES (new.tenant_id, 'products', new.id);
END;
CREATE TRIGGER products_search_au AFTER UPDATE OF id, sku, name, description, category, brand, tags ON products BEGIN
  INSERT OR IGNORE INTO search_queue VALUES (old.tenant_id, 'products', old.id);
  INSERT OR IGNORE INTO search_queue VALUES (new.tenant_id, 'products', new.id);
END;
CREATE TRIGGER products_search_ad AFTER DELETE ON products BEGIN
  INSERT OR IGNORE INTO search_queue VALUES (old.tenant_id, 'products', old.id);
END;
CREATE TRIGGER pages_search_ai AFTER INSERT ON site_pages BEGIN
  INSERT OR IGNORE INTO search_queue VALUES (new.tenant_id, 'pages', new.path);
END;
CREATE TRIGGER pages_search_au AFTER UPDATE ON site_pages BEGIN
  INSERT OR IGNORE INTO search_queue VALUES (old.tenant_id, 'pages', old.path);
  INSERT OR IGNORE INTO search_queue VALUES (new.tenant_id, 'pages', new.path);
END;
CREATE TRIGGER pages_search_ad AFTER DELETE ON site_pages BEGIN
  INSERT OR IGNORE INTO search_queue VALUES (old.tenant_id, 'pages', old.path);
END;

-- Products that existed before this migration get indexed too.
INSERT OR IGNORE INTO search_queue SELECT tenant_id, 'products', id FROM products;
