/**
 * Card entry rules of the checkout and the reservation payment screen, widened to every
 * brand's lengths: card number digits only, as many as the brand issues (American Express 15, Visa
 * 13/16/19, Maestro 12-19, at most 19), grouped as the brand prints them (4-6-5 for American
 * Express, 4-4-4-4 otherwise); expiry digits only, at most 4, shown MM/YY; CVC digits only, 4 for
 * American Express and 3 for the other brands; every field required. Pure functions, no DOM.
 */

/** Most digits a card number may have (Visa, Discover, JCB, UnionPay and Maestro issue up to 19). */
export const CARD_NUMBER_MAX_DIGITS = 19;
/** Fewest digits a card number may have (Maestro issues 12). */
export const CARD_NUMBER_MIN_DIGITS = 12;
/** Longest formatted card number: 19 digits in groups of 4, with 4 spaces. */
export const CARD_NUMBER_MAX_LENGTH = 23;
/** Most digits of an expiry (MMYY). */
export const EXPIRY_MAX_DIGITS = 4;
/** Longest formatted expiry: `MM/YY`. */
export const EXPIRY_MAX_LENGTH = 5;
/** Most digits of a CVV. */
export const CVV_MAX_DIGITS = 4;

/** The digits of a text, at most `max` of them. */
export function digitsOnly(text: string, max = Number.POSITIVE_INFINITY): string {
  return text.replace(/\D+/g, '').slice(0, max);
}

/**
 * What the card number field shows: digits only, at most the brand's longest length, in the brand's
 * groups (`4242 4242 4242 4242`, `3782 822463 10005`).
 */
export function formatCardNumber(input: string): string {
  const digits = digitsOnly(input, CARD_NUMBER_MAX_DIGITS);
  const rule = BRAND_RULES[cardBrand(digits)];
  const kept = digits.slice(0, Math.max(...rule.lengths));
  const groups: string[] = [];
  let at = 0;
  for (const size of rule.groups) {
    if (at >= kept.length) break;
    groups.push(kept.slice(at, at + size));
    at += size;
  }
  for (; at < kept.length; at += 4) groups.push(kept.slice(at, at + 4));
  return groups.join(' ');
}

