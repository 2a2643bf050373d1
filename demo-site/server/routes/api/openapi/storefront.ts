import { dataOf, listOf, op, query, ref, type JsonSchema, type Paths } from './types.ts';

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const cents = { type: 'integer', description: 'Integer minor units (cents)' } as const;
const strMap = { type: 'object', additionalProperties: str } as const;
const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });
const obj = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({ type: 'object', properties, ...(required.length ? { required } : {}) });
const image = obj({ url: str, alt: str }, ['url']);
const line = obj({ sku: str, quantity: { type: 'integer', minimum: 1, maximum: 999 }, attributes: strMap }, ['sku', 'quantity']);

/** Wire shapes of the storefront (shared/api/schemas.ts), as JSON Schema. */
export const schemas: Record<string, JsonSchema> = {
  Error: obj(
    {
      error: obj(
        {
          code: str,
          message: str,
          field: str,
          reason: {
            type: 'string',
            description:
              "A refusal's notice key in the booking widget's catalogue (such as 'cancelCutoff_other' or 'slotUnavailable'): show the notice by it, not by the English message",
          },
          params: { ...strMap, description: "The values of the reason's placeholders (such as { hours: '24' })" },
        },
        ['code', 'message'],
      ),
    },
    ['error'],
  ),
  Product: obj(
    {
      _id: str,
      sk: { type: ['string', 'integer'] },
      name: str,
      description: { type: 'string', description: 'HTML; sanitize before rendering' },
      ratingCount: { type: 'number' },
      data: obj(
        {
          sku: str,
          slug: nullable(str),
          price: cents,
          basePrice: nullable(cents),
          discount: nullable({ type: 'number' }),
          stock: nullable({ type: 'number' }),
          image: nullable(str),
          images: { type: 'array', items: image },
          variations: { type: 'array', items: obj({ sku: str, price: cents, stock: nullable({ type: 'number' }), images: { type: 'array', items: image }, attributes: strMap }, ['sku']) },
          attributes: { type: 'array', items: obj({ name: str, required: { type: 'boolean' }, options: { type: 'array', items: obj({ value: str, label: str, param: str }, ['value']) } }, ['name', 'options']) },
          material: nullable(str),
          brand: nullable(str),
          rating: nullable({ type: 'number' }),
          reviews: nullable({ type: 'number' }),
          shipping_time: nullable(str),
        },
        ['sku', 'price'],
      ),
      post: obj({ category: nullable(str), categories: { type: 'array', items: str }, tags: { type: 'array', items: str } }),
    },
    ['_id', 'sk', 'name', 'data', 'post'],
  ),
  Gateway: obj({ name: { enum: ['stripe', 'paypal', 'multipay', 'cardbank', 'account_balance', 'gift_card', 'offline'] }, data: obj({ provider: str, clientId: str }) }, ['name']),
  Coupon: obj({ valid: { type: 'boolean' }, discount: cents, description: str, message: str }, ['valid', 'discount']),
  Quote: obj(
    {
      items: { type: 'array', items: obj({ sku: str, name: str, quantity: int, price: cents, lineTotal: cents, image: str }, ['sku', 'name', 'quantity', 'price', 'lineTotal']) },
      subtotal: cents,
      shipping: cents,
      tax: { ...cents, description: 'Tax for the destination: added on top, or (taxIncluded) the VAT inside the prices' },
      taxIncluded: { type: 'boolean', description: 'True when prices include the tax (VAT); the total then does not add it again' },
      discount: cents,
      discountCode: nullable(str),
      total: { ...cents, description: 'subtotal + shipping + tax - discount; subtotal + shipping - discount when taxIncluded' },
      currency: str,
    },
    ['items', 'subtotal', 'shipping', 'tax', 'discount', 'total', 'currency'],
  ),
  CartItem: obj({ id: str, sku: str, name: str, price: cents, quantity: int, image: str, attributes: strMap }, ['id', 'sku', 'name', 'price', 'quantity']),
  SavedCart: obj({ id: str, items: { type: 'array', items: ref('CartItem') } }, ['id', 'items']),
  Address: obj(
    { firstName: str, lastName: str, address: str, apartment: str, city: str, state: str, zip: str, country: { type: 'string', description: "Two letters; the tenant's home country when absent (US at Northwind, GB at Harbor)" }, phone: str },
    ['address', 'city', 'state', 'zip', 'country'],
  ),
  OrderRequest: obj(
    {
      customerInfo: obj({ email: { type: 'string', format: 'email' }, firstName: str, lastName: str, phone: str }, ['email']),
      shippingAddress: ref('Address'),
      billingAddress: ref('Address'),
      items: { type: 'array', minItems: 1, maxItems: 100, items: line },
      paymentMethod: str,
      paymentGateway: str,
      discountCode: str,
      language: { type: 'string', description: "The shopper's language for the order's e-mails (en, es); else the Accept-Language header" },
    },
    ['customerInfo', 'shippingAddress', 'items', 'paymentMethod', 'paymentGateway'],
  ),
  Order: obj(
    {
      id: str,
      number: { type: 'string', examples: ['NW-100001'] },
      status: str,
      paymentStatus: { enum: ['unpaid', 'pending_payment', 'processing', 'paid', 'failed'] },
      paymentMethod: str,
      paymentGateway: str,
      paymentIntentId: nullable(str),
      paymentInstructions: nullable(str),
      customerInfo: obj({ email: str, firstName: str, lastName: str, phone: str }, ['email']),
      shippingAddress: ref('Address'),
      billingAddress: ref('Address'),
      items: { type: 'array', items: obj({ sku: str, name: str, quantity: int, price: cents, image: str, attributes: strMap }, ['sku', 'name', 'quantity', 'price']) },
      subtotal: cents,
      shipping: cents,
      tax: cents,
      taxIncluded: { type: 'boolean' },
      discount: cents,
      discountCode: nullable(str),
      total: cents,
      refundedAmount: { ...cents, description: "Refunded of the order's payment (settled or accepted by the provider); equal to total when status is refunded" },
      currency: str,
      createdAt: { type: 'string', format: 'date-time' },
    },
    ['id', 'number', 'status', 'paymentStatus', 'items', 'total', 'currency', 'createdAt'],
  ),
  SearchResult: obj({ data: obj({ title: str }, ['title']), url: str, content: { type: 'string', description: 'Plain-text snippet around the match' }, hash: str }, ['data', 'url']),
};

