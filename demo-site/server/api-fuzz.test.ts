// @vitest-environment node
/**
 * API fuzzing (issue 10, Faults and bad input). Every operation of the OpenAPI document is fed
 * malformed JSON, bodies of the wrong type, empty bodies, bodies whose every property has the wrong
 * type, bodies over the 1 MB limit, and junk, unknown, traversal and NUL path and query values. The
 * answer is never a 5xx (except a documented 503), every 4xx is JSON `{ error: { message } }`, and
 * nothing a request as Harbor returns mentions Northwind. Uploads meet traversal names and oversized
 * files. Then Northwind creates a cart, an order, a reservation, a record and a payment, and Harbor
 * replays each of their ids in every id-taking path and body field: never Northwind's data, and
 * Northwind's things are unchanged.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildOpenApiDocument } from './routes/api/openapi/index.ts';
import { setClock } from './routes/api/reservations/clock.ts';
import { MAX_JSON_BYTES } from './routes/api/validation.ts';
import { issueAppToken, serverSecret } from './domain/secrets.ts';
import { makeTestApp } from '../../test/helpers/server/test-app.ts';

const MAX_ATTACHMENT = 4096;
// Limits off: the fuzz sends thousands of requests from one caller (limits have their own tests).
const t = makeTestApp({ MAX_ATTACHMENT_SIZE: String(MAX_ATTACHMENT), RATE_LIMITS: 'off' });
const restoreClock = setClock('2026-03-02T14:00:00Z');
const serverErrors = vi.spyOn(console, 'error').mockImplementation(() => {});
afterAll(() => {
  restoreClock();
  serverErrors.mockRestore();
  t.close();
});

const VICTIM = 'org_northwind';
const INTRUDER = 'org_harbor';
/** Text that only Northwind's seeded or test-created data contains. */
const VICTIM_MARKERS = ['org_northwind', 'loc_nw_', 'svc_nw_', 'NW-', 'victim.tenant-a.test', 'Victim Alpha'];

type Schema = Record<string, unknown>;
interface Operation {
  method: string;
  path: string;
  params: { name: string; in: string; schema: Schema }[];
  body: 'json' | 'multipart' | null;
  bodySchema: Schema | null;
  documented5xx: number[];
}

const documentJson = buildOpenApiDocument() as { paths: Record<string, Record<string, Record<string, unknown>>>; components: { schemas: Record<string, Schema> } };

/** Follows a `$ref` into `components.schemas`. */
function resolve(schema: Schema | undefined): Schema {
  let current = schema ?? {};
  for (let depth = 0; typeof current.$ref === 'string' && depth < 10; depth++) current = documentJson.components.schemas[(current.$ref as string).split('/').pop() ?? ''] ?? {};
  return current;
}

const operations: Operation[] = Object.entries(documentJson.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, raw]) => {
    const op = raw as { parameters?: Operation['params']; requestBody?: { content: Record<string, { schema: Schema }> }; responses: Record<string, unknown> };
    const content = op.requestBody?.content ?? {};
    return {
      method: method.toUpperCase(),
      path,
      params: op.parameters ?? [],
      body: content['application/json'] ? 'json' : content['multipart/form-data'] ? 'multipart' : null,
      bodySchema: content['application/json'] ? resolve(content['application/json'].schema) : null,
      documented5xx: Object.keys(op.responses).map(Number).filter((status) => status >= 500),
    } satisfies Operation;
  }),
);

/** A value of a type the schema does not accept (a string for numbers, a number for strings…). */
function wrongTypeFor(schema: Schema): unknown {
  const resolved = resolve(schema);
  const type = Array.isArray(resolved.type) ? resolved.type[0] : resolved.type;
  if (resolved.enum || resolved.const !== undefined) return 'not-a-listed-value';
  switch (type) {
    case 'string':
      return 12345;
    case 'integer':
    case 'number':
      return 'abc';
    case 'boolean':
      return 'maybe';
    case 'array':
      return { not: 'an array' };
    case 'object':
      return 'not an object';
    default:
      return [null];
  }
}

/** The properties a body may have, across `oneOf`/`anyOf`/`allOf` branches. */
function bodyProperties(schema: Schema | null): Record<string, Schema> {
  const resolved = resolve(schema ?? {});
  const branches = ['oneOf', 'anyOf', 'allOf'].flatMap((k) => (Array.isArray(resolved[k]) ? (resolved[k] as Schema[]) : []));
  return Object.assign({}, ...branches.map((branch) => bodyProperties(branch)), resolved.properties ?? {}) as Record<string, Schema>;
}

