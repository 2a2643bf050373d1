import { atom, computed, onMount } from 'nanostores';
import * as v from 'valibot';
import { addToCart, cartItemCount, cartSubtotal, removeLine, setLineQuantity, type CartLine } from '../cart/rules.ts';
import { pageTenant } from './tenant.ts';
import { versionedListStorage, type VersionedListStorage } from './versioned-storage.ts';

/** Version of the stored cart shape; bump it when CartLine changes. */
export const CART_SCHEMA_VERSION = 1;

const cartLineSchema = v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  sku: v.string(),
  name: v.pipe(v.string(), v.nonEmpty()),
  price: v.pipe(v.number(), v.integer(), v.minValue(0)),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  image: v.optional(v.string()),
  description: v.optional(v.string()),
  attributes: v.optional(v.record(v.string(), v.string())),
  maxQuantity: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  currency: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/))),
});

/**
 * Why the shopper should be told something about their cart: items dropped on restore, the cart
 * could not be kept on this device, or a cart link could not be opened.
 */
export type CartNotice = 'restored-partially' | 'not-saved' | 'link-failed' | null;

/** The cart's lines, shared by every element on the page and kept in sync across tabs. */
export const $cartLines = atom<CartLine[]>([]);
/** A notice for the shopper about storage (items dropped on restore, or the cart could not be saved). */
export const $cartNotice = atom<CartNotice>(null);
/** Number of items in the cart. */
export const $cartCount = computed($cartLines, cartItemCount);
/** Cart subtotal in cents. */
export const $cartSubtotal = computed($cartLines, cartSubtotal);

let storage: VersionedListStorage<CartLine> | null = null;

function cartStorage(): VersionedListStorage<CartLine> {
  storage ??= versionedListStorage({ key: `site-cart:${pageTenant()}`, version: CART_SCHEMA_VERSION, item: cartLineSchema });
  return storage;
}

/**
 * Reads the stored cart. On this tab's own load a damaged record is replaced by its valid lines; after
 * another tab's write it is not, since writing back would send that tab a `storage` event of its own
 * (two tabs on different schema versions would overwrite each other forever).
 */
function restore(cleanUp = true): void {
  const read = cartStorage().read();
  $cartLines.set(read.items);
  if (read.problem === 'unparseable' || read.problem === 'foreign-version' || read.problem === 'invalid-items') {
    $cartNotice.set('restored-partially');
    if (cleanUp) cartStorage().write(read.items);
  }
}

let loaded = false;
function ensureLoaded(): void {
  if (loaded) return;
  loaded = true;
  restore();
}

onMount($cartLines, () => {
  ensureLoaded();
  return cartStorage().watch(() => restore(false));
});

const commitListeners = new Set<(lines: CartLine[]) => void>();

/**
 * Calls back after every change made in this tab (not after a restore or another tab's change), so
 * server sync saves each change once. Returns the unsubscribe function.
 */
export function onCartCommit(listener: (lines: CartLine[]) => void): () => void {
  commitListeners.add(listener);
  return () => commitListeners.delete(listener);
}

function commit(next: CartLine[], notify = true): void {
  $cartLines.set(next);
  if (!cartStorage().write(next)) $cartNotice.set('not-saved');
  if (notify) for (const listener of commitListeners) listener(next);
}

/** Cart actions; each one saves the cart for this tenant and updates every element. */
export const cart = {
  /** Adds an item (merging with an identical line, within its stock cap). Returns how many were actually added. */
  add(item: Omit<CartLine, 'quantity'>, quantity = 1): number {
    ensureLoaded();
    const before = cartItemCount($cartLines.get());
    const next = addToCart($cartLines.get(), item, quantity);
    const added = cartItemCount(next) - before;
    if (added > 0) commit(next);
    return added;
  },
  setQuantity(key: string, quantity: number): void {
    ensureLoaded();
    commit(setLineQuantity($cartLines.get(), key, quantity));
  },
  remove(key: string): void {
    ensureLoaded();
    commit(removeLine($cartLines.get(), key));
  },
  clear(): void {
    ensureLoaded();
    commit([]);
  },
  /** Replaces every line (a cart restored from a cart link); not reported to `onCartCommit` listeners. */
  replace(lines: CartLine[]): void {
    ensureLoaded();
    commit(lines, false);
  },
  /** Drops the cached storage and reads the cart of the page's current tenant again (tests). */
  reset(): void {
    storage = null;
    $cartNotice.set(null);
    loaded = true;
    restore();
  },
};
