import { accessFor, type AccessLevel } from '../../../auth/access.ts';
import * as groups from './groups.ts';
import type { JsonSchema, OpenApiGroup, Parameter, PathItem, Paths } from './types.ts';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Adds the `{param}` holes of a path template as required path parameters where missing. */
function withPathParameters(path: string, item: PathItem): PathItem {
  const names = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');
  const out: PathItem = {};
  for (const method of METHODS) {
    const operation = item[method];
    if (!operation) continue;
    const given = operation.parameters ?? [];
    const missing: Parameter[] = names.filter((name) => !given.some((p) => p.in === 'path' && p.name === name)).map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
    out[method] = { ...operation, parameters: [...missing, ...given] };
  }
  return out;
}

/**
 * Merges group modules into one paths object and one schema map. Two groups declaring the same
 * method on the same path, or the same schema name differently, is an error (thrown at build time).
 */
export function mergeGroups(modules: Record<string, OpenApiGroup>): { paths: Paths; schemas: Record<string, JsonSchema> } {
  const paths: Paths = {};
  const schemas: Record<string, JsonSchema> = {};
  for (const [group, module] of Object.entries(modules)) {
    for (const [path, item] of Object.entries(module.paths)) {
      const merged: PathItem = { ...paths[path] };
      for (const method of METHODS) {
        if (!item[method]) continue;
        if (merged[method]) throw new Error(`OpenAPI: ${method.toUpperCase()} ${path} is declared twice (group ${group})`);
        merged[method] = item[method];
      }
      paths[path] = withPathParameters(path, merged);
    }
    for (const [name, schema] of Object.entries(module.schemas ?? {})) {
      if (schemas[name] && JSON.stringify(schemas[name]) !== JSON.stringify(schema)) throw new Error(`OpenAPI: schema ${name} differs between groups (${group})`);
      schemas[name] = schema;
    }
  }
  return { paths, schemas };
}

/** The security requirement of each access level (auth/access.ts); `{}` means "no credentials needed". */
const SECURITY: Record<AccessLevel, Record<string, string[]>[]> = {
  public: [{}],
  customer: [{}, { customerSession: [] }, { shopperSession: [] }, { staffSession: [] }, { appToken: [] }],
  staff: [{ staffSession: [] }, { appToken: [] }],
  machine: [{ appToken: [] }],
};

/** Each operation with its `security` and `x-access` level from the access table. */
function withSecurity(paths: Paths): Paths {
  const out: Paths = {};
  for (const [path, item] of Object.entries(paths)) {
    const next: PathItem = {};
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const found = accessFor(method, path.replace(/\{[^}]+\}/g, 'x'));
      if (!found) throw new Error(`OpenAPI: ${method.toUpperCase()} ${path} has no entry in the access table (auth/access.ts)`);
      next[method] = { ...operation, security: SECURITY[found.access.level], 'x-access': found.access.level };
    }
    out[path] = next;
  }
  return out;
}

/** The OpenAPI 3.1 document of the reference API (server `/api`), from every group in groups.ts. */
export function buildOpenApiDocument(): Record<string, unknown> {
  const { paths, schemas } = mergeGroups(groups as Record<string, OpenApiGroup>);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Site Elements reference platform API',
      version: '1.0.0',
      description:
        'Every request belongs to an organisation (orgid header, org query parameter, or the host). Money is integer cents. Errors are { error: { code, message, field?, reason?, params? } }: a booking refusal names its notice key as `reason`, with the values of its placeholders in `params`.',
    },
    servers: [{ url: '/api' }],
    paths: Object.fromEntries(Object.entries(withSecurity(paths)).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      schemas,
      securitySchemes: {
        staffSession: { type: 'apiKey', in: 'cookie', name: 'staff_session', description: 'A staff sign-in (POST /staff/sign-in), HttpOnly' },
        customerSession: { type: 'apiKey', in: 'cookie', name: 'customer_session', description: 'A customer sign-in by e-mailed code (POST /api/auth/code/verify), HttpOnly' },
        shopperSession: { type: 'http', scheme: 'bearer', description: 'The anonymous site_token shopper session (cookie, or sent as a bearer token): owns its cart and orders' },
        appToken: { type: 'http', scheme: 'bearer', bearerFormat: 'app.{organisation}.{expiry}.{signature}', description: 'The app token of POST /api/app-key: a tenant server, with staff rights' },
      },
    },
  };
}
