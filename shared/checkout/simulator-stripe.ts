/**
 * A stand-in for the card provider's browser SDK (Stripe.js), backed by the demo server's card simulator
 * (`/sim/stripe`, see demo-site/server/payments/stripe-sim.ts and `cardSimulatorPaths`). It follows the
 * subset of Stripe.js the checkout uses (`CardSdk`, which the real `Stripe` type satisfies):
 * `elements({ mode, amount, currency })`, `elements.create('payment')` with `mount`, `on`, `unmount`,
 * `destroy`, `elements.submit()`, `confirmPayment({ elements, clientSecret, confirmParams, redirect:
 * 'if_required' })` and `retrievePaymentIntent(clientSecret)`, with Stripe's answer shapes
 * (`{ paymentIntent }` or `{ error: { type, code, message, payment_intent } }`).
 *
 * Like the real Payment Element (an iframe of the provider), its fields belong to the SDK: the
 * checkout never reads them, and the card number goes only to the simulator's confirm endpoint.
 * Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0077 processing, 4000 0000 0000 0002
 * declined, 4000 0000 0000 0127 canceled. Used by tests, stories and the demo site in DEMO_MODE only.
 */
import { cardSimulatorPaths } from '../api/payments.ts';
import { formatCardNumber, formatCvv, formatExpiry, cardNumberValid, expiryValid, digitsOnly } from '../payments/card.ts';
import type { CardSdk, CardSdkElement, CardSdkElements, CardSdkError } from './sdks.ts';

/** Where the fake sends confirmations, and the fetch it uses (tests may pass their own). */
export interface FakeStripeOptions {
  /** The simulator's base URL, e.g. `http://localhost:4173/sim/stripe` (gateway data `endpoint`). */
  endpoint: string;
  fetch?: typeof fetch;
}

interface Fields {
  number: HTMLInputElement;
  expiry: HTMLInputElement;
  cvc: HTMLInputElement;
}

let counter = 0;

