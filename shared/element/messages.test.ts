import { describe, expect, it } from 'vitest';
import { defineMessages, interpolate, loadMessages, translate } from './messages.ts';

const catalogue = defineMessages(
  { added: 'Added to cart: {quantity} {name}', empty: 'Your cart is empty' },
  { es: { empty: 'Tu carrito está vacío' } },
);

describe('messages', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(interpolate('Only {n} left, {who}', { n: 3 })).toBe('Only 3 left, {who}');
  });
  it('uses the locale, then its language, then English', () => {
    expect(translate(catalogue, 'es-MX', 'empty')).toBe('Tu carrito está vacío');
    expect(translate(catalogue, 'es', 'added', { quantity: 2, name: 'Mug' })).toBe('Added to cart: 2 Mug');
    expect(translate(catalogue, 'fr', 'empty')).toBe('Your cart is empty');
  });
});

describe('plural messages', () => {
  const counted = defineMessages(
    { spotsLeft_one: '{count} spot left', spotsLeft_other: '{count} spots left', more: '+ {count} more' },
    { es: { spotsLeft_one: 'Queda {count} plaza', spotsLeft_other: 'Quedan {count} plazas' } },
  );
  it('picks the English form with Intl.PluralRules', () => {
    expect(translate(counted, 'en-US', 'spotsLeft', { count: 1 })).toBe('1 spot left');
    expect(translate(counted, 'en-US', 'spotsLeft', { count: 0 })).toBe('0 spots left');
    expect(translate(counted, 'en-US', 'spotsLeft', { count: 3 })).toBe('3 spots left');
  });
  it('picks the Spanish form, and falls back to "other" for categories the catalogue has not', () => {
    expect(translate(counted, 'es-ES', 'spotsLeft', { count: 1 })).toBe('Queda 1 plaza');
    expect(translate(counted, 'es', 'spotsLeft', { count: 4 })).toBe('Quedan 4 plazas');
    // Spanish says 'many' for a million; the catalogue has only one/other.
    expect(translate(counted, 'es', 'spotsLeft', { count: 1_000_000 })).toBe('Quedan 1000000 plazas');
  });
  it('uses a plain key with a count when the text has no plural forms', () => {
    expect(translate(counted, 'es', 'more', { count: 2 })).toBe('+ 2 more');
  });
});

describe('lazily loaded locales', () => {
  it('loads a language once, then translates without waiting', async () => {
    let calls = 0;
    const lazy = defineMessages({ hello: 'Hello' }, { es: () => (calls++, Promise.resolve({ hello: 'Hola' })) });
    expect(translate(lazy, 'es-MX', 'hello')).toBe('Hello');
    const first = loadMessages(lazy, 'es-MX');
    expect(first).toBe(loadMessages(lazy, 'es'));
    await first;
    expect(loadMessages(lazy, 'es')).toMatchObject({ status: 'fulfilled' });
    expect(translate(lazy, 'es-MX', 'hello')).toBe('Hola');
    expect(calls).toBe(1);
  });
  it('needs no loading for English or a language without a loader', () => {
    const lazy = defineMessages({ hello: 'Hello' }, { es: () => Promise.resolve({ hello: 'Hola' }) });
    expect(loadMessages(lazy, 'en-GB')).toBeUndefined();
    expect(loadMessages(lazy, 'fr')).toBeUndefined();
    expect(translate(lazy, 'fr', 'hello')).toBe('Hello');
  });
  it('starts the other catalogues of the page in the same language at once', async () => {
    let started = false;
    const other = defineMessages({ bye: 'Bye' }, { es: () => ((started = true), Promise.resolve({ bye: 'Adiós' })) });
    const first = defineMessages({ hello: 'Hello' }, { es: () => Promise.resolve({ hello: 'Hola' }) });
    await loadMessages(first, 'es');
    expect(started).toBe(true);
    await loadMessages(other, 'es');
    expect(translate(other, 'es', 'bye')).toBe('Adiós');
  });
  it('keeps English when a locale chunk fails to load', async () => {
    const broken = defineMessages({ hello: 'Hello' }, { es: () => Promise.reject(new Error('offline')) });
    await loadMessages(broken, 'es');
    expect(loadMessages(broken, 'es')).toMatchObject({ status: 'fulfilled' });
    expect(translate(broken, 'es', 'hello')).toBe('Hello');
  });
});
