-- Commerce settings per tenant: tax and shipping in the tenant's own currency, and how long an
-- unpaid order holds its stock. A tenant without a row keeps the default rules
-- (8 % tax on the subtotal, a flat 10 below a subtotal of 100, free above).

CREATE TABLE commerce_settings (
  tenant_id              TEXT PRIMARY KEY REFERENCES tenants(id) ON DELETE CASCADE,
  home_country           TEXT NOT NULL DEFAULT 'US' CHECK (length(home_country) = 2),  -- taxed before an address is known
  prices_include_tax     INTEGER NOT NULL DEFAULT 0 CHECK (prices_include_tax IN (0, 1)),
  tax_label              TEXT NOT NULL DEFAULT 'Tax',                                  -- 'VAT', 'Sales tax'
  shipping_rule          TEXT NOT NULL DEFAULT 'free_over' CHECK (shipping_rule IN ('flat', 'free_over')),
  flat_shipping_cents    INTEGER NOT NULL DEFAULT 1000 CHECK (flat_shipping_cents >= 0),
  free_shipping_over_cents INTEGER NOT NULL DEFAULT 10000 CHECK (free_shipping_over_cents >= 0),
  card_hold_minutes      INTEGER NOT NULL DEFAULT 30 CHECK (card_hold_minutes > 0),      -- card, wallet and other online payments
  offline_hold_minutes   INTEGER NOT NULL DEFAULT 4320 CHECK (offline_hold_minutes > 0)  -- bank transfer, cash, cheque: 3 days
);

-- Tax rates by destination: a country, and optionally a region of it (a US state, a Canadian
-- province) that overrides the country's own rate. Rates in basis points (825 is 8.25 %).
CREATE TABLE tax_rates (
  tenant_id    TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  country      TEXT NOT NULL CHECK (length(country) = 2),
  region       TEXT NOT NULL DEFAULT '',                                                 -- '' is the whole country
  basis_points INTEGER NOT NULL CHECK (basis_points BETWEEN 0 AND 10000),
  PRIMARY KEY (tenant_id, country, region)
);

-- Whether an order's tax was part of its prices (VAT) or added on top; and when the stock an order
-- took went back on the shelf (once: an expired or cancelled order releases it exactly once).
ALTER TABLE orders ADD COLUMN tax_included INTEGER NOT NULL DEFAULT 0 CHECK (tax_included IN (0, 1));
ALTER TABLE orders ADD COLUMN stock_released_at TEXT;
CREATE INDEX orders_unpaid ON orders (status, payment_status, created_at);

-- A demo database seeded before this migration: the demo tenants get the settings a fresh seed gives
-- them (demo-site/server/seed-data/commerce.ts). Other tenants keep the specification's rules.
INSERT INTO commerce_settings (tenant_id, home_country, prices_include_tax, tax_label, shipping_rule, flat_shipping_cents, free_shipping_over_cents)
  SELECT id, 'US', 0, 'Sales tax', 'free_over', 1000, 10000 FROM tenants WHERE id = 'org_northwind';
INSERT INTO tax_rates (tenant_id, country, region, basis_points)
  SELECT 'org_northwind', country, region, bp FROM tenants,
    (SELECT 'US' AS country, '' AS region, 800 AS bp UNION ALL SELECT 'US', 'CA', 725 UNION ALL SELECT 'US', 'NY', 400
     UNION ALL SELECT 'US', 'TX', 625 UNION ALL SELECT 'US', 'WA', 650 UNION ALL SELECT 'US', 'OR', 0
     UNION ALL SELECT 'US', 'MT', 0 UNION ALL SELECT 'US', 'NH', 0 UNION ALL SELECT 'US', 'DE', 0)
  WHERE tenants.id = 'org_northwind';
INSERT INTO commerce_settings (tenant_id, home_country, prices_include_tax, tax_label, shipping_rule, flat_shipping_cents, free_shipping_over_cents)
  SELECT id, 'GB', 1, 'VAT', 'free_over', 395, 4000 FROM tenants WHERE id = 'org_harbor';
INSERT INTO tax_rates (tenant_id, country, region, basis_points) SELECT id, 'GB', '', 2000 FROM tenants WHERE id = 'org_harbor';
