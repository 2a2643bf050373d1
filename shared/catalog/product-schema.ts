import type { Product } from '../api/schemas.ts';
import type { StandardResult, StandardSchema } from '../element/standard-schema.ts';

/**
 * A small Standard Schema validator for the product wire shape (`productSchema` in shared/api/schemas.ts).
 *
 * Deliberate deviation from "validate with valibot": the product elements validate their inline
 * JSON with this instead, so their chunks do not carry valibot and the API schemas (3.4 KB gz of
 * their 10 KB budget). It accepts exactly what `productSchema` accepts; `product-schema.test.ts`
 * checks that with property tests against the valibot schema, so the two cannot drift apart.
 */

/** Checks a value; returns an issue (message and path) or null. */
type Check = (value: unknown, path: PropertyKey[]) => Issue | null;
interface Issue {
  message: string;
  path: PropertyKey[];
}

const fail = (message: string, path: PropertyKey[]): Issue => ({ message, path });
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const string: Check = (v, path) => (typeof v === 'string' ? null : fail('Invalid type: Expected string', path));
const number: Check = (v, path) => (typeof v === 'number' && !Number.isNaN(v) ? null : fail('Invalid type: Expected number', path));
const integer: Check = (v, path) => number(v, path) ?? (Number.isInteger(v) ? null : fail('Invalid integer', path));
const boolean: Check = (v, path) => (typeof v === 'boolean' ? null : fail('Invalid type: Expected boolean', path));
const optional =
  (check: Check): Check =>
  (v, path) =>
    v === undefined ? null : check(v, path);
const nullish = (check: Check): Check => optional((v, path) => (v === null ? null : check(v, path)));
const either =
  (a: Check, b: Check): Check =>
  (v, path) =>
    a(v, path) && b(v, path) ? fail('Invalid type', path) : null;
const array =
  (item: Check, max = Infinity, noun = 'items'): Check =>
  (v, path) => {
    if (!Array.isArray(v)) return fail('Invalid type: Expected Array', path);
    if (v.length > max) return fail(`at most ${max} ${noun}`, path);
    for (let i = 0; i < v.length; i++) {
      const issue = item(v[i], [...path, i]);
      if (issue) return issue;
    }
    return null;
  };
const object =
  (shape: Record<string, Check>): Check =>
  (v, path) => {
    if (!isObject(v)) return fail('Invalid type: Expected Object', path);
    for (const [key, check] of Object.entries(shape)) {
      const issue = check(v[key], [...path, key]);
      if (issue) return issue;
    }
    return null;
  };
const stringRecord: Check = (v, path) => {
  if (!isObject(v)) return fail('Invalid type: Expected Object', path);
  for (const [key, value] of Object.entries(v)) {
    const issue = string(value, [...path, key]);
    if (issue) return issue;
  }
  return null;
};

const image = object({ url: string, alt: optional(string) });
const option = object({ value: string, label: optional(string), param: optional(string) });

/** The product shape, field for field as `productSchema`. */
export const productCheck: Check = object({
  _id: string,
  sk: either(string, number),
  name: string,
  description: optional(string),
  ratingCount: optional(number),
  data: object({
    sku: string,
    slug: nullish(string),
    price: integer,
    basePrice: nullish(integer),
    discount: nullish(number),
    stock: nullish(number),
    image: nullish(string),
    images: optional(array(image)),
    variations: optional(
      array(object({ sku: string, price: optional(integer), stock: nullish(number), images: optional(array(image)), attributes: optional(stringRecord) })),
    ),
    attributes: optional(array(object({ name: string, options: array(option), required: optional(boolean) }))),
    material: nullish(string),
    brand: nullish(string),
    rating: nullish(number),
    reviews: nullish(number),
    shipping_time: nullish(string),
  }),
  post: object({ category: nullish(string), categories: optional(array(string)), tags: optional(array(string)) }),
});

const oneOf =
  (options: readonly string[]): Check =>
  (v, path) =>
    typeof v === 'string' && options.includes(v) ? null : fail(`Invalid type: Expected one of ${options.join(', ')}`, path);

/** Wraps a check as a Standard Schema whose output is the checked value. */
function standardSchema<T>(check: Check): StandardSchema<T> {
  return {
    '~standard': {
      version: 1,
      vendor: 'site-elements',
      validate: (value): StandardResult<T> => {
        const issue = check(value, []);
        return issue ? { issues: [{ message: issue.message, path: issue.path }] } : { value: value as T };
      },
    },
  };
}

/** A product (the wire shape), as a Standard Schema. */
export const productPayloadSchema: StandardSchema<Product> = standardSchema<Product>(productCheck);

/** A page of products from the server, with the category and sort it was listed for. */
export interface ProductPagePayload<C extends string = string, S extends string = string> {
  data: Product[];
  total: number;
  page: number;
  limit: number;
  category?: C;
  sort?: S;
  /** The filters the page was listed for (prices in cents). */
  filters?: { minPrice: number | null; maxPrice: number | null; brand: string; inStock: boolean };
  /** The store's brands, for the brand filter. */
  brands?: string[];
}

/** Most products a grid payload may carry: a larger catalogue is paged by the API. */
export const MAX_GRID_PRODUCTS = 500;

/**
 * The product grid's payload: a page `{ data, total, page, limit, category?, sort?, filters?, brands? }`
 * (the shape of `productPageSchema` plus the choice and the brand list) or a complete list of products.
 */
export function productsPayloadSchema<C extends string, S extends string>(categories: readonly C[], sorts: readonly S[]): StandardSchema<ProductPagePayload<C, S> | Product[]> {
  const products = array(productCheck, MAX_GRID_PRODUCTS, 'products');
  const filters = object({ minPrice: nullish(integer), maxPrice: nullish(integer), brand: string, inStock: boolean });
  const page = object({
    data: products,
    total: number,
    page: number,
    limit: number,
    category: optional(oneOf(categories)),
    sort: optional(oneOf(sorts)),
    filters: optional(filters),
    brands: optional(array(string, MAX_GRID_PRODUCTS, 'brands')),
  });
  return standardSchema((v, path) => (Array.isArray(v) ? products(v, path) : page(v, path)));
}
