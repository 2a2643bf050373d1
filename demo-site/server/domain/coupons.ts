import { percentOf } from '../../../shared/pricing/totals.ts';
import type { Data } from '../database.ts';

/** A row of the `coupons` table. */
interface CouponRow {
  code: string;
  kind: 'percent' | 'fixed';
  amount: number;
  min_subtotal_cents: number;
  description: string;
  expires_at: string | null;
  active: number;
}

/** What the storefront shows for a code (`couponSchema`), plus the normalised code when valid. */
export interface CouponResult {
  valid: boolean;
  /** Cents off the subtotal given; 0 when not valid. */
  discount: number;
  description: string;
  message: string;
  code: string | null;
}

/** The tenant facts a coupon message needs to format money. */
export interface MoneyFormat {
  currency: string;
  locale: string;
}

/** Formats cents as money in the tenant's currency and locale (`$50.00`). */
export function formatMoney(cents: number, format: MoneyFormat): string {
  return new Intl.NumberFormat(format.locale, { style: 'currency', currency: format.currency }).format(cents / 100);
}

/** A code as it is stored: trimmed and upper case. */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The discount a coupon gives on a subtotal, in cents, never more than the subtotal. */
export function couponDiscount(coupon: Pick<CouponRow, 'kind' | 'amount'>, subtotal: number): number {
  const raw = coupon.kind === 'percent' ? percentOf(subtotal, coupon.amount) : coupon.amount;
  return Math.max(0, Math.min(raw, subtotal));
}

/**
 * Checks a code against the tenant's own coupon table for a subtotal (cents): unknown or inactive
 * codes, expired codes and subtotals under the minimum are not valid, each with its own message.
 */
export async function evaluateCoupon(
  data: Data,
  tenantId: string,
  code: string,
  subtotal: number,
  format: MoneyFormat,
  now: Date = new Date(),
): Promise<CouponResult> {
  const normalised = normaliseCode(code);
  const invalid = (message: string, description = ''): CouponResult => ({ valid: false, discount: 0, description, message, code: null });
  const row = (await data
    .selectFrom('coupons')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('code', '=', normalised)
    .executeTakeFirst()) as CouponRow | undefined;
  if (!row || row.active !== 1) return invalid('Invalid coupon');
  if (row.expires_at !== null && Date.parse(row.expires_at) <= now.getTime()) return invalid('This coupon has expired', row.description);
  if (subtotal < row.min_subtotal_cents) {
    return invalid(`Spend at least ${formatMoney(row.min_subtotal_cents, format)} to use this coupon`, row.description);
  }
  const discount = couponDiscount(row, subtotal);
  return {
    valid: true,
    discount,
    description: row.description,
    message: `Coupon applied: ${formatMoney(discount, format)} off`,
    code: row.code,
  };
}
