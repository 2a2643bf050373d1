import { atom, onMount } from 'nanostores';
import * as v from 'valibot';
import { pageTenant } from './tenant.ts';
import { versionedListStorage, type VersionedListStorage } from './versioned-storage.ts';

/** Version of the stored saved-for-later list. */
export const SAVED_SCHEMA_VERSION = 1;

/** A product the shopper saved for later. */
export interface SavedItem {
  id: string;
  sku: string;
  name: string;
  price: number;
  image?: string;
}

const savedItemSchema = v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  sku: v.string(),
  name: v.pipe(v.string(), v.nonEmpty()),
  price: v.pipe(v.number(), v.integer(), v.minValue(0)),
  image: v.optional(v.string()),
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

/** Drops the cached storage and reads the list of the page's current tenant again (tests). */
export function resetSavedForLater(): void {
  storage = null;
  loaded = true;
  restore();
}
