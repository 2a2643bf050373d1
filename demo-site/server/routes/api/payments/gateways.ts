/**
 * `GET /api/storefront/payment-gateways` with the provider facts the checkout needs: the tenant's
 * enabled gateways that have a provider here (keys, or a simulator in demo mode), each with its public
 * data extended additively — publishable key, endpoint, allowed action hosts, methods, mode. Never a
 * secret. Registered before the storefront group, so it answers this path.
 */
import { Hono, type Context } from 'hono';
import { CARDBANK_METHODS, CRYPTOS, MULTI_METHODS, OFFLINE_METHODS } from '../../../../../shared/payments/methods.ts';
import type { AppEnv } from '../../../context.ts';
import { listGateways, type Gateway } from '../../../domain/gateways.ts';
import { providerAvailable, type PaymentProviders } from '../../../payments/providers.ts';
import { providersOf, requestOrigin } from './respond.ts';

/** Public gateway data: the base `{ provider, clientId? }` plus provider facts. */
export type GatewayData = Gateway['data'] & Record<string, unknown>;

function extend(gateway: Gateway, providers: PaymentProviders, origin: string): Gateway & { data: GatewayData } {
  const data: GatewayData = { ...gateway.data };
  const host = new URL(origin).host;
  switch (gateway.name) {
    case 'stripe': {
      const card = providers.stripe;
      if (card)
        Object.assign(
          data,
          { mode: card.mode, publishableKey: card.publishableKey },
          card.browserEndpoint ? { endpoint: `${origin}${card.browserEndpoint}` } : {},
        );
      break;
    }
    case 'paypal': {
      // The browser SDK needs only the client id: a live key replaces the stored one, and `mode: 'live'`
      // tells a checkout with `data-simulators` to load the real SDK. The simulator's approval endpoint
      // is `/sim/paypal` on this origin (its client id is 'demo-paypal-client').
      const wallet = providers.paypal;
      if (wallet?.mode === 'live') Object.assign(data, { mode: 'live', clientId: wallet.clientId });
      else if (wallet && !data.clientId) data.clientId = wallet.clientId;
      break;
    }
    case 'multipay': {
      // The checkout opens a payment page only on these hosts: the simulator's are on this site, the
      // real provider's are MULTIPAY_PAYMENT_HOSTS (without them the gateway is not listed at all).
      const multi = providers.multipay;
      Object.assign(data, {
        mode: multi?.mode,
        methods: [...MULTI_METHODS],
        cryptos: [...CRYPTOS],
        allowedActionHosts: multi?.mode === 'simulator' ? [host] : [...(multi?.paymentHosts ?? [])],
      });
      break;
    }
    case 'cardbank': {
      const transfer = providers.cardbank;
      if (transfer) Object.assign(data, { mode: transfer.mode, methods: [...CARDBANK_METHODS] }, transfer.browserInfo(origin));
      break;
    }
    case 'offline':
      Object.assign(data, { methods: [...OFFLINE_METHODS] });
      break;
  }
  return { name: gateway.name, data };
}

/** The public gateway list of the request's tenant. */
export async function publicGateways(c: Context<AppEnv>): Promise<(Gateway & { data: GatewayData })[]> {
  const providers = providersOf(c);
  const origin = requestOrigin(c);
  return (await listGateways(c.get('data'), c.get('tenant').id))
    .filter((gateway) => providerAvailable(providers, gateway.name))
    .map((gateway) => extend(gateway, providers, origin));
}

/** `GET /payment-gateways` (mounted under /api/storefront). */
export function gatewayRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.get('/payment-gateways', async (c) => c.json({ data: await publicGateways(c) }));
  return router;
}
