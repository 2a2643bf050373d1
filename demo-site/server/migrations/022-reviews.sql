-- Product reviews (issue 25). A review is written by a verified buyer for one line of a paid order
-- (or seeded as demo content, without an order and not verified), waits as 'pending' until staff
-- publish or reject it, and only published reviews count. One review per order line.
CREATE TABLE reviews (
  tenant_id         TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  id                TEXT NOT NULL,
  product_id        TEXT NOT NULL,
  order_id          TEXT,
  order_line        INTEGER,
  email             TEXT,                                 -- who wrote it: never in a public answer
  rating            INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  title             TEXT NOT NULL,
  body              TEXT NOT NULL,
  display_name      TEXT NOT NULL,
  verified_purchase INTEGER NOT NULL DEFAULT 0 CHECK (verified_purchase IN (0, 1)),
  language          TEXT NOT NULL,
  status            TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'published', 'rejected')),
  helpful           INTEGER NOT NULL DEFAULT 0 CHECK (helpful >= 0),
  created_at        TEXT NOT NULL,
  moderated_at      TEXT,
  moderated_by      TEXT,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, product_id) REFERENCES products (tenant_id, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX reviews_one_per_line ON reviews (tenant_id, order_id, order_line) WHERE order_id IS NOT NULL;
CREATE INDEX reviews_by_product ON reviews (tenant_id, product_id, status, created_at);
CREATE INDEX reviews_by_status ON reviews (tenant_id, status, created_at);

-- One "helpful" vote per review and shopper session (the sha256 of the session token).
CREATE TABLE review_votes (
  tenant_id  TEXT NOT NULL,
  review_id  TEXT NOT NULL,
  voter_hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (tenant_id, review_id, voter_hash),
  FOREIGN KEY (tenant_id, review_id) REFERENCES reviews (tenant_id, id) ON DELETE CASCADE
);

-- products.rating (average of published reviews, one decimal) and products.rating_count (how many)
-- are a cache kept by these triggers and nothing else: no code writes them, so they cannot disagree
-- with the published reviews behind them. Before this migration they held hand-typed seed numbers.
CREATE TRIGGER reviews_count_insert AFTER INSERT ON reviews WHEN new.status = 'published' BEGIN
  UPDATE products SET
    rating = coalesce((SELECT round(avg(rating), 1) FROM reviews WHERE tenant_id = new.tenant_id AND product_id = new.product_id AND status = 'published'), 0),
    rating_count = (SELECT count(*) FROM reviews WHERE tenant_id = new.tenant_id AND product_id = new.product_id AND status = 'published')
  WHERE tenant_id = new.tenant_id AND id = new.product_id;
END;
CREATE TRIGGER reviews_count_update AFTER UPDATE OF status, rating, product_id ON reviews
WHEN old.status = 'published' OR new.status = 'published' BEGIN
  UPDATE products SET
    rating = coalesce((SELECT round(avg(r.rating), 1) FROM reviews r WHERE r.tenant_id = products.tenant_id AND r.product_id = products.id AND r.status = 'published'), 0),
    rating_count = (SELECT count(*) FROM reviews r WHERE r.tenant_id = products.tenant_id AND r.product_id = products.id AND r.status = 'published')
  WHERE tenant_id = new.tenant_id AND id IN (old.product_id, new.product_id);
END;
CREATE TRIGGER reviews_count_delete AFTER DELETE ON reviews WHEN old.status = 'published' BEGIN
  UPDATE products SET
    rating = coalesce((SELECT round(avg(rating), 1) FROM reviews WHERE tenant_id = old.tenant_id AND product_id = old.product_id AND status = 'published'), 0),
    rating_count = (SELECT count(*) FROM reviews WHERE tenant_id = old.tenant_id AND product_id = old.product_id AND status = 'published')
  WHERE tenant_id = old.tenant_id AND id = old.product_id;
END;

UPDATE products SET rating = 0, rating_count = 0;
