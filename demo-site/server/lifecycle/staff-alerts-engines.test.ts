// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { engineDatabases } from '../../../test/helpers/data-layers.ts';
import { openDataLayer, type Data, type DataLayer } from '../database.ts';
import type { PaymentRecord } from '../payments/records.ts';
import type { RefundRecord } from '../payments/refund-records.ts';
import { recordLatePayment, recordRefundFailed } from './staff-alerts.ts';

const { engines: ENGINES } = engineDatabases('staff-alerts-');
const NOW = new Date('2026-11-20T08:00:00.000Z');
const ISO = NOW.toISOString();

const open: DataLayer[] = [];
afterEach(async () => {
  for (const layer of open.splice(0)) await layer.close();
});

/** Two tenants with staff and an order `ord_1` each (numbers N-1001 and T-2002); org_one's staff joined b first, then a. */
async function seed(data: Data): Promise<void> {
  const tenants = [
    { id: 'org_one', name: 'One Shop', locale: 'es', number: 'N-1001', staff: ['B@one.example', 'a@one.example'] },
    { id: 'org_two', name: 'Two Shop', locale: 'en', number: 'T-2002', staff: ['staff@two.example'] },
  ];
  for (const tenant of tenants) {
    await data
      .insertInto('tenants')
      .values({
        id: tenant.id,
        site_name: tenant.id,
        host: `${tenant.id}.example`,
        name: tenant.name,
        locale: tenant.locale,
        time_zone: 'UTC',
      })
      .execute();
    await data
      .insertInto('staff_accounts')
      .values(
        tenant.staff.map((email, i) => ({
          tenant_id: tenant.id,
          id: `stf_${i}`,
          email,
          role: 'owner',
          password_hash: 'x',
          created_at: new Date(NOW.getTime() + i * 1000).toISOString(),
        })),
      )
      .execute();
    await data
      .insertInto('orders')
      .values({
        tenant_id: tenant.id,
        id: 'ord_1',
        number: tenant.number,
        payment_method: 'card',
        payment_gateway: 'stripe',
        email: 'shopper@example.com',
        customer: '{}',
        shipping_address: '{}',
        billing_address: '{}',
        subtotal_cents: 2500,
        shipping_cents: 0,
        tax_cents: 0,
        total_cents: 2500,
        currency: 'EUR',
        created_at: ISO,
        updated_at: ISO,
      })
      .execute();
  }
}

const money = {
  tenantId: 'org_one',
  target: { type: 'order' as const, id: 'ord_1' },
  provider: 'stripe' as const,
  amount: 2500,
  currency: 'EUR',
};
const latePayment = { ...money, id: 'pay_1' } as PaymentRecord;
const failedRefund = { ...money, id: 'ref_1', paymentId: 'pay_1' } as RefundRecord;

async function eventsOf(data: Data, tenant: string) {
  const rows = await data
    .selectFrom('events')
    .select(['id', 'type', 'language', 'data'])
    .where('tenant_id', '=', tenant)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, data: JSON.parse(row.data) as Record<string, unknown> }));
}

async function recipientsOf(data: Data, tenant: string, eventId: string) {
  const rows = await data
    .selectFrom('deliveries')
    .select(['channel', 'recipient'])
    .where('tenant_id', '=', tenant)
    .where('event_id', '=', eventId)
    .orderBy('id')
    .execute();
  return rows.map((row) => `${row.channel} ${row.recipient}`);
}

describe.each(ENGINES)('staff alerts on %s', (_engine, where) => {
  it('e-mails a late payment and a failed refund once each to the tenant’s own staff, labelled with its own order number', async () => {
    const layer = await openDataLayer(await where());
    open.push(layer);
    const data = layer.db;
    await seed(data);

    await recordLatePayment(data, latePayment, NOW);
    await recordLatePayment(data, latePayment, NOW);
    await recordRefundFailed(data, failedRefund, 'card_declined', NOW);

    const alert = {
      kind: 'staff_alert',
      target: 'order',
      targetId: 'ord_1',
      label: 'N-1001',
      amountCents: 2500,
      currency: 'EUR',
      provider: 'stripe',
      tenantName: 'One Shop',
    };
    expect(await eventsOf(data, 'org_one')).toEqual([
      { id: 'payment.late:pay_1', type: 'payment.late', language: 'es', data: { ...alert, reason: null } },
      { id: 'refund.failed:ref_1', type: 'refund.failed', language: 'es', data: { ...alert, reason: 'card_declined' } },
    ]);
    for (const eventId of ['payment.late:pay_1', 'refund.failed:ref_1']) {
      expect(await recipientsOf(data, 'org_one', eventId)).toEqual(['email b@one.example', 'email a@one.example']);
    }
    expect(await eventsOf(data, 'org_two')).toEqual([]);
    expect(await data.selectFrom('deliveries').select('id').where('tenant_id', '=', 'org_two').execute()).toEqual([]);
  });
});
