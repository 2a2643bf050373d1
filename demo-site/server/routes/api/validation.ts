import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { validator } from 'hono/validator';
import * as v from 'valibot';
import { errorBody, fail, type FieldErrorBody } from '../../api-errors.ts';
import type { AppEnv } from '../../context.ts';
import { hasBodyStream } from '../../middleware/request-body.ts';
import { EMAIL_PATTERN } from '../../../../shared/forms/email.ts';
import { attributeMap, text, wholeNumber } from '../../../../shared/schemas/fields.ts';

export { errorBody, fail, type FieldErrorBody };

/** A 400 `invalid` answer: the message starts with the field name (`email: must be an email address`). */
export function invalid(c: Context, field: string, message: string): Response {
  return fail(c, 400, 'invalid', `${field}: ${message}`, field);
}

/** The field path and message of the first issue of a failed parse. */
export function firstIssue(issues: readonly v.BaseIssue<unknown>[], fallbackField = 'body'): { field: string; message: string } {
  const issue = issues[0];
  const field = issue?.path?.map((p) => String(p.key)).join('.') || fallbackField;
  if (!issue) return { field, message: 'is not valid' };
  const missing = issue.kind === 'schema' && issue.input === undefined;
  return { field, message: missing ? 'is required' : issue.message };
}

/** Either the value read or the 400 answer to send instead. */
type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response };

/**
 * The 400 message of the first issue: `<field>: <message>`, or the message alone when it is one of
 * `exactMessages` (texts a client shows as they are, such as the booking widget's own).
 */
export function issueMessage(issue: { field: string; message: string }, exactMessages?: ReadonlySet<string>): string {
  return exactMessages?.has(issue.message) ? issue.message : `${issue.field}: ${issue.message}`;
}

const OBJECT_SCHEMAS = new Set(['object', 'loose_object', 'strict_object', 'object_with_rest']);

/** Where a route's input comes from: the JSON body, a form body, the query string or the path parameters. */
export type ValidationTarget = 'json' | 'form' | 'query' | 'param';

/** The field an error names when the bad value is the whole input rather than one of its fields. */
const WHOLE_INPUT: Record<ValidationTarget, string> = { json: 'body', form: 'body', query: 'query', param: 'path' };

type ValidatedInput<T extends ValidationTarget, S extends v.GenericSchema> = {
  in: { [K in T]: v.InferInput<S> };
  out: { [K in T]: v.InferOutput<S> };
};

/**
 * The context of a handler declared after `validate(target, schema)` for each entry of `Schemas`
 * (`{ param: typeof idParam, json: typeof body }`): `c.req.valid(target)` is the parsed value.
 */
export type ValidContext<Schemas extends Partial<Record<ValidationTarget, v.GenericSchema>>> = Context<
  AppEnv,
  string,
  {
    in: { [K in keyof Schemas]: Schemas[K] extends v.GenericSchema ? v.InferInput<Schemas[K]> : never };
    out: { [K in keyof Schemas]: Schemas[K] extends v.GenericSchema ? v.InferOutput<Schemas[K]> : never };
  }
>;

/** The JSON bodies as sent, before parsing, for answers keyed on the request itself (idempotent replays). */
const sentBodies = new WeakMap<Request, unknown>();

/** The JSON body as the client sent it (before trimming and defaults), once `validate('json', …)` has read it. */
export function sentBody(c: Context): unknown {
  return sentBodies.get(c.req.raw);
}

/** How `validate` treats its input beyond the schema itself. */
export type ValidateOptions = {
  /** JSON only: an empty body reads as `{}` (for calls whose every field is optional). */
  optional?: boolean;
  /** Messages sent without the field name in front (`issueMessage`). */
  exactMessages?: ReadonlySet<string>;
  /**
   * The answer to input the schema refuses, instead of the 400 `invalid` body: for pages, which show
   * their own not-found page or send the visitor back with a message.
   */
  onInvalid?: (c: Context<AppEnv>, issue: { field: string; message: string }) => Response | Promise<Response>;
  /** Form only: the 400 message (field `body`) for a body that is not form data; without it such a body reads as `{}`. */
  notAForm?: string;
};

/**
 * Validation middleware: parses the route's input with a valibot schema before the handler runs,
 * which then reads `c.req.valid(target)`. A failure is a 400 `invalid` naming the first bad field
 * (or what `onInvalid` answers). JSON bodies are read here rather than by hono's own JSON reader so
 * the API keeps one error body: text that is not JSON, and an array where an object is expected,
 * answer `body: must be a JSON object`; with `optional`, an empty body reads as `{}`. Form bodies
 * (url-encoded or multipart) read every value: a field sent twice is a list, a file is a `File`.
 * Query strings read one value per name, as `c.req.query()` gives them.
 */
