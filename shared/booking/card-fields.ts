/** Longest card number as typed, spaces included: 16 digits in groups of four (section 9). */
export const CARD_NUMBER_MAX_LENGTH = 19;
/** Expiry as MM/YY (section 9). */
export const CARD_EXPIRY_MAX_LENGTH = 5;
/** Longest CVV (section 9). */
export const CARD_CVV_MAX_LENGTH = 4;

const digits = (text: string) => text.replace(/\D/g, '');

/** Card number as typed: digits only, grouped in fours, at most 19 characters with the spaces. */
export function formatCardNumber(text: string): string {
  return (digits(text).match(/.{1,4}/g) ?? []).join(' ').slice(0, CARD_NUMBER_MAX_LENGTH);
}

/** Expiry as typed: digits only, formatted MM/YY, at most 5 characters. */
export function formatExpiry(text: string): string {
  const d = digits(text).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

/** CVV as typed: digits only, at most 4. */
export function formatCvv(text: string): string {
  return digits(text).slice(0, CARD_CVV_MAX_LENGTH);
}

/** The card form of section 5. */
export interface CardForm {
  number: string;
  expiry: string;
  cvv: string;
  name: string;
}

/** The card-form message keys of widget-messages.ts. */
export type CardProblemKey = 'cardNumber' | 'cardExpiry' | 'cardCvv' | 'cardName';

/**
 * Validates the card form exactly as section 5 says: at least 16 digits once spaces are removed,
 * an expiry of at least 5 characters, a CVV of at least 3, and a name. Problems by field.
 */
export function validateCard(form: CardForm): Partial<Record<keyof CardForm, CardProblemKey>> {
  const problems: Partial<Record<keyof CardForm, CardProblemKey>> = {};
  if (form.number.replace(/\s/g, '').length < 16) problems.number = 'cardNumber';
  if (form.expiry.length < 5) problems.expiry = 'cardExpiry';
  if (form.cvv.length < 3) problems.cvv = 'cardCvv';
  if (!form.name.trim()) problems.name = 'cardName';
  return problems;
}
