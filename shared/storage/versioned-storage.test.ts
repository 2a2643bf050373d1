import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { versionedListStorage } from './versioned-storage.ts';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => Array.from(data.keys())[i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, value) => void data.set(k, value),
  };
}

const item = v.object({ id: v.string(), n: v.number() });

describe('versionedListStorage', () => {
  it('round-trips items', () => {
    const mem = memoryStorage();
    const list = versionedListStorage({ key: 'k', version: 1, item, storage: () => mem });
    expect(list.write([{ id: 'a', n: 1 }])).toBe(true);
    expect(list.read()).toEqual({ items: [{ id: 'a', n: 1 }], dropped: 0, problem: 'none' });
  });
  it('keeps valid items and counts the dropped ones', () => {
    const mem = memoryStorage({ k: JSON.stringify({ version: 1, items: [{ id: 'a', n: 1 }, { id: 2 }, 'junk'] }) });
    const read = versionedListStorage({ key: 'k', version: 1, item, storage: () => mem }).read();
    expect(read).toEqual({ items: [{ id: 'a', n: 1 }], dropped: 2, problem: 'invalid-items' });
  });
  it('warns and starts empty on corrupted JSON', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const mem = memoryStorage({ k: '{"version":1,"items":[' });
    expect(versionedListStorage({ key: 'k', version: 1, item, storage: () => mem }).read().problem).toBe('unparseable');
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
  it('keeps what still validates from a foreign version', () => {
    const mem = memoryStorage({ k: JSON.stringify({ version: 7, items: [{ id: 'a', n: 1 }] }) });
    expect(versionedListStorage({ key: 'k', version: 1, item, storage: () => mem }).read()).toEqual({
      items: [{ id: 'a', n: 1 }],
      dropped: 0,
      problem: 'foreign-version',
    });
  });
  it('reports a refused write instead of throwing', () => {
    const full = memoryStorage();
    full.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(versionedListStorage({ key: 'k', version: 1, item, storage: () => full }).write([{ id: 'a', n: 1 }])).toBe(false);
    expect(versionedListStorage({ key: 'k', version: 1, item, storage: () => null }).read().problem).toBe('unavailable');
  });
});
