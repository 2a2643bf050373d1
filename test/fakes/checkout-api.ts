/**
 * A stand-in for the platform API's checkout and payment calls, for browser tests and stories: the
 * quote and orders are priced with the shared rules (as the reference server does), gift cards,
 * balances, coupons and gateways come from the options, the customer sign-in e-mails
 * `FAKE_SIGN_IN_CODE` (the balance answers only the signed-in customer), and any call can be made to
 * fail or hang.
 * Installed over `fetch` with `stubFetch`; calls it does not know go to the real network.
 */
import type { PaymentGateway } from '../../shared/api/payments.ts';
import type { Order, Quote } from '../../shared/api/schemas.ts';
import { jsonResponse, sampleImage, stubFetch, type StubbedCall } from '../fixtures/catalog-products.ts';
import { orderTotals, type PricingRules } from '../../shared/pricing/totals.ts';

/** A product the fake knows, by sku. */
export interface FakeProduct {
  name: string;
  price: number;
  image?: string;
}

/** What the fake answers. Every money figure is cents. */
export interface FakeApiOptions {
  products?: Record<string, FakeProduct>;
  gateways?: PaymentGateway[];
  giftCards?: Record<string, number>;
  /** Account balances by the customer's e-mail. */
  balances?: Record<string, number>;
  /** The customer signed in (by e-mailed code), or null; set it to null to end the session. */
  customer?: string | null;
  /** Coupons: a fixed discount, or a refusal message (empty string: refused without a message). */
  coupons?: Record<string, { discount: number } | { message: string }>;
  /** Answers to force, by `METHOD path` prefix (e.g. `POST /api/payments/offline`): a status, or 'hang'. */
  fail?: Record<string, number | 'hang'>;
  /** Milliseconds every answer takes (default 0). */
  delayMs?: number;
  /** Card intents: a status the card status query reports whatever the card (default: what the confirmation did). */
  cardStatus?: string;
  /** Multi-method sessions: the status a new session has (default pending, with a payment page). */
  sessionCreateStatus?: string;
  /** Multi-method sessions: the payment page a new session asks to open (default: the simulator's, on this origin). */
  sessionPaymentUrl?: string;
  /** Multi-method sessions: the statuses the session query reports, in turn (the last repeats). */
  sessionStatuses?: string[];
  /** The action page the card-and-bank-transfer provider asks to open (default: on this origin). */
  actionUrl?: string;
  /** Card-and-bank-transfer status query answers, in turn. */
  transferStatuses?: string[];
  /** The store's tax and shipping rules (default: 8 % added, 10 below 100). */
  pricing?: PricingRules;
  /** The store's currency (default USD). */
  currency?: string;
}

/** The default catalogue: two products. */
export const FAKE_PRODUCTS: Record<string, FakeProduct> = {
  'NW-MUG-001': { name: 'Enamel Camp Mug', price: 1800, image: sampleImage('Enamel Camp Mug') },
  'NW-FAS-006-NAVY': { name: 'Trailhead Merino T-Shirt', price: 3699, image: sampleImage('Trailhead Merino T-Shirt') },
};

/** Every gateway of the demo's first tenant, with simulator data like the reference server's. */
export const FAKE_GATEWAYS: PaymentGateway[] = [
  { name: 'stripe', data: { provider: 'stripe', mode: 'simulator', publishableKey: 'pk_test_fake', endpoint: '/sim/stripe' } },
  { name: 'paypal', data: { provider: 'paypal', clientId: 'demo-paypal-client' } },
  { name: 'multipay', data: { provider: 'multipay', mode: 'simulator', methods: ['card', 'bank_account', 'mobile_wallet', 'crypto'], cryptos: ['BTC', 'ETH', 'USDC', 'LTC'], allowedActionHosts: [location.host] } },
  { name: 'cardbank', data: { provider: 'cardbank', mode: 'simulator', methods: ['card', 'bank_transfer'], endpoint: `${location.origin}/sim/cardbank`, publicKey: 'pk_sim_cardbank_demo', allowedActionHosts: [location.host] } },
  { name: 'account_balance', data: { provider: 'account_balance' } },
  { name: 'gift_card', data: { provider: 'gift_card' } },
  { name: 'offline', data: { provider: 'offline', methods: ['bank_transfer', 'cash', 'check', 'wire_transfer'] } },
];

/** The sign-in code the fake e-mails (any other code is refused; the fifth wrong try ends it). */
export const FAKE_SIGN_IN_CODE = '246810';

/** The running fake: its calls, the orders it created, the sign-in e-mails it sent, and `restore()`. */
export interface FakeApi {
  calls: StubbedCall[];
  orders: Order[];
  /** Addresses a sign-in code was sent to, in order. */
  codesSentTo: string[];
  /** Changes the options while running (e.g. make the next call fail). */
  set(options: Partial<FakeApiOptions>): void;
  restore(): void;
}

