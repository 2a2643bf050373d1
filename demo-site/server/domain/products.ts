import type { Product } from '../../../shared/api/schemas.ts';
import type { ProductQuery } from '../../../shared/api/storefront.ts';
import { sql, type Expression, type ExpressionBuilder, type Selectable, type SqlBool } from 'kysely';
import { engineOf, type Data, type Engine } from '../database.ts';
import type { DatabaseSchema, ProductsTable } from '../db-schema.ts';
import { parseJson } from './ids.ts';
import { unitsLeft } from './stock.ts';

/** A row of the `products` table, as read (every column has its value). */
export type ProductRow = Selectable<ProductsTable>;

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

type ProductsWhere = ExpressionBuilder<DatabaseSchema, 'products'>;

const likeEscape = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * Equal ignoring the case of ASCII letters, as SQLite's NOCASE compares: `lower()` changes only
 * those on both engines (PostgreSQL's text here is in the C collation).
 */
const sameIgnoringCase = (column: 'category' | 'brand', value: string) => sql<boolean>`lower(${sql.ref(column)}) = lower(${value})`;

/** Contains `text` ignoring the case of ASCII letters (SQLite's LIKE; PostgreSQL's LIKE minds case). */
const containsIgnoringCase = (column: 'name' | 'brand' | 'sku' | 'category' | 'tags', like: string) =>
  sql<boolean>`lower(${sql.ref(column)}) LIKE lower(${like}) ESCAPE '\\'`;

/** True for a product tagged "bestseller" (its tags are a JSON array). */
const isBestseller = (engine: Engine) =>
  engine === 'postgres'
    ? sql<boolean>`(tags::jsonb @> '["bestseller"]'::jsonb)`
    : sql<boolean>`(EXISTS (SELECT 1 FROM json_each(tags) WHERE value = 'bestseller'))`;

/**
 * True when a product has something to sell: stock of its own, and no variations or at least one
 * variation with stock left. A variation's stock is part of its product's (stock.ts): a product whose
 * every variation is at 0 has nothing to sell; a variation without a stock of its own (null) sells
 * from its product's.
 */
const hasStockToSell = (engine: Engine) =>
  engine === 'postgres'
    ? sql<boolean>`(stock > 0 AND (jsonb_typeof(variations::jsonb) <> 'array' OR jsonb_array_length(variations::jsonb) = 0 OR EXISTS (
        SELECT 1 FROM jsonb_array_elements(variations::jsonb) AS v(value)
        WHERE coalesce(CASE WHEN jsonb_typeof(v.value -> 'stock') = 'number' THEN (v.value ->> 'stock')::numeric > 0 END, true))))`
    : sql<boolean>`(stock > 0 AND (NOT EXISTS (SELECT 1 FROM json_each(variations)) OR EXISTS (SELECT 1 FROM json_each(variations) v WHERE coalesce(json_extract(v.value, '$.stock') > 0, 1))))`;

/** The products of the tenant the filter keeps. */
function matchingFilter(engine: Engine, tenantId: string, filter: ProductFilter) {
  return (eb: ProductsWhere) => {
    const conditions: Expression<SqlBool>[] = [eb('tenant_id', '=', tenantId)];
    const text = filter.query?.trim();
    if (text) {
      const like = likeEscape(text);
      conditions.push(eb.or((['name', 'brand', 'sku', 'category', 'tags'] as const).map((column) => containsIgnoringCase(column, like))));
    }
    if (filter.category) conditions.push(sameIgnoringCase('category', filter.category));
    if (filter.brand) conditions.push(sameIgnoringCase('brand', filter.brand));
    if (filter.minPrice !== undefined) conditions.push(eb('price_cents', '>=', filter.minPrice));
    if (filter.maxPrice !== undefined) conditions.push(eb('price_cents', '<=', filter.maxPrice));
    if (filter.inStock) conditions.push(hasStockToSell(engine));
    return eb.and(conditions);
  };
}

/** One page of the tenant's products and the number matching the filter. */
export async function listProducts(data: Data, tenantId: string, filter: ProductFilter): Promise<{ rows: ProductRow[]; total: number }> {
  const engine = engineOf(data);
  const where = matchingFilter(engine, tenantId, filter);
  const { total } = await data
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where(where)
    .executeTakeFirstOrThrow();
  let query = data.selectFrom('products').selectAll().where(where);
  const direction = filter.sortOrder ?? (filter.sortBy === 'rating' || filter.sortBy === 'createdAt' ? 'desc' : 'asc');
  switch (filter.sortBy) {
    case 'featured':
      // Bestsellers first, then the catalogue order (the sort order does not apply).
      query = query.orderBy(isBestseller(engine), 'desc');
      break;
    case 'price':
      query = query.orderBy('price_cents', direction);
      break;
    case 'rating':
      // Rated products by average (catalogue order among equals, as the grid sorts a complete list); products without reviews last.
      query = query.orderBy(sql`(rating_count > 0)`, 'desc').orderBy('rating', direction);
      break;
    case 'name':
      query = query.orderBy(sql`lower(name)`, direction);
      break;
    case 'createdAt':
      query = query.orderBy('created_at', direction);
      break;
  }
  const rows = await query
    .orderBy('sk', 'asc')
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit)
    .execute();
  return { rows, total };
}

/** Every product of a category (case-insensitive), in catalogue order. */
export async function productsInCategory(data: Data, tenantId: string, category: string): Promise<ProductRow[]> {
  return data
    .selectFrom('products')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where(sameIgnoringCase('category', category))
    .orderBy('sk')
    .execute();
}

/** The tenant's brands, sorted ignoring case, without blanks. */
export async function listBrands(data: Data, tenantId: string): Promise<string[]> {
  const rows = await data
    .selectFrom('products')
    .select('brand')
    .where('tenant_id', '=', tenantId)
    .where('brand', '<>', '')
    .groupBy('brand')
    .orderBy(sql`lower(brand)`)
    .orderBy('brand')
    .execute();
  return rows.map((row) => row.brand);
}

/** The number of products in each category, sorted by name. */
export async function listCollections(data: Data, tenantId: string): Promise<{ name: string; count: number }[]> {
  return data
    .selectFrom('products')
    .select((eb) => ['category as name', eb.fn.countAll<number>().as('count')])
    .where('tenant_id', '=', tenantId)
    .groupBy('category')
    .orderBy('category')
    .execute();
}

/** How many products and bookable services the tenant has (the storefront's feature switches). */
export async function catalogueSizes(data: Data, tenantId: string): Promise<{ products: number; services: number }> {
  const count = async (table: 'products' | 'services') => {
    const { n } = await data
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', tenantId)
      .executeTakeFirstOrThrow();
    return n;
  };
  return { products: await count('products'), services: await count('services') };
}
