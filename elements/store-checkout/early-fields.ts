/**
 * What a shopper typed into the server-rendered checkout before its code arrived. The element replaces
 * the server's fields with its own on upgrade; it reads their values and the focused one first, so
 * the form starts with what was typed and typing goes on in the same field.
 */
import type { AddressFields, CheckoutForm } from '../../shared/checkout/form.ts';
import { initialSteps, type StepState } from '../../shared/checkout/steps.ts';

/** A field of the server-rendered first view (a text input or the country list). */
type EarlyField = HTMLInputElement | HTMLSelectElement;

/** The server view's fields, captured on upgrade, and the one that had focus then. */
export interface EarlyFields {
  /** The fields themselves: their values are read when the view starts, as typing may go on while the element waits for its code. */
  fields: readonly EarlyField[];
  /** The focused field, by its autocomplete token, with its caret (text fields that have one). */
  focus: EarlyFocus | null;
}

/** A field to focus again, by its autocomplete token, and where its caret was. */
export interface EarlyFocus {
  token: string;
  selection: [number, number] | null;
}

/** What the shopper changed: values by autocomplete token (only fields whose value differs from the server's). */
export interface TypedValues {
  values: Record<string, string>;
  focus: EarlyFocus | null;
}

const ADDRESS_TOKENS: Record<string, keyof AddressFields> = {
  'given-name': 'firstName',
  'family-name': 'lastName',
  'address-line1': 'address',
  'address-line2': 'apartment',
  'address-level2': 'city',
  'address-level1': 'state',
  'postal-code': 'zip',
  country: 'country',
  tel: 'phone',
};

function caretOf(field: EarlyField): [number, number] | null {
  // Email fields have no selection API (selectionStart is null).
  if (field instanceof HTMLSelectElement || field.selectionStart === null || field.selectionEnd === null) return null;
  return [field.selectionStart, field.selectionEnd];
}

function focusOf(fields: readonly EarlyField[], active: Element | null): EarlyFocus | null {
  const field = fields.find((candidate) => candidate === active);
  const token = field?.getAttribute('autocomplete');
  return field && token ? { token, selection: caretOf(field) } : null;
}

function serverValue(field: EarlyField): string {
  if (field instanceof HTMLSelectElement) return Array.from(field.options).find((option) => option.defaultSelected)?.value ?? field.options[0]?.value ?? '';
  return field.defaultValue;
}

/** Reads the server view's fields of `host` before the element replaces them (the element's `readLightDom`). */
export function readEarlyFields(host: HTMLElement): EarlyFields {
  const fields = Array.from(host.querySelectorAll<EarlyField>('input[autocomplete], select[autocomplete]'));
  return { fields, focus: focusOf(fields, host.ownerDocument.activeElement) };
}

/**
 * The values the shopper changed in the server's fields, read now, and the field to focus: the one
 * focused now (the server's fields are back on the page while the element waits for its code or
 * texts), else the one focused at upgrade.
 */
export function typedValues(early: EarlyFields): TypedValues {
  const values: Record<string, string> = {};
  for (const field of early.fields) {
    const token = field.getAttribute('autocomplete');
    if (token && field.value !== serverValue(field)) values[token] = field.value;
  }
  const document = early.fields[0]?.ownerDocument;
  return { values, focus: (document && focusOf(early.fields, document.activeElement)) || early.focus };
}

/**
 * The form with typed values put in their places: `email`, and the shipping or billing address fields
 * by their autocomplete tokens (`shipping given-name`, `billing postal-code`, …). Unknown tokens are
 * ignored.
 */
export function withTypedValues(form: CheckoutForm, values: Readonly<Record<string, string>>): CheckoutForm {
  let next = form;
  for (const [token, value] of Object.entries(values)) {
    if (token === 'email') {
      next = { ...next, email: value };
      continue;
    }
    const [section, part = ''] = token.split(' ');
    const key = ADDRESS_TOKENS[part];
    if (!key) continue;
    if (section === 'shipping') next = { ...next, [key]: value };
    else if (section === 'billing') next = { ...next, billing: { ...next.billing, [key]: value } };
  }
  return next;
}

/**
 * The form and sections the checkout starts with. On the server (`typed` null, nothing known of the
 * visitor) and on upgrade when nothing was typed: the saved information, its completed sections
 * closed. When the shopper typed before the upgrade: the saved information under what was typed, and
 * the sections as the server showed them (the first one open), so the field being typed in stays.
 */
export function startingForm(blank: CheckoutForm, saved: CheckoutForm | null, typed: TypedValues | null): { form: CheckoutForm; steps: StepState } {
  if (!typed) return { form: blank, steps: initialSteps(blank) };
  const base = saved ?? blank;
  if (Object.keys(typed.values).length === 0) return { form: base, steps: initialSteps(base) };
  return { form: withTypedValues(base, typed.values), steps: initialSteps(blank) };
}
