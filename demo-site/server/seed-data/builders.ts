import type { SeedAttribute, SeedHours, SeedImage, SeedProduct, SeedVariation } from './types.ts';

/** Lower-case words joined by dashes (`Midnight Blue` gives `midnight-blue`). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The local placeholder image of a seed (`/demo-images/{seed}.svg`). */
export function demoImage(seed: string, alt: string): SeedImage {
  return { url: `/demo-images/${slugify(seed)}.svg`, alt };
}

/** A compact product description; the builder derives ids, sku, slug, images and variations. */
export interface ProductSpec {
  name: string;
  category: string;
  brand: string;
  /** Price before any discount, in cents. */
  priceCents: number;
  discountPercent?: number;
  stock: number;
  tags: string[];
  material?: string;
  /** HTML (written by us; still sanitized by the elements before rendering). */
  description: string;
  colors?: string[];
  sizes?: string[];
  /** Stock per colour: makes one variation per colour; the product stock becomes their sum. */
  colorStock?: number[];
}

function attribute(name: string, param: string, labels: string[]): SeedAttribute {
  return { name, required: true, options: labels.map((label) => ({ value: slugify(label), label, param })) };
}

/**
 * Expands a compact spec into a product row. `prefix` makes ids and skus unique per tenant
 * (`NW-FAS-006`); `createdAt` is a fixed date plus `sk` days, so seeding is deterministic.
 */
export function buildProduct(prefix: string, sk: number, spec: ProductSpec): SeedProduct {
  const slug = slugify(spec.name);
  const sku = `${prefix}-${spec.category.slice(0, 3).toUpperCase()}-${String(sk).padStart(3, '0')}`;
  const discount = spec.discountPercent ?? 0;
  const price = Math.round((spec.priceCents * (100 - discount)) / 100);
  const attributes: SeedAttribute[] = [];
  if (spec.colors) attributes.push(attribute('Color', 'color', spec.colors));
  if (spec.sizes) attributes.push(attribute('Size', 'size', spec.sizes));
  const variations: SeedVariation[] = (spec.colors ?? []).flatMap((color, i) =>
    spec.colorStock
      ? [
          {
            sku: `${sku}-${slugify(color).toUpperCase()}`,
            price_cents: price,
            stock: spec.colorStock[i] ?? 0,
            images: [demoImage(`${slug}-${color}`, `${spec.name} in ${color}`)],
          },
        ]
      : [],
  );
  const stock = spec.colorStock ? spec.colorStock.reduce((sum, n) => sum + n, 0) : spec.stock;
  const images = [demoImage(slug, spec.name), ...variations.flatMap((v) => v.images)];
  return {
    id: `prod_${prefix.toLowerCase()}_${String(sk).padStart(3, '0')}`,
    sk,
    sku,
    slug,
    name: spec.name,
    description: spec.description,
    category: spec.category,
    brand: spec.brand,
    tags: spec.tags,
    priceCents: price,
    basePriceCents: discount > 0 ? spec.priceCents : null,
    discountPercent: discount,
    stock,
    images,
    attributes,
    variations,
    material: spec.material ?? null,
    createdAt: new Date(Date.UTC(2025, 0, 1) + sk * 86_400_000).toISOString(),
  };
}

const WEEK: SeedHours['day'][] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/**
 * Weekly opening hours from a compact map: `{ 'monday-friday': '09:00-18:00', sunday: '11:00-16:00' }`.
 * Days not mentioned are closed (absent from the list).
 */
export function weeklyHours(spec: Record<string, string>): SeedHours[] {
  const hours = new Map<SeedHours['day'], SeedHours>();
  for (const [days, range] of Object.entries(spec)) {
    const [from, to = from] = days.split('-') as [SeedHours['day'], SeedHours['day']?];
    const [open = '', close = ''] = range.split('-');
    for (let i = WEEK.indexOf(from); i >= 0 && i <= WEEK.indexOf(to); i++) {
      const day = WEEK[i] as SeedHours['day'];
      hours.set(day, { day, open, close });
    }
  }
  return WEEK.flatMap((day) => {
    const entry = hours.get(day);
    return entry ? [entry] : [];
  });
}
