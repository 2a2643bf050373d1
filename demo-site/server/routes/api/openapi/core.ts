import { op, type Paths } from './types.ts';

/** Paths of the API itself: health and this document. */
export const paths: Paths = {
  '/health': { get: op('Server and database health (no tenant needed)', { tags: ['core'], ok: { type: 'object' }, errors: [503] }) },
  '/openapi.json': { get: op('This OpenAPI document', { tags: ['core'], ok: { type: 'object' } }) },
};
