/**
 * The payments API. Three mounts (see api/index.ts):
 * - `/api/payments/...` (`paymentRoutes`): card status, wallet orders, multi-method sessions,
 *   transfer status, account balance, gift cards, offline;
 * - `/api/storefront/...` (`paymentStorefrontRoutes`): `POST payment-intent` and the extended
 *   `GET payment-gateways`;
 * - `/api/webhooks/...` (`webhookRoutes`, before the tenant middleware): signed provider events.
 * Amounts always come from the server (orderAmountDue / reservationAmountDue); every create or
 * redemption goes through `idempotent(...)`; success is decided by the server, never the browser.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../../context.ts';
import { cardIntentRoutes, cardStatusRoutes } from './card.ts';
import { gatewayRoutes } from './gateways.ts';
import { multiRoutes } from './multi.ts';
import { offlineRoutes } from './offline.ts';
import { reservationPaymentProof } from './reservation-proof.ts';
import { storedValueRoutes } from './stored-value.ts';
import { transferRoutes } from './transfer.ts';
import { walletExpressRoutes } from './wallet-express.ts';
import { walletRoutes } from './wallet.ts';
import { jsonBodyLimit } from '../validation.ts';

export { webhookRoutes } from './webhooks.ts';

/** Routes under `/api/payments`. */
export function paymentRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.use('*', jsonBodyLimit());
  router.use('*', reservationPaymentProof());
  router.route('/', cardStatusRoutes());
  router.route('/', walletRoutes());
  router.route('/', walletExpressRoutes());
  router.route('/', multiRoutes());
  router.route('/', transferRoutes());
  router.route('/', storedValueRoutes());
  router.route('/', offlineRoutes());
  return router;
}

/** Payment routes under `/api/storefront` (mount before the storefront group). */
export function paymentStorefrontRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.use('/payment-intent', jsonBodyLimit());
  router.use('/payment-intent', reservationPaymentProof());
  router.route('/', gatewayRoutes());
  router.route('/', cardIntentRoutes());
  return router;
}
