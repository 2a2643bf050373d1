import type { WritableAtom } from 'nanostores';

/** A setter that merges a partial change into an object atom's value. */
export function patcher<T extends object>($store: WritableAtom<T>): (change: Partial<T>) => void {
  return (change) => $store.set({ ...$store.get(), ...change });
}
