import { describe, expect, it } from 'vitest';
import type { BookingData, OrderData } from '../../lifecycle/snapshots.ts';
import type { Brand } from './layout.ts';
import { refundMessage } from './refund.ts';

const northwind: Brand = {
  name: 'Northwind Outfitters',
  color: '#0b6e4f',
  homeUrl: 'https://shop.example/?org=northwind',
  locale: 'en-US',
};
const harbor: Brand = { name: 'Harbor Bistro & Salon', color: '#8a2d5b', homeUrl: 'https://shop.example/?org=harbor', locale: 'en-GB' };
const ORDER_URL = 'https://shop.example/store/order-confirmation/ord_1?org=northwind&token=ord_1.1.sig';
const MANAGE_URL = 'https://shop.example/book/salon?org=harbor&manage=res_1.1.sig';

const order: OrderData = {
  kind: 'order',
  orderId: 'ord_1',
  number: 'NW-100007',
  status: 'paid',
  paymentStatus: 'paid',
  paymentMethod: 'card',
  paymentInstructions: null,
  customerName: 'Ada Lovelace',
  items: [{ name: 'Summit Rain Jacket', quantity: 1, priceCents: 12665 }],
  subtotalCents: 12665,
  shippingCents: 0,
  taxCents: 1013,
  taxIncluded: false,
  taxLabel: 'Sales tax',
  discountCents: 0,
  totalCents: 13678,
  currency: 'USD',
  tenantName: 'Northwind Outfitters',
};
const booking: BookingData = {
  kind: 'booking',
  reservationId: 'res_1',
  code: 'R4A8559B',
  status: 'confirmed',
  serviceName: 'Cut & colour',
  locationName: 'Old Town',
  locationAddress: '1 High Street, Bristol',
  attendantName: null,
  startUtc: '2026-07-03T13:00:00.000Z',
  endUtc: '2026-07-03T14:00:00.000Z',
  timeZone: 'Europe/London',
  partySize: 1,
  customerName: 'Ana',
  priceCents: 4550,
  currency: 'GBP',
  paid: true,
  payBy: null,
  tenantName: 'Harbor Bistro & Salon',
};

describe('refund e-mails', () => {
  it('say the amount, that it goes back to the original payment method and how long it takes, with the order link', () => {
    const full = refundMessage(
      'order.refunded',
      { ...order, refund: { amountCents: 13678, currency: 'USD', to: 'original', refundedCents: 13678, paidCents: 13678 } },
      { brand: northwind, language: 'en', url: ORDER_URL },
    );
    expect(full.subject).toBe('Refund for order NW-100007');
    expect(full.text).toContain('Hello Ada Lovelace, Northwind Outfitters has refunded $136.78 for order NW-100007.');
    expect(full.text).toContain(
      'It goes back to your original payment method. It can take 5–10 business days to appear on your statement.',
    );
    expect(full.text).toContain(`View your order: ${ORDER_URL}`);
    expect(full.text).not.toContain('Refunded in all');
  });

  it('after a part refund, say how much has been refunded in all of what was paid, in English and Spanish', () => {
    const part = {
      ...order,
      refund: { amountCents: 2000, currency: 'USD', to: 'original' as const, refundedCents: 5000, paidCents: 13678 },
    };
    const en = refundMessage('order.refunded', part, { brand: northwind, language: 'en', url: ORDER_URL });
    expect(en.text).toContain('has refunded $20.00 for order NW-100007');
    expect(en.text).toMatch(/Refunded in all: +\$50\.00 of \$136\.78/);
    const es = refundMessage('order.refunded', part, { brand: northwind, language: 'es', url: ORDER_URL });
    expect(es.subject).toBe('Reembolso del pedido NW-100007');
    expect(es.text).toMatch(/te ha reembolsado 20,00\sUS\$ del pedido NW-100007/);
    expect(es.text).toContain('Se devuelve a tu método de pago original. Puede tardar entre 5 y 10 días hábiles');
    expect(es.text).toMatch(/Reembolsado en total: +50,00\sUS\$ de 136,78\sUS\$/);
  });

  it('tell a booking refunded to a gift card, or paid offline, where the money is, with the manage link', () => {
    const gift = refundMessage(
      'booking.refunded',
      { ...booking, refund: { amountCents: 1000, currency: 'GBP', to: 'gift_card', refundedCents: 1000, paidCents: 1000 } },
      { brand: harbor, language: 'en', url: MANAGE_URL },
    );
    expect(gift.subject).toBe('Refund for your booking: Cut & colour, Fri 3 Jul, 14:00');
    expect(gift.text).toContain('Harbor Bistro & Salon has refunded £10.00 for your booking.');
    expect(gift.text).toContain('It is back on your gift card now, ready to use.');
    expect(gift.text).toMatch(/Confirmation code: +R4A8559B/);
    expect(gift.text).toContain(`Manage your booking: ${MANAGE_URL}`);
    const offline = refundMessage(
      'booking.refunded',
      { ...booking, refund: { amountCents: 1000, currency: 'GBP', to: 'in_person' } },
      { brand: harbor, language: 'es', url: MANAGE_URL },
    );
    expect(offline.subject).toBe('Reembolso de tu reserva: Cut & colour, vie, 3 jul, 14:00');
    expect(offline.text).toContain('Harbor Bistro & Salon te lo devolverá por el mismo medio con el que pagaste.');
  });
});
