import { describe, expect, it } from 'vitest';
import { defineMessages, interpolate, translate } from './messages.ts';

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
