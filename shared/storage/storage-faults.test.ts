// @vitest-environment happy-dom
/**
 * Storage sweep (issue 10, Faults and bad input): every store persisted to `localStorage` meets a
 * corrupted record, another schema version, a `setItem` that throws QuotaExceededError, a `getItem`
 * that throws and a disabled storage (the `localStorage` getter throws SecurityError). Nothing
 * throws, valid data is kept, and the cart tells the shopper. Two tabs editing the cart one after
 * the other keep both changes.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lineKey } from '../cart/rules.ts';
import { readSavedInfo, savedInfoKey, writeSavedInfo } from '../checkout/saved-info.ts';
import { emptyForm } from '../checkout/form.ts';
import { openChoicesStore, openStateKey } from '../navigation/open-state.ts';
import { $audio, audio, audioStorageKey, connectAudio, INITIAL_AUDIO_STATE, restoreAudio } from '../audio/store.ts';
import { bookingMemory } from '../booking/state/memory.ts';
import { $cartCount, $cartLines, $cartNotice, cart, CART_SCHEMA_VERSION } from '../cart/store.ts';
import { $savedForLater, resetSavedForLater, toggleSavedForLater } from '../cart/saved-for-later.ts';

const TENANT = 'org_faults';
const CART_KEY = `site-cart:${TENANT}`;
const mug = { id: 'p1', sku: 'MUG', name: 'Mug', price: 1250 };
const tee = { id: 'p2', sku: 'TEE', name: 'Tee', price: 2000 };

type Fault = 'quota' | 'get-throws' | 'disabled';

const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
let real: Storage;

/** Replaces `globalThis.localStorage` by one that fails the given way. */
function inject(fault: Fault): void {
  const failing: Storage = {
    get length() {
      return real.length;
    },
    clear: () => real.clear(),
    key: (i) => real.key(i),
    removeItem: (k) => real.removeItem(k),
    getItem: (k) => {
      if (fault === 'get-throws') throw new DOMException('The operation is insecure.', 'SecurityError');
      return real.getItem(k);
    },
    setItem: (k, value) => {
      if (fault === 'quota' || fault === 'get-throws') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      real.setItem(k, value);
    },
  };
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    get: () => {
      if (fault === 'disabled') throw new DOMException('Access is denied for this document.', 'SecurityError');
      return failing;
    },
  });
}

function restoreStorage(): void {
  if (original) Object.defineProperty(globalThis, 'localStorage', original);
}

/** What another tab does: writes the key, then this tab receives the `storage` event. */
function otherTabWrites(key: string, value: string | null): void {
  const oldValue = real.getItem(key);
  if (value === null) real.removeItem(key);
  else real.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue: value }));
}

const stored = (items: unknown[], version = CART_SCHEMA_VERSION): string => JSON.stringify({ version, items });

let unsubscribe: () => void = () => undefined;
beforeEach(() => {
  restoreStorage();
  real = globalThis.localStorage;
  real.clear();
  document.head.innerHTML = `<meta name="site-tenant" content="${TENANT}">`;
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  cart.reset();
  resetSavedForLater();
  $audio.set(INITIAL_AUDIO_STATE);
  unsubscribe = $cartLines.subscribe(() => undefined);
});
afterEach(() => {
  unsubscribe();
  restoreStorage();
  vi.restoreAllMocks();
});