export function validate<T extends ValidationTarget, S extends v.GenericSchema>(
  target: T,
  schema: S,
  options: ValidateOptions = {},
): MiddlewareHandler<AppEnv, string, ValidatedInput<T, S>> {
  const check = (input: unknown, c: Context<AppEnv>): object | Response | Promise<Response> => {
    const result = v.safeParse(schema, input);
    if (result.success) return result.output as object;
    const issue = firstIssue(result.issues, WHOLE_INPUT[target]);
    if (options.onInvalid) return options.onInvalid(c, issue);
    return fail(c, 400, 'invalid', issueMessage(issue, options.exactMessages), issue.field);
  };
  const fromBody =
    (read: (c: Context<AppEnv>) => Promise<Parsed<unknown>>, stored: 'json' | 'form'): MiddlewareHandler<AppEnv> =>
    async (c, next) => {
      const body = await read(c);
      if (!body.ok) return body.response;
      if (stored === 'json') sentBodies.set(c.req.raw, body.value);
      const result = await check(body.value, c);
      if (result instanceof Response) return result;
      c.req.addValidatedData(stored, result);
      await next();
    };
  const middleware: MiddlewareHandler<AppEnv> =
    target === 'query'
      ? // eslint-disable-next-line no-restricted-syntax -- validate() itself: one value per name, as handlers expect.
        validator('query', (_value, c) => check(c.req.query(), c))
      : target === 'param'
        ? validator('param', (value, c) => check(value, c))
        : target === 'form'
          ? fromBody((c) => readFormBody(c, options.notAForm), 'form')
          : fromBody((c) => readJsonBody(c, schema, options.optional === true), 'json');
  // The checks above store `v.InferOutput<S>` under `target`, which is what this type tells handlers.
  return middleware as unknown as MiddlewareHandler<AppEnv, string, ValidatedInput<T, S>>;
}

/** The form body, every value of each field; `{}` (or the 400 of `notAForm`) for a body that is not form data. */
async function readFormBody(c: Context, notAForm: string | undefined): Promise<Parsed<unknown>> {
  try {
    // eslint-disable-next-line no-restricted-syntax -- validate() itself reads the form.
    return { ok: true, value: await c.req.parseBody({ all: true }) };
  } catch {
    return notAForm === undefined ? { ok: true, value: {} } : { ok: false, response: invalid(c, 'body', notAForm) };
  }
}

/** The request body as JSON, or the 400 naming `body` when it is not JSON (or an array for an object schema). */
async function readJsonBody(c: Context, schema: v.GenericSchema, optional: boolean): Promise<Parsed<unknown>> {
  const notAnObject = () => ({ ok: false as const, response: invalid(c, 'body', 'must be a JSON object') });
  let raw: unknown;
  try {
    const text = await c.req.text();
    raw = optional && text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return notAnObject();
  }
  // valibot's object schemas accept arrays (an array is an object with no listed keys).
  if (Array.isArray(raw) && OBJECT_SCHEMAS.has(schema.type)) return notAnObject();
  return { ok: true, value: raw };
}

/** Largest JSON body a route reads (uploads have their own limit). */
export const MAX_JSON_BYTES = 1024 * 1024;

/**
 * Refuses request bodies over 1 MiB with 413 before they are read into memory. A declared
 * `Content-Length` is checked from the header, as hono's `bodyLimit` does, without building the
 * request's body stream (`hasBodyStream`); a body without one is counted by `bodyLimit` as it streams.
 */
export function jsonBodyLimit(): MiddlewareHandler {
  const tooLarge = (c: Context) => fail(c, 413, 'payload_too_large', 'Request body is larger than 1 MB');
  const streamed = bodyLimit({ maxSize: MAX_JSON_BYTES, onError: tooLarge });
  return async (c, next) => {
    if (!hasBodyStream(c)) return next();
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return streamed(c, next);
    return parseInt(length || '0', 10) > MAX_JSON_BYTES ? tooLarge(c) : next();
  };
}

// ---- Schema pieces with readable messages ----

/** Required text, a whole number and an attribute map, as the kit's request schemas declare them too. */
export { attributeMap, text, wholeNumber };

/** Optional text, trimmed, at most `max` characters; blank becomes undefined. */
export const optionalText = (max: number) =>
  v.optional(
    v.pipe(
      v.string('must be text'),
      v.trim(),
      v.maxLength(max, `must be at most ${max} characters`),
      v.transform((s) => (s === '' ? undefined : s)),
    ),
  );

/**
 * The JSON object of a request body, read from a copy so the route (and its body-size limit) still
 * gets the original stream; undefined for bodies declared over MAX_JSON_BYTES, non-objects and bad JSON.
 * For middleware that must look before the route does (rate-limit keys, ownership checks).
 */
export async function peekJsonObject(c: Context): Promise<Record<string, unknown> | undefined> {
  if (Number(c.req.header('content-length') ?? 0) > MAX_JSON_BYTES) return undefined;
  const body: unknown = await c.req.raw.clone().json().catch(() => undefined);
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
}

/** The one e-mail rule of the kit and the server (shared/forms/email.ts). */
export { EMAIL_PATTERN };

/** An email address: trimmed, no spaces, basic pattern, at most 254 characters. */
export const email = v.pipe(
  v.string('must be an email address'),
  v.trim(),
  v.maxLength(254, 'must be at most 254 characters'),
  v.regex(EMAIL_PATTERN, 'must be an email address'),
);

/** A whole number from `min` to `max` given as query-string text. */
export const queryNumber = (min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,15}$/, 'must be a whole number'),
    v.transform(Number),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );

/** A path's `{id}`: 1 to 100 characters. */
export const idParam = v.object({ id: v.pipe(v.string(), v.nonEmpty('is required'), v.maxLength(100, 'must be at most 100 characters')) });

/** Any JSON object (its fields are checked later, by a schema the handler picks from its shape). */
export const jsonObject = v.looseObject({});

/** The data API's type names: a lower-case letter, then up to 40 letters, digits, `_` or `-`. */
export const TYPE_PATTERN = /^[a-z][a-z0-9_-]{0,40}$/;

// ---- Lenient input, for pages that show their own messages: these never refuse ----

/** Text as given, or undefined when absent or not text (a file, a repeated field). */
export const textOrNone = v.fallback(v.optional(v.string()), undefined);

/** Text as given, or '' when absent or not text (a file, a repeated field). */
export const textOrEmpty = v.fallback(v.optional(v.string(), ''), '');
