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
export function listGateways(db: Db, tenantId: string): Gateway[] {
  const rows = db
    .prepare('SELECT name, provider, client_id FROM payment_gateways WHERE tenant_id = ? AND enabled = 1 ORDER BY position, name')
    .all(tenantId) as { name: string; provider: string; client_id: string | null }[];
  return rows.map((r) => ({ name: r.name, data: r.client_id ? { provider: r.provider, clientId: r.client_id } : { provider: r.provider } }));
}

/** True when the tenant has this gateway enabled. */
export function gatewayEnabled(db: Db, tenantId: string, name: string): boolean {
  return db.prepare('SELECT 1 FROM payment_gateways WHERE tenant_id = ? AND name = ? AND enabled = 1').get(tenantId, name) !== undefined;
}
