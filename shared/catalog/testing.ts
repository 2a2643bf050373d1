/**
 * Sample products for tests and stories (never imported by an element). Images are inline SVG data
 * URLs, so nothing is fetched.
 */
import type { Product } from '../api/schemas.ts';

/** A square placeholder picture as a data URL, in a colour picked from the text. */
export function sampleImage(text: string): string {
  let hash = 0;
  for (const ch of text) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 60"><rect width="60" height="60" fill="hsl(${hash % 360} 40% 35%)"/><text x="30" y="36" font-size="16" text-anchor="middle" fill="#fff" font-family="sans-serif">${text.slice(0, 2).toUpperCase()}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A product with sensible defaults; `over` replaces top-level fields and is merged into `data` and `post`. */
export function sampleProduct(
  sk: number,
  name: string,
  over: Partial<Omit<Product, 'data' | 'post'>> & { data?: Partial<Product['data']>; post?: Partial<Product['post']> } = {},
): Product {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const { data, post, ...top } = over;
  return {
    _id: `prod_${sk}`,
    sk,
    name,
    description: `<p>${name}: a sample product.</p>`,
    ratingCount: 12,
    ...top,
    data: {
      sku: `SKU-${String(sk).padStart(3, '0')}`,
      slug,
      price: 1000 + sk * 100,
      stock: 25,
      image: sampleImage(name),
      images: [{ url: sampleImage(name), alt: name }],
      rating: 4.2,
      reviews: 12,
      shipping_time: '3-5 days',
      ...data,
    },
    post: { category: 'home', categories: ['home'], tags: [], ...post },
  };
}

const colors = (labels: string[]) => ({
  name: 'Color',
  required: true,
  options: labels.map((label) => ({ value: label.toLowerCase().replace(/\s+/g, '-'), label, param: 'color' })),
});
const sizes = (labels: string[]) => ({
  name: 'Size',
  required: true,
  options: labels.map((label) => ({ value: label.toLowerCase(), label, param: 'size' })),
});

/** A T-shirt with colours, sizes and one variation per colour (Navy is low on stock, Olive is sold out). */
export const sampleShirt: Product = sampleProduct(6, 'Trailhead Merino T-Shirt', {
  ratingCount: 301,
  description: '<p>Soft <strong>merino</strong> tee.</p><ul><li>Odour resistant</li><li>Machine washable</li></ul>',
  data: {
    price: 3499,
    basePrice: 3999,
    discount: 12,
    stock: 40,
    rating: 4.7,
    reviews: 301,
    material: 'Merino wool',
    brand: 'Trailhead',
    // As the seeded products: the product's own picture, then one per colour.
    images: [
      { url: sampleImage('Trailhead Merino T-Shirt'), alt: 'Trailhead Merino T-Shirt' },
      { url: sampleImage('Grey tee'), alt: 'Tee in Heather Grey' },
      { url: sampleImage('Navy tee'), alt: 'Tee in Navy' },
      { url: sampleImage('Olive tee'), alt: 'Tee in Olive' },
    ],
    attributes: [colors(['Heather Grey', 'Navy', 'Olive']), sizes(['S', 'M', 'L'])],
    variations: [
      { sku: 'SKU-006-HEATHER-GREY', price: 3499, stock: 30, images: [{ url: sampleImage('Grey tee'), alt: 'Tee in Heather Grey' }], attributes: { color: 'heather-grey' } },
      { sku: 'SKU-006-NAVY', price: 3699, stock: 3, images: [{ url: sampleImage('Navy tee'), alt: 'Tee in Navy' }], attributes: { color: 'navy' } },
      { sku: 'SKU-006-OLIVE', price: 3499, stock: 0, images: [{ url: sampleImage('Olive tee'), alt: 'Tee in Olive' }], attributes: { color: 'olive' } },
    ],
  },
  post: { category: 'fashion', categories: ['fashion'], tags: ['merino', 'bestseller'] },
});

/**
 * A small catalogue over every category: in stock, low stock, out of stock, discounted, with and
 * without options; rated by many reviews (Top Rated), by a few, and not yet reviewed.
 */
export const sampleCatalogue: Product[] = [
  sampleProduct(1, 'Aurora Wireless Headphones', {
    ratingCount: 212,
    data: { price: 12999, stock: 34, rating: 4.8, reviews: 212, attributes: [colors(['Black', 'Silver'])] },
    post: { category: 'electronics', tags: ['audio', 'bestseller'] },
  }),
  sampleProduct(2, 'Pulse Fitness Tracker', {
    ratingCount: 4,
    data: { price: 7999, basePrice: 9999, discount: 20, stock: 8, rating: 4.2, reviews: 4 },
    post: { category: 'electronics', tags: ['fitness'] },
  }),
  sampleProduct(3, 'Voyager Portable Speaker', { ratingCount: 0, data: { price: 8999, stock: 0, rating: null, reviews: 0 }, post: { category: 'electronics' } }),
  sampleShirt,
  sampleProduct(10, 'Hearth Ceramic Mug Set', { data: { price: 3200, stock: 40, rating: 4.8 }, post: { category: 'home' } }),
  sampleProduct(14, 'The Quiet Trail', { data: { price: 1899, stock: 35, rating: 4.3 }, post: { category: 'books' } }),
  sampleProduct(18, 'Timber Building Blocks', { data: { price: 4599, stock: 27, rating: 4.9 }, post: { category: 'toys' } }),
  sampleProduct(22, 'Unfiled Gift Card', { data: { price: 2500, stock: null, rating: null }, post: { category: null, categories: [] } }),
];

/** One request a stubbed `fetch` received. */
export interface StubbedCall {
  url: URL;
  method: string;
  body: string;
  signal: AbortSignal | null;
}

/**
 * Replaces `globalThis.fetch` (browser tests and stories): requests go to `handler`, which answers
 * with a Response (or a promise of one, to hold the answer back), or `undefined` to let the real
 * fetch handle it. `restore()` puts the real fetch back. An aborted request rejects with an
 * AbortError, as the real one does.
 */
export function stubFetch(handler: (call: StubbedCall) => Response | Promise<Response> | undefined): { calls: StubbedCall[]; restore: () => void } {
  const original = globalThis.fetch;
  const calls: StubbedCall[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const call: StubbedCall = { url: new URL(request.url, location.href), method: request.method, body: request.method === 'GET' ? '' : await request.clone().text(), signal: request.signal };
    const answer = handler(call);
    if (answer === undefined) return original(input, init);
    calls.push(call);
    const aborted = new Promise<never>((_, reject) => request.signal.addEventListener('abort', () => reject(new DOMException('The request was aborted', 'AbortError'))));
    return Promise.race([Promise.resolve(answer), aborted]);
  };
  return { calls, restore: () => (globalThis.fetch = original) };
}

/** A JSON response. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
