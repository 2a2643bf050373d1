// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../../../test/helpers/server/test-app.ts';
import { mergeGroups } from './openapi/index.ts';
import { op } from './openapi/types.ts';

const t = makeTestApp();
afterAll(() => t.close());

/** `/api/page/:host/:path{.+}` → `/page/{host}/{path}` (OpenAPI paths are relative to the `/api` server). */
function openApiPath(honoPath: string): string {
  return honoPath.replace(/^\/api/, '').replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?\??/g, '{$1}');
}

async function documentPaths(): Promise<Set<string>> {
  const response = await t.app.request('/api/openapi.json');
  const document = (await response.json()) as { paths: Record<string, Record<string, unknown>> };
  return new Set(Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`)));
}

function routePaths(): Set<string> {
  return new Set(
    t.app.routes
      .filter((route) => route.path.startsWith('/api/') && route.method !== 'ALL' && !route.path.includes('*'))
      .map((route) => `${route.method} ${openApiPath(route.path)}`),
  );
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document served without a tenant', async () => {
    const response = await t.app.request('/api/openapi.json?org=nobody');
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; servers: { url: string }[]; components: { schemas: Record<string, unknown> } };
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: '/api' }]);
    expect(Object.keys(document.components.schemas)).toEqual(expect.arrayContaining(['Product', 'Order', 'Quote', 'Error', 'Record']));
  });

  it('documents every /api route, and every documented path has a route', async () => {
    const routes = routePaths();
    const documented = await documentPaths();
    const hint = 'routes without an OpenAPI path: describe them in api/openapi/<group>.ts (export const paths) and add its one line to api/openapi/groups.ts';
    expect([...routes].filter((r) => !documented.has(r)), hint).toEqual([]);
    expect([...documented].filter((d) => !routes.has(d)), 'OpenAPI paths without a route').toEqual([]);
    expect(routes.size).toBeGreaterThan(30);
  });

  it('declares every path parameter and a response for every operation', async () => {
    const document = (await (await t.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[]; responses: Record<string, unknown> }>>;
    };
    for (const [path, item] of Object.entries(document.paths)) {
      const holes = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      for (const [method, operation] of Object.entries(item)) {
        const declared = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
        expect(declared.sort(), `${method} ${path}`).toEqual([...holes].sort());
        expect(Object.keys(operation.responses).length).toBeGreaterThan(0);
      }
    }
  });
});

describe('mergeGroups', () => {
  it('merges groups and refuses the same operation declared twice', () => {
    const a = { paths: { '/x': { get: op('x', { tags: [], ok: null }) } } };
    const b = { paths: { '/x': { post: op('x', { tags: [], ok: null }) } } };
    expect(Object.keys(mergeGroups({ a, b }).paths['/x'] ?? {})).toEqual(['get', 'post']);
    expect(() => mergeGroups({ a, again: a })).toThrow(/declared twice/);
  });
});
