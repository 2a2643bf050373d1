import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';

interface LockEntry {
  optionalDependencies?: Record<string, string>;
}

/** Where npm looks for `name` when `from` (a lock path such as `node_modules/a`) needs it. */
function candidates(from: string, name: string): string[] {
  const places: string[] = [];
  let base = from;
  while (base !== '') {
    places.push(`${base}/node_modules/${name}`);
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
  places.push(`node_modules/${name}`);
  return places;
}

/**
 * `npm ci` refuses a lock file that lacks any platform's optional package (for example rollup's
 * binary for macOS), so a contributor on another machine could not install the locked tree. An
 * `npm install` on one platform can drop them; this test names what went missing.
 */
it('the lock file records every optional package of every platform, so npm ci works anywhere', () => {
  const lock = JSON.parse(readFileSync(resolve(import.meta.dirname, '../package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };
  const missing: string[] = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      if (!candidates(path, name).some((place) => place in lock.packages)) missing.push(`${path || 'the project'} -> ${name}`);
    }
  }
  expect(missing).toEqual([]);
});
