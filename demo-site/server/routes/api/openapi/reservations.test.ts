import { describe, expect, it } from 'vitest';
import { mergeGroups } from './index.ts';
import * as reservations from './reservations.ts';
import * as storefront from './storefront.ts';

describe('OpenAPI paths of the reservation routes', () => {
  it('cover every route with its method', () => {
    const methods = Object.entries(reservations.paths).map(([path, item]) => `${Object.keys(item).join(',').toUpperCase()} ${path}`);
    expect(methods.sort()).toEqual([
      'GET /reservations',
      'GET /reservations/definitions',
      'POST /reservations/create',
      'POST /reservations/delete',
      'POST /reservations/slots',
      'POST /reservations/update',
    ]);
  });

  it('merge with another group and only reference schemas that exist', () => {
    const { paths, schemas } = mergeGroups({ storefront, reservations });
    const refs = [...JSON.stringify(paths).matchAll(/#\/components\/schemas\/(\w+)/g)].map((m) => m[1] ?? '');
    for (const name of refs) expect(schemas, name).toHaveProperty(name);
    expect(paths['/reservations/create']?.post?.responses).toHaveProperty('409');
  });
});
