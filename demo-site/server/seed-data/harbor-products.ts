import { buildProduct, type ProductSpec } from './builders.ts';
import type { SeedProduct } from './types.ts';

/** Harbor's shop: gift cards, salon products and bistro pantry goods (prices in pence). */
const PRODUCTS: ProductSpec[] = [
  {
    name: 'Harbor Gift Card',
    category: 'gift-cards',
    brand: 'Harbor',
    priceCents: 2500,
    stock: 999,
    tags: ['gift'],
    description: '<p>Spend it on dinner at the bistro or a treat at the salon.</p>',
  },
  {
    name: 'Argan Repair Hair Oil',
    category: 'hair-care',
    brand: 'Harbor Salon',
    priceCents: 1800,
    stock: 24,
    tags: ['hair', 'bestseller'],
    description: '<p>A light oil that tames frizz and adds shine. <strong>100 ml.</strong></p>',
  },
  {
    name: 'Sea Salt Texture Spray',
    category: 'hair-care',
    brand: 'Harbor Salon',
    priceCents: 1500,
    discountPercent: 20,
    stock: 6,
    tags: ['hair', 'sale'],
    description: '<p>Beachy texture without the crunch.</p>',
  },
  {
    name: 'Quayside Olive Oil',
    category: 'pantry',
    brand: 'Harbor Bistro',
    priceCents: 1400,
    stock: 30,
    tags: ['kitchen', 'gift'],
    sizes: ['500 ml', '1 l'],
    description: '<p>The cold-pressed olive oil we cook with, from one grove in Crete.</p>',
  },
  {
    name: 'Harbor Bistro Cookbook',
    category: 'books',
    brand: 'Harbor Bistro',
    priceCents: 2600,
    stock: 0,
    tags: ['cookbook', 'gift'],
    description: '<p>Forty recipes from our kitchen, from crab toast to treacle tart. <em>Reprinting.</em></p>',
  },
  {
    name: 'Wide-Tooth Detangling Comb',
    category: 'hair-care',
    brand: 'Harbor Salon',
    priceCents: 900,
    stock: 45,
    tags: ['hair', 'tools'],
    material: 'Cellulose acetate',
    colors: ['Tortoiseshell', 'Black'],
    colorStock: [20, 25],
    description: '<p>Hand-polished comb that glides through wet hair.</p>',
  },
];

/** Harbor Bistro & Salon's products, built deterministically from the specs above. */
export const harborProducts: SeedProduct[] = PRODUCTS.map((spec, i) => buildProduct('HB', i + 1, spec));
