import type { Product } from '../../../shared/api/schemas.ts';
import type { ProductQuery } from '../../../shared/api/storefront.ts';
import type { Db } from '../db.ts';
import { parseJson } from './ids.ts';
import { unitsLeft } from './stock.ts';

/** A row of the `products` table. */
export interface ProductRow {
  tenant_id: string;
  id: string;
  sk: number;
  sku: string;
  slug: string;
  name: string;
  description: string;
  category: string;
  brand: string;
  tags: string;
  price_cents: number;
  base_price_cents: number | null;
  discount_percent: number;
  stock: number;
  rating: number;
  rating_count: number;
  images: string;
  attributes: string;
  variations: string;
  material: string | null;
  created_at: string;
}

/** A variation as stored: its sku, price, stock, images and (optionally) the attribute values choosing it. */
export interface StoredVariation {
  sku: string;
  price_cents: number;
  stock: number | null;
  images?: { url: string; alt?: string }[];
  attributes?: Record<string, string>;
}

interface StoredAttribute {
  name: string;
  required?: boolean;
  options: { value: string; label?: string; param?: string }[];
}

/** The fixed shipping note every product shows. */
export const SHIPPING_TIME = '3-5 days';

/** The variations of a product, each with the attribute values that choose it. */
export function variationsOf(row: ProductRow): (StoredVariation & { attributes: Record<string, string> })[] {
  const attributes = parseJson<StoredAttribute[]>(row.attributes, []);
  return parseJson<StoredVariation[]>(row.variations, []).map((variation) => {
    if (variation.attributes) return { ...variation, attributes: variation.attributes };
    // Seeded variations are named `${sku}-${OPTION VALUE}`: recover the option they stand for.
    const derived: Record<string, string> = {};
    for (const attribute of attributes) {
      for (const option of attribute.options) {
        if (variation.sku === `${row.sku}-${option.value.toUpperCase()}`) derived[option.param ?? attribute.name.toLowerCase()] = option.value;
      }
    }
    return { ...variation, attributes: derived };
  });
}

/** Maps a product row to the wire shape of `productSchema` (every price in cents). */
export function toWireProduct(row: ProductRow): Product {
  const images = parseJson<{ url: string; alt?: string }[]>(row.images, []);
  const tags = parseJson<string[]>(row.tags, []);
  const attributes = parseJson<StoredAttribute[]>(row.attributes, []);
  return {
    _id: row.id,
    sk: row.sk,
    name: row.name,
    description: row.description,
    ratingCount: row.rating_count,
    data: {
      sku: row.sku,
      slug: row.slug,
      price: row.price_cents,
      basePrice: row.base_price_cents,
      discount: row.discount_percent,
      stock: row.stock,
      image: images[0]?.url ?? null,
      images,
      // A colour's stock is part of its product's: never show more of it than the product has left.
      variations: variationsOf(row).map((v) => ({ sku: v.sku, price: v.price_cents, stock: v.stock === null ? null : unitsLeft(row.stock, v.stock), images: v.images ?? [], attributes: v.attributes })),
      attributes: attributes.map((a) => ({ name: a.name, required: a.required ?? false, options: a.options })),
      material: row.material,
      brand: row.brand || null,
      // Both come from the published reviews (migration 022's triggers); no reviews, no rating.
      rating: row.rating_count > 0 ? row.rating : null,
      reviews: Math.round(row.rating_count),
      shipping_time: SHIPPING_TIME,
    },
    post: { category: row.category, categories: [row.category], tags },
  };
}

/** A product of the tenant by id, sku, slug, sk or one of its variation skus. */
export function findProduct(db: Db, tenantId: string, key: string): ProductRow | undefined {
  const sk = /^\d{1,12}$/.test(key) ? Number(key) : null;
  const direct = db
    .prepare(`SELECT * FROM products WHERE tenant_id = ? AND (id = ? OR sku = ? OR slug = ? OR sk = ?) ORDER BY (id = ?) DESC, (sku = ?) DESC LIMIT 1`)
    .get(tenantId, key, key, key, sk, key, key) as ProductRow | undefined;
  return direct ?? findProductByVariationSku(db, tenantId, key);
}

/** The product one of whose variations has this sku. */
export function findProductByVariationSku(db: Db, tenantId: string, sku: string): ProductRow | undefined {
  return db
    .prepare(`SELECT p.* FROM products p WHERE p.tenant_id = ? AND EXISTS (SELECT 1 FROM json_each(p.variations) v WHERE json_extract(v.value, '$.sku') = ?) LIMIT 1`)
    .get(tenantId, sku) as ProductRow | undefined;
}

