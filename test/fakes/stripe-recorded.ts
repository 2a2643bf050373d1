/**
 * Stripe API answers and webhook events as Stripe documents them (API version 2024-06-20): a
 * PaymentIntent, its Charge, a Refund, an error, and the Event envelope. Only ids, amounts, statuses
 * and metadata vary; every other field is kept as in Stripe's reference, so the server's readers meet
 * the real shapes (nulls, nested objects, fields they ignore).
 */

/** A PaymentIntent object; `overrides` replace top-level fields. */
export function stripePaymentIntent(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const id = typeof overrides.id === 'string' ? overrides.id : 'pi_3MtwBwLkdIwHu7ix28a3tqPa';
  return {
    id,
    object: 'payment_intent',
    amount: 2000,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: { allow_redirects: 'always', enabled: true },
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic',
    client_secret: `${id}_secret_YrKJUKribcBjcG8HVhfZluoGH`,
    confirmation_method: 'automatic',
    created: 1680800504,
    currency: 'usd',
    customer: null,
    description: null,
    invoice: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: {},
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: { id: 'pmc_1MtwBwLkdIwHu7ixik8aZ2Qk', parent: null },
    payment_method_options: { card: { installments: null, mandate_options: null, network: null, request_three_d_secure: 'automatic' } },
    payment_method_types: ['card', 'link'],
    processing: null,
    receipt_email: null,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'requires_payment_method',
    transfer_data: null,
    transfer_group: null,
    ...overrides,
  };
}

/** A succeeded Charge of a card (what `expand[]=latest_charge` puts in place of the id). */
export function stripeCharge(id: string, intentId: string, amount: number): Record<string, unknown> {
  return {
    id,
    object: 'charge',
    amount,
    amount_captured: amount,
    amount_refunded: 0,
    balance_transaction: 'txn_3MmlLrLkdIwHu7ix0uke3Ezy',
    captured: true,
    currency: 'usd',
    outcome: {
      network_status: 'approved_by_network',
      reason: null,
      risk_level: 'normal',
      seller_message: 'Payment complete.',
      type: 'authorized',
    },
    paid: true,
    payment_intent: intentId,
    payment_method: 'pm_1MmlLrLkdIwHu7ixIJwEWSNR',
    payment_method_details: {
      card: {
        brand: 'visa',
        checks: { cvc_check: 'pass' },
        country: 'US',
        exp_month: 3,
        exp_year: 2030,
        funding: 'credit',
        last4: '4242',
        network: 'visa',
      },
      type: 'card',
    },
    refunded: false,
    status: 'succeeded',
  };
}

/** The `last_payment_error` of a declined card. */
export function stripeCardDeclined(chargeId: string): Record<string, unknown> {
  return {
    charge: chargeId,
    code: 'card_declined',
    decline_code: 'generic_decline',
    doc_url: 'https://stripe.com/docs/error-codes/card-declined',
    message: 'Your card was declined.',
    payment_method: { id: 'pm_1NO6mA2eZvKYlo2CEydeHsJT', object: 'payment_method', card: { brand: 'visa', last4: '0002' }, type: 'card' },
    type: 'card_error',
  };
}

/** A Refund object. */
export function stripeRefund(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 're_1Nispe2eZvKYlo2Cd31jOCgZ',
    object: 'refund',
    amount: 1000,
    balance_transaction: 'txn_1Nispe2eZvKYlo2CYezqFhEx',
    charge: 'ch_1NirD82eZvKYlo2CIvbtLWuY',
    created: 1692942318,
    currency: 'usd',
    destination_details: {
      card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' },
      type: 'card',
    },
    metadata: {},
    payment_intent: 'pi_1GszsK2eZvKYlo2CfhZyoZLp',
    reason: null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
    ...overrides,
  };
}

/** Stripe's error answer (400 for a bad request, 404 for an unknown object). */
export function stripeError(type: string, message: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { error: { type, message, request_log_url: 'https://dashboard.stripe.com/test/logs/req_xyz', ...extra } };
}

/** An Event envelope around a PaymentIntent. */
export function stripeEvent(type: string, intent: Record<string, unknown>, id = 'evt_3MtwBwLkdIwHu7ix0VIlYq5Z'): Record<string, unknown> {
  return {
    id,
    object: 'event',
    api_version: '2024-06-20',
    created: 1680064028,
    data: { object: intent },
    livemode: false,
    pending_webhooks: 1,
    request: { id: 'req_sxHnDGKbLzb5uZ', idempotency_key: 'bfd3a1f6-4d9c-4c5b-9b2b-2a1b7b1b2c3d' },
    type,
  };
}
