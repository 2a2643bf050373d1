import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addToCart, DEFAULT_STOCK_CAP, type CartLine } from '../cart/rules.ts';
import {
  addedToCartParams,
  attributeKey,
  cardCartItem,
  cartItemFor,
  galleryImages,
  initialSelection,
  matchVariation,
  missingAttributes,
  selectionCap,
  selectionLabels,
  selectionPrice,
  selectionStock,
  tidySpaces,
} from './selection.ts';
import { sampleCatalogue, sampleProduct, sampleShirt } from '../../test/fixtures/catalog-products.ts';

const shirt = sampleShirt;

describe('attribute selection', () => {
  it('starts with the first colour and the first size, other attributes unselected', () => {
    const withFit = {
      ...shirt,
      data: { ...shirt.data, attributes: [...(shirt.data.attributes ?? []), { name: 'Fit', options: [{ value: 'slim' }, { value: 'regular' }] }] },
    };
    expect(initialSelection(withFit)).toEqual({ color: 'heather-grey', size: 's' });
    expect(missingAttributes(withFit, initialSelection(withFit)).map((a) => a.name)).toEqual(['Fit']);
    expect(missingAttributes(withFit, { ...initialSelection(withFit), fit: 'slim' })).toEqual([]);
  });

  it('does not require an attribute marked required: false', () => {
    const optional = { ...shirt, data: { ...shirt.data, attributes: [{ name: 'Gift wrap', required: false, options: [{ value: 'yes' }] }] } };
    expect(missingAttributes(optional, {})).toEqual([]);
  });

  it('keys attributes by option param, else lower-case name', () => {
    expect(attributeKey({ name: 'Color', options: [{ value: 'red', param: 'colour' }] })).toBe('colour');
    expect(attributeKey({ name: 'Fit', options: [{ value: 'slim' }] })).toBe('fit');
  });

  it('picks the variation of the chosen colour; price, stock, cap and images follow it', () => {
    const navy = { color: 'navy', size: 'm' };
    const variation = matchVariation(shirt, navy);
    expect(variation?.sku).toBe('SKU-006-NAVY');
    expect(selectionPrice(shirt, variation)).toBe(3699);
    expect(selectionStock(shirt, variation)).toBe(3);
    expect(selectionCap(shirt, variation)).toBe(3);
    expect(galleryImages(shirt, variation)[0]?.alt).toBe('Tee in Navy');
    expect(galleryImages(shirt, variation).map((i) => i.alt)).toEqual(["Tee in Navy", "Trailhead Merino T-Shirt", "Tee in Heather Grey", "Tee in Olive"]);
    expect(matchVariation(shirt, { color: 'nope' })).toBeUndefined();
    expect(selectionCap(shirt, undefined)).toBe(40);
  });

  it('matches variation attributes by label too', () => {
    const byLabel = { ...shirt, data: { ...shirt.data, variations: [{ sku: 'X', stock: 1, attributes: { Color: 'Navy' } }] } };
    expect(matchVariation(byLabel, { color: 'navy' })?.sku).toBe('X');
  });

  it('falls back to data.image for the gallery and names images without alt', () => {
    const bare = sampleProduct(1, 'Lamp', { data: { images: [], image: '/lamp.svg' } });
    expect(galleryImages(bare)).toEqual([{ url: '/lamp.svg', alt: 'Lamp' }]);
    expect(galleryImages(sampleProduct(1, 'Lamp', { data: { images: [], image: null } }))).toEqual([]);
  });

  it('builds the cart item of a selection: variation sku and price, labels, cap, currency', () => {
    const item = cartItemFor(shirt, { color: 'navy', size: 'l' }, 'USD');
    expect(item).toMatchObject({ id: shirt._id, sku: 'SKU-006-NAVY', price: 3699, attributes: { color: 'Navy', size: 'L' }, maxQuantity: 3, currency: 'USD' });
    expect(selectionLabels(shirt, { color: 'olive' })).toEqual({ color: 'Olive' });
  });

  it('adds a grid card with the first colour and first size', () => {
    expect(cardCartItem(shirt)).toMatchObject({ sku: 'SKU-006-HEATHER-GREY', attributes: { color: 'Heather Grey', size: 'S' } });
    const plain = sampleCatalogue[5]!;
    expect(cardCartItem(plain)).toMatchObject({ sku: plain.data.sku, price: plain.data.price });
    expect(cardCartItem(plain).attributes).toBeUndefined();
  });

  it('fills the added-to-cart toast words, leaving no double spaces', () => {
    const params = addedToCartParams(shirt, { color: 'navy', size: 'm' }, 2);
    expect(params).toEqual({ quantity: 2, size: 'M', color: 'Navy', name: shirt.name });
    expect(tidySpaces(`Added to cart: 1   ${'Lamp'} `)).toBe('Added to cart: 1 Lamp');
  });

  it('never lets the cart exceed the cap of the chosen variation, whatever is added', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('heather-grey', 'navy', 'olive'), fc.integer({ min: -3, max: 50 })), { maxLength: 25 }), (adds) => {
        let lines: CartLine[] = [];
        for (const [color, quantity] of adds) lines = addToCart(lines, cartItemFor(shirt, { color, size: 'm' }), quantity);
        return lines.every((line) => line.quantity >= 1 && line.quantity <= (line.maxQuantity ?? DEFAULT_STOCK_CAP));
      }),
    );
  });
});
