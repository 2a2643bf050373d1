import type { Db } from '../db.ts';

/** A site page or help article to seed (`site_pages`). */
interface SeedPage {
  path: string;
  title: string;
  summary: string;
  content: string;
}

/** Storefront rows of one tenant: gateways, coupons, gift cards, balances, pages, order prefix. */
interface StorefrontExtras {
  orderPrefix: string;
  currency: string;
  gateways: { name: string; provider: string; clientId?: string }[];
  coupons: { code: string; kind: 'percent' | 'fixed'; amount: number; minSubtotalCents?: number; description: string; expiresAt?: string }[];
  giftCards: { code: string; balanceCents: number }[];
  balances: { userId: string; balanceCents: number }[];
  pages: SeedPage[];
}

const commonPages = (store: string, extra: SeedPage[]): SeedPage[] => [
  {
    path: 'help',
    title: 'Help Center',
    summary: `Answers to the questions ${store} customers ask most.`,
    content:
      '<h2>Orders</h2><p>You can check out as a guest. Your order number is shown on the confirmation page and sent by email.</p>' +
      '<h2>Payments</h2><p>We accept cards, wallets, gift cards, store credit and offline bank transfer.</p>',
  },
  {
    path: 'shipping',
    title: 'Shipping',
    summary: 'Delivery times and costs.',
    content: '<p>Orders ship in 3-5 days. Shipping is <strong>free</strong> on orders over 100; otherwise a flat rate of 10 applies.</p>',
  },
  {
    path: 'returns',
    title: 'Returns and refunds',
    summary: 'How to send something back.',
    content: '<p>Return unused items within 30 days for a full refund. Refunds go back to the original payment method within 5 business days.</p>',
  },
  ...extra,
];

const EXTRAS: Record<string, StorefrontExtras> = {
  org_northwind: {
    orderPrefix: 'NW',
    currency: 'USD',
    gateways: [
      { name: 'stripe', provider: 'stripe' },
      { name: 'paypal', provider: 'paypal', clientId: 'demo-paypal-client' },
      { name: 'multipay', provider: 'multipay' },
      { name: 'cardbank', provider: 'cardbank' },
      { name: 'account_balance', provider: 'account_balance' },
      { name: 'gift_card', provider: 'gift_card' },
      { name: 'offline', provider: 'offline' },
    ],
    coupons: [
      { code: 'WELCOME10', kind: 'percent', amount: 1000, description: '10% off your order' },
      { code: 'SAVE5', kind: 'fixed', amount: 500, minSubtotalCents: 5000, description: '$5.00 off orders over $50.00' },
      { code: 'SUMMER2024', kind: 'percent', amount: 2000, description: '20% off (summer 2024)', expiresAt: '2024-09-01T00:00:00.000Z' },
    ],
    giftCards: [
      { code: 'GIFT100', balanceCents: 10000 },
      { code: 'GIFT50', balanceCents: 5000 },
      { code: 'GIFT25', balanceCents: 2500 },
    ],
    balances: [{ userId: 'shopper@northwind.example', balanceCents: 25000 }],
    pages: commonPages('Northwind', [
      { path: 'about', title: 'About Northwind Outfitters', summary: 'Outdoor gear and clothing from New York since 1998.', content: '<p>Two stores in SoHo and Brooklyn, and a team that hikes what it sells.</p>' },
      { path: 'booking', title: 'Book an appointment', summary: 'Pickups, styling sessions and device setup.', content: '<p>Book in-store pickup, a personal styling session or a device setup at our New York stores.</p>' },
    ]),
  },
  org_harbor: {
    orderPrefix: 'HB',
    currency: 'GBP',
    gateways: [
      { name: 'stripe', provider: 'stripe' },
      { name: 'cardbank', provider: 'cardbank' },
      { name: 'gift_card', provider: 'gift_card' },
      { name: 'offline', provider: 'offline' },
    ],
    coupons: [{ code: 'BISTRO5', kind: 'fixed', amount: 500, minSubtotalCents: 3000, description: '£5.00 off orders over £30.00' }],
    giftCards: [{ code: 'HARBOR25', balanceCents: 2500 }],
    balances: [{ userId: 'shopper@harbor.example', balanceCents: 5000 }],
    pages: commonPages('Harbor', [
      { path: 'about', title: 'About Harbor Bistro & Salon', summary: 'A bistro and two salons by the marina.', content: '<p>Seasonal food at the bistro, cuts and colour at the salons.</p>' },
      { path: 'booking', title: 'Book a table or an appointment', summary: 'Tables at the bistro, appointments at the salons.', content: '<p>Reserve a table at the bistro or book a cut, colour or treatment at one of our salons.</p>' },
    ]),
  },
};

/** Seeds the storefront rows of a demo tenant (call inside the seeding transaction); other tenants get none. */
export function insertStorefrontExtras(db: Db, tenantId: string): void {
  const extras = EXTRAS[tenantId];
  if (!extras) return;
  db.prepare('INSERT INTO order_sequences (tenant_id, prefix) VALUES (?, ?)').run(tenantId, extras.orderPrefix);
  const gateway = db.prepare('INSERT INTO payment_gateways (tenant_id, name, provider, client_id, position) VALUES (?, ?, ?, ?, ?)');
  extras.gateways.forEach((g, i) => gateway.run(tenantId, g.name, g.provider, g.clientId ?? null, i));
  const coupon = db.prepare('INSERT INTO coupons (tenant_id, code, kind, amount, min_subtotal_cents, description, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  for (const c of extras.coupons) coupon.run(tenantId, c.code, c.kind, c.amount, c.minSubtotalCents ?? 0, c.description, c.expiresAt ?? null);
  const card = db.prepare('INSERT INTO gift_cards (tenant_id, code, balance_cents, currency) VALUES (?, ?, ?, ?)');
  for (const g of extras.giftCards) card.run(tenantId, g.code, g.balanceCents, extras.currency);
  const balance = db.prepare('INSERT INTO account_balances (tenant_id, user_id, balance_cents, currency) VALUES (?, ?, ?, ?)');
  for (const b of extras.balances) balance.run(tenantId, b.userId, b.balanceCents, extras.currency);
  const page = db.prepare('INSERT INTO site_pages (tenant_id, path, title, summary, content) VALUES (?, ?, ?, ?, ?)');
  for (const p of extras.pages) page.run(tenantId, p.path, p.title, p.summary, p.content);
}

/** The gift cards the demo seed creates, by tenant. Their codes are public (docs, tests). */
export function seededGiftCards(): { tenantId: string; code: string }[] {
  return Object.entries(EXTRAS).flatMap(([tenantId, extras]) => extras.giftCards.map((g) => ({ tenantId, code: g.code })));
}

/**
 * Switches off the seeded demo gift cards that are still active (a database seeded in demo mode and
 * then run outside it), so their public codes pay nothing. Returns how many were switched off.
 */
export function retireSeededGiftCards(db: Db): number {
  const retire = db.prepare(
    "UPDATE gift_cards SET active = 0, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE tenant_id = ? AND code = ? AND active = 1",
  );
  return db.transaction(() => seededGiftCards().reduce((count, card) => count + retire.run(card.tenantId, card.code).changes, 0))();
}