describe('cart: damaged storage', () => {
  it.each([
    ['corrupted JSON', '{"version":1,"items":[{"id":"p1"', 0],
    ['not an envelope', '[1,2,3]', 0],
    ['another schema version', stored([{ ...mug, quantity: 2 }], CART_SCHEMA_VERSION + 1), 1],
    ['a mix of valid and invalid lines', stored([{ ...mug, quantity: 2 }, { ...tee, quantity: -1 }, { id: 'p3' }, null, 'junk', { ...tee, price: '20' }]), 1],
  ])('%s: keeps what validates, tells the shopper and writes the cleaned cart back', (_name, raw, kept) => {
    real.setItem(CART_KEY, raw);
    cart.reset();
    expect($cartLines.get()).toHaveLength(kept);
    if (kept) expect($cartLines.get()[0]).toMatchObject({ id: 'p1', quantity: 2 });
    expect($cartNotice.get()).toBe('restored-partially');
    expect(JSON.parse(real.getItem(CART_KEY) ?? 'null')).toEqual({ version: CART_SCHEMA_VERSION, items: $cartLines.get() });
    cart.add(tee);
    expect($cartCount.get()).toBe(kept * 2 + 1);
  });

  it('says nothing about a clean or empty storage', () => {
    cart.reset();
    expect($cartNotice.get()).toBeNull();
    real.setItem(CART_KEY, stored([{ ...mug, quantity: 1 }]));
    cart.reset();
    expect($cartNotice.get()).toBeNull();
    expect($cartCount.get()).toBe(1);
  });

  it.each<Fault>(['quota', 'get-throws', 'disabled'])('storage fault "%s": the cart keeps working in memory and says it is not saved', (fault) => {
    real.setItem(CART_KEY, stored([{ ...mug, quantity: 1 }]));
    inject(fault);
    expect(() => cart.reset()).not.toThrow();
    cart.add(tee, 2);
    cart.setQuantity(lineKey(tee), 3);
    expect($cartLines.get().map((line) => [line.id, line.quantity])).toEqual(fault === 'quota' ? [['p1', 1], ['p2', 3]] : [['p2', 3]]);
    expect($cartNotice.get()).toBe('not-saved');
    restoreStorage();
    // What was stored before the fault is untouched.
    expect(JSON.parse(real.getItem(CART_KEY) ?? 'null').items).toHaveLength(1);
  });
});

describe('cart: two tabs', () => {
  it('keeps both tabs’ changes when they edit one after the other', () => {
    cart.add(mug);
    // The other tab had read this tab's cart, adds a tee and writes.
    const otherTab = JSON.parse(real.getItem(CART_KEY) ?? 'null') as { version: number; items: unknown[] };
    otherTabWrites(CART_KEY, stored([...otherTab.items, { ...tee, quantity: 1 }]));
    expect($cartLines.get().map((line) => line.id)).toEqual(['p1', 'p2']);
    cart.add(mug);
    expect(JSON.parse(real.getItem(CART_KEY) ?? 'null').items.map((line: { id: string; quantity: number }) => [line.id, line.quantity])).toEqual([
      ['p1', 2],
      ['p2', 1],
    ]);
  });

  it('follows a clear or a removal in another tab, and ignores other keys', () => {
    cart.add(mug);
    otherTabWrites('site-cart:org_other', stored([{ ...tee, quantity: 4 }]));
    expect($cartCount.get()).toBe(1);
    otherTabWrites(CART_KEY, null);
    expect($cartLines.get()).toEqual([]);
  });

  it('keeps the valid lines of a damaged write from another tab without writing back (no ping-pong between versions)', () => {
    cart.add(mug);
    const foreign = stored([{ ...mug, quantity: 3 }, { id: 'bad' }], CART_SCHEMA_VERSION + 1);
    otherTabWrites(CART_KEY, foreign);
    expect($cartLines.get().map((line) => [line.id, line.quantity])).toEqual([['p1', 3]]);
    // Writing back here would send a storage event to the other tab, which would write its version again, forever.
    expect(real.getItem(CART_KEY)).toBe(foreign);
    otherTabWrites(CART_KEY, '{corrupt');
    expect($cartLines.get()).toEqual([]);
    expect(real.getItem(CART_KEY)).toBe('{corrupt');
  });
});

