import type { Quote } from '../../../shared/api/schemas.ts';
import { orderTotals } from '../../../shared/pricing/totals.ts';
import type { Data } from '../database.ts';
import { pricingRulesFor, type TaxDestination } from './commerce-settings.ts';
import { evaluateCoupon, type MoneyFormat } from './coupons.ts';
import { findProduct, variationsOf, type ProductRow } from './products.ts';
import { parseJson } from './ids.ts';
import { stockShortfall, unitsLeft } from './stock.ts';

/** A line the shopper asks for: sku, quantity and chosen attributes. Nothing else is trusted. */
export interface LineRequest {
  sku: string;
  quantity: number;
  attributes?: Record<string, string>;
}

/** A line priced from the server's own catalogue. */
export interface PricedLine {
  sku: string;
  name: string;
  quantity: number;
  /** Unit price in cents: the variation's when one is chosen, else the product's. */
  price: number;
  lineTotal: number;
  image: string | undefined;
  attributes: Record<string, string>;
  productId: string;
  variationSku: string | null;
  /** Units left for this line: its variation's, never more than its product's. */
  stock: number;
}

/** Why a set of lines cannot be priced: an unknown sku, or more asked for than is in stock. */
export type LineProblem =
  { kind: 'unknown_sku'; index: number; sku: string } | { kind: 'short'; index: number; sku: string; available: number };

const norm = (text: string) => text.trim().toLowerCase();

/** The variation a line picks, by its own sku or by the attribute values chosen (param or name, value or label). */
export function pickVariation(row: ProductRow, sku: string, attributes: Record<string, string> = {}) {
  const variations = variationsOf(row);
  const bySku = variations.find((v) => v.sku === sku);
  if (bySku) return bySku;
  const chosen = new Map(Object.entries(attributes).map(([k, v]) => [norm(k), norm(v)]));
  if (chosen.size === 0) return undefined;
  const definitions = parseJson<{ name: string; options: { value: string; label?: string; param?: string }[] }[]>(row.attributes, []);
  const matches = (param: string, value: string): boolean => {
    const definition = definitions.find((a) => norm(a.name) === norm(param) || a.options.some((o) => o.param === param));
    const given = chosen.get(norm(param)) ?? (definition ? chosen.get(norm(definition.name)) : undefined);
    if (given === undefined) return false;
    const label = definition?.options.find((o) => o.value === value)?.label;
    return given === norm(value) || (label !== undefined && given === norm(label));
  };
  return variations.find((v) => {
    const entries = Object.entries(v.attributes);
    return entries.length > 0 && entries.every(([param, value]) => matches(param, value));
  });
}

function imageOf(row: ProductRow, variationImages: { url: string }[] | undefined): string | undefined {
  return variationImages?.[0]?.url ?? parseJson<{ url: string }[]>(row.images, [])[0]?.url;
}

/** Prices one line from the catalogue, or undefined when the sku is unknown to the tenant. */
export async function priceLine(data: Data, tenantId: string, line: LineRequest): Promise<PricedLine | undefined> {
  const row = await findProduct(data, tenantId, line.sku);
  if (!row) return undefined;
  if (line.sku !== row.sku && !variationsOf(row).some((v) => v.sku === line.sku)) return undefined;
  const variation = pickVariation(row, line.sku, line.attributes);
  const price = variation?.price_cents ?? row.price_cents;
  return {
    sku: line.sku,
    name: row.name,
    quantity: line.quantity,
    price,
    lineTotal: price * line.quantity,
    image: imageOf(row, variation?.images),
    attributes: line.attributes ?? {},
    productId: row.id,
    variationSku: variation?.sku ?? null,
    stock: unitsLeft(row.stock, variation?.stock),
  };
}

/**
 * Prices every line and checks stock once per product: lines of the same product, whichever
 * variation they pick, are added up, and so are lines of the same variation. The first problem
 * found is returned instead of the lines.
 */
export async function priceLines(
  data: Data,
  tenantId: string,
  lines: readonly LineRequest[],
): Promise<{ ok: true; lines: PricedLine[] } | { ok: false; problem: LineProblem }> {
  const priced: PricedLine[] = [];
  for (const [index, line] of lines.entries()) {
    const p = await priceLine(data, tenantId, line);
    if (!p) return { ok: false, problem: { kind: 'unknown_sku', index, sku: line.sku } };
    priced.push(p);
  }
  const short = await stockShortfall(data, tenantId, priced);
  if (short)
    return { ok: false, problem: { kind: 'short', index: short.index, sku: lines[short.index]?.sku ?? '', available: short.available } };
  return { ok: true, lines: priced };
}

/** The message for a line problem ('Only 3 left of NW-ELE-002'). */
export function lineProblemMessage(problem: LineProblem): string {
  return problem.kind === 'unknown_sku' ? `Unknown product SKU: ${problem.sku}` : `Only ${problem.available} left of ${problem.sku}`;
}

/**
 * Totals for priced lines with an optional discount code, from the tenant's commerce settings for
 * the destination (its home country before an address is known): subtotal, shipping, tax added or
 * included, discount capped at the subtotal. An invalid code gives no discount.
 */
export async function quoteFor(
  data: Data,
  tenant: MoneyFormat & { id: string },
  lines: readonly PricedLine[],
  discountCode?: string | null,
  destination: TaxDestination = {},
): Promise<Quote> {
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const coupon = discountCode?.trim() ? await evaluateCoupon(data, tenant.id, discountCode, subtotal, tenant) : undefined;
  const totals = orderTotals(lines, coupon?.valid ? coupon.discount : 0, await pricingRulesFor(data, tenant.id, destination));
  return {
    items: lines.map((l) => ({
      sku: l.sku,
      name: l.name,
      quantity: l.quantity,
      price: l.price,
      lineTotal: l.lineTotal,
      ...(l.image ? { image: l.image } : {}),
    })),
    ...totals,
    discountCode: coupon?.valid ? coupon.code : null,
    currency: tenant.currency,
  };
}