/** The body with every declared property of the wrong type. */
function wrongTypesBody(schema: Schema): Record<string, unknown> {
  const properties = bodyProperties(schema);
  return Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, wrongTypeFor(property)]));
}

/** Replaces `{name}` holes with the values given (encoded), else `fallback`. */
function fillPath(op: Operation, values: Record<string, string>, fallback: string): string {
  return `/api${op.path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? fallback)}`;
}

interface Answer {
  status: number;
  text: string;
  label: string;
  /** The path and body sent: an error message may echo them back. */
  sent: string;
}

/**
 * Sends as the tenant's own server (its app token, staff rights), the caller that reaches deepest
 * into every handler; as Harbor, that is the strongest cross-tenant attacker. access.test.ts tries
 * every operation anonymously and with another tenant's staff session.
 */
async function send(label: string, path: string, init: RequestInit & { org?: string } = {}): Promise<Answer> {
  const { org = INTRUDER, ...rest } = init;
  const headers = new Headers(rest.headers);
  headers.set('orgid', org);
  if (!headers.has('authorization')) headers.set('authorization', `Bearer ${issueAppToken(serverSecret(t.config), org)}`);
  const response = await t.app.request(path, { ...rest, headers });
  return { status: response.status, text: await response.text(), label, sent: `${path} ${typeof rest.body === 'string' ? rest.body : ''}` };
}

const json = (method: string, body: string, extra: Record<string, string> = {}): RequestInit => ({
  method,
  body,
  headers: { 'content-type': 'application/json', 'idempotency-key': `fuzz-${Math.random().toString(36).slice(2)}`, ...extra },
});

/** What every answer must satisfy: no undocumented 5xx, 4xx as a JSON message, no Northwind data for Harbor. */
function problemsOf(op: Operation, answer: Answer, org = INTRUDER): string[] {
  const problems: string[] = [];
  const where = `${op.method} ${op.path} [${answer.label}] → ${answer.status}`;
  if (answer.status >= 500 && !op.documented5xx.includes(answer.status)) problems.push(`${where}: server error ${answer.text.slice(0, 160)}`);
  if (answer.status >= 400 && answer.status < 500) {
    let message: unknown;
    try {
      message = (JSON.parse(answer.text) as { error?: { message?: unknown } }).error?.message;
    } catch {
      message = undefined;
    }
    if (typeof message !== 'string' || message === '') problems.push(`${where}: 4xx without a JSON message: ${answer.text.slice(0, 120)}`);
  }
  if (org === INTRUDER) for (const marker of VICTIM_MARKERS) if (answer.text.includes(marker) && !answer.sent.includes(marker)) problems.push(`${where}: Harbor got Northwind data (${marker})`);
  return problems;
}

const PATH_JUNK: Record<string, string> = {
  unknown: 'zz_unknown_000000',
  traversal: encodeURIComponent('../../etc/passwd'),
  backslash: encodeURIComponent('..\\..\\x'),
  nul: 'a%00b',
  huge: 'x'.repeat(5000),
  sql: encodeURIComponent("' OR 1=1 --"),
};

