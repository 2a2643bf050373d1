import { describe, expect, it } from 'vitest';
import type { BookingData, OrderData, QueueData } from '../../lifecycle/snapshots.ts';
import { bookingMessage, type BookingContext, type BookingMessageType } from './booking.ts';
import { codeMessage } from './code.ts';
import type { Brand, RenderedMessage } from './layout.ts';
import { orderMessage } from './order.ts';
import { queueMessage } from './queue.ts';
import { refundMessage } from './refund.ts';

const brand: Brand = { name: 'Harbor <Bistro> & Salon', color: '#8a2d5b', homeUrl: 'https://shop.example/?org=harbor', locale: 'en-GB' };
const northwind: Brand = { name: 'Northwind Outfitters', color: '#0b6e4f', homeUrl: 'https://shop.example/?org=northwind', locale: 'en-US' };
const logo = { cid: 'logo@shop.example', filename: 'harbor.png', contentType: 'image/png', base64: 'iVBORw0KGgo=', width: 40, height: 40 };
const ORDER_URL = 'https://shop.example/store/order-confirmation/ord_1?org=northwind&token=ord_1.1.sig';
const hostile = '<img src=x onerror=alert(1)>Ana "Mae"';
const booking: BookingData = {
  kind: 'booking',
  reservationId: 'res_1',
  code: 'R4A8559B',
  status: 'confirmed',
  serviceName: 'Cut & colour',
  locationName: 'Old Town',
  locationAddress: '1 High Street, Bristol',
  attendantName: 'Sam',
  startUtc: '2026-07-03T13:00:00.000Z',
  endUtc: '2026-07-03T14:00:00.000Z',
  timeZone: 'Europe/London',
  partySize: 2,
  customerName: hostile,
  priceCents: 4550,
  currency: 'GBP',
  paid: false,
  payment: { amountCents: 4550, deposit: false, totalCents: 4550, taxCents: 758, taxIncluded: true, taxLabel: 'VAT' },
  refund: null,
  payBy: null,
  tenantName: 'Harbor Bistro & Salon',
};
const ctx = (language: 'en' | 'es'): BookingContext => ({
  brand,
  language,
  manageUrl: 'https://shop.example/book/salon?org=harbor&manage=res_1.1.sig',
  bookUrl: 'https://shop.example/book/salon?org=harbor',
  uid: 'res_1@shop.example',
  sequence: 1,
  stamp: new Date('2026-07-01T10:00:00Z'),
  organizerEmail: 'no-reply@shop.example',
  recipient: 'ana@example.com',
});
const order: OrderData = {
  kind: 'order',
  orderId: 'ord_1',
  number: 'NW-1001',
  status: 'pending',
  paymentStatus: 'pending_payment',
  paymentMethod: 'bank_transfer',
  paymentInstructions: 'Transfer to IBAN GB00 0000\nReference: <NW-1001>',
  customerName: hostile,
  items: [{ name: 'Summit <Rain> Jacket', quantity: 2, priceCents: 12665 }],
  subtotalCents: 25330,
  shippingCents: 0,
  taxCents: 2026,
  taxIncluded: false,
  taxLabel: 'Sales tax',
  discountCents: 500,
  totalCents: 26856,
  currency: 'USD',
  tenantName: 'Northwind Outfitters',
};
const queue: QueueData = {
  kind: 'queue',
  entryId: 'q_1',
  status: 'called',
  customerName: hostile,
  partySize: 3,
  locationName: 'Quayside',
  serviceName: null,
  joinedAt: '2026-07-03T12:00:00.000Z',
  timeZone: 'Europe/London',
  tenantName: 'Harbor Bistro & Salon',
};

const BOOKING_TYPES: BookingMessageType[] = ['booking.created', 'booking.paid', 'booking.changed', 'booking.cancelled', 'booking.expired', 'booking.reminder'];

/** Every message, each with the tenant's logo. */
function all(language: 'en' | 'es'): RenderedMessage[] {
  const branded = { ...brand, logo };
  return [
    ...BOOKING_TYPES.map((type) => bookingMessage(type, booking, { ...ctx(language), brand: branded })),
    ...(['order.received', 'order.paid', 'order.expired', 'order.cancelled'] as const).map((type) =>
      orderMessage(type, order, { brand: { ...northwind, logo }, language, orderUrl: ORDER_URL }),
    ),
    ...(['queue.next', 'queue.called'] as const).map((type) => queueMessage(type, queue, { brand: branded, language, queueUrl: 'https://shop.example/queue' })),
    codeMessage('123456', { brand: branded, language }),
    refundMessage('order.refunded', { ...order, refund: { amountCents: 1000, currency: 'USD', to: 'original', refundedCents: 1000, paidCents: 26856 } }, { brand: { ...northwind, logo }, language, url: ORDER_URL }),
    refundMessage('booking.refunded', { ...booking, refund: { amountCents: 4550, currency: 'GBP', to: 'gift_card', refundedCents: 4550, paidCents: 4550 } }, { brand: branded, language, url: ctx(language).manageUrl }),
  ];
}

