/** Result of reading one attribute: a typed value, or what was expected instead. */
export type AttributeResult<T> = { ok: true; value: T } | { ok: false; expected: string };

/** Describes one `data-*` attribute: how to parse it, its default and its documentation. */
export interface AttributeSpec<T> {
  readonly kind: 'string' | 'number' | 'boolean' | 'enum';
  readonly description: string;
  readonly default: T;
  readonly options?: readonly string[];
  parse(raw: string | null): AttributeResult<T>;
}

/** A record of attribute specs keyed by camelCase prop name (`switchDelay` reads `data-switch-delay`). */
export type AttributeSpecs = Record<string, AttributeSpec<unknown>>;

/** The typed values a record of specs produces. */
export type AttributeValues<S extends AttributeSpecs> = { [K in keyof S]: S[K] extends AttributeSpec<infer T> ? T : never };

/** One attribute that failed to parse. */
export interface AttributeError {
  attribute: string;
  expected: string;
  received: string;
}

const names = new Map<string, string>();

/** The `data-*` attribute name read for a camelCase prop name. */
export function attributeName(prop: string): string {
  let name = names.get(prop);
  if (name === undefined) {
    name = 'data-' + prop.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());
    names.set(prop, name);
  }
  return name;
}

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;

interface Documented<T> {
  description?: string;
  default?: T;
}

/** A free text attribute; absent means the default (empty string unless given). */
export function stringAttr(opts: Documented<string> & { maxLength?: number } = {}): AttributeSpec<string> {
  const max = opts.maxLength ?? 2000;
  return {
    kind: 'string',
    description: opts.description ?? '',
    default: opts.default ?? '',
    parse(raw) {
      if (raw === null) return { ok: true, value: opts.default ?? '' };
      return raw.length <= max ? { ok: true, value: raw } : { ok: false, expected: `text of at most ${max} characters` };
    },
  };
}

/** A number attribute with optional bounds; integer when asked. */
export function numberAttr(
  opts: Documented<number> & { min?: number; max?: number; integer?: boolean } & { default: number },
): AttributeSpec<number> {
  const { min, max, integer } = opts;
  const kind = integer ? 'a whole number' : 'a number';
  const range =
    min !== undefined && max !== undefined
      ? ` from ${min} to ${max}`
      : min !== undefined
        ? ` of at least ${min}`
        : max !== undefined
          ? ` of at most ${max}`
          : '';
  const expected = kind + range;
  const within = (n: number): boolean => (!integer || Number.isInteger(n)) && (min === undefined || n >= min) && (max === undefined || n <= max);
  return {
    kind: 'number',
    description: opts.description ?? '',
    default: opts.default,
    parse(raw) {
      if (raw === null) return { ok: true, value: opts.default };
      const text = raw.trim();
      const value = NUMBER.test(text) ? Number(text) : Number.NaN;
      return Number.isFinite(value) && within(value) ? { ok: true, value } : { ok: false, expected };
    },
  };
}

/**
 * A boolean attribute. Present with an empty value, `true`, or its own name means true;
 * `false` means false; absent means the default (false unless given).
 */
export function booleanAttr(opts: Documented<boolean> = {}): AttributeSpec<boolean> {
  return {
    kind: 'boolean',
    description: opts.description ?? '',
    default: opts.default ?? false,
    parse(raw) {
      if (raw === null) return { ok: true, value: opts.default ?? false };
      const value = raw.trim().toLowerCase();
      if (value === '' || value === 'true') return { ok: true, value: true };
      if (value === 'false') return { ok: true, value: false };
      return { ok: false, expected: 'true, false or no value' };
    },
  };
}

/** One value out of a fixed list. */
export function enumAttr<const O extends readonly string[]>(
  options: O,
  opts: Documented<O[number]> & { default: O[number] },
): AttributeSpec<O[number]> {
  return {
    kind: 'enum',
    description: opts.description ?? '',
    default: opts.default,
    options,
    parse(raw) {
      if (raw === null) return { ok: true, value: opts.default };
      const value = raw.trim();
      return options.includes(value) ? { ok: true, value: value as O[number] } : { ok: false, expected: `one of ${options.join(', ')}` };
    },
  };
}

/** Parses every declared attribute, collecting the values and every failure. */
export function parseAttributes<S extends AttributeSpecs>(
  specs: S,
  read: (name: string) => string | null,
): { values: AttributeValues<S>; errors: AttributeError[] } {
  const values: Record<string, unknown> = {};
  const errors: AttributeError[] = [];
  for (const [prop, spec] of Object.entries(specs)) {
    const name = attributeName(prop);
    const raw = read(name);
    const result = spec.parse(raw);
    if (result.ok) values[prop] = result.value;
    else {
      values[prop] = spec.default;
      errors.push({ attribute: name, expected: result.expected, received: raw ?? '' });
    }
  }
  return { values: values as AttributeValues<S>, errors };
}