/** Products of the tenant by id, in the order of the ids given (unknown ids are skipped). */
export function productsByIds(db: Db, tenantId: string, ids: readonly string[]): ProductRow[] {
  const get = db.prepare('SELECT * FROM products WHERE tenant_id = ? AND id = ?');
  return ids.flatMap((id) => {
    const row = get.get(tenantId, id) as ProductRow | undefined;
    return row ? [row] : [];
  });
}

/** Filters, sorting and paging of the product listing (prices in cents, page from 1). */
export interface ProductFilter extends ProductQuery {
  page: number;
  limit: number;
  sortBy: NonNullable<ProductQuery['sortBy']>;
}

const likeEscape = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

const SORT_COLUMNS: Record<ProductFilter['sortBy'], { column: string; order: 'asc' | 'desc' }> = {
  // Featured: bestsellers first, then the catalogue order.
  featured: { column: `(EXISTS (SELECT 1 FROM json_each(tags) WHERE value = 'bestseller')) DESC, sk`, order: 'asc' },
  price: { column: 'price_cents', order: 'asc' },
  // Rated products by average (catalogue order among equals, as the grid sorts a complete list); products without reviews last.
  rating: { column: '(rating_count > 0) DESC, rating', order: 'desc' },
  name: { column: 'name COLLATE NOCASE', order: 'asc' },
  createdAt: { column: 'created_at', order: 'desc' },
};

/** One page of the tenant's products and the number matching the filter. */
export function listProducts(db: Db, tenantId: string, filter: ProductFilter): { rows: ProductRow[]; total: number } {
  const where = ['tenant_id = ?'];
  const params: (string | number)[] = [tenantId];
  if (filter.query?.trim()) {
    const like = likeEscape(filter.query.trim());
    where.push(`(name LIKE ? ESCAPE '\\' OR brand LIKE ? ESCAPE '\\' OR sku LIKE ? ESCAPE '\\' OR category LIKE ? ESCAPE '\\' OR tags LIKE ? ESCAPE '\\')`);
    params.push(like, like, like, like, like);
  }
  if (filter.category) {
    where.push('category = ? COLLATE NOCASE');
    params.push(filter.category);
  }
  if (filter.brand) {
    where.push('brand = ? COLLATE NOCASE');
    params.push(filter.brand);
  }
  if (filter.minPrice !== undefined) {
    where.push('price_cents >= ?');
    params.push(filter.minPrice);
  }
  if (filter.maxPrice !== undefined) {
    where.push('price_cents <= ?');
    params.push(filter.maxPrice);
  }
  if (filter.inStock) {
    // A variation's stock is part of its product's (stock.ts): a product whose every variation is at 0 has nothing to sell; a variation without a stock of its own (null) sells from its product's.
    where.push(
      `stock > 0 AND (NOT EXISTS (SELECT 1 FROM json_each(variations)) OR EXISTS (SELECT 1 FROM json_each(variations) v WHERE coalesce(json_extract(v.value, '$.stock') > 0, 1)))`,
    );
  }
  const sort = SORT_COLUMNS[filter.sortBy];
  const order = filter.sortBy === 'featured' ? '' : ` ${(filter.sortOrder ?? sort.order).toUpperCase()}`;
  const clause = where.join(' AND ');
  const total = db.prepare(`SELECT count(*) FROM products WHERE ${clause}`).pluck().get(...params) as number;
  const rows = db
    .prepare(`SELECT * FROM products WHERE ${clause} ORDER BY ${sort.column}${order}, sk ASC LIMIT ? OFFSET ?`)
    .all(...params, filter.limit, (filter.page - 1) * filter.limit) as ProductRow[];
  return { rows, total };
}

/** Every product of a category (case-insensitive), in catalogue order. */
export function productsInCategory(db: Db, tenantId: string, category: string): ProductRow[] {
  return db.prepare('SELECT * FROM products WHERE tenant_id = ? AND category = ? COLLATE NOCASE ORDER BY sk').all(tenantId, category) as ProductRow[];
}

/** The tenant's brands, sorted, without blanks. */
export function listBrands(db: Db, tenantId: string): string[] {
  return db.prepare(`SELECT DISTINCT brand FROM products WHERE tenant_id = ? AND brand <> '' ORDER BY brand COLLATE NOCASE`).pluck().all(tenantId) as string[];
}

/** The number of products in each category, sorted by name. */
export function listCollections(db: Db, tenantId: string): { name: string; count: number }[] {
  return db.prepare('SELECT category AS name, count(*) AS count FROM products WHERE tenant_id = ? GROUP BY category ORDER BY category').all(tenantId) as {
    name: string;
    count: number;
  }[];
}

/** How many products and bookable services the tenant has (the storefront's feature switches). */
export function catalogueSizes(db: Db, tenantId: string): { products: number; services: number } {
  const count = (table: 'products' | 'services') => db.prepare(`SELECT count(*) FROM ${table} WHERE tenant_id = ?`).pluck().get(tenantId) as number;
  return { products: count('products'), services: count('services') };
}