type Line = { sku: string; quantity: number; attributes?: Record<string, string> };

const error = (status: number, code: string, message: string) => jsonResponse({ error: { code, message } }, status);
/** The demo server's answer to a balance call without a customer session. */
const signInFirst = () => error(401, 'unauthorized', 'Sign in with the code we email you to use your account balance.');

/** Installs the fake API over `fetch`. */
export function fakeCheckoutApi(initial: FakeApiOptions = {}): FakeApi {
  let options: FakeApiOptions = { products: FAKE_PRODUCTS, gateways: FAKE_GATEWAYS, ...initial };
  const orders: Order[] = [];
  const codesSentTo: string[] = [];
  /** The live code's address and its wrong tries (as the server keeps them). */
  let liveCode: { email: string; tries: number } | null = null;
  let sessionPolls = 0;
  /** The card-and-bank-transfer provider: card numbers ending 0002 fail, 3220 and bank transfers need the action page. */
  const cardbankSimulator = (call: StubbedCall): Response => {
    const body = JSON.parse(call.body || '{}') as { payment_method?: string; payment_details?: { card_number?: string } };
    const number = body.payment_details?.card_number ?? '';
    transferPolls = 0;
    if (body.payment_method === 'card' && number.endsWith('0002')) return jsonResponse({ status: 'failed', payment_id: 'cbp_1', error: 'card_declined', message: 'Your card was declined.' });
    if (body.payment_method === 'bank_transfer' || number.endsWith('3220')) {
      return jsonResponse({ status: 'requires_action', payment_id: 'cbp_1', action_url: options.actionUrl ?? `${location.origin}/sim/cardbank/action/cbp_1` });
    }
    return jsonResponse({ status: 'succeeded', payment_id: 'cbp_1', transaction_id: 'cbt_1' });
  };
  /** The buyer's decision per wallet order, as the wallet simulator keeps it. */
  const walletDecisions = new Map<string, string>();
  /** Card intents and their status, as the card simulator keeps them. */
  const intents = new Map<string, string>();

  const stripeSimulator = (call: StubbedCall): Response => {
    const id = call.url.pathname.split('/')[4] ?? '';
    const body = call.body ? (JSON.parse(call.body) as { payment_method?: { card?: { number?: string } } }) : {};
    const number = body.payment_method?.card?.number ?? '';
    const outcome = number.endsWith('0077') ? 'processing' : number.endsWith('0002') ? 'requires_payment_method' : number.endsWith('0127') ? 'canceled' : 'succeeded';
    intents.set(id, outcome);
    const intent = { id, object: 'payment_intent', status: outcome };
    if (outcome === 'requires_payment_method') return jsonResponse({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.', payment_intent: intent } }, 402);
    return jsonResponse({ paymentIntent: intent });
  };
  let transferPolls = 0;

  const quote = (lines: Line[], code?: string): Quote | Response => {
    const priced = [];
    for (const line of lines) {
      const product = options.products?.[line.sku];
      if (!product) return error(404, 'not_found', `No product with sku "${line.sku}".`);
      priced.push({ sku: line.sku, name: product.name, quantity: line.quantity, price: product.price, lineTotal: product.price * line.quantity, ...(product.image ? { image: product.image } : {}) });
    }
    const coupon = code ? options.coupons?.[code] : undefined;
    const discount = coupon && 'discount' in coupon ? coupon.discount : 0;
    return { items: priced, ...orderTotals(priced, discount, options.pricing), discountCode: discount ? (code ?? null) : null, currency: options.currency ?? 'USD' };
  };

  const answer = (call: StubbedCall): Response | Promise<Response> | undefined => {
    const path = call.url.pathname;
    if (path.startsWith('/sim/stripe/')) return stripeSimulator(call);
    if (path === '/sim/cardbank/payments/process') return cardbankSimulator(call);
    if (path.startsWith('/sim/paypal/orders/')) {
      walletDecisions.set(path.split('/')[4] ?? '', (JSON.parse(call.body || '{}') as { simulate?: string }).simulate ?? 'approve');
      return jsonResponse({ id: path.split('/')[4], status: 'APPROVED' });
    }
    if (!path.startsWith('/api/')) return undefined;
    const route = `${call.method} ${path}`;
    const forced = Object.entries(options.fail ?? {}).find(([prefix]) => route.startsWith(prefix))?.[1];
    if (forced === 'hang') return new Promise<Response>(() => undefined);
    if (typeof forced === 'number') return error(forced, forced >= 500 ? 'internal_error' : 'refused', forced >= 500 ? 'Something went wrong on the server.' : 'Refused.');
    const body = call.body ? (JSON.parse(call.body) as Record<string, unknown>) : {};
    const order = (id: unknown) => orders.find((o) => o.id === id);
    const result = (o: Order, status: string, extra: Record<string, unknown> = {}) =>
      jsonResponse({ success: status !== 'failed', status, payment_intent_id: `pay_${o.id}`, transaction_id: 'txn_1', message: 'Payment completed successfully!', metadata: { orderId: o.id }, ...extra });
    switch (route) {
      case 'POST /api/storefront/checkout': {
        const q = quote(body.items as Line[], body.discountCode as string | undefined);
        return q instanceof Response ? q : jsonResponse(q);
      }
      case 'GET /api/storefront/payment-gateways':
        return jsonResponse({ data: options.gateways ?? [] });
      case 'POST /api/storefront/coupon/apply': {
        const coupon = options.coupons?.[String(body.couponCode)];
        if (coupon && 'discount' in coupon) return jsonResponse({ valid: true, discount: coupon.discount, description: 'Discount' });
        return jsonResponse({ valid: false, discount: 0, ...(coupon && coupon.message ? { message: coupon.message } : {}) });
      }
      case 'POST /api/storefront/order/create': {
        const q = quote(body.items as Line[], body.discountCode as string | undefined);
        if (q instanceof Response) return q;
        const created: Order = {
          id: `ord_${orders.length + 1}`,
          number: `NW-${100001 + orders.length}`,
          status: 'new',
          paymentStatus: 'unpaid',
          paymentMethod: String(body.paymentMethod),
          paymentGateway: String(body.paymentGateway),
          customerInfo: body.customerInfo as Order['customerInfo'],
          shippingAddress: body.shippingAddress as Order['shippingAddress'],
          billingAddress: (body.billingAddress ?? body.shippingAddress) as Order['billingAddress'],
          items: q.items.map(({ sku, name, quantity, price, image }) => ({ sku, name, quantity, price, ...(image ? { image } : {}) })),
          subtotal: q.subtotal,
          shipping: q.shipping,
          tax: q.tax,
          taxIncluded: q.taxIncluded ?? false,
          discount: q.discount,
          discountCode: q.discountCode,
          total: q.total,
          currency: q.currency,
          createdAt: new Date().toISOString(),
        };
        orders.push(created);
        return jsonResponse({ data: created }, 201);
      }
      case 'POST /api/payments/offline': {
        const o = order(body.orderId);
        if (!o) return error(404, 'not_found', 'No such order.');
        const instructions = `Transfer to Northwind with the reference ${o.number}.`;
        Object.assign(o, { paymentStatus: 'pending_payment', paymentInstructions: instructions });
        return result(o, 'pending_payment', { message: instructions });
      }
      case 'POST /api/payments/gift-card/check': {
        const code = String(body.giftCardCode).trim().toUpperCase();
        const balance = options.giftCards?.[code];
        return balance === undefined ? error(404, 'invalid_gift_card', 'Invalid gift card code') : jsonResponse({ valid: true, code, balance, currency: 'USD' });
      }
      case 'POST /api/payments/gift-card': {
        const o = order(body.orderId);
        const balance = options.giftCards?.[String(body.giftCardCode)];
        if (!o || balance === undefined) return error(404, 'invalid_gift_card', 'Invalid gift card code');
        if (balance < o.total) return error(409, 'insufficient_gift_card_balance', 'Insufficient Gift Card Balance');
        o.paymentStatus = 'paid';
        return result(o, 'succeeded');
      }
      case 'GET /api/auth/session':
        return jsonResponse({ staff: null, customer: options.customer ? { email: options.customer } : null });
      case 'POST /api/auth/code': {
        const email = String(body.email ?? '').trim().toLowerCase();
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return jsonResponse({ error: { code: 'invalid', message: 'email: must be an email address', field: 'email' } }, 400);
        codesSentTo.push(email);
        liveCode = { email, tries: 0 };
        return jsonResponse({ sent: true });
      }
      case 'POST /api/auth/code/verify': {
        const email = String(body.email ?? '').trim().toLowerCase();
        if (liveCode?.email === email && body.code === FAKE_SIGN_IN_CODE) {
          liveCode = null;
          options = { ...options, customer: email };
          return jsonResponse({ customer: { email } });
        }
        if (liveCode?.email === email && ++liveCode.tries >= 5) liveCode = null;
        return jsonResponse({ error: { code: 'invalid_code', message: 'That code is not valid. Check the email or ask for a new code.', field: 'code' } }, 401);
      }
      case 'POST /api/auth/sign-out':
        options = { ...options, customer: null };
        return jsonResponse({ ok: true });
      case 'GET /api/payments/account-balance/me': {
        if (!options.customer) return signInFirst();
        const balance = options.balances?.[options.customer];
        return balance === undefined ? error(404, 'not_found', 'No account balance for this user.') : jsonResponse({ userId: options.customer, balance, currency: 'USD' });
      }
      case 'POST /api/payments/account-balance': {
        if (!options.customer) return signInFirst();
        const o = order(body.orderId);
        const balance = options.balances?.[options.customer];
        if (!o || balance === undefined) return error(404, 'not_found', 'No account balance for this user.');
        if (balance < o.total) return error(409, 'insufficient_balance', 'Insufficient Balance');
        o.paymentStatus = 'paid';
        return result(o, 'succeeded');
      }
      case 'POST /api/storefront/payment-intent': {
        const o = order(body.orderId);
        if (!o) return error(404, 'not_found', 'No such order.');
        intents.set(`pi_${o.id}`, 'requires_payment_method');
        return jsonResponse({ publishableKey: 'pk_test_fake', client_secret: `pi_${o.id}_secret_x`, paymentIntentId: `pi_${o.id}`, amount: o.total, currency: 'USD' }, 201);
      }
      case 'POST /api/payments/wallet/orders':
        return jsonResponse({ id: `PP-${String(body.orderId)}`, status: 'CREATED' }, 201);
      case 'POST /api/payments/multi/sessions': {
        sessionPolls = 0;
        const status = options.sessionCreateStatus ?? 'pending';
        return jsonResponse(
          { id: `mps_${String(body.orderId)}`, status, payment_url: status === 'pending' ? (options.sessionPaymentUrl ?? `${location.origin}/sim/multipay/mps_1`) : null, payment_intent_id: `mps_${String(body.orderId)}`, success: status === 'completed' },
          201,
        );
      }
    }
    if (call.method === 'GET' && path.startsWith('/api/payments/card/')) {
      const id = path.split('/').pop() ?? '';
      const status = options.cardStatus ?? intents.get(id) ?? 'requires_payment_method';
      return jsonResponse({ success: status === 'succeeded', status, payment_intent_id: id, message: status });
    }
    if (call.method === 'POST' && path.startsWith('/api/payments/wallet/orders/')) {
      const o = order(body.orderId);
      const walletOrder = path.split('/')[5] ?? '';
      if (!o) return error(404, 'not_found', 'No such wallet order.');
      const decision = walletDecisions.get(walletOrder);
      if (decision === 'decline') return result(o, 'failed', { success: false, payment_intent_id: walletOrder, message: 'The instrument presented was declined.' });
      if (decision !== 'approve') return result(o, 'not_approved', { success: false, payment_intent_id: walletOrder, message: 'Payment was not successful, please try again' });
      o.paymentStatus = 'paid';
      return result(o, 'succeeded', { payment_intent_id: walletOrder });
    }
    if (call.method === 'GET' && path.startsWith('/api/payments/multi/sessions/')) {
      const statuses = options.sessionStatuses ?? ['completed'];
      const status = statuses[Math.min(sessionPolls++, statuses.length - 1)] ?? 'pending';
      const id = path.split('/').pop() ?? '';
      return jsonResponse({ id, status, payment_intent_id: id, success: status === 'completed', ...(status === 'failed' || status === 'expired' ? { message: 'Payment failed or expired' } : {}) });
    }
    if (call.method === 'GET' && path.startsWith('/api/payments/transfer/')) {
      const statuses = options.transferStatuses ?? ['succeeded'];
      const status = statuses[Math.min(transferPolls++, statuses.length - 1)] ?? 'failed';
      return jsonResponse({ success: status === 'succeeded', status, payment_id: path.split('/').pop(), message: status === 'failed' ? 'The authentication was declined.' : 'ok' });
    }
    if (call.method === 'POST' && /^\/api\/storefront\/order\/[^/]+\/cancel$/.test(path)) {
      const o = order(decodeURIComponent(path.split('/')[4] ?? ''));
      if (!o) return error(404, 'not_found', 'No such order.');
      if (o.paymentStatus === 'paid') return error(409, 'order_paid', 'This order has been paid, so it cannot be cancelled online. Please contact us and we will refund it.');
      if (o.paymentStatus === 'processing') return error(409, 'payment_processing', 'A payment for this order is being processed, so it cannot be cancelled now.');
      o.status = 'cancelled';
      return jsonResponse({ data: o });
    }
    if (call.method === 'GET' && path.startsWith('/api/storefront/order/')) {
      const o = order(decodeURIComponent(path.split('/').pop() ?? ''));
      return o ? jsonResponse({ data: o }) : error(404, 'not_found', 'No such order.');
    }
    return error(404, 'not_found', `The fake API has no ${route}.`);
  };

  const stub = stubFetch((call) => {
    const response = answer(call);
    const delay = options.delayMs ?? 0;
    return response && delay > 0 ? new Promise<Response>((done) => setTimeout(() => done(response), delay)) : response;
  });
  return {
    calls: stub.calls,
    orders,
    codesSentTo,
    set: (next) => (options = { ...options, ...next }),
    restore: stub.restore,
  };
}