/** The Payment Element's fields: card number, expiry and CVC, with Stripe-like formatting. */
function renderFields(target: HTMLElement, onChange: () => void): Fields {
  const id = `fake-stripe-${++counter}`;
  const box = document.createElement('div');
  box.setAttribute('role', 'group');
  box.setAttribute('aria-label', 'Card details (payment provider simulator)');
  box.className = 'fake-stripe-element';
  Object.assign(box.style, { display: 'grid', gap: '0.75rem', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', padding: '1rem', border: '1px solid #c9d0d9', borderRadius: '8px', background: '#fff' });
  const make = (key: keyof Fields, label: string, autocomplete: string, placeholder: string, format: (v: string) => string, span: boolean): HTMLInputElement => {
    const wrap = document.createElement('div');
    Object.assign(wrap.style, { display: 'grid', gap: '0.25rem', alignContent: 'end', minWidth: '0', gridColumn: span ? '1 / -1' : 'auto' });
    const labelEl = document.createElement('label');
    labelEl.htmlFor = `${id}-${key}`;
    labelEl.textContent = label;
    Object.assign(labelEl.style, { fontSize: '0.875rem', fontWeight: '600' });
    const input = document.createElement('input');
    Object.assign(input, { id: `${id}-${key}`, inputMode: 'numeric', autocomplete, placeholder });
    Object.assign(input.style, { width: '100%', minWidth: '0', boxSizing: 'border-box', minHeight: '2.75rem', padding: '0.5rem 0.75rem', border: '1px solid #c9d0d9', borderRadius: '4px', font: 'inherit' });
    input.addEventListener('input', () => {
      input.value = format(input.value);
      onChange();
    });
    wrap.append(labelEl, input);
    box.append(wrap);
    return input;
  };
  const fields = {
    number: make('number', 'Card number', 'cc-number', '1234 1234 1234 1234', formatCardNumber, true),
    expiry: make('expiry', 'Expiration (MM/YY)', 'cc-exp', 'MM/YY', formatExpiry, false),
    cvc: make('cvc', 'Security code', 'cc-csc', 'CVC', formatCvv, false),
  };
  const note = document.createElement('p');
  note.textContent = 'Simulator: test card 4242 4242 4242 4242, any future date, any CVC.';
  Object.assign(note.style, { gridColumn: '1 / -1', margin: '0', fontSize: '0.8rem', color: '#545c66' });
  box.append(note);
  target.replaceChildren(box);
  return fields;
}

/** The problem Stripe.js would report for the fields, if any. */
function validate(fields: Fields | null): CardSdkError | undefined {
  if (!fields) return { type: 'validation_error', code: 'incomplete', message: 'The payment form is not ready.' };
  const number = fields.number.value;
  if (digitsOnly(number).length < 13) return { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' };
  if (!cardNumberValid(number)) return { type: 'validation_error', code: 'invalid_number', message: 'Your card number is invalid.' };
  if (digitsOnly(fields.expiry.value).length < 4) return { type: 'validation_error', code: 'incomplete_expiry', message: "Your card's expiration date is incomplete." };
  if (!expiryValid(fields.expiry.value)) return { type: 'validation_error', code: 'invalid_expiry_year_past', message: "Your card's expiration year is in the past." };
  if (digitsOnly(fields.cvc.value).length < 3) return { type: 'validation_error', code: 'incomplete_cvc', message: "Your card's security code is incomplete." };
  return undefined;
}

/** The intent id of a client secret (`pi_…_secret_…`), as Stripe.js reads it. */
function intentIdOf(clientSecret: string): string {
  return clientSecret.split('_secret_')[0] ?? '';
}

/** Creates the fake SDK. */
export function createFakeStripe(options: FakeStripeOptions): CardSdk {
  const endpoint = options.endpoint.replace(/\/+$/, '');
  const http = (input: string, init?: RequestInit) => (options.fetch ?? fetch)(input, init);
  const fieldsOf = new WeakMap<CardSdkElements, () => Fields | null>();
  const apiError = (): { error: CardSdkError } => ({ error: { type: 'api_connection_error', message: 'Could not reach the payment provider.' } });

  return {
    elements() {
      let fields: Fields | null = null;
      const handlers: Record<string, ((event: { complete?: boolean; empty?: boolean }) => void)[]> = {};
      const emit = (name: string, event: { complete?: boolean; empty?: boolean }) => handlers[name]?.forEach((h) => h(event));
      const element: CardSdkElement = {
        mount(target) {
          const box = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target;
          if (!box) throw new Error('IntegrationError: the mount target does not exist');
          fields = renderFields(box, () => emit('change', { complete: validate(fields) === undefined, empty: fields?.number.value === '' }));
          queueMicrotask(() => emit('ready', {}));
        },
        unmount() {
          fields?.number.closest('.fake-stripe-element')?.remove();
          fields = null;
        },
        destroy() {
          element.unmount();
        },
        on(name, handler) {
          (handlers[name] ??= []).push(handler);
          return element;
        },
      };
      const group: CardSdkElements = {
        create: () => element,
        submit: async () => {
          const error = validate(fields);
          return error ? { error } : {};
        },
      };
      fieldsOf.set(group, () => fields);
      return group;
    },

    async confirmPayment({ elements, clientSecret }) {
      const fields = fieldsOf.get(elements)?.() ?? null;
      const problem = validate(fields);
      if (problem) return { error: problem };
      if (!clientSecret) return { error: { type: 'invalid_request_error', message: 'clientSecret is required.' } };
      let response: Response;
      try {
        response = await http(cardSimulatorPaths.confirm(endpoint, intentIdOf(clientSecret)), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ client_secret: clientSecret, payment_method: { card: { number: digitsOnly(fields?.number.value ?? '') } } }),
        });
      } catch {
        return apiError();
      }
      const body = (await response.json().catch(() => null)) as { paymentIntent?: { id: string; status: string }; error?: CardSdkError } | null;
      if (body?.paymentIntent) return { paymentIntent: body.paymentIntent };
      return { error: body?.error ?? { type: 'api_error', message: 'The payment provider answered something unexpected.' } };
    },

    async retrievePaymentIntent(clientSecret) {
      try {
        const response = await http(cardSimulatorPaths.retrieve(endpoint, intentIdOf(clientSecret), clientSecret));
        const body = (await response.json()) as { id?: string; status?: string; error?: CardSdkError };
        return body.id && body.status ? { paymentIntent: { id: body.id, status: body.status } } : { error: body.error ?? { type: 'invalid_request_error', message: 'No such payment_intent.' } };
      } catch {
        return apiError();
      }
    },
  };
}

/** A `loadStripe`-shaped loader of the fake (what `setPaymentSdks({ stripe })` takes). */
export function simulatorStripeLoader(options: FakeStripeOptions): (publishableKey: string) => Promise<CardSdk> {
  return async () => createFakeStripe(options);
}
