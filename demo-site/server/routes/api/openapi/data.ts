import { dataOf, listOf, op, query, ref, type JsonSchema, type Paths } from './types.ts';

const str = { type: 'string' } as const;
const obj = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({ type: 'object', properties, ...(required.length ? { required } : {}) });
const findBody = obj({
  query: { type: 'object', additionalProperties: { type: ['string', 'number', 'boolean', 'null'] }, description: 'Equality on top-level fields' },
  options: obj({ limit: { type: 'integer', minimum: 1, maximum: 100 }, skip: { type: 'integer', minimum: 0 }, sort: { type: 'object', additionalProperties: { enum: [1, -1] } } }),
  keyword: str,
});

/** Wire shapes of the data API, as JSON Schema. */
export const schemas: Record<string, JsonSchema> = {
  Record: obj({ _id: str, id: str, type: str, data: { type: 'object' }, createdAt: str, updatedAt: str }, ['_id', 'id', 'type', 'data']),
  Upload: obj({ name: str, url: str, size: { type: 'integer' } }, ['name', 'url', 'size']),
};

const tags = ['data'];

/** The data API paths (shared/api/data.ts). */
export const paths: Paths = {
  '/data/find-by-attribute/{type}': { get: op('Records of a type', { tags, ok: listOf(ref('Record')), errors: [400] }) },
  '/data/find-by-attribute/{type}/{attr}/{value}': { get: op('Records whose field equals a value', { tags, ok: listOf(ref('Record')), errors: [400] }) },
  '/data/find/{type}': { post: op('Find records', { tags, ok: listOf(ref('Record')), body: findBody, errors: [400] }) },
  '/data/search/{type}': { post: op('Find records, with a keyword over text values', { tags, ok: listOf(ref('Record')), body: findBody, errors: [400] }) },
  '/data/get/{type}/{id}': { get: op('One record', { tags, ok: dataOf(ref('Record')), errors: [400, 404] }) },
  '/data/create-or-update/{site}': {
    post: op('Create a record or replace its data', {
      tags,
      status: 201,
      description: 'Answers 201 when created, 200 when an existing record was replaced.',
      ok: dataOf(ref('Record')),
      body: obj({ type: str, id: str, data: { type: 'object' } }, ['type', 'data']),
      errors: [400, 404],
    }),
  },
  '/data/batch-log': {
    post: op('Store browser log lines', {
      tags,
      ok: obj({ accepted: { type: 'integer' } }, ['accepted']),
      body: obj({ entries: { type: 'array', maxItems: 50, items: obj({ level: { enum: ['debug', 'info', 'warn', 'error'] }, message: str, data: {} }, ['level', 'message']) } }, ['entries']),
      errors: [400, 413],
    }),
  },
  '/data/upload': {
    post: op('Upload files (png, jpeg, gif, webp, pdf, txt, csv)', {
      tags,
      status: 201,
      ok: listOf(ref('Upload')),
      bodyType: 'multipart/form-data',
      body: obj({ location: str, files: { type: 'array', items: { type: 'string', contentMediaType: 'application/octet-stream' } } }, ['files']),
      errors: [400, 401, 403, 413, 415, 507],
    }),
  },
  '/data/files/{tenant}/{name}': {
    get: op('An uploaded file', { tags, ok: null, okContent: { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } }, errors: [404] }),
  },
  '/site/{siteName}/{host}': { get: op('A site and its pages', { tags, ok: dataOf({ type: 'object' }), parameters: [query('shared-host', str)], errors: [400, 404] }) },
  '/page/{host}': { get: op('The home page of a site', { tags, ok: dataOf({ type: 'object' }), parameters: [query('en', str)], errors: [404] }) },
  '/page/{host}/{path}': { get: op('A page of a site (path may contain slashes)', { tags, ok: dataOf({ type: 'object' }), parameters: [query('en', str)], errors: [400, 404] }) },
  '/tools/preview/{site}/{kind}/{ref}': {
    get: op('Preview a draft page or a product with a signed token', { tags, ok: dataOf({ type: 'object' }), parameters: [query('token', str)], errors: [403, 404] }),
  },
  '/app-key': {
    post: op('Exchange app credentials for an app token', {
      tags,
      ok: obj({ token: str, expiresIn: { type: 'integer' } }, ['token']),
      body: obj({ appId: str, secret: str, key: str }, ['appId', 'secret', 'key']),
      errors: [400, 401, 503],
    }),
  },
};
