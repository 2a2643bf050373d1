import { pageTenant } from '../storage/page-tenant.ts';
import { cartIdFromSearch, withoutCartParam } from './cart-link.ts';
import type { CartLine } from './rules.ts';
import type { CartSaveRequest } from './cart-save-schema.ts';
import type { SavedCart } from './saved-cart-schema.ts';
import type { ShareTexts } from './share-link.ts';
import { $cartLines, $cartNotice, cart } from './store.ts';
import { cartSignature, linesFromSaved, wireItems } from './wire.ts';

// No React, nanostores or valibot is imported here (the cart store holds the state): the store's
// chunk then loads this one without a list of files to preload.

/** Milliseconds of quiet after the last change before the cart is saved to the server. */
export const CART_SAVE_DELAY_MS = 800;

/** The two server calls the sync needs (storefront `cart/save` and `cart/get/{id}`). */
export interface CartServer {
  save(body: CartSaveRequest): Promise<SavedCart>;
  get(id: string): Promise<SavedCart>;
}

interface SavedRef {
  id: string;
  signature: string;
}

/** The server API, loaded on first use so the elements' own chunks do not carry the HTTP client. */
async function pageServer(): Promise<CartServer> {
  const [{ storefrontApi }, { pageApi }] = await Promise.all([import('../api/storefront.ts'), import('../api/client.ts')]);
  return {
    save: (body) => storefrontApi.saveCart(pageApi(), body).then((answer) => answer.data),
    get: (id) => storefrontApi.getCart(pageApi(), id).then((answer) => answer.data),
  };
}

function refKey(): string {
  return `site-cart-server:${pageTenant()}`;
}

function readRef(): SavedRef | null {
  try {
    const parsed = JSON.parse(globalThis.localStorage?.getItem(refKey()) ?? 'null') as Partial<SavedRef> | null;
    return parsed && typeof parsed.id === 'string' && typeof parsed.signature === 'string' ? { id: parsed.id, signature: parsed.signature } : null;
  } catch {
    return null;
  }
}

function writeRef(ref: SavedRef): void {
  try {
    globalThis.localStorage?.setItem(refKey(), JSON.stringify(ref));
  } catch {
    // Storage full or disabled: the cart is still saved on the server for this page's lifetime.
  }
}

/** Where and how fast the cart is saved: the page's API after 800 ms unless a test gives its own. */
export interface ServerSaveOptions {
  server?: () => Promise<CartServer>;
  delayMs?: number;
}

/** Keeps the cart saved on the server and opens cart links; the cart store runs one per page. */
export interface CartServerSave {
  /** The cart changed in this tab: save it once the changes have been quiet for the delay. */
  changed(): void;
  /** Saves now (skipping the delay) and resolves with the cart id, or null when the server could not be reached. */
  flush(): Promise<string | null>;
  /** Saves now and gives the link that restores the cart (copied, with a toast); null when the server could not be reached. */
  share(storeHref: string, texts: ShareTexts): Promise<string | null>;
  stop(): void;
}

/**
 * Starts saving the cart on the server: opens a `?cart=<id>` link in the page URL (the saved cart
 * replaces the local one, then the parameter is removed), saves each change `changed()` reports after
 * 800 ms of quiet, and saves at start when the local cart differs from what was last saved. Failures
 * are silent: the cart stays on this device and the next change tries again.
 */
export function startServerSave(options: ServerSaveOptions = {}): CartServerSave {
  const server = options.server ?? pageServer;
  const delay = options.delayMs ?? CART_SAVE_DELAY_MS;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let saving: Promise<string | null> = Promise.resolve(readRef()?.id ?? null);
  let stopped = false;

  const save = async (lines: CartLine[]): Promise<string | null> => {
    const signature = cartSignature(lines);
    const ref = readRef();
    if (ref && ref.signature === signature) return ref.id;
    if (!ref && lines.length === 0) return null;
    try {
      const api = await server();
      const items = wireItems(lines);
      const answer = await api.save(ref ? { id: ref.id, items } : { items }).catch((error: unknown) => {
        // The saved cart is gone (another database, another tenant): start a new one.
        if (ref && (error as { status?: number }).status === 404) return api.save({ items });
        throw error;
      });
      writeRef({ id: answer.id, signature });
      return answer.id;
    } catch {
      return ref?.id ?? null;
    }
  };

  const queue = (): Promise<string | null> => {
    saving = saving.then(() => save($cartLines.get()));
    return saving;
  };

  const schedule = (): void => {
    if (stopped) return;
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void queue();
    }, delay);
  };

  const linkId = globalThis.location ? cartIdFromSearch(globalThis.location.search) : null;

  if (linkId) {
    saving = server()
      .then((api) => api.get(linkId))
      .then(
        (saved) => {
          if (stopped) return saved.id;
          // One shop, one currency: the opened lines take the one the local lines were added in.
          const currency = $cartLines.get().find((line) => line.currency)?.currency;
          cart.replace(linesFromSaved(saved.items, currency));
          writeRef({ id: saved.id, signature: cartSignature($cartLines.get()) });
          return saved.id;
        },
        () => {
          $cartNotice.set('link-failed');
          return readRef()?.id ?? null;
        },
      );
    globalThis.history?.replaceState(globalThis.history.state, '', withoutCartParam(globalThis.location));
  } else if (cartSignature($cartLines.get()) !== readRef()?.signature) {
    schedule();
  }

  const flush = (): Promise<string | null> => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    return queue();
  };

  return {
    changed: schedule,
    flush,
    // The link's toasts load when the shopper first asks for a link.
    share: async (storeHref, texts) => (await import('./share-link.ts')).giveCartLink(await flush(), storeHref, texts),
    stop() {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
    },
  };
}
