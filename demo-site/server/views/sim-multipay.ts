import { formatMoney } from '../../../shared/i18n/format.ts';
import type { SimSessionView } from '../payments/multipay-sim.ts';
import { html } from './html.ts';
import { simButton, simDocument, simFacts } from './sim-layout.ts';

/** A multi-method session as the simulator page shows it. */
export type MultipaySimView = SimSessionView;

const METHOD_LABELS: Record<string, string> = {
  card: 'Card',
  bank_account: 'Bank account',
  mobile_wallet: 'Mobile wallet',
  crypto: 'Cryptocurrency',
};
const DONE: Record<string, string> = {
  completed: 'The payment is complete.',
  failed: 'The payment failed.',
  expired: 'The payment session expired.',
};

/**
 * The multi-method provider simulator page at `/sim/multipay/{id}`: the session's facts and, while it
 * is pending, the buttons Complete, Fail and Let expire (each a POST with the session's form token).
 */
export function multipaySimPage(session: MultipaySimView, notice?: string): string {
  const action = `/sim/multipay/${encodeURIComponent(session.id)}`;
  const method = METHOD_LABELS[session.method] ?? session.method;
  const facts: [string, string][] = [
    ['Amount', formatMoney(session.amount, session.currency)],
    ['Method', session.crypto ? `${method} (${session.crypto})` : method],
    ['Reference', session.reference],
    ['Session', session.id],
    ['Status', session.status],
  ];
  if (session.expiresAt && session.status === 'pending') facts.push(['Expires', new Date(session.expiresAt).toUTCString()]);
  const body =
    session.status === 'pending'
      ? html`<p>Choose what the provider should report for this payment. The store learns the result by asking the provider, not from this page.</p>
${simFacts(facts)}
<div class="sim-actions">
${simButton(action, session.token, 'action', 'complete', 'Complete payment')}
${simButton(action, session.token, 'action', 'fail', 'Fail payment')}
${simButton(action, session.token, 'action', 'expire', 'Let it expire')}
</div>`
      : html`<p role="status">${notice ?? DONE[session.status] ?? `Status: ${session.status}`} You can close this window and return to the store.</p>
${simFacts(facts)}
<p><a href="${session.returnUrl}">Return to the store</a></p>`;
  return simDocument({ title: 'Multi-method payment (simulator)', body });
}
