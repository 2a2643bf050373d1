/**
 * The card provider simulator (demo mode): payment intents like Stripe's, kept in the simulator store.
 * The browser's fake SDK confirms an intent at `POST /sim/stripe/payment_intents/{id}/confirm` with
 * either a test card number or an explicit `simulate` outcome; the simulator then signs and delivers
 * a webhook event to our server, exactly as the real provider would. Only last4 and brand are kept.
 */
import { randomBytes } from 'node:crypto';
import { cardBrand, cardLast4, digitsOnly, luhnValid } from '../../../shared/payments/card.ts';
import type { Data } from '../database.ts';
import { simRefund } from './sim-refunds.ts';
import { simId, SimStore, type SimObject } from './sim-store.ts';
import { signStripePayload } from './stripe-signature.ts';
import type { CardIntent, CardProvider, ProviderMetadata, ProviderRefund, RefundRequest } from './types.ts';

/** The simulator's publishable key (public; shown to the browser). */
export const SIM_STRIPE_PUBLISHABLE_KEY = 'pk_test_demo_simulator';

/** Outcomes a test or the fake SDK can ask for with `simulate`. */
export const STRIPE_SIM_OUTCOMES = ['succeeded', 'processing', 'requires_payment_method', 'canceled'] as const;
/** A simulated outcome. */
export type StripeSimOutcome = (typeof STRIPE_SIM_OUTCOMES)[number];

