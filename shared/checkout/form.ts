/**
 * The checkout form and its rules: the contact step needs an email that
 * matches `{something}@{something}.{something}` without spaces; the shipping step needs first and
 * last name, address, city, state and zip (apartment and phone are optional). No messages are shown
 * for invalid input: Continue simply appears once a step is valid. Pure functions, no DOM.
 */
import { EMAIL_PATTERN } from '../forms/email.ts';

/** The postal address fields of the form (shipping, and billing when it differs). */
export interface AddressFields {
  firstName: string;
  lastName: string;
  address: string;
  apartment: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  phone: string;
}

/** The checkout form: contact, shipping address, billing choice and "save info". */
export interface CheckoutForm extends AddressFields {
  email: string;
  /** Bill to the shipping address (default true); otherwise `billing` is used. */
  useSameForBilling: boolean;
  /** Keep the contact and address on this device for next time. */
  saveInfo: boolean;
  billing: AddressFields;
}

/** The country a new form starts with. */
export const DEFAULT_COUNTRY = 'US';

/** An empty address in `country` (the store's home country; US unless told). */
export function emptyAddress(country = DEFAULT_COUNTRY): AddressFields {
  return { firstName: '', lastName: '', address: '', apartment: '', city: '', state: '', zip: '', country, phone: '' };
}

/** An empty checkout form: both addresses in `country` (US unless told), same address for billing, nothing saved. */
export function emptyForm(country = DEFAULT_COUNTRY): CheckoutForm {
  return { email: '', ...emptyAddress(country), useSameForBilling: true, saveInfo: false, billing: emptyAddress(country) };
}

export { EMAIL_PATTERN };

/** True when the email satisfies the checkout rule (surrounding spaces are not allowed either). */
export function emailValid(email: string): boolean {
  return EMAIL_PATTERN.test(email);
}

/** The address fields a step requires (apartment and phone are optional). */
export const REQUIRED_ADDRESS_FIELDS = ['firstName', 'lastName', 'address', 'city', 'state', 'zip'] as const;

/** True when every required address field has something other than spaces. */
export function addressComplete(address: AddressFields): boolean {
  return REQUIRED_ADDRESS_FIELDS.every((field) => address[field].trim() !== '');
}

/** The contact step may continue (a valid email). */
export function contactValid(form: Pick<CheckoutForm, 'email'>): boolean {
  return emailValid(form.email);
}

/** The shipping step may continue (required shipping fields filled, and billing ones when billing differs). */
export function shippingValid(form: CheckoutForm): boolean {
  return addressComplete(form) && (form.useSameForBilling || addressComplete(form.billing));
}

/** The shipping address of the form (without email and choices). */
export function shippingAddress(form: CheckoutForm): AddressFields {
  const { firstName, lastName, address, apartment, city, state, zip, country, phone } = form;
  return { firstName, lastName, address, apartment, city, state, zip, country, phone };
}

/** The billing address: the shipping address unless the shopper gave another. */
export function billingAddress(form: CheckoutForm): AddressFields {
  return form.useSameForBilling ? shippingAddress(form) : form.billing;
}

/** A postal address as an order request sends it and the order keeps it. */
export interface OrderAddress {
  firstName: string;
  lastName: string;
  address: string;
  apartment?: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  phone?: string;
}

/** An address as the order request sends it: trimmed, optional fields left out when blank, country upper case. */
export function wireAddress(address: AddressFields): OrderAddress {
  const trim = (value: string): string => value.trim();
  const apartment = trim(address.apartment);
  const phone = trim(address.phone);
  return {
    firstName: trim(address.firstName),
    lastName: trim(address.lastName),
    address: trim(address.address),
    ...(apartment ? { apartment } : {}),
    city: trim(address.city),
    state: trim(address.state),
    zip: trim(address.zip),
    country: (trim(address.country) || DEFAULT_COUNTRY).toUpperCase(),
    ...(phone ? { phone } : {}),
  };
}

/** The customer of a payment (name, email, phone and address, as the payment providers take it). */
export interface PaymentCustomer {
  name: string;
  email: string;
  phone?: string;
  address: { line1: string; line2?: string; city: string; state: string; postal_code: string; country: string };
}

/** The customer a payment provider is told about, from the form's contact and billing address. */
export function paymentCustomer(form: CheckoutForm): PaymentCustomer {
  const billing = wireAddress(billingAddress(form));
  const phone = form.phone.trim();
  return {
    name: `${billing.firstName} ${billing.lastName}`.trim(),
    email: form.email.trim(),
    ...(phone ? { phone } : {}),
    address: {
      line1: billing.address,
      ...(billing.apartment ? { line2: billing.apartment } : {}),
      city: billing.city,
      state: billing.state,
      postal_code: billing.zip,
      country: billing.country,
    },
  };
}

/** One line of the checkout, as the order asks for it: sku, quantity and chosen attributes (never a price). */
export interface CheckoutLine {
  sku: string;
  quantity: number;
  attributes?: Record<string, string>;
}

/**
 * The order request of the form (customer, addresses, items, payment method and gateway, minus every figure: the server prices the
 * order), with the coupon applied and the page's language (that of the order's e-mails).
 */
export function orderRequest(
  form: CheckoutForm,
  lines: readonly CheckoutLine[],
  payment: { gateway: string; method: string },
  { discountCode, language }: { discountCode?: string | null; language?: string } = {},
) {
  const shipping = wireAddress(shippingAddress(form));
  const phone = form.phone.trim();
  return {
    customerInfo: { email: form.email.trim(), firstName: shipping.firstName, lastName: shipping.lastName, ...(phone ? { phone } : {}) },
    shippingAddress: shipping,
    billingAddress: wireAddress(billingAddress(form)),
    items: lines.map((line) => ({
      sku: line.sku,
      quantity: line.quantity,
      ...(line.attributes && Object.keys(line.attributes).length > 0 ? { attributes: line.attributes } : {}),
    })),
    paymentMethod: payment.method,
    paymentGateway: payment.gateway,
    ...(discountCode ? { discountCode } : {}),
    ...(language ? { language } : {}),
  };
}

/** The order request type. */
export type CheckoutOrderRequest = ReturnType<typeof orderRequest>;

/** The one-line summary of an address shown when the shipping step is collapsed. */
export function addressSummary(address: AddressFields): string {
  const name = `${address.firstName} ${address.lastName}`.trim();
  const street = [address.address, address.apartment].map((s) => s.trim()).filter(Boolean).join(', ');
  const place = [address.city.trim(), `${address.state.trim()} ${address.zip.trim()}`.trim(), address.country.trim()].filter(Boolean).join(', ');
  return [name, street, place].filter(Boolean).join(' · ');
}
