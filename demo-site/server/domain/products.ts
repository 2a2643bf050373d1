import type { Product } from '../../../shared/api/schemas.ts';
import type { ProductQuery } from '../../../shared/api/storefront.ts';
import { sql, type Expression, type SqlBool } from 'kysely';
import { engineOf, type Data } from '../database.ts';
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
        if (variation.sku === `${row.sku}-${option.value.toUpperCase()}`)
          derived[option.param ?? attribute.name.toLowerCase()] = option.value;
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
      variations: variationsOf(row).map((v) => ({
        sku: v.sku,
        price: v.price_cents,
        stock: v.stock === null ? null : unitsLeft(row.stock, v.stock),
        images: v.images ?? [],
        attributes: v.attributes,
      })),
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
export async function findProduct(data: Data, tenantId: string, key: string): Promise<ProductRow | undefined> {
  const sk = /^\d{1,12}$/.test(key) ? Number(key) : null;
  const direct = await data
    .selectFrom('products')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where((eb) => eb.or([eb('id', '=', key), eb('sku', '=', key), eb('slug', '=', key), ...(sk === null ? [] : [eb('sk', '=', sk)])]))
    .orderBy(sql`(id = ${key})`, 'desc')
    .orderBy(sql`(sku = ${key})`, 'desc')
    .orderBy('sk')
    .limit(1)
    .executeTakeFirst();
  return direct ?? findProductByVariationSku(data, tenantId, key);
}

/** True when `text` occurs in the column's text, byte for byte on either engine. */
function containsText(data: Data, column: string, text: string): Expression<SqlBool> {
  return engineOf(data) === 'postgres'
    ? sql<SqlBool>`strpos(${sql.ref(column)}, ${text}) > 0`
    : sql<SqlBool>`instr(${sql.ref(column)}, ${text}) > 0`;
}

/** The product one of whose variations has this sku (the first in catalogue order). */
export async function findProductByVariationSku(data: Data, tenantId: string, sku: string): Promise<ProductRow | undefined> {
  const candidates = await data
    .selectFrom('products')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where(containsText(data, 'variations', JSON.stringify(sku)))
    .orderBy('sk')
    .execute();
  return candidates.find((row) => parseJson<StoredVariation[]>(row.variations, []).some((v) => v.sku === sku));
}

/** Products of the tenant by id, in the order of the ids given (unknown ids are skipped). */
export async function productsByIds(data: Data, tenantId: string, ids: readonly string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const rows = await data
    .selectFrom('products')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
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

/** A product has something to sell: stock of its own, and no variations or one that is not sold out (null: sells from its product's stock). */
function inStockCondition(data: Data) {
  // A variation's stock is part of its product's (stock.ts): a product whose every variation is at 0 has nothing to sell.
  return engineOf(data) === 'postgres'
    ? sql<SqlBool>`stock > 0 AND (jsonb_array_length(variations::jsonb) = 0 OR EXISTS (SELECT 1 FROM jsonb_array_elements(variations::jsonb) v WHERE coalesce((v->>'stock')::numeric > 0, true)))`
    : sql<SqlBool>`stock > 0 AND (NOT EXISTS (SELECT 1 FROM json_each(variations)) OR EXISTS (SELECT 1 FROM json_each(variations) v WHERE coalesce(json_extract(v.value, '$.stock') > 0, 1)))`;
}

/** One page of the tenant's products and the number matching the filter. */
export async function listProducts(data: Data, tenantId: string, filter: ProductFilter): Promise<{ rows: ProductRow[]; total: number }> {
  let query = data.selectFrom('products').where('tenant_id', '=', tenantId);
  if (filter.query?.trim()) {
    // Case is ignored for ASCII letters on both engines, as SQLite's LIKE does.
    const like = likeEscape(filter.query.trim()).toLowerCase();
    const matches = (column: string) => sql<SqlBool>`lower(${sql.ref(column)}) LIKE ${like} ESCAPE '\\'`;
    query = query.where((eb) => eb.or(['name', 'brand', 'sku', 'category', 'tags'].map(matches)));
  }
  if (filter.category) query = query.where(sql<SqlBool>`lower(category) = lower(${filter.category})`);
  if (filter.brand) query = query.where(sql<SqlBool>`lower(brand) = lower(${filter.brand})`);
  if (filter.minPrice !== undefined) query = query.where('price_cents', '>=', filter.minPrice);
  if (filter.maxPrice !== undefined) query = query.where('price_cents', '<=', filter.maxPrice);
  if (filter.inStock) query = query.where(inStockCondition(data));
  const counted = await query.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow();
  const direction = (filter.sortOrder ?? (filter.sortBy === 'rating' || filter.sortBy === 'createdAt' ? 'desc' : 'asc')) as 'asc' | 'desc';
  let page = query.selectAll();
  switch (filter.sortBy) {
    case 'featured':
      // Bestsellers first, then the catalogue order.
      page = page.orderBy(containsText(data, 'tags', '"bestseller"'), 'desc');
      break;
    case 'price':
      page = page.orderBy('price_cents', direction);
      break;
    case 'rating':
      // Rated products by average (catalogue order among equals, as the grid sorts a complete list); products without reviews last.
      page = page.orderBy(sql`(rating_count > 0)`, 'desc').orderBy('rating', direction);
      break;
    case 'name':
      page = page.orderBy(sql`lower(name)`, direction);
      break;
    case 'createdAt':
      page = page.orderBy('created_at', direction);
      break;
  }
  const rows = await page
    .orderBy('sk', 'asc')
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit)
    .execute();
  return { rows, total: Number(counted.total) };
}

/** Every product of a category (case-insensitive), in catalogue order. */
export async function productsInCategory(data: Data, tenantId: string, category: string): Promise<ProductRow[]> {
  return data
    .selectFrom('products')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where(sql<SqlBool>`lower(category) = lower(${category})`)
    .orderBy('sk')
    .execute();
}

/** The tenant's brands, sorted without regard to case, without blanks. */
export async function listBrands(data: Data, tenantId: string): Promise<string[]> {
  const rows = await data
    .selectFrom('products')
    .select('brand')
    .distinct()
    .where('tenant_id', '=', tenantId)
    .where('brand', '<>', '')
    .execute();
  const key = (brand: string) => brand.toLowerCase();
  return rows.map((row) => row.brand).sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a < b ? -1 : a > b ? 1 : 0));
}

/** The number of products in each category, sorted by name. */
export async function listCollections(data: Data, tenantId: string): Promise<{ name: string; count: number }[]> {
  const rows = await data
    .selectFrom('products')
    .select((eb) => ['category as name', eb.fn.countAll().as('count')])
    .where('tenant_id', '=', tenantId)
    .groupBy('category')
    .orderBy('category')
    .execute();
  return rows.map((row) => ({ name: row.name, count: Number(row.count) }));
}

/** How many products and bookable services the tenant has (the storefront's feature switches). */
export async function catalogueSizes(data: Data, tenantId: string): Promise<{ products: number; services: number }> {
  const count = async (table: 'products' | 'services') =>
    Number(
      (
        await data
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('tenant_id', '=', tenantId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { products: await count('products'), services: await count('services') };
}