/** Test card numbers the simulator knows; any other valid number succeeds. */
export const STRIPE_TEST_CARDS: Record<string, { outcome: StripeSimOutcome; code?: string; message?: string }> = {
  '4242424242424242': { outcome: 'succeeded' },
  '5555555555554444': { outcome: 'succeeded' },
  '4000000000000077': { outcome: 'processing' },
  '4000000000000002': { outcome: 'requires_payment_method', code: 'card_declined', message: 'Your card was declined.' },
  '4000000000009995': { outcome: 'requires_payment_method', code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000000127': { outcome: 'canceled' },
};

/** The intent statuses Stripe lets us cancel (it refuses once money is taken or on its way). */
const CANCELABLE = ['requires_payment_method', 'requires_confirmation', 'requires_action', 'requires_capture'];

interface IntentData {
  clientSecret: string;
  metadata: ProviderMetadata;
  email?: string;
  last4?: string;
  brand?: string;
  charge?: string;
  error?: { code: string; message: string };
}

/** The intent as the browser sees it (no metadata). */
export interface PublicIntent {
  id: string;
  object: 'payment_intent';
  status: string;
  amount: number;
  currency: string;
  last_payment_error: { code: string; message: string; type: 'card_error' } | null;
}

/** What a confirmation answers, like Stripe.js: the intent, or an error (with the intent when there is one). */
export type ConfirmAnswer = {
  status: number;
  body: { paymentIntent: PublicIntent } | { error: { type: string; code: string; message: string; payment_intent?: PublicIntent } };
};

/** The simulated card provider. */
export class StripeSimulator implements CardProvider {
  readonly mode = 'simulator' as const;
  readonly publishableKey = SIM_STRIPE_PUBLISHABLE_KEY;
  readonly browserEndpoint = '/sim/stripe';
  readonly webhookSecret: string;
  /** Receives each signed event (payload, Stripe-Signature header); wired to our webhook handling. */
  onEvent: ((payload: string, signature: string) => void | Promise<void>) | undefined;
  private readonly store: SimStore<IntentData>;
  private readonly now: () => Date;
  private readonly data: Data;

  constructor(data: Data, options: { webhookSecret?: string; now?: () => Date } = {}) {
    this.data = data;
    this.store = new SimStore<IntentData>(data, 'stripe');
    this.webhookSecret = options.webhookSecret ?? `whsec_sim_${randomBytes(24).toString('hex')}`;
    this.now = options.now ?? (() => new Date());
  }

  /** Creates an intent with the server's amount (status requires_payment_method). */
  async createIntent(input: { amount: number; currency: string; email?: string; metadata: ProviderMetadata }): Promise<CardIntent> {
    const id = simId('pi_sim_');
    const data: IntentData = {
      clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      metadata: input.metadata,
      ...(input.email ? { email: input.email } : {}),
    };
    return this.toIntent(
      await this.store.insert(
        { id, status: 'requires_payment_method', amount: input.amount, currency: input.currency.toUpperCase(), data },
        this.now(),
      ),
    );
  }

  /** The intent for our server (null when unknown). */
  async retrieveIntent(id: string): Promise<CardIntent | null> {
    const found = await this.store.get(id);
    return found ? this.toIntent(found) : null;
  }

  /**
   * Cancels an intent that has not taken money (its payment page then refuses to confirm it) and
   * delivers `payment_intent.canceled`; a succeeded or processing intent is answered as it is.
   */
  async cancelIntent(id: string): Promise<CardIntent | null> {
    const canceled = await this.store.update(id, { status: 'canceled' }, this.now(), CANCELABLE);
    if (canceled) await this.emit(canceled);
    const found = canceled ?? (await this.store.get(id));
    return found ? this.toIntent(found) : null;
  }

  /** Refunds a succeeded intent, once per idempotency key. */
  async refund(input: RefundRequest): Promise<ProviderRefund> {
    return simRefund(this.data, 'stripe', { paidStatuses: ['succeeded'], prefix: 're_sim_' }, input, this.now());
  }

  /** The intent for the browser, which must present the client secret (like `retrievePaymentIntent`). */
  async retrieveForClient(id: string, clientSecret: string): Promise<PublicIntent | null> {
    const found = await this.store.get(id);
    return found && found.data.clientSecret === clientSecret ? this.toPublic(found) : null;
  }

  /**
   * Confirms an intent from the browser: `simulate` forces an outcome, otherwise the card number picks
   * one (STRIPE_TEST_CARDS; other valid numbers succeed). The number itself is never stored.
   */
  async confirm(id: string, clientSecret: string, input: { simulate?: StripeSimOutcome; cardNumber?: string }): Promise<ConfirmAnswer> {
    const found = await this.store.get(id);
    if (!found || found.data.clientSecret !== clientSecret)
      return {
        status: 404,
        body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent.' } },
      };
    if (found.status !== 'requires_payment_method') return this.unexpectedState(found);
    let outcome: StripeSimOutcome = input.simulate ?? 'succeeded';
    let card: Pick<IntentData, 'last4' | 'brand'> = {};
    let error: IntentData['error'];
    if (!input.simulate) {
      const digits = digitsOnly(input.cardNumber ?? '');
      if (digits.length < 13 || digits.length > 19 || !luhnValid(digits)) {
        return {
          status: 400,
          body: { error: { type: 'validation_error', code: 'incorrect_number', message: 'Your card number is invalid.' } },
        };
      }
      const known = STRIPE_TEST_CARDS[digits];
      outcome = known?.outcome ?? 'succeeded';
      card = { last4: cardLast4(digits), brand: cardBrand(digits) };
      if (known?.code) error = { code: known.code, message: known.message ?? 'Your card was declined.' };
    } else if (outcome === 'requires_payment_method') {
      error = { code: 'card_declined', message: 'Your card was declined.' };
    }
    const updated = await this.store.update(
      id,
      { status: outcome, data: { ...card, ...(outcome === 'succeeded' ? { charge: simId('ch_sim_') } : {}), ...(error ? { error } : {}) } },
      this.now(),
      ['requires_payment_method'],
    );
    // Another confirmation of the same intent got there first.
    if (!updated) return this.unexpectedState((await this.store.get(id)) ?? found);
    await this.emit(updated);
    const intent = this.toPublic(updated);
    if (error) return { status: 402, body: { error: { type: 'card_error', ...error, payment_intent: intent } } };
    return { status: 200, body: { paymentIntent: intent } };
  }

  private unexpectedState(found: SimObject<IntentData>): ConfirmAnswer {
    return {
      status: 400,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: `This PaymentIntent's status is ${found.status}.`,
          payment_intent: this.toPublic(found),
        },
      },
    };
  }

  /** Finishes a processing intent (the bank's late answer): succeeded, requires_payment_method or canceled. */
  async settle(id: string, clientSecret: string, outcome: Exclude<StripeSimOutcome, 'processing'>): Promise<PublicIntent | null> {
    const found = await this.store.get(id);
    if (!found || found.data.clientSecret !== clientSecret) return null;
    const error = outcome === 'requires_payment_method' ? { code: 'card_declined', message: 'Your card was declined.' } : undefined;
    const updated = await this.store.update(
      id,
      { status: outcome, data: { ...(outcome === 'succeeded' ? { charge: simId('ch_sim_') } : {}), ...(error ? { error } : {}) } },
      this.now(),
      ['processing'],
    );
    if (!updated) return this.toPublic(found);
    await this.emit(updated);
    return this.toPublic(updated);
  }

  /** A signed event for an intent, as the provider would post it (also used by tests). */
  async signedEvent(id: string, type?: string, timestamp?: number): Promise<{ payload: string; signature: string } | null> {
    const found = await this.store.get(id);
    if (!found) return null;
    const payload = JSON.stringify({
      id: simId('evt_sim_'),
      object: 'event',
      type: type ?? eventType(found.status),
      created: Math.floor(this.now().getTime() / 1000),
      livemode: false,
      data: {
        object: {
          ...this.toPublic(found),
          currency: found.currency.toLowerCase(),
          metadata: found.data.metadata,
          latest_charge: found.data.charge ?? null,
        },
      },
    });
    return { payload, signature: signStripePayload(payload, this.webhookSecret, timestamp ?? Math.floor(this.now().getTime() / 1000)) };
  }

  private async emit(intent: SimObject<IntentData>): Promise<void> {
    const event = await this.signedEvent(intent.id);
    if (!event || !this.onEvent) return;
    try {
      await this.onEvent(event.payload, event.signature);
    } catch (error) {
      console.error('Card simulator: delivering a webhook event failed:', error instanceof Error ? error.message : error);
    }
  }

  private toPublic(found: SimObject<IntentData>): PublicIntent {
    const error =
      found.status === 'requires_payment_method' && found.data.error ? { ...found.data.error, type: 'card_error' as const } : null;
    return {
      id: found.id,
      object: 'payment_intent',
      status: found.status,
      amount: found.amount,
      currency: found.currency.toLowerCase(),
      last_payment_error: error,
    };
  }

  private toIntent(found: SimObject<IntentData>): CardIntent {
    return {
      id: found.id,
      clientSecret: found.data.clientSecret,
      status: found.status,
      amount: found.amount,
      currency: found.currency,
      metadata: found.data.metadata,
      transactionId: found.data.charge ?? null,
      last4: found.data.last4 ?? null,
      brand: found.data.brand ?? null,
      errorMessage: found.data.error?.message ?? null,
    };
  }
}

/** The webhook event type of an intent status. */
export function eventType(status: string): string {
  switch (status) {
    case 'succeeded':
      return 'payment_intent.succeeded';
    case 'processing':
      return 'payment_intent.processing';
    case 'canceled':
      return 'payment_intent.canceled';
    default:
      return 'payment_intent.payment_failed';
  }
}
