import { inTransaction, type Data } from '../database.ts';
import { insertInChunks } from './chunks.ts';

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
  coupons: {
    code: string;
    kind: 'percent' | 'fixed';
    amount: number;
    minSubtotalCents?: number;
    description: string;
    expiresAt?: string;
  }[];
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
    content:
      '<p>Return unused items within 30 days for a full refund. Refunds go back to the original payment method within 5 business days.</p>',
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
      {
        path: 'about',
        title: 'About Northwind Outfitters',
        summary: 'Outdoor gear and clothing from New York since 1998.',
        content: '<p>Two stores in SoHo and Brooklyn, and a team that hikes what it sells.</p>',
      },
      {
        path: 'booking',
        title: 'Book an appointment',
        summary: 'Pickups, styling sessions and device setup.',
        content: '<p>Book in-store pickup, a personal styling session or a device setup at our New York stores.</p>',
      },
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
      {
        path: 'about',
        title: 'About Harbor Bistro & Salon',
        summary: 'A bistro and two salons by the marina.',
        content: '<p>Seasonal food at the bistro, cuts and colour at the salons.</p>',
      },
      {
        path: 'booking',
        title: 'Book a table or an appointment',
        summary: 'Tables at the bistro, appointments at the salons.',
        content: '<p>Reserve a table at the bistro or book a cut, colour or treatment at one of our salons.</p>',
      },
    ]),
  },
};

/** Seeds the storefront rows of a demo tenant (call inside the seeding transaction: `trx`); other tenants get none. */
export async function insertStorefrontExtras(trx: Data, tenantId: string): Promise<void> {
  const extras = EXTRAS[tenantId];
  if (!extras) return;
  const { currency } = extras;
  await trx.insertInto('order_sequences').values({ tenant_id: tenantId, prefix: extras.orderPrefix }).execute();
  await insertInChunks(
    extras.gateways.map((g, i) => ({
      tenant_id: tenantId,
      name: g.name,
      provider: g.provider,
      client_id: g.clientId ?? null,
      position: i,
    })),
    (rows) => trx.insertInto('payment_gateways').values(rows).execute(),
  );
  await insertInChunks(
    extras.coupons.map((c) => ({
      tenant_id: tenantId,
      code: c.code,
      kind: c.kind,
      amount: c.amount,
      min_subtotal_cents: c.minSubtotalCents ?? 0,
      description: c.description,
      expires_at: c.expiresAt ?? null,
    })),
    (rows) => trx.insertInto('coupons').values(rows).execute(),
  );
  await insertInChunks(
    extras.giftCards.map((g) => ({ tenant_id: tenantId, code: g.code, balance_cents: g.balanceCents, currency })),
    (rows) => trx.insertInto('gift_cards').values(rows).execute(),
  );
  await insertInChunks(
    extras.balances.map((b) => ({ tenant_id: tenantId, user_id: b.userId, balance_cents: b.balanceCents, currency })),
    (rows) => trx.insertInto('account_balances').values(rows).execute(),
  );
  await insertInChunks(
    extras.pages.map((p) => ({ tenant_id: tenantId, path: p.path, title: p.title, summary: p.summary, content: p.content })),
    (rows) => trx.insertInto('site_pages').values(rows).execute(),
  );
}

/** The gift cards the demo seed creates, by tenant. Their codes are public (docs, tests). */
export function seededGiftCards(): { tenantId: string; code: string }[] {
  return Object.entries(EXTRAS).flatMap(([tenantId, extras]) => extras.giftCards.map((g) => ({ tenantId, code: g.code })));
}

/**
 * Switches off the seeded demo gift cards that are still active (a database seeded in demo mode and
 * then run outside it), so their public codes pay nothing. Returns how many were switched off.
 */
export async function retireSeededGiftCards(data: Data): Promise<number> {
  return inTransaction(data, async (trx) => {
    const updatedAt = new Date().toISOString();
    let retired = 0;
    for (const card of seededGiftCards()) {
      const result = await trx
        .updateTable('gift_cards')
        .set({ active: 0, updated_at: updatedAt })
        .where('tenant_id', '=', card.tenantId)
        .where('code', '=', card.code)
        .where('active', '=', 1)
        .executeTakeFirst();
      retired += Number(result.numUpdatedRows);
    }
    return retired;
  });
}
