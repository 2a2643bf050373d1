import { atom, onMount } from 'nanostores';
import * as v from 'valibot';
import { cart } from './store.ts';
import { pageTenant } from '../storage/page-tenant.ts';
import { versionedListStorage, type VersionedListStorage } from '../storage/versioned-storage.ts';

/** Version of the stored saved-for-later list. */
export const SAVED_SCHEMA_VERSION = 1;

/** A product the shopper saved for later, with the options chosen when it was saved (so Add to Cart adds that choice). */
export interface SavedItem {
  id: string;
  sku: string;
  name: string;
  price: number;
  image?: string;
  attributes?: Record<string, string>;
  maxQuantity?: number;
  currency?: string;
}

const savedItemSchema = v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  sku: v.string(),
  name: v.pipe(v.string(), v.nonEmpty()),
  price: v.pipe(v.number(), v.integer(), v.minValue(0)),
  image: v.optional(v.string()),
  attributes: v.optional(v.record(v.string(), v.string())),
  maxQuantity: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  currency: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/))),
});

/** Products saved for later on this device, per tenant, kept in sync across tabs. */
export const $savedForLater = atom<SavedItem[]>([]);

let storage: VersionedListStorage<SavedItem> | null = null;
let loaded = false;

function savedStorage(): VersionedListStorage<SavedItem> {
  storage ??= versionedListStorage({ key: `site-saved:${pageTenant()}`, version: SAVED_SCHEMA_VERSION, item: savedItemSchema });
  return storage;
}

function restore(): void {
  $savedForLater.set(savedStorage().read().items);
}

function ensureLoaded(): void {
  if (loaded) return;
  loaded = true;
  restore();
}

onMount($savedForLater, () => {
  ensureLoaded();
  return savedStorage().watch(restore);
});

/** Adds an item when it is not saved yet, else removes it (matched by product id). Returns true when now saved. */
export function toggleSavedForLater(item: SavedItem): boolean {
  ensureLoaded();
  const current = $savedForLater.get();
  const saved = current.some((s) => s.id === item.id);
  const next = saved ? current.filter((s) => s.id !== item.id) : [...current, item];
  $savedForLater.set(next);
  savedStorage().write(next);
  return !saved;
}

/** Removes a saved product (by product id); nothing happens when it is not saved. */
export function removeSavedForLater(id: string): void {
  ensureLoaded();
  const next = $savedForLater.get().filter((s) => s.id !== id);
  if (next.length === $savedForLater.get().length) return;
  $savedForLater.set(next);
  savedStorage().write(next);
}

/**
 * Moves a saved product into the cart (quantity 1, the options it was saved with). The saved entry
 * leaves the list only when the cart took it; at the stock cap it stays saved and this returns false.
 */
export function moveSavedToCart(id: string): boolean {
  ensureLoaded();
  const item = $savedForLater.get().find((s) => s.id === id);
  if (!item || cart.add(item, 1) === 0) return false;
  removeSavedForLater(id);
  return true;
}

/** Drops the cached storage and reads the list of the page's current tenant again (tests). */
export function resetSavedForLater(): void {
  storage = null;
  loaded = true;
  restore();
}
