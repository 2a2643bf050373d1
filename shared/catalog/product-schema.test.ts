import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { productPageSchema, productSchema } from '../api/schemas.ts';
import { MAX_GRID_PRODUCTS, productPayloadSchema, productsPayloadSchema } from './product-schema.ts';
import { sampleCatalogue, sampleShirt } from '../../test/fixtures/catalog-products.ts';
import { setAt } from '../../test/json-edit.ts';

const accepts = (value: unknown): boolean => !('issues' in productPayloadSchema['~standard'].validate(value as never));
const valibotAccepts = (value: unknown): boolean => v.safeParse(productSchema, value).success;

/** Values of every JSON-ish kind, to put where a field should be. */
const anyValue = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.constant(null),
  fc.constant(undefined),
  fc.boolean(),
  fc.constant({}),
  fc.array(fc.integer(), { maxLength: 2 }),
  fc.constant([{ url: 'x' }]),
  fc.constant({ color: 'red' }),
);

/** Every path to a field of a value (objects and arrays walked). */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [prefix];
  const entries = Array.isArray(value) ? value.map((item, i) => [i, item] as const) : Object.entries(value);
  return [prefix, ...entries.flatMap(([key, item]) => paths(item, [...prefix, key]))];
}

describe('product payload schema', () => {
  it('accepts the sample products, as valibot does', () => {
    for (const product of sampleCatalogue) {
      expect(valibotAccepts(product)).toBe(true);
      expect(accepts(product)).toBe(true);
    }
  });

  it('agrees with the valibot productSchema on any one field replaced by any value', () => {
    const base = { ...sampleShirt, data: { ...sampleShirt.data, slug: null, brand: null } };
    const every = paths(base).filter((p) => p.length > 0);
    fc.assert(
      fc.property(fc.constantFrom(...every), anyValue, (path, replacement) => {
        const mutated = setAt(base, path, replacement);
        return accepts(mutated) === valibotAccepts(mutated);
      }),
      { numRuns: 3000 },
    );
  });

  it('agrees on optional fields being removed', () => {
    for (const path of paths(sampleShirt).filter((p) => p.length > 0)) {
      const mutated = setAt(sampleShirt, path, undefined);
      expect(accepts(mutated), path.join('.')).toBe(valibotAccepts(mutated));
    }
  });

  it('reports where a product is wrong', () => {
    const result = productPayloadSchema['~standard'].validate({ ...sampleShirt, data: { ...sampleShirt.data, price: 12.5 } });
    expect(result).toEqual({ issues: [{ message: 'Invalid integer', path: ['data', 'price'] }] });
  });

  it('validates grid payloads: a page like productPageSchema, or a list', () => {
    const schema = productsPayloadSchema(['all', 'books'], ['featured']);
    const page = { data: sampleCatalogue, total: 8, page: 1, limit: 12 };
    expect(v.safeParse(productPageSchema, page).success).toBe(true);
    expect(schema['~standard'].validate(page)).toEqual({ value: page });
    expect(schema['~standard'].validate({ ...page, category: 'books', sort: 'featured' })).not.toHaveProperty('issues');
    expect(schema['~standard'].validate({ ...page, category: 'cars' })).toHaveProperty('issues');
    expect(schema['~standard'].validate(sampleCatalogue)).not.toHaveProperty('issues');
    expect(schema['~standard'].validate([{ name: 'x' }])).toMatchObject({ issues: [{ path: [0, '_id'] }] });
    expect(schema['~standard'].validate({ data: [] })).toMatchObject({ issues: [{ path: ['total'] }] });
  });

  it(`refuses more than ${MAX_GRID_PRODUCTS} products, as a list or as a page`, () => {
    const schema = productsPayloadSchema(['all'], ['featured']);
    const many = Array.from({ length: MAX_GRID_PRODUCTS + 1 }, () => sampleShirt);
    expect(schema['~standard'].validate(many)).toEqual({ issues: [{ message: `at most ${MAX_GRID_PRODUCTS} products`, path: [] }] });
    expect(schema['~standard'].validate({ data: many, total: many.length, page: 1, limit: 12 })).toEqual({ issues: [{ message: `at most ${MAX_GRID_PRODUCTS} products`, path: ['data'] }] });
    expect(schema['~standard'].validate(many.slice(1))).not.toHaveProperty('issues');
  });
});
