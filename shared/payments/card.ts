/**
 * Card entry rules of the storefront spec §5 and the booking spec §9: card number digits only, at
 * most 16, shown in groups of 4 (19 characters with spaces); expiry digits only, at most 4, shown
 * MM/YY; CVV digits only, at most 4; every field required. Pure functions, no DOM.
 */

/** Most digits a card number may have. */
export const CARD_NUMBER_MAX_DIGITS = 16;
/** Fewest digits a card number may have (the shortest issued numbers). */
export const CARD_NUMBER_MIN_DIGITS = 13;
/** Longest formatted card number: 16 digits and 3 spaces. */
export const CARD_NUMBER_MAX_LENGTH = 19;
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

/** What the card number field shows: digits only, at most 16, grouped by 4 (`4242 4242 4242 4242`). */
export function formatCardNumber(input: string): string {
  return digitsOnly(input, CARD_NUMBER_MAX_DIGITS).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** What the expiry field shows: digits only, at most 4, a slash after the month (`12/34`). */
export function formatExpiry(input: string): string {
  const digits = digitsOnly(input, EXPIRY_MAX_DIGITS);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** What the CVV field shows: digits only, at most 4. */
export function formatCvv(input: string): string {
  return digitsOnly(input, CVV_MAX_DIGITS);
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
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

/** The network of a card number (spaces allowed), from its leading digits. */
export function cardBrand(number: string): CardBrand {
  const d = digitsOnly(number);
  const first4 = Number(d.slice(0, 4));
  if (/^4/.test(d)) return 'visa';
  if (/^5[1-5]/.test(d) || (d.length >= 4 && first4 >= 2221 && first4 <= 2720)) return 'mastercard';
  if (/^3[47]/.test(d)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(d)) return 'discover';
  return 'unknown';
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

/** True for a complete, Luhn-valid card number of 13 to 16 digits (spaces allowed). */
export function cardNumberValid(number: string): boolean {
  const digits = digitsOnly(number);
  return (
    /^[\d ]+$/.test(number.trim()) &&
    digits.length >= CARD_NUMBER_MIN_DIGITS &&
    digits.length <= CARD_NUMBER_MAX_DIGITS &&
    luhnValid(digits)
  );
}

/** True for a CVV of 3 or 4 digits. */
export function cvvValid(cvv: string): boolean {
  return /^\d{3,4}$/.test(cvv.trim());
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
  check('cvv', card.cvv, cvvValid);
  check('name', card.name, (v) => v.trim().length <= 100);
  return problems;
}
