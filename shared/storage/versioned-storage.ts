import * as v from 'valibot';

/** What reading a stored list found: the valid items, how many were dropped, and why. */
export interface StoredListRead<T> {
  items: T[];
  dropped: number;
  problem: 'none' | 'unparseable' | 'foreign-version' | 'invalid-items' | 'unavailable';
}

/** A list kept in `localStorage` under a key, with a schema version, validated item by item. */
export interface VersionedListStorage<T> {
  read(): StoredListRead<T>;
  /** Returns false when the browser refused to store it (full, disabled or private mode). */
  write(items: readonly T[]): boolean;
  /** Calls back when another tab changed the same key. */
  watch(onChange: () => void): () => void;
}

function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Creates a versioned, validated list storage that never throws. */
export function versionedListStorage<T>(options: {
  key: string;
  version: number;
  item: v.GenericSchema<unknown, T>;
  storage?: () => Storage | null;
}): VersionedListStorage<T> {
  const storage = options.storage ?? browserStorage;
  const envelope = v.object({ version: v.number(), items: v.array(v.unknown()) });
  return {
    read() {
      const store = storage();
      let raw: string | null;
      try {
        raw = store ? store.getItem(options.key) : null;
      } catch {
        return { items: [], dropped: 0, problem: 'unavailable' };
      }
      if (raw === null) return { items: [], dropped: 0, problem: store ? 'none' : 'unavailable' };
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        console.warn(`Unparseable local-storage JSON under "${options.key}"`, raw.slice(0, 200));
        return { items: [], dropped: 0, problem: 'unparseable' };
      }
      const outer = v.safeParse(envelope, parsed);
      if (!outer.success) return { items: [], dropped: 0, problem: 'unparseable' };
      const items: T[] = [];
      for (const candidate of outer.output.items) {
        const result = v.safeParse(options.item, candidate);
        if (result.success) items.push(result.output);
      }
      const dropped = outer.output.items.length - items.length;
      const problem = outer.output.version !== options.version ? 'foreign-version' : dropped > 0 ? 'invalid-items' : 'none';
      return { items, dropped, problem };
    },
    write(items) {
      try {
        const store = storage();
        if (!store) return false;
        store.setItem(options.key, JSON.stringify({ version: options.version, items }));
        return true;
      } catch {
        return false;
      }
    },
    watch(onChange) {
      if (typeof window === 'undefined') return () => {};
      const listener = (event: StorageEvent): void => {
        if (event.key === options.key || event.key === null) onChange();
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
}