describe('message templates', () => {
  it('say a new booking awaiting payment is only held, until when, and offer to pay; the paid one is confirmed', () => {
    const held = { ...booking, status: 'pending', payBy: '2026-07-01T09:15:00.000Z' };
    const en = bookingMessage('booking.created', held, ctx('en'));
    expect(en.subject).toBe('Booking reserved: pay by Wednesday, 1 July 2026 at 10:15 BST to keep it');
    expect(en.text).toContain('is holding this time for you until Wednesday, 1 July 2026 at 10:15 BST');
    expect(en.text).toContain('Pay now: https://shop.example/book/salon?org=harbor&manage=res_1.1.sig');
    expect(en.subject).not.toMatch(/confirmed/i);
    const es = bookingMessage('booking.created', held, ctx('es'));
    expect(es.subject).toMatch(/^Reserva apartada: paga antes del .+ para mantenerla$/);
    const meal = bookingMessage('booking.created', { ...booking, mealTypeName: "Chef's Table Experience" }, ctx('es'));
    expect(meal.text).toMatch(/Tipo de comida: +Chef's Table Experience/);
    const paid = bookingMessage('booking.paid', { ...booking, paid: true }, ctx('en'));
    expect(paid.subject).toBe('Booking confirmed: Cut & colour, Fri 3 Jul, 14:00');
    expect(paid.text).toContain('we received your payment');
    expect(paid.text).toContain('£45.50, paid');
    expect(paid.attachments.map((a) => a.filename)).toEqual(['invite.ics']);
  });

  it('write the booking confirmation with its details in the location zone, the price in its currency and the manage link', () => {
    const en = bookingMessage('booking.created', booking, ctx('en'));
    expect(en.subject).toBe('Booking confirmed: Cut & colour, Fri 3 Jul, 14:00');
    expect(en.text).toContain('Friday, 3 July 2026 at 14:00 BST');
    expect(en.text).toContain('£45.50, to pay');
    expect(en.text).toContain('Manage your booking: https://shop.example/book/salon?org=harbor&manage=res_1.1.sig');
    expect(en.html).toContain('href="https://shop.example/book/salon?org=harbor&amp;manage=res_1.1.sig"');
    expect(en.html).toContain('background:#8a2d5b');
    expect(en.attachments.map((a) => a.filename)).toEqual(['invite.ics']);
    const es = bookingMessage('booking.created', booking, ctx('es'));
    expect(es.subject).toBe('Reserva confirmada: Cut & colour, vie, 3 jul, 14:00');
    expect(es.text).toContain('viernes, 3 de julio de 2026, 14:00');
    expect(es.text).toMatch(/45,50\sGBP, pendiente de pago/);
    expect(es.html).toContain('<html lang="es">');
  });

  it('say what happened: changed and reminder keep the manage link, cancelled and released offer to book again with a cancelling .ics', () => {
    expect(bookingMessage('booking.changed', booking, ctx('en')).attachments[0]?.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    const cancelled = bookingMessage('booking.cancelled', booking, ctx('en'));
    expect(cancelled.attachments[0]?.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(cancelled.text).toContain('Book again: https://shop.example/book/salon?org=harbor');
    expect(cancelled.text).not.toContain('manage=');
    const expired = bookingMessage('booking.expired', booking, ctx('en'));
    expect(expired.text).toContain('was not paid in time, so we released the time for other guests. Nothing was charged.');
    expect(bookingMessage('booking.expired', booking, ctx('es')).text).toContain('no se pagó a tiempo');
    const reminder = bookingMessage('booking.reminder', booking, ctx('en'));
    expect(reminder.subject).toBe('Reminder: Cut & colour, Fri 3 Jul, 14:00');
    expect(reminder.attachments).toEqual([]);
  });

  it('say what is due or paid: a deposit as the deposit, a whole price with the tax it includes; an event from before shows the service price', () => {
    expect(bookingMessage('booking.created', booking, ctx('en')).text).toMatch(/Price: +£45\.50, to pay \(includes £7\.58 VAT\)/);
    expect(bookingMessage('booking.created', booking, ctx('es')).text).toMatch(/Precio: +45,50\sGBP, pendiente de pago \(incluye 7,58\sGBP de IVA\)/);
    const deposit = { ...booking, paid: true, payment: { amountCents: 1000, deposit: true, totalCents: 4550, taxCents: 758, taxIncluded: true, taxLabel: 'VAT' } };
    expect(bookingMessage('booking.paid', deposit, ctx('en')).text).toMatch(/Deposit: +£10\.00, paid\n/);
    expect(bookingMessage('booking.paid', deposit, ctx('es')).text).toMatch(/Depósito: +10,00\sGBP, pagado\n/);
    const before = { ...booking, payment: undefined };
    expect(bookingMessage('booking.created', before, ctx('en')).text).toMatch(/Price: +£45\.50, to pay\n/);
    const free = { ...booking, priceCents: 0, payment: null };
    expect(bookingMessage('booking.created', free, ctx('en')).text).not.toMatch(/Price|pay/);
  });

  it('say on a cancellation what is refunded and where, and nothing about money when nothing is refunded', () => {
    const refund = (to: 'original' | 'gift_card' | 'account_balance' | 'in_person') => ({ ...booking, paid: true, refund: { amountCents: 1000, currency: 'GBP', to } });
    const card = bookingMessage('booking.cancelled', refund('original'), ctx('en'));
    expect(card.text).toContain('your booking with Harbor Bistro & Salon is cancelled.\n\nWe are refunding £10.00 to your original payment method. It can take 5–10 business days to appear.');
    expect(card.html).toContain('We are refunding £10.00 to your original payment method.');
    expect(card.text).not.toMatch(/Price|paid/);
    expect(bookingMessage('booking.cancelled', refund('gift_card'), ctx('en')).text).toContain('We are returning £10.00 to your gift card.');
    expect(bookingMessage('booking.cancelled', refund('account_balance'), ctx('es')).text).toMatch(/Te estamos devolviendo 10,00\sGBP al saldo de tu cuenta\./);
    expect(bookingMessage('booking.cancelled', refund('in_person'), ctx('en')).text).toContain('Harbor Bistro & Salon will return £10.00 to you the way you paid.');
    const kept = bookingMessage('booking.cancelled', { ...booking, paid: true, refund: null }, ctx('en'));
    expect(kept.text).not.toMatch(/refund|paid|to pay|£/i);
  });

  it("show the tenant's logo in the header from inside the message (cid:), named by the tenant, and keep the text part as it was", () => {
    const withLogo = bookingMessage('booking.created', booking, { ...ctx('en'), brand: { ...brand, logo } });
    const without = bookingMessage('booking.created', booking, ctx('en'));
    expect(withLogo.html).toContain('<img src="cid:logo@shop.example" width="40" height="40" alt="Harbor &lt;Bistro&gt; &amp; Salon"');
    expect(withLogo.attachments).toEqual([
      ...without.attachments,
      { filename: 'harbor.png', contentType: 'image/png', content: 'iVBORw0KGgo=', encoding: 'base64', cid: 'logo@shop.example' },
    ]);
    expect(withLogo.text).toBe(without.text);
    expect(without.html).not.toContain('<img');
  });

  it('list a review link per product in the paid order message only, in the customer\'s language, names escaped', () => {
    const reviewUrls = [
      { name: 'Summit <Rain> Jacket', url: 'https://shop.example/shop/summit-rain-jacket?org=northwind&review=ord_1.1.sig#reviews' },
      { name: 'Hearth Mug', url: 'https://shop.example/shop/hearth-mug?org=northwind&review=ord_1.1.sig#reviews' },
    ];
    const en = orderMessage('order.paid', order, { brand: northwind, language: 'en', orderUrl: ORDER_URL, reviewUrls });
    expect(en.text).toContain(`Tell other shoppers what you think\nReview Summit <Rain> Jacket: ${reviewUrls[0]?.url}\nReview Hearth Mug: ${reviewUrls[1]?.url}`);
    expect(en.html).toContain('>Review Summit &lt;Rain&gt; Jacket</a>');
    expect(en.html).toContain('href="https://shop.example/shop/hearth-mug?org=northwind&amp;review=ord_1.1.sig#reviews"');
    const es = orderMessage('order.paid', order, { brand: northwind, language: 'es', orderUrl: ORDER_URL, reviewUrls });
    expect(es.text).toContain('Cuenta a otros clientes qué te parece\nOpinar sobre Summit <Rain> Jacket:');
    const received = orderMessage('order.received', order, { brand: northwind, language: 'en', orderUrl: ORDER_URL, reviewUrls });
    expect(received.text).not.toContain('review=');
  });

  it('write orders with items, totals and the offline-payment instructions while unpaid', () => {
    const received = orderMessage('order.received', order, { brand: northwind, language: 'en', orderUrl: ORDER_URL });
    expect(received.subject).toBe('Order NW-1001 received');
    expect(received.text).toContain('2 × Summit <Rain> Jacket');
    expect(received.text).toContain('$253.30');
    expect(received.text).toContain('−$5.00');
    expect(received.text).toContain('How to pay\nTransfer to IBAN GB00 0000\nReference: <NW-1001>');
    expect(received.html).toContain('Reference: &lt;NW-1001&gt;');
    const paid = orderMessage('order.received', { ...order, paymentStatus: 'paid' }, { brand, language: 'en', orderUrl: ORDER_URL });
    expect(paid.text).not.toContain('How to pay');
    expect(orderMessage('order.paid', order, { brand, language: 'es', orderUrl: ORDER_URL }).subject).toBe('Pago recibido del pedido NW-1001');
    expect(orderMessage('order.paid', order, { brand, language: 'es', orderUrl: ORDER_URL }).text).toContain('268,56');
    expect(orderMessage('order.expired', order, { brand, language: 'en', orderUrl: ORDER_URL }).subject).toBe('Order NW-1001 cancelled: not paid in time');
    const cancelled = orderMessage('order.cancelled', order, { brand, language: 'es', orderUrl: ORDER_URL });
    expect(cancelled.subject).toBe('Pedido NW-1001 cancelado');
    expect(cancelled.text).toContain('No se ha cobrado nada');
    expect(cancelled.text).not.toContain('Cómo pagar');
  });

  it('link every order e-mail, in both languages, to the order through its signed link', () => {
    for (const language of ['en', 'es'] as const) {
      for (const type of ['order.received', 'order.paid', 'order.expired', 'order.cancelled'] as const) {
        const message = orderMessage(type, order, { brand: northwind, language, orderUrl: ORDER_URL });
        const hrefs = [...message.html.matchAll(/href="([^"]*)"/g)].map(([, href]) => href);
        expect(hrefs).toContain('https://shop.example/store/order-confirmation/ord_1?org=northwind&amp;token=ord_1.1.sig');
        expect(message.text).toContain(`${language === 'en' ? 'View your order' : 'Ver tu pedido'}: ${ORDER_URL}`);
      }
    }
  });

  it('tell the queue "you\'re next" and "it\'s your turn" in both languages', () => {
    expect(queueMessage('queue.next', queue, { brand, language: 'en', queueUrl: '' }).subject).toBe("You're next at Quayside");
    expect(queueMessage('queue.called', queue, { brand, language: 'en', queueUrl: '' }).text).toContain('it is your turn at Quayside. Please come to the desk now.');
    expect(queueMessage('queue.called', queue, { brand, language: 'es', queueUrl: '' }).subject).toBe('Es tu turno en Quayside');
  });

  it('escape everything a customer or staff typed in the HTML part', () => {
    for (const message of [...all('en'), ...all('es')]) {
      expect(message.html.match(/<img\b[^>]*>/g)).toEqual([expect.stringMatching(/^<img src="cid:logo@shop\.example"/)]);
      expect(message.html).not.toContain('<Rain>');
      expect(message.html).not.toContain('<Bistro>');
      expect(message.html).not.toMatch(/<script/i);
    }
    expect(bookingMessage('booking.created', booking, ctx('en')).html).toContain('&lt;img src=x onerror=alert(1)&gt;Ana &quot;Mae&quot;');
  });

  it('carry no tracking: no remote images or pixels (the one image is the logo inside the message), no tracking parameters, links only to the site', () => {
    for (const message of [...all('en'), ...all('es')]) {
      expect(message.html).not.toMatch(/utm_|mc_eid|open\.gif|pixel/i);
      const sources = [...message.html.matchAll(/<img\b[^>]*\bsrc="([^"]*)"/g)].map(([, src]) => src);
      expect(sources).toEqual(['cid:logo@shop.example']);
      expect(message.attachments.filter((a) => a.cid).map((a) => a.cid)).toEqual(['logo@shop.example']);
      expect(message.html).not.toMatch(/url\(|background=|srcset/i);
      for (const [, href] of message.html.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^https:\/\/shop\.example\//);
      expect(message.text.length).toBeGreaterThan(50);
      expect(message.subject).not.toMatch(/[\r\n]/);
    }
  });

  it('write the sign-in code in English and Spanish with an HTML part', () => {
    const en = codeMessage('123456', { brand, language: 'en' });
    expect(en.subject).toBe('Your Harbor <Bistro> & Salon sign-in code: 123456');
    expect(en.html).toContain('Your sign-in code is 123456.');
    const es = codeMessage('123456', { brand, language: 'es' });
    expect(es.subject).toBe('Tu código de acceso de Harbor <Bistro> & Salon: 123456');
    expect(es.text).toContain('Tu código de acceso es 123456. Es válido durante 10 minutos.');
  });
});
