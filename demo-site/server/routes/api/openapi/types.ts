/** A JSON Schema (OpenAPI 3.1 uses JSON Schema 2020-12). */
export type JsonSchema = Record<string, unknown>;

/** One parameter of an operation. */
export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema: JsonSchema;
}

/** One operation (method) of a path. */
export interface Operation {
  summary: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }>; headers?: Record<string, unknown> }>;
  /** Who may call it (from the access table): alternatives, `{}` = no credentials. */
  security?: Record<string, string[]>[];
  /** The access level of auth/access.ts: public, customer, staff or machine. */
  'x-access'?: string;
}

/** The operations of one path. */
export type PathItem = Partial<Record<'get' | 'post' | 'put' | 'patch' | 'delete', Operation>>;

/** OpenAPI paths relative to the `/api` server, with `{param}` holes: `/storefront/product/{id}`. */
export type Paths = Record<string, PathItem>;

/** What each group module (`openapi/<group>.ts`) exports: its paths and, optionally, its schemas. */
export interface OpenApiGroup {
  paths: Paths;
  schemas?: Record<string, JsonSchema>;
}

/** A reference to a schema in `components.schemas`. */
export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

/** `{ data: <item> }` */
export const dataOf = (schema: JsonSchema): JsonSchema => ({ type: 'object', required: ['data'], properties: { data: schema } });

/** `{ data: [<item>] }` */
export const listOf = (schema: JsonSchema): JsonSchema => dataOf({ type: 'array', items: schema });

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid input: the message names the field',
  401: 'Not authenticated',
  403: 'Forbidden (for example a session of another organisation)',
  404: 'Not found',
  409: 'Conflict (stock, or a request with the same Idempotency-Key still running)',
  413: 'Too large',
  415: 'Unsupported file type',
  422: 'Idempotency-Key reused with a different body',
  429: 'Too many attempts: wait for Retry-After seconds',
  503: 'Not configured',
  507: 'Storage quota of the site exceeded',
};

/** A query parameter. */
export const query = (name: string, schema: JsonSchema, description?: string): Parameter => ({ name, in: 'query', schema, ...(description ? { description } : {}) });

/** Builds an operation: a JSON (or given) body, the success answer and the error statuses it can give. */
export function op(
  summary: string,
  options: {
    tags: string[];
    ok: JsonSchema | null;
    status?: number;
    body?: JsonSchema;
    bodyType?: string;
    parameters?: Parameter[];
    errors?: number[];
    description?: string;
    okContent?: Record<string, { schema: JsonSchema }>;
  },
): Operation {
  const responses: Operation['responses'] = {
    [String(options.status ?? 200)]: {
      description: 'Success',
      ...(options.okContent ? { content: options.okContent } : options.ok ? { content: json(options.ok) } : {}),
    },
  };
  for (const status of options.errors ?? []) responses[String(status)] = { description: ERROR_TEXT[status] ?? 'Error', content: json(ref('Error')) };
  return {
    summary,
    tags: options.tags,
    ...(options.description ? { description: options.description } : {}),
    ...(options.parameters ? { parameters: options.parameters } : {}),
    ...(options.body ? { requestBody: { required: true, content: { [options.bodyType ?? 'application/json']: { schema: options.body } } } } : {}),
    responses,
  };
}