/** What the expiry field shows: digits only, at most 4, a slash after the month (`12/34`). */
export function formatExpiry(input: string): string {
  const digits = digitsOnly(input, EXPIRY_MAX_DIGITS);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** What the CVV field shows: digits only, at most 4 (the brand's own length once the number is known). */
export function formatCvv(input: string, number?: string): string {
  return digitsOnly(input, number ? Math.max(...cvcLengths(number)) : CVV_MAX_DIGITS);
}

/** True when a digit string passes the Luhn (mod 10) check; anything but digits fails. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A card network, recognised from the leading digits. */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'maestro' | 'unknown';

/** How a brand's numbers look: the lengths it issues, how it groups them, and its CVC lengths. */
interface BrandRule {
  lengths: readonly number[];
  groups: readonly number[];
  cvc: readonly number[];
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const FOURS = [4, 4, 4, 4] as const;

const BRAND_RULES: Record<CardBrand, BrandRule> = {
  visa: { lengths: [13, 16, 19], groups: FOURS, cvc: [3] },
  mastercard: { lengths: [16], groups: FOURS, cvc: [3] },
  amex: { lengths: [15], groups: [4, 6, 5], cvc: [4] },
  discover: { lengths: range(16, 19), groups: FOURS, cvc: [3] },
  diners: { lengths: range(14, 19), groups: FOURS, cvc: [3] },
  jcb: { lengths: range(16, 19), groups: FOURS, cvc: [3] },
  unionpay: { lengths: range(16, 19), groups: FOURS, cvc: [3] },
  maestro: { lengths: range(12, 19), groups: FOURS, cvc: [3] },
  unknown: { lengths: range(CARD_NUMBER_MIN_DIGITS, CARD_NUMBER_MAX_DIGITS), groups: FOURS, cvc: [3, 4] },
};

/** True when the first `digits` of `d`, read as a number, lie in `from`-`to`. */
function prefixIn(d: string, digits: number, from: number, to: number): boolean {
  if (d.length < digits) return false;
  const value = Number(d.slice(0, digits));
  return value >= from && value <= to;
}

/**
 * The network of a card number (spaces allowed), from its leading digits (the issuers' published
 * ranges; Discover's co-branded UnionPay range 622126-622925 counts as Discover).
 */
export function cardBrand(number: string): CardBrand {
  const d = digitsOnly(number);
  if (/^4/.test(d)) return 'visa';
  if (/^3[47]/.test(d)) return 'amex';
  if (/^5[1-5]/.test(d) || prefixIn(d, 4, 2221, 2720)) return 'mastercard';
  if (/^(6011|65|64[4-9])/.test(d) || prefixIn(d, 6, 622126, 622925)) return 'discover';
  if (/^(36|3[89]|30[0-5]|3095)/.test(d)) return 'diners';
  if (prefixIn(d, 4, 3528, 3589)) return 'jcb';
  if (/^62/.test(d)) return 'unionpay';
  if (/^(50|5[6-9]|6)/.test(d)) return 'maestro';
  return 'unknown';
}

/** The number lengths the brand of `number` issues (12-19 when the brand is unknown). */
export function cardNumberLengths(number: string): readonly number[] {
  return BRAND_RULES[cardBrand(number)].lengths;
}

/** The CVC lengths of the brand of `number`: 4 for American Express, 3 for the others, 3 or 4 when unknown. */
export function cvcLengths(number: string): readonly number[] {
  return BRAND_RULES[cardBrand(number)].cvc;
}

/** The last 4 digits of a card number: the only part of it that may ever be stored or shown. */
export function cardLast4(number: string): string {
  return digitsOnly(number).slice(-4);
}

/** True for a full `MM/YY` (or `MMYY`) expiry with month 1-12 that has not ended before `now`. */
export function expiryValid(expiry: string, now: Date = new Date()): boolean {
  const digits = digitsOnly(expiry);
  if (digits.length !== EXPIRY_MAX_DIGITS) return false;
  const month = Number(digits.slice(0, 2));
  const year = 2000 + Number(digits.slice(2));
  if (month < 1 || month > 12) return false;
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  return year > thisYear || (year === thisYear && month >= thisMonth);
}

/** True for a complete, Luhn-valid card number of one of its brand's lengths (spaces allowed). */
export function cardNumberValid(number: string): boolean {
  const digits = digitsOnly(number);
  return /^[\d ]+$/.test(number.trim()) && cardNumberLengths(digits).includes(digits.length) && luhnValid(digits);
}

/** True for a CVC of 3 or 4 digits; with the card number, of exactly its brand's length (4 for American Express). */
export function cvvValid(cvv: string, number?: string): boolean {
  const value = cvv.trim();
  const lengths = number && cardBrand(number) !== 'unknown' ? cvcLengths(number) : [3, 4];
  return /^\d+$/.test(value) && lengths.includes(value.length);
}

/** The card fields of a payment form. */
export interface CardInput {
  number: string;
  expiry: string;
  cvv: string;
  /** Cardholder name, when the form asks for it. */
  name?: string;
}

/** Why a card field is refused: left empty, or filled but not valid. */
export type CardFieldProblem = 'required' | 'invalid';

/** The problems of a card form, by field; an empty object means the card can be sent. */
export function validateCard(card: CardInput, now: Date = new Date()): Partial<Record<keyof CardInput, CardFieldProblem>> {
  const problems: Partial<Record<keyof CardInput, CardFieldProblem>> = {};
  const check = (field: keyof CardInput, value: string | undefined, valid: (v: string) => boolean) => {
    if (value === undefined) return;
    if (value.trim() === '') problems[field] = 'required';
    else if (!valid(value)) problems[field] = 'invalid';
  };
  check('number', card.number, cardNumberValid);
  check('expiry', card.expiry, (v) => expiryValid(v, now));
  check('cvv', card.cvv, (v) => cvvValid(v, card.number));
  check('name', card.name, (v) => v.trim().length <= 100);
  return problems;
}
