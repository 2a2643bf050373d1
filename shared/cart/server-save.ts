import { atom } from 'nanostores';
import type { CartLine } from '../cart/rules.ts';
import { cartIdFromSearch, cartSignature, linesFromSaved, wireItems, withoutCartParam, type WireCartItem } from '../cart/sync.ts';
import { $cartLines, $cartNotice, cart, onCartCommit } from './cart.ts';
import { pageTenant } from './tenant.ts';

/** Milliseconds of quiet after the last change before the cart is saved to the server. */
export const CART_SAVE_DELAY_MS = 800;

/** The two server calls the sync needs (storefront `cart/save` and `cart/get/{id}`). */
export interface CartServer {
  save(body: { id?: string; items: WireCartItem[] }): Promise<{ id: string; items: WireCartItem[] }>;
  get(id: string): Promise<{ id: string; items: WireCartItem[] }>;
}

/** The id of this tenant's cart on the server once it was saved (what a cart link carries). */
export const $cartServerId = atom<string | null>(null);

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

/** Keeps the cart saved on the server and opens cart links; one per page. */
export interface CartSync {
  /** Saves now (skipping the delay) and resolves with the cart id, or null when the server could not be reached. */
  flush(): Promise<string | null>;
  stop(): void;
}

/**
 * Starts server sync: opens a `?cart=<id>` link in the page URL (the saved cart replaces the local
 * one, then the parameter is removed), saves every change made in this tab after 800 ms of quiet, and
 * saves at start when the local cart differs from what was last saved. Failures are silent: the cart
 * stays on this device and the next change tries again.
 */
export function startCartSync(options: { server?: () => Promise<CartServer>; delayMs?: number; currency?: string } = {}): CartSync {
  const server = options.server ?? pageServer;
  const delay = options.delayMs ?? CART_SAVE_DELAY_MS;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let saving: Promise<string | null> = Promise.resolve(readRef()?.id ?? null);
  let stopped = false;
  $cartServerId.set(readRef()?.id ?? null);

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
      $cartServerId.set(answer.id);
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

  const unsubscribe = onCartCommit(schedule);
  const linkId = globalThis.location ? cartIdFromSearch(globalThis.location.search) : null;

  if (linkId) {
    saving = server()
      .then((api) => api.get(linkId))
      .then(
        (saved) => {
          if (stopped) return saved.id;
          cart.replace(linesFromSaved(saved.items, options.currency));
          writeRef({ id: saved.id, signature: cartSignature($cartLines.get()) });
          $cartServerId.set(saved.id);
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

  return {
    flush() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      return queue();
    },
    stop() {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      unsubscribe();
    },
  };
}
