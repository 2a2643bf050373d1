import { atom, computed, onMount } from 'nanostores';
import * as v from 'valibot';
import { pageTenant } from '../storage/page-tenant.ts';
import { versionedListStorage, type VersionedListStorage } from '../storage/versioned-storage.ts';
import { addToCart, cartItemCount, cartSubtotal, removeLine, setLineQuantity, type CartLine } from './rules.ts';
import type { CartServerSave, ServerSaveOptions } from './server-save.ts';
import type { ShareTexts } from './share-link.ts';

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

let saver: Promise<CartServerSave> | null = null;
let saverOptions: ServerSaveOptions = {};

/**
 * The server saving, loaded on first need so pages that only look carry none of it. For a change it
 * loads after the next paint (the timer also covers a hidden tab, which has no frames): loading it is
 * no part of showing the click's result, and it saves at start what the server lacks. A load the page
 * cut off (the shopper left, the network dropped) is forgotten, so the next change loads it again.
 */
function loadSaver(afterPaint = false): Promise<CartServerSave> {
  if (saver) return saver;
  const options = saverOptions;
  const loading = new Promise<unknown>((start) => {
    if (!afterPaint) return start(0);
    globalThis.requestAnimationFrame?.(() => setTimeout(start));
    setTimeout(start, 1000);
  })
    .then(() => import('./server-save.ts'))
    .then((module) => module.startServerSave(options));
  saver = loading;
  loading.catch(() => {
    if (saver === loading) saver = null;
  });
  return loading;
}

let loaded = false;
/** Reads the stored cart on first use, and opens a cart link (`?cart=…`) in the page URL. */
function ensureLoaded(): void {
  if (loaded) return;
  loaded = true;
  restore();
  // The cart link parameter (`cart`); the saver checks its value.
  if (globalThis.location && new URLSearchParams(globalThis.location.search).has('cart')) void loadSaver().catch(() => undefined);
}

onMount($cartLines, () => {
  ensureLoaded();
  return cartStorage().watch(() => restore(false));
});

/**
 * Sets the lines and keeps them on this device; a change made in this tab (not a restore, another
 * tab's change or an opened cart link) is also saved on the server.
 */
function commit(next: CartLine[], changedHere = true): void {
  $cartLines.set(next);
  if (!cartStorage().write(next)) $cartNotice.set('not-saved');
  if (changedHere)
    void loadSaver(true).then(
      (running) => running.changed(),
      () => undefined,
    );
}

/**
 * Saves the cart on the server now (skipping the quiet delay) and resolves with its id, which a cart
 * link carries; null when the server could not be reached.
 */
export async function saveCartNow(): Promise<string | null> {
  ensureLoaded();
  return (await loadSaver()).flush();
}

/**
 * Saves the cart on the server now and gives the link that restores it (`{storeHref}?cart={id}`),
 * copied to the clipboard when allowed, with a toast either way; null when the server could not be reached.
 */
export async function shareCartLink(storeHref: string, texts: ShareTexts): Promise<string | null> {
  ensureLoaded();
  return (await loadSaver()).share(storeHref, texts);
}

/**
 * Cart actions; each one keeps the cart on this device for this tenant, updates every element and
 * saves the cart on the server after a quiet moment (whichever elements the page has).
 */
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
  /** Replaces every line (a cart restored from a cart link); not saved on the server again. */
  replace(lines: CartLine[]): void {
    ensureLoaded();
    commit(lines, false);
  },
  /**
   * Starts over as a new page would (tests): drops the cached storage and the server saver, then reads
   * the cart of the page's current tenant and opens a cart link in the URL. A test passes its own
   * server and delay here.
   */
  reset(options: ServerSaveOptions = {}): void {
    void saver?.then((running) => running.stop());
    saver = null;
    saverOptions = options;
    storage = null;
    $cartNotice.set(null);
    loaded = false;
    ensureLoaded();
  },
};
