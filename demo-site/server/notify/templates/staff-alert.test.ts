import { describe, expect, it } from 'vitest';
import type { StaffAlertData } from '../../lifecycle/staff-alerts.ts';
import type { Brand } from './layout.ts';
import { staffAlertMessage } from './staff-alert.ts';

const harbor: Brand = { name: 'Harbor Bistro & Salon', color: '#8a2d5b', homeUrl: 'https://shop.example/?org=harbor', locale: 'en-GB' };
const STAFF_URL = 'https://shop.example/staff/orders?org=harbor';
const failed: StaffAlertData = {
  kind: 'staff_alert',
  target: 'order',
  targetId: 'ord_1',
  label: 'HB-100003',
  amountCents: 2895,
  currency: 'GBP',
  provider: 'stripe',
  reason: 'The card has expired or was cancelled. (expired_or_canceled_card)',
  tenantName: 'Harbor Bistro & Salon',
};

describe('staff alert e-mails', () => {
  it('say which order, how much, the provider and its reason, and what to do, in English and Spanish', () => {
    const en = staffAlertMessage('refund.failed', failed, { brand: harbor, language: 'en', url: STAFF_URL });
    expect(en.subject).toBe('Refund failed: order HB-100003');
    expect(en.text).toContain('Stripe could not refund £28.95 for order HB-100003. Its reason: The card has expired or was cancelled.');
    expect(en.text).toContain('Refund it again from Orders');
    expect(en.text).toContain(`Open Orders: ${STAFF_URL}`);
    const es = staffAlertMessage('refund.failed', failed, { brand: harbor, language: 'es', url: STAFF_URL });
    expect(es.subject).toBe('Reembolso fallido: pedido HB-100003');
    expect(es.text).toContain('Stripe no pudo reembolsar');
    const late = staffAlertMessage(
      'payment.late',
      { ...failed, target: 'booking', label: 'R4A8559B', provider: 'paypal', reason: null },
      { brand: harbor, language: 'en', url: STAFF_URL },
    );
    expect(late.subject).toBe('Payment after cancellation: booking R4A8559B');
    expect(late.text).toContain('PayPal took a payment of £28.95 for booking R4A8559B after it was cancelled.');
    expect(late.text).toContain('It is being refunded automatically');
  });

  it('writes a provider’s reason with markup as text', () => {
    const message = staffAlertMessage(
      'refund.failed',
      { ...failed, reason: '<img src=x onerror=alert(1)>' },
      { brand: harbor, language: 'en', url: STAFF_URL },
    );
    expect(message.html).not.toContain('<img src=x');
    expect(message.html).toContain('&lt;img src=x');
  });
});
