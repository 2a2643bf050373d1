import { formatMoney } from '../../../shared/i18n/format.ts';
import { bankByCode } from '../../../shared/payments/banks.ts';
import type { CardbankSimPayment } from '../payments/cardbank-sim.ts';
import { html } from './html.ts';
import { simButton, simDocument, simFacts } from './sim-layout.ts';

/** A card-and-bank-transfer payment as the simulator's action page shows it. */
export type CardbankSimView = CardbankSimPayment;

/**
 * The card-and-bank-transfer simulator's action page at `/sim/cardbank/action/{id}` (the extra
 * authentication step): Approve or Decline while the payment waits, then its outcome.
 */
export function cardbankSimPage(payment: CardbankSimView): string {
  const action = `/sim/cardbank/action/${encodeURIComponent(payment.id)}`;
  const instrument =
    payment.method === 'card'
      ? `${(payment.brand ?? 'card').toUpperCase()} ending ${payment.last4 ?? '????'}`
      : `Bank transfer from ${bankByCode(payment.bankCode ?? '')?.name ?? payment.bankCode ?? 'your bank'}`;
  const facts = simFacts([
    ['Amount', formatMoney(payment.amount, payment.currency)],
    ['Paying with', instrument],
    ['Payment', payment.id],
    ['Status', payment.status],
  ]);
  const body =
    payment.status === 'requires_action'
      ? html`<p>Your bank asks you to confirm this payment.</p>
${facts}
<div class="sim-actions">
${simButton(action, payment.token, 'decision', 'approve', 'Approve')}
${simButton(action, payment.token, 'decision', 'decline', 'Decline')}
</div>`
      : html`<p role="status">${payment.status === 'succeeded' ? 'The payment is approved.' : 'The payment was declined.'} You can close this window and return to the store.</p>
${facts}`;
  return simDocument({ title: 'Confirm your payment (simulator)', body });
}