describe('saved for later', () => {
  it.each([
    ['corrupted JSON', '{'],
    ['another version', JSON.stringify({ version: 9, items: [{ id: 'p1' }] })],
  ])('%s reads as a list without crashing', (_name, raw) => {
    real.setItem(`site-saved:${TENANT}`, raw);
    resetSavedForLater();
    expect(Array.isArray($savedForLater.get())).toBe(true);
    expect(toggleSavedForLater(mug)).toBe(true);
  });

  it.each<Fault>(['quota', 'get-throws', 'disabled'])('storage fault "%s": toggling still works on the page', (fault) => {
    inject(fault);
    expect(() => resetSavedForLater()).not.toThrow();
    expect(toggleSavedForLater(mug)).toBe(true);
    expect($savedForLater.get()).toHaveLength(1);
  });
});

describe('audio player', () => {
  it.each([
    ['corrupted JSON', '{"version":1,'],
    ['another version', JSON.stringify({ version: 99, state: { current: { url: '/a.ogg', title: 'A' } } })],
  ])('%s: starts from the defaults with a warning', (_name, raw) => {
    real.setItem(audioStorageKey(), raw);
    restoreAudio();
    expect($audio.get()).toEqual(INITIAL_AUDIO_STATE);
    expect(console.warn).toHaveBeenCalled();
  });

  it.each<Fault>(['quota', 'get-throws', 'disabled'])('storage fault "%s": the player keeps playing', (fault) => {
    inject(fault);
    const disconnect = connectAudio({ channel: () => null });
    audio.select({ url: '/a.ogg', title: 'A' });
    audio.setRate(1.5);
    expect($audio.get()).toMatchObject({ playing: true, rate: 1.5 });
    disconnect();
  });
});

describe('booking widget memory', () => {
  it.each([
    ['corrupted JSON', '{bad'],
    ['another version', JSON.stringify({ version: 2, previousMode: 'manage', queueId: 'q_9' })],
    ['wrong types', JSON.stringify({ version: 1, previousMode: 'teleport', queueId: 42 })],
  ])('%s reads as empty', (_name, raw) => {
    real.setItem(`booking-widget:${TENANT}`, raw);
    const memory = bookingMemory();
    expect([memory.previousMode(), memory.queueId()]).toEqual(['new-reservation', null]);
  });

  it.each<Fault>(['quota', 'get-throws', 'disabled'])('storage fault "%s": remembers for the page only', (fault) => {
    inject(fault);
    const memory = bookingMemory();
    memory.setPreviousMode('walk-in');
    memory.setQueueId('q_1');
    expect([memory.previousMode(), memory.queueId()]).toEqual(['walk-in', 'q_1']);
  });
});

describe('checkout saved information', () => {
  const form = { ...emptyForm(), email: 'ada@example.com', firstName: 'Ada', lastName: 'L', address: '1 Way', city: 'X', state: 'IL', zip: '1', saveInfo: true };

  it.each<Fault>(['quota', 'get-throws', 'disabled'])('storage fault "%s": reads nothing and reports a refused write', (fault) => {
    inject(fault);
    expect(readSavedInfo(TENANT)).toBeNull();
    expect(writeSavedInfo(TENANT, form)).toBe(false);
  });

  it('reads a corrupted record as nothing saved', () => {
    real.setItem(savedInfoKey(TENANT), '{"version":1,"email":');
    expect(readSavedInfo(TENANT)).toBeNull();
  });
});

describe('navigation open state', () => {
  it.each<Fault>(['quota', 'get-throws', 'disabled'])('storage fault "%s": choices still apply on the page', (fault) => {
    inject(fault);
    const store = openChoicesStore('docs', { tenant: TENANT });
    const stop = store.$choices.subscribe(() => undefined);
    store.choose('guides', false);
    expect(store.$choices.get().get('guides')).toBe(false);
    stop();
  });

  it('follows another tab and survives it writing garbage', () => {
    const store = openChoicesStore('docs', { tenant: TENANT });
    const stop = store.$choices.subscribe(() => undefined);
    const key = openStateKey('docs', TENANT);
    otherTabWrites(key, JSON.stringify({ version: 1, items: [{ key: 'api', open: true }] }));
    expect(store.$choices.get().get('api')).toBe(true);
    otherTabWrites(key, '{nope');
    expect(store.$choices.get().size).toBe(0);
    stop();
  });
});
