/**
 * The one access table of the platform API: every operation (method and OpenAPI path under `/api`)
 * has a level, and the guard middleware takes its decision from here.
 *
 * - `public`: anyone, no sign-in (a rate limit may apply).
 * - `customer`: anyone may call, and the handler asks for proof of ownership: a confirmation code
 *   with the e-mail or phone used to book, a signed manage link, the browser session that placed an
 *   order, or a customer's one-time-code session. Staff and machine calls may skip the proof.
 * - `staff`: a staff session of this tenant, or this tenant's app token.
 * - `machine`: this tenant's app token only.
 */
export type AccessLevel = 'public' | 'customer' | 'staff' | 'machine';

/** One entry: the level and, for a staff operation with a public variant, when it is public. */
export interface Access {
  level: AccessLevel;
  /** A public variant of a staff operation (for example the calendar's `view=public`). */
  publicWhen?: (query: URLSearchParams) => boolean;
}

const publicCalendar = (query: URLSearchParams) => query.get('view') === 'public';

/** `METHOD /path/{param}` → access. Every operation of the OpenAPI document is here (a test checks both ways). */
export const ACCESS: Readonly<Record<string, Access>> = {
  'GET /health': { level: 'public' },
  'GET /openapi.json': { level: 'public' },
  'POST /app-key': { level: 'public' },
  'GET /auth/session': { level: 'public' },
  'POST /auth/code': { level: 'public' },
  'POST /auth/code/verify': { level: 'public' },
  'POST /auth/sign-out': { level: 'public' },

  'GET /calendar': { level: 'staff', publicWhen: publicCalendar },
  'POST /calendar/events': { level: 'staff' },
  'PUT /calendar/events/{id}': { level: 'staff' },
  'DELETE /calendar/events/{id}': { level: 'staff' },

  'GET /availability': { level: 'staff' },
  'POST /availability': { level: 'staff' },
  'DELETE /availability/{id}': { level: 'staff' },

  'POST /data/batch-log': { level: 'public' },
  'POST /data/create-or-update/{site}': { level: 'staff' },
  'GET /data/files/{tenant}/{name}': { level: 'public' },
  'GET /data/find-by-attribute/{type}': { level: 'staff' },
  'GET /data/find-by-attribute/{type}/{attr}/{value}': { level: 'staff' },
  'POST /data/find/{type}': { level: 'staff' },
  'GET /data/get/{type}/{id}': { level: 'staff' },
  'POST /data/search/{type}': { level: 'staff' },
  'POST /data/upload': { level: 'staff' },

  'GET /forms/designs': { level: 'staff' },
  'POST /forms/designs': { level: 'staff' },
  'GET /forms/designs/{formId}': { level: 'public' },
  'POST /forms/{formId}/submissions': { level: 'public' },
  'POST /forms/newsletter': { level: 'public' },

  'GET /page/{host}': { level: 'public' },
  'GET /page/{host}/{path}': { level: 'public' },
  'GET /site/{siteName}/{host}': { level: 'public' },
  'GET /search-data/{datatype}': { level: 'public' },
  'GET /tools/preview/{site}/{kind}/{ref}': { level: 'public' },

  'POST /payments/account-balance': { level: 'customer' },
  'GET /payments/account-balance/{userId}': { level: 'customer' },
  'GET /payments/card/{paymentIntentId}': { level: 'public' },
  'POST /payments/gift-card': { level: 'public' },
  'POST /payments/gift-card/check': { level: 'public' },
  'POST /payments/multi/sessions': { level: 'public' },
  'GET /payments/multi/sessions/{id}': { level: 'public' },
  'POST /payments/offline': { level: 'public' },
  'GET /payments/transfer/{paymentId}': { level: 'public' },
  'POST /payments/wallet/orders': { level: 'public' },
  'POST /payments/wallet/orders/{id}/capture': { level: 'public' },
  'POST /payments/wallet/express': { level: 'public' },
  'POST /payments/wallet/express/{id}/capture': { level: 'public' },
  'POST /payments/wallet/express/{id}/shipping': { level: 'public' },

  'GET /reservations': { level: 'customer' },
  'POST /reservations/create': { level: 'public' },
  'GET /reservations/definitions': { level: 'public' },
  'POST /reservations/delete': { level: 'customer' },
  'POST /reservations/{id}/refund': { level: 'staff' },
  'POST /reservations/slots': { level: 'public' },
  'POST /reservations/update': { level: 'customer' },

  'GET /storefront/booking-policies': { level: 'public' },
  'GET /storefront/brands': { level: 'public' },
  'GET /storefront/cart/get/{id}': { level: 'public' },
  'POST /storefront/cart/save': { level: 'public' },
  'GET /storefront/categories': { level: 'public' },
  'POST /storefront/checkout': { level: 'public' },
  'GET /storefront/collections': { level: 'public' },
  'GET /storefront/config': { level: 'public' },
  'POST /storefront/coupon/apply': { level: 'public' },
  'GET /storefront/order/{id}': { level: 'customer' },
  'POST /storefront/order/{id}/cancel': { level: 'customer' },
  'POST /storefront/order/{id}/refund': { level: 'staff' },
  'POST /storefront/order/create': { level: 'public' },
  'GET /storefront/order/email/{email}/{id}': { level: 'public' },
  'GET /storefront/order-reference/{paymentIntentId}': { level: 'machine' },
  'GET /storefront/orders': { level: 'customer' },
  'GET /storefront/orders/{filter}': { level: 'customer' },
  'GET /storefront/payment-gateways': { level: 'public' },
  'POST /storefront/payment-intent': { level: 'public' },
  'GET /storefront/product/{id}': { level: 'public' },
  'POST /storefront/product/search': { level: 'public' },
  'GET /storefront/products': { level: 'public' },
  'GET /storefront/products/category/{category}': { level: 'public' },
  'GET /storefront/products/{id}/reviews': { level: 'public' },
  'POST /storefront/products/{id}/reviews': { level: 'customer' },
  'GET /storefront/products/{id}/reviews/eligibility': { level: 'customer' },
  'GET /storefront/reviews': { level: 'staff' },
  'POST /storefront/reviews/{id}/helpful': { level: 'public' },
  'POST /storefront/reviews/{id}/moderate': { level: 'staff' },

  'POST /webhooks/stripe': { level: 'public' },
  'POST /webhooks/paypal': { level: 'public' },
  'GET /webhooks': { level: 'staff' },
  'POST /webhooks': { level: 'staff' },
  'DELETE /webhooks/{id}': { level: 'staff' },
};

interface CompiledRoute {
  method: string;
  pattern: RegExp;
  access: Access;
  key: string;
  /** Literal segments count: the most specific template wins. */
  literals: number;
}

function compile(key: string, access: Access): CompiledRoute {
  const [method = '', template = ''] = key.split(' ');
  const segments = template.split('/').filter(Boolean);
  const source = segments
    .map((segment, i) => {
      if (!/^\{[^}]+\}$/.test(segment)) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      // The last {path} of a page may hold slashes.
      return segment === '{path}' && i === segments.length - 1 ? '.+' : '[^/]+';
    })
    .join('/');
  return { method, pattern: new RegExp(`^/${source}/?$`), access, key, literals: segments.filter((s) => !s.startsWith('{')).length };
}

const ROUTES: CompiledRoute[] = Object.entries(ACCESS)
  .map(([key, access]) => compile(key, access))
  .sort((a, b) => b.literals - a.literals);

/** The table entry of a request (`path` relative to `/api`), or undefined when it names no operation. */
export function accessFor(method: string, path: string): { key: string; access: Access } | undefined {
  const wanted = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  const route = ROUTES.find((r) => r.method === wanted && r.pattern.test(path));
  return route ? { key: route.key, access: route.access } : undefined;
}
