import type { StandardResult, StandardSchema } from './standard-schema.ts';

/** Where an element's list or tree comes from, and its shape. */
export interface PayloadSpec<T> {
  /** Any Standard Schema (a valibot schema, for example) validated synchronously. */
  schema: StandardSchema<T>;
  description: string;
  /** When true, an element without inline JSON or `data-src` shows a configuration error. */
  required?: boolean;
}

/** The outcome of reading a payload. */
export type PayloadResult<T> =
  | { state: 'absent' }
  | { state: 'ready'; value: T }
  | { state: 'error'; source: string; expected: string };

/** The inline `<script type="application/json">` child of an element, if any. */
export function inlineJsonScript(element: Element): HTMLScriptElement | null {
  for (let child = element.firstElementChild; child; child = child.nextElementSibling) {
    if (child instanceof HTMLScriptElement && child.type === 'application/json') return child;
  }
  return null;
}

type Issue = Extract<StandardResult<unknown>, { issues: unknown }>['issues'][number];

function describeIssue(issue: Issue): string {
  const path = (issue.path ?? [])
    .map((item) => (typeof item === 'object' && item !== null ? item.key : item))
    .map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`))
    .join('')
    .replace(/^\./, '');
  return path ? `${path}: ${issue.message}` : issue.message;
}

/** Validates already-parsed JSON against the payload schema. */
export function validatePayload<T>(spec: PayloadSpec<T>, data: unknown, source: string): PayloadResult<T> {
  const result = spec.schema['~standard'].validate(data);
  if (result instanceof Promise) return { state: 'error', source, expected: 'a schema that validates synchronously' };
  if (!result.issues) return { state: 'ready', value: result.value };
  const first = result.issues[0];
  return { state: 'error', source, expected: first ? describeIssue(first) : 'valid data' };
}

/** Parses JSON text and validates it; malformed JSON becomes an error naming the source. */
export function parsePayloadText<T>(spec: PayloadSpec<T>, text: string, source: string): PayloadResult<T> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { state: 'error', source, expected: `valid JSON (${(error as Error).message})` };
  }
  return validatePayload(spec, data, source);
}

/** Fetches a `data-src` URL and validates its JSON. Network failures become errors, never throws. */
export async function fetchPayload<T>(spec: PayloadSpec<T>, url: string, signal?: AbortSignal): Promise<PayloadResult<T>> {
  const source = 'data-src';
  try {
    const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
    if (!response.ok) return { state: 'error', source, expected: `a reachable URL (HTTP ${response.status})` };
    return parsePayloadText(spec, await response.text(), source);
  } catch (error) {
    if ((error as Error).name === 'AbortError') return { state: 'absent' };
    return { state: 'error', source, expected: `a reachable URL (${(error as Error).message})` };
  }
}
