import { Hono } from 'hono';
import type { AppEnv } from '../../../context.ts';
import { buildOpenApiDocument } from './index.ts';

/** `GET /api/openapi.json`: the OpenAPI 3.1 document, built once from the group modules. */
export function openApiRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  let document: Record<string, unknown> | undefined;
  router.get('/openapi.json', (c) => {
    document ??= buildOpenApiDocument();
    return c.json(document);
  });
  return router;
}
