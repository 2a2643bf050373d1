import type { Data } from '../database.ts';
import type { Db } from '../db.ts';

/** The gateway names the storefront knows (one per payment panel of the checkout). */
export const GATEWAY_NAMES = ['stripe', 'paypal', 'multipay', 'cardbank', 'account_balance', 'gift_card', 'offline'] as const;
/** A gateway name. */
export type GatewayName = (typeof GATEWAY_NAMES)[number];

/** A gateway as `gatewaySchema` sends it: its name and public data (never a secret). */
export interface Gateway {
  name: string;
  data: { provider: string; clientId?: string };
}

/** The tenant's enabled payment gateways in display order. */
export async function listGateways(data: Data, tenantId: string): Promise<Gateway[]> {
  const rows = await data
    .selectFrom('payment_gateways')
    .select(['name', 'provider', 'client_id'])
    .where('tenant_id', '=', tenantId)
    .where('enabled', '=', 1)
    .orderBy('position')
    .orderBy('name')
    .execute();
  return rows.map((r) => ({
    name: r.name,
    data: r.client_id ? { provider: r.provider, clientId: r.client_id } : { provider: r.provider },
  }));
}

/** True when the tenant has this gateway enabled. */
export function gatewayEnabled(db: Db, tenantId: string, name: string): boolean {
  return db.prepare('SELECT 1 FROM payment_gateways WHERE tenant_id = ? AND name = ? AND enabled = 1').get(tenantId, name) !== undefined;
}