describe('every OpenAPI operation under bad input', () => {
  it('the document lists the API (the sweep is not empty)', () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.filter((op) => op.body === 'json').length).toBeGreaterThan(20);
  });

  it('junk, unknown, traversal, NUL and huge path values: 4xx with a message or a harmless answer', async () => {
    const problems: string[] = [];
    for (const op of operations.filter((o) => o.path.includes('{'))) {
      for (const [label, value] of Object.entries(PATH_JUNK)) {
        const path = fillPath(op, {}, value);
        const init = op.body === 'json' ? json(op.method, '{}') : { method: op.method };
        problems.push(...problemsOf(op, await send(`path ${label}`, path, init)));
      }
    }
    expect(problems).toEqual([]);
  });

  it('malformed JSON, bodies of the wrong type, empty and wrong-typed fields: 4xx with a message', async () => {
    const problems: string[] = [];
    for (const op of operations.filter((o) => o.body === 'json')) {
      const path = fillPath(op, {}, 'zz_unknown_000000');
      const bodies: Record<string, string> = {
        'syntax error': '{"items": [',
        'not JSON': 'hello',
        empty: '',
        null: 'null',
        array: '[1,2,3]',
        number: '42',
        string: '"text"',
        'empty object': '{}',
        'wrong types': JSON.stringify(wrongTypesBody(op.bodySchema ?? {})),
        'deep nesting': `${'['.repeat(5000)}${']'.repeat(5000)}`,
      };
      for (const [label, body] of Object.entries(bodies)) {
        const answer = await send(label, path, json(op.method, body));
        problems.push(...problemsOf(op, answer));
        if (label !== 'empty object' && label !== 'wrong types' && answer.status < 400)
          problems.push(`${op.method} ${op.path} [${label}] accepted with ${answer.status}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('bodies over the 1 MB limit: 413 with a message, never read whole', async () => {
    const problems: string[] = [];
    const oversized = JSON.stringify({ items: [], padding: 'x'.repeat(MAX_JSON_BYTES + 10) });
    for (const op of operations.filter((o) => o.body === 'json')) {
      const answer = await send('oversized', fillPath(op, {}, 'zz_unknown_000000'), json(op.method, oversized));
      problems.push(...problemsOf(op, answer));
      if (answer.status !== 413 && answer.status !== 404) problems.push(`${op.method} ${op.path}: oversized body answered ${answer.status}`);
    }
    expect(problems).toEqual([]);
  });

  it('query parameters of the wrong type or huge: never a server error', async () => {
    const problems: string[] = [];
    for (const op of operations.filter((o) => o.params.some((p) => p.in === 'query'))) {
      const path = fillPath(op, { host: 'localhost', siteName: 'northwind', datatype: 'all' }, 'zz_unknown_000000');
      for (const [label, value] of Object.entries({ wrong: 'abc', negative: '-1', huge: '1e308', long: 'q'.repeat(10_000), nul: 'a%00b' })) {
        const query = op.params
          .filter((p) => p.in === 'query')
          .map((p) => `${encodeURIComponent(p.name)}=${value}`)
          .join('&');
        problems.push(...problemsOf(op, await send(`query ${label}`, `${path}?${query}`, { method: op.method })));
      }
    }
    expect(problems).toEqual([]);
  });

  it('random JSON bodies (fast-check) never cause a server error', async () => {
    const jsonOps = operations.filter((o) => o.body === 'json');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...jsonOps), fc.jsonValue({ maxDepth: 3 }), async (op, value) => {
        const answer = await send('random', fillPath(op, {}, 'zz_unknown_000000'), json(op.method, JSON.stringify(value)));
        expect(problemsOf(op, answer)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});

describe('uploads with hostile names and sizes', () => {
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
  const uploadOp = operations.find((o) => o.path === '/data/upload');
  const upload = (name: string, bytes: Uint8Array = PNG, location = 'products/photos', org = VICTIM) => {
    const form = new FormData();
    form.set('location', location);
    form.append('files', new File([new Uint8Array(bytes)], name));
    // Uploads need the tenant's staff or app token: these run as the tenant's own server.
    const authorization = `Bearer ${issueAppToken(serverSecret(t.config), org)}`;
    return send(`upload ${JSON.stringify(name)}`, '/api/data/upload', { method: 'POST', body: form, org, headers: { authorization } });
  };
  const filesOnDisk = (): string[] => {
    const found: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) walk(join(dir, entry.name));
        else found.push(join(dir, entry.name));
      }
    };
    walk(t.config.dataDir);
    return found;
  };

  it('traversal and NUL names are stored inside the upload folder under a clean name, or refused', async () => {
    expect(uploadOp).toBeDefined();
    const hostile = ['../../etc/passwd.png', '..\\..\\x.png', '..%2F..%2Fy.png', 'a\0b.png', '/abs/z.png', '....//w.png', 'C:\\Windows\\v.png', '.png', ' .png'];
    for (const name of hostile) {
      const answer = await upload(name);
      expect(problemsOf(uploadOp as Operation, answer, VICTIM), name).toEqual([]);
      if (answer.status === 201) {
        const stored = (JSON.parse(answer.text) as { data: { name: string; url: string }[] }).data[0];
        expect(stored?.name, name).not.toMatch(/[\\/\0]|\.\./);
        expect(stored?.url, name).not.toMatch(/\.\.|%2e%2e|%00/i);
      }
    }
    for (const file of filesOnDisk()) expect(file.startsWith(t.config.dataDir)).toBe(true);
    expect(existsSync(join(t.config.dataDir, '..', 'etc'))).toBe(false);
  });

  it('hostile locations and oversized files are refused with a message', async () => {
    for (const location of ['../../etc', '..\\x', 'a\0b', 'x'.repeat(5000)]) {
      const answer = await upload('ok.png', PNG, location);
      expect(problemsOf(uploadOp as Operation, answer, VICTIM), location.slice(0, 20)).toEqual([]);
      expect(answer.status, location.slice(0, 20)).toBeGreaterThanOrEqual(400);
    }
    const big = new Uint8Array(MAX_ATTACHMENT + 1);
    big.set(PNG);
    const answer = await upload('big.png', big);
    expect(answer.status).toBe(413);
    expect(problemsOf(uploadOp as Operation, answer, VICTIM)).toEqual([]);
  });

  it('reading files by traversal names answers 404, and a NUL in the name 400', async () => {
    // server-secret is a file the data folder holds on either engine.
    for (const name of ['..%2F..%2Fetc%2Fpasswd', '..%5C..%5Cx', 'a%00b', '%2e%2e%2fserver-secret', '..%2F..%2Fserver-secret', 'server-secret']) {
      for (const tenant of [VICTIM, '..', '%2e%2e']) {
        const answer = await send(name, `/api/data/files/${tenant}/${name}`);
        expect(answer.status, `${tenant}/${name}`).toBe(name.includes('%00') ? 400 : 404);
      }
    }
  });
});

describe('ids from another tenant', () => {
  const VICTIM_EMAIL = 'victim@victim.tenant-a.test';
  /** Northwind's things, by what they are. */
  const ids: Record<string, string> = {};
  let before: Record<string, string> = {};

  const asVictim = async (path: string, body?: unknown): Promise<Record<string, unknown>> => {
    const answer = await send(path, path, body === undefined ? { org: VICTIM } : { ...json('POST', JSON.stringify(body)), org: VICTIM });
    expect(answer.status, `${path}: ${answer.text.slice(0, 200)}`).toBeLessThan(300);
    return JSON.parse(answer.text) as Record<string, unknown>;
  };
  /** What Northwind reads of each of its things (compared before and after Harbor's attempts). */
  const snapshot = async (): Promise<Record<string, string>> => ({
    cart: JSON.stringify(await asVictim(`/api/storefront/cart/get/${ids.cart}`)),
    reservation: JSON.stringify(await asVictim(`/api/reservations?code=${ids.code}`)),
    record: JSON.stringify(await asVictim(`/api/data/get/event/${ids.record}`)),
    order: JSON.stringify(await t.data.selectFrom('orders').selectAll().where('id', '=', ids.order ?? '').executeTakeFirst()),
  });

  beforeAll(async () => {
    const cart = (await asVictim('/api/storefront/cart/save', { items: [{ id: 'prod_nw_017', sku: 'NW-BOO-017', name: 'x', price: 1, quantity: 2 }] })) as { data: { id: string } };
    ids.cart = cart.data.id;
    const order = (await asVictim('/api/storefront/order/create', {
      customerInfo: { email: VICTIM_EMAIL, firstName: 'Victim', lastName: 'Alpha' },
      shippingAddress: { firstName: 'Victim', lastName: 'Alpha', address: '1 Main St', city: 'New York', state: 'NY', zip: '10001' },
      items: [{ sku: 'NW-BOO-017', quantity: 1 }],
      paymentMethod: 'card',
      paymentGateway: 'stripe',
    })) as { data: { id: string; number: string } };
    ids.order = order.data.id;
    ids.orderNumber = order.data.number;
    const intent = (await asVictim('/api/storefront/payment-intent', { email: VICTIM_EMAIL, orderId: ids.order })) as { paymentIntentId: string };
    ids.paymentIntent = intent.paymentIntentId;
    const session = (await asVictim('/api/payments/multi/sessions', { orderId: ids.order, method: 'crypto', crypto: 'BTC', amount: 5 })) as { id: string };
    ids.multiSession = session.id;
    const reservation = (await asVictim('/api/reservations/create', {
      locationId: 'loc_nw_soho',
      serviceId: 'svc_nw_pickup',
      date: '2026-03-03',
      time: '15:00',
      customerName: 'Victim Alpha',
      customerEmail: VICTIM_EMAIL,
      customerPhone: '+1 212 555 0100',
    })) as { reservation: { id: string; confirmationCode: string } };
    ids.reservation = reservation.reservation.id;
    ids.code = reservation.reservation.confirmationCode;
    const record = (await asVictim('/api/data/create-or-update/northwind', { type: 'event', data: { title: 'Victim Alpha', email: VICTIM_EMAIL } })) as { data: { id: string } };
    ids.record = record.data.id;
    ids.location = 'loc_nw_soho';
    ids.service = 'svc_nw_pickup';
    before = await snapshot();
  });

  const ID_FIELD = /(^id$|Id$|code$|Code$|number$|ref$)/;

  it('Harbor replaying Northwind ids in every path parameter gets nothing of Northwind', async () => {
    const problems: string[] = [];
    for (const op of operations.filter((o) => o.path.includes('{'))) {
      for (const [what, id] of Object.entries(ids)) {
        const path = fillPath(op, { email: encodeURIComponent(VICTIM_EMAIL), type: 'event', site: 'harbor', tenant: INTRUDER }, encodeURIComponent(id));
        const init = op.body === 'json' ? json(op.method, JSON.stringify({ amount: 1, items: [] })) : { method: op.method };
        problems.push(...problemsOf(op, await send(`path = northwind ${what}`, path, init)));
      }
    }
    expect(problems).toEqual([]);
  });

  it('Harbor replaying Northwind ids in every id field of every body and query gets nothing of Northwind', async () => {
    const problems: string[] = [];
    for (const op of operations) {
      const properties = Object.keys(bodyProperties(op.bodySchema));
      const idFields = properties.filter((name) => ID_FIELD.test(name));
      const queryIds = op.params.filter((p) => p.in === 'query' && ID_FIELD.test(p.name));
      if (!idFields.length && !queryIds.length) continue;
      for (const [what, id] of Object.entries(ids)) {
        const path = fillPath(op, { type: 'event', site: 'harbor', tenant: INTRUDER, datatype: 'all' }, 'zz_unknown_000000');
        const query = queryIds.map((p) => `${p.name}=${encodeURIComponent(id)}`).join('&');
        const body = { email: VICTIM_EMAIL, customerEmail: VICTIM_EMAIL, items: [], amount: 1, ...Object.fromEntries(idFields.map((name) => [name, id])) };
        const init = op.body === 'json' ? json(op.method, JSON.stringify(body)) : { method: op.method };
        const answer = await send(`id fields = northwind ${what}`, query ? `${path}?${query}` : path, init);
        problems.push(...problemsOf(op, answer));
      }
    }
    expect(problems).toEqual([]);
  });

  it('Harbor cannot read, change, cancel or pay for Northwind’s cart, order, reservation or record', async () => {
    const cases: [string, string, RequestInit][] = [
      ['cart read', `/api/storefront/cart/get/${ids.cart}`, { method: 'GET' }],
      ['cart overwrite', '/api/storefront/cart/save', json('POST', JSON.stringify({ id: ids.cart, items: [{ id: 'prod_hb_001', sku: 'HB-GIF-001', name: 'x', price: 1, quantity: 1 }] }))],
      ['order read', `/api/storefront/order/${ids.order}`, { method: 'GET' }],
      ['order by email', `/api/storefront/order/email/${encodeURIComponent(VICTIM_EMAIL)}/${ids.orderNumber}`, { method: 'GET' }],
      ['card status', `/api/payments/card/${ids.paymentIntent}`, { method: 'GET' }],
      ['multi session', `/api/payments/multi/sessions/${ids.multiSession}`, { method: 'GET' }],
      ['pay offline', '/api/payments/offline', json('POST', JSON.stringify({ method: 'cash', orderId: ids.order }))],
      ['reservation by code', `/api/reservations?code=${ids.code}`, { method: 'GET' }],
      ['reservation cancel', '/api/reservations/delete', json('POST', JSON.stringify({ reservationId: ids.reservation }))],
      ['reservation move', '/api/reservations/update', json('POST', JSON.stringify({ reservationId: ids.reservation, date: '2026-03-04', time: '10:00' }))],
      ['reservation status', '/api/reservations/update', json('POST', JSON.stringify({ reservationId: ids.reservation, status: 'cancelled' }))],
      ['record read', `/api/data/get/event/${ids.record}`, { method: 'GET' }],
      ['record overwrite', '/api/data/create-or-update/harbor', json('POST', JSON.stringify({ type: 'event', id: ids.record, data: { title: 'taken' } }))],
      ['record overwrite via site', '/api/data/create-or-update/northwind', json('POST', JSON.stringify({ type: 'event', id: ids.record, data: { title: 'taken' } }))],
    ];
    const problems: string[] = [];
    for (const [label, path, init] of cases) {
      const answer = await send(label, path, init);
      if (answer.status < 400 && !['cart overwrite', 'record overwrite'].includes(label)) problems.push(`${label}: ${answer.status} ${answer.text.slice(0, 160)}`);
      for (const marker of VICTIM_MARKERS) if (answer.text.includes(marker)) problems.push(`${label}: leaked ${marker}`);
      if (answer.status >= 500) problems.push(`${label}: ${answer.status}`);
    }
    expect(problems).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });
});
