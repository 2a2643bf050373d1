import { describe, expect, it } from 'vitest';
import { prePaintThemeScript, readThemeChoice, saveThemeChoice, themeStorageKey } from './theme-choice.ts';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

const throwing = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
} as unknown as Storage;

describe('theme choice', () => {
  it('keeps one choice per site', () => {
    const storage = memoryStorage();
    saveThemeChoice(storage, themeStorageKey('org_a'), 'dark');
    expect(readThemeChoice(storage, themeStorageKey('org_a'), ['light', 'dark'])).toBe('dark');
    expect(readThemeChoice(storage, themeStorageKey('org_b'), ['light', 'dark'])).toBeUndefined();
  });

  it('ignores a stored value that is not one of the offered themes', () => {
    const storage = memoryStorage();
    storage.setItem('k', 'neon');
    expect(readThemeChoice(storage, 'k', ['light', 'dark'])).toBeUndefined();
  });

  it('survives storage that throws or is missing', () => {
    expect(readThemeChoice(throwing, 'k', ['dark'])).toBeUndefined();
    expect(saveThemeChoice(throwing, 'k', 'dark')).toBe(false);
    expect(saveThemeChoice(undefined, 'k', 'dark')).toBe(false);
    expect(saveThemeChoice(memoryStorage(), 'k', 'dark')).toBe(true);
  });

  it('the pre-paint script applies only theme names, and never throws', () => {
    const run = (stored: string | null, storage?: Partial<Storage>) => {
      const attrs: Record<string, string> = {};
      const document = { documentElement: { setAttribute: (name: string, value: string) => (attrs[name] = value) } };
      const localStorage = storage ?? { getItem: () => stored };
      new Function('localStorage', 'document', prePaintThemeScript('site-theme:org_a'))(localStorage, document);
      return attrs['data-site-theme'];
    };
    expect(run('dark')).toBe('dark');
    expect(run(null)).toBeUndefined();
    expect(run('"><script>')).toBeUndefined();
    expect(run(null, throwing)).toBeUndefined();
  });
});
