/**
 * The booking payment form's card fields (number, MM/YY expiry, CVV, name on card; widened to
 * every brand's lengths): formatting and checks come from shared/payments/card.ts, so the booking
 * widget and the checkout accept the same cards (a 15-digit American Express with its 4-digit CVC).
 */
import { cardNumberValid, cvvValid, CARD_NUMBER_MAX_LENGTH as NUMBER_MAX, CVV_MAX_DIGITS, EXPIRY_MAX_LENGTH } from '../payments/card.ts';

export { formatCardNumber, formatCvv, formatExpiry } from '../payments/card.ts';

/** Longest card number as typed, spaces included: 19 digits in the brand's groups. */
export const CARD_NUMBER_MAX_LENGTH = NUMBER_MAX;
/** Expiry as MM/YY. */
export const CARD_EXPIRY_MAX_LENGTH = EXPIRY_MAX_LENGTH;
/** Longest CVV: 4, American Express's length. */
export const CARD_CVV_MAX_LENGTH = CVV_MAX_DIGITS;

/** The card form: number, expiry, CVV and name on card. */
export interface CardForm {
  number: string;
  expiry: string;
  cvv: string;
  name: string;
}

/** The card-form message keys of widget-messages.ts. */
export type CardProblemKey = 'cardNumber' | 'cardExpiry' | 'cardCvv' | 'cardName';

/**
 * Validates the card form: a Luhn-valid number of one of its brand's lengths, an expiry of at least
 * 5 characters, a CVV of the brand's length (4 for American Express, 3 for the others), and a name.
 * Problems by field.
 */
export function validateCard(form: CardForm): Partial<Record<keyof CardForm, CardProblemKey>> {
  const problems: Partial<Record<keyof CardForm, CardProblemKey>> = {};
  if (!cardNumberValid(form.number)) problems.number = 'cardNumber';
  if (form.expiry.length < CARD_EXPIRY_MAX_LENGTH) problems.expiry = 'cardExpiry';
  if (!cvvValid(form.cvv, form.number)) problems.cvv = 'cardCvv';
  if (!form.name.trim()) problems.name = 'cardName';
  return problems;
}
