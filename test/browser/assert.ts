/**
 * A tiny `expect`-style assertion helper for browser tests (no assertion library needed).
 * Every failure throws an `AssertionError` whose message says what was expected and what was seen.
 */

/** The error every failed assertion throws. */
export class AssertionError extends Error {
  override name = 'AssertionError';
}

/** Renders a value for a failure message. */
export function show(value: unknown): string {
  if (value instanceof Element) {
    const html = value.outerHTML;
    return html.length > 200 ? html.slice(0, 200) + '…' : html;
  }
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'function') return `[function ${value.name || 'anonymous'}]`;
  try {
    const text = JSON.stringify(value, (_k, v: unknown) => (v instanceof Set ? [...v] : v instanceof Map ? Object.fromEntries(v) : v));
    return text === undefined ? String(value) : text;
  } catch {
    return String(value);
  }
}

/** Deep structural equality for plain data (objects, arrays, Sets, Maps, primitives). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  if (a instanceof Set && b instanceof Set) return a.size === b.size && [...a].every((x) => b.has(x));
  if (a instanceof Map && b instanceof Map) return a.size === b.size && [...a].every(([k, v]) => b.has(k) && deepEqual(v, b.get(k)));
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return (
    ka.length === kb.length &&
    ka.every((k) => Object.hasOwn(b, k) && deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

/** Throws when `condition` is falsy. */
export function assert(condition: unknown, message = 'assertion failed'): asserts condition {
  if (!condition) throw new AssertionError(message);
}

/** Throws when the value is null or undefined; returns it narrowed otherwise. */
export function defined<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new AssertionError(`expected ${what} to exist, got ${String(value)}`);
  return value;
}

/** The matchers `expect(actual)` offers; `.not` negates each. */
export interface Matchers {
  /** Same value (`Object.is`). */
  toBe(expected: unknown): void;
  /** Structurally equal (deep). */
  toEqual(expected: unknown): void;
  toBeTruthy(): void;
  toBeFalsy(): void;
  toBeNull(): void;
  toBeUndefined(): void;
  /** A string containing a substring, or an array / iterable containing an item. */
  toContain(item: unknown): void;
  /** A string matching a regular expression. */
  toMatch(pattern: RegExp | string): void;
  /** An array, string or NodeList of this length. */
  toHaveLength(length: number): void;
  toBeGreaterThan(n: number): void;
  toBeLessThan(n: number): void;
  toBeInstanceOf(type: abstract new (...args: never[]) => unknown): void;
  /** An element having the attribute, with this exact value when given. */
  toHaveAttribute(name: string, value?: string): void;
  /** A function that throws (optionally with a message matching). */
  toThrow(pattern?: RegExp | string): void;
}

/** `expect(actual).toBe(…)` and friends, `expect(actual).not.toBe(…)`. */
export function expect(actual: unknown): Matchers & { not: Matchers } {
  const make = (negate: boolean): Matchers => {
    const check = (pass: boolean, description: string): void => {
      if (pass === negate) throw new AssertionError(`expected ${show(actual)} ${negate ? 'not ' : ''}${description}`);
    };
    return {
      toBe: (expected) => check(Object.is(actual, expected), `to be ${show(expected)}`),
      toEqual: (expected) => check(deepEqual(actual, expected), `to equal ${show(expected)}`),
      toBeTruthy: () => check(Boolean(actual), 'to be truthy'),
      toBeFalsy: () => check(!actual, 'to be falsy'),
      toBeNull: () => check(actual === null, 'to be null'),
      toBeUndefined: () => check(actual === undefined, 'to be undefined'),
      toContain: (item) => {
        const pass =
          typeof actual === 'string'
            ? typeof item === 'string' && actual.includes(item)
            : actual !== null && typeof actual === 'object' && Symbol.iterator in actual
              ? [...(actual as Iterable<unknown>)].some((x) => deepEqual(x, item))
              : false;
        check(pass, `to contain ${show(item)}`);
      },
      toMatch: (pattern) =>
        check(
          typeof actual === 'string' && (typeof pattern === 'string' ? actual.includes(pattern) : pattern.test(actual)),
          `to match ${String(pattern)}`,
        ),
      toHaveLength: (length) =>
        check(
          (actual as { length?: unknown } | null)?.length === length,
          `to have length ${length} (has ${String((actual as { length?: unknown } | null)?.length)})`,
        ),
      toBeGreaterThan: (n) => check(typeof actual === 'number' && actual > n, `to be greater than ${n}`),
      toBeLessThan: (n) => check(typeof actual === 'number' && actual < n, `to be less than ${n}`),
      toBeInstanceOf: (type) => check(actual instanceof type, `to be an instance of ${type.name}`),
      toHaveAttribute: (name, value) => {
        const el = actual instanceof Element ? actual : null;
        const has = el?.hasAttribute(name) ?? false;
        const pass = value === undefined ? has : has && el?.getAttribute(name) === value;
        check(
          pass,
          value === undefined ? `to have attribute ${name}` : `to have ${name}=${show(value)} (has ${show(el?.getAttribute(name))})`,
        );
      },
      toThrow: (pattern) => {
        if (typeof actual !== 'function') throw new AssertionError(`expected a function, got ${show(actual)}`);
        let thrown: unknown;
        let threw = false;
        try {
          (actual as () => unknown)();
        } catch (error) {
          threw = true;
          thrown = error;
        }
        const text = thrown instanceof Error ? thrown.message : String(thrown);
        const matches = pattern === undefined || (typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text));
        check(
          threw && matches,
          pattern === undefined ? 'to throw' : `to throw matching ${String(pattern)} (threw: ${threw ? show(text) : 'nothing'})`,
        );
      },
    };
  };
  return Object.assign(make(false), { not: make(true) });
}