const tags = ['storefront'];
const session = 'Runs in the shopper session (site_token, bearer or cookie); a token of another organisation gets 403. Reads without a valid token store nothing; a route that records something (an order) sets a new site_token cookie.';
const linesBody = obj(
  {
    items: { type: 'array', minItems: 1, items: line },
    discountCode: str,
    country: { type: 'string', description: "Two-letter country the order ships to (tax); the tenant's home country when absent" },
    state: { type: 'string', description: 'State or region it ships to (a US state by code or name)' },
  },
  ['items'],
);

/** The storefront paths (`/api/storefront/...` and `/api/search-data/...`). */
export const paths: Paths = {
  '/storefront/config': { get: op('Public storefront settings ({} on error)', { tags, ok: { type: 'object' }, errors: [] }) },
  '/storefront/products': {
    get: op('List products', {
      tags,
      ok: obj({ data: { type: 'array', items: ref('Product') }, total: int, page: int, limit: int }, ['data', 'total', 'page', 'limit']),
      parameters: [
        query('query', str),
        query('category', str),
        query('brand', str),
        query('minPrice', { type: 'integer', minimum: 0 }, 'cents'),
        query('maxPrice', { type: 'integer', minimum: 0 }, 'cents'),
        query('inStock', { type: 'boolean' }, 'true: only products with units left'),
        query('page', { type: 'integer', minimum: 1, default: 1 }),
        query('limit', { type: 'integer', minimum: 1, maximum: 100, default: 20 }),
        query('sortBy', { enum: ['featured', 'price', 'rating', 'name', 'createdAt'] }),
        query('sortOrder', { enum: ['asc', 'desc'] }),
      ],
      errors: [400],
    }),
  },
  '/storefront/product/{id}': { get: op('A product by id, sku, slug or sk', { tags, ok: dataOf(ref('Product')), errors: [404] }) },
  '/storefront/product/search': {
    post: op('Full-text product search', { tags, ok: listOf(ref('Product')), body: obj({ query: str, limit: { type: 'integer', minimum: 1, maximum: 100 } }, ['query']), errors: [400] }),
  },
  '/storefront/products/category/{category}': { get: op('Products of a category', { tags, ok: listOf(ref('Product')), errors: [400] }) },
  '/storefront/brands': { get: op('Brand names', { tags, ok: listOf(str) }) },
  '/storefront/booking-policies': {
    get: op('The booking policy of every service at each location that offers it (what the help page states)', {
      tags,
      ok: listOf(obj({ serviceId: str, serviceName: str, locationName: str, policy: { type: 'object' } }, ['serviceId', 'serviceName', 'locationName', 'policy'])),
    }),
  },
  '/storefront/order-reference/{paymentIntentId}': {
    get: op('The id and number of the order a payment reference belongs to (app token only: for a page shell)', {
      tags,
      ok: dataOf(obj({ id: str, number: str }, ['id', 'number'])),
      errors: [400, 401, 403, 404],
    }),
  },
  '/storefront/categories': { get: op('Category names', { tags, ok: listOf(str) }) },
  '/storefront/collections': { get: op('Categories with product counts', { tags, ok: listOf(obj({ name: str, count: int }, ['name', 'count'])) }) },
  '/storefront/payment-gateways': { get: op('Enabled payment gateways', { tags, ok: listOf(ref('Gateway')) }) },
  '/storefront/coupon/apply': {
    post: op('Check a coupon against a cart total', { tags, ok: ref('Coupon'), body: obj({ couponCode: str, cartTotal: cents }, ['couponCode', 'cartTotal']), errors: [400] }),
  },
  '/storefront/checkout': { post: op('Quote a cart with server prices', { tags, ok: ref('Quote'), body: linesBody, errors: [400, 404] }) },
  '/storefront/cart/save': {
    post: op('Save a cart (re-priced by the server)', {
      tags,
      description: session,
      ok: dataOf(ref('SavedCart')),
      body: obj({ id: str, items: { type: 'array', items: obj({ id: str, sku: str, quantity: int, attributes: strMap }, ['id', 'sku', 'quantity']) } }, ['items']),
      errors: [400, 403, 404],
    }),
  },
  '/storefront/cart/get/{id}': { get: op('A saved cart', { tags, description: session, ok: dataOf(ref('SavedCart')), errors: [403, 404] }) },
  '/storefront/order/create': {
    post: op('Create an order', {
      tags,
      description: `${session} Send an Idempotency-Key header: a repeat gets the first answer.`,
      status: 201,
      ok: dataOf(ref('Order')),
      body: ref('OrderRequest'),
      parameters: [{ name: 'Idempotency-Key', in: 'header', schema: { type: 'string', maxLength: 200 } }],
      errors: [400, 403, 404, 409, 422, 429],
    }),
  },
  '/storefront/order/{id}': {
    get: op('An order by id: to the session that placed it, the holder of its signed link (token), or staff', {
      tags,
      description: `${session} Anyone else gets the 404 of a missing order.`,
      parameters: [query('token', { type: 'string' }, 'The signed link of the order e-mail')],
      ok: dataOf(ref('Order')),
      errors: [403, 404],
    }),
  },
  '/storefront/order/{id}/cancel': {
    post: op('Cancel an unpaid order: its stock goes back and the shopper is told', {
      tags,
      description: `${session} The session that placed the order, the holder of its signed link (token in the body) or staff. A paid, shipped or already cancelled order answers 409 with a message to show; anyone else gets the 404 of a missing order.`,
      body: { type: 'object', properties: { token: { type: 'string', maxLength: 2000 } }, additionalProperties: false },
      ok: dataOf(ref('Order')),
      errors: [400, 403, 404, 409],
    }),
  },
  '/storefront/order/email/{email}/{id}': { get: op('An order by email and id or number', { tags, description: session, ok: dataOf(ref('Order')), errors: [400, 403, 404] }) },
  '/storefront/orders': { get: op('Orders of this session', { tags, description: session, ok: listOf(ref('Order')), errors: [403] }) },
  '/storefront/orders/{filter}': { get: op('Orders of this session with a status', { tags, description: session, ok: listOf(ref('Order')), errors: [400, 403] }) },
  '/search-data/{datatype}': {
    get: op('Site search (products, pages or all)', {
      tags: ['search'],
      ok: listOf(ref('SearchResult')),
      parameters: [query('keyword', str), query('limit', { type: 'integer', minimum: 1, maximum: 50 })],
      errors: [400, 404],
    }),
  },
};
