/** A copy of `value` (plain JSON) with the value at `path` replaced; for tests that break one field at a time. */
export function setAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head] = setAt(copy[head], rest, replacement);
  return copy;
}
