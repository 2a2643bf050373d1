// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../routes/api/openapi/index.ts';
import { setClock } from '../routes/api/reservations/clock.ts';
import { makeTestApp, staffCookie } from '../../../test/helpers/server/test-app.ts';
import { ACCESS, accessFor } from './access.ts';

// Every operation of the OpenAPI document, tried as a stranger: nobody signed in, and the staff of
// the other organisation. Limits are off so hundreds of calls measure access, not throttling.
const t = makeTestApp({ RATE_LIMITS: 'off' });
const restoreClock = setClock('2026-03-02T14:00:00Z');
afterAll(() => {
  restoreClock();
  t.close();
});

const doc = buildOpenApiDocument() as { paths: Record<string, Record<string, { 'x-access'?: string }>> };
const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({ method: method.toUpperCase(), path, level: op['x-access'] ?? '' })),
);

/** What only the victim's customers know: their e-mail, phone, name and codes. */
const VICTIM = { email: 'victim.private@example.com', phone: '+1 212 555 0177', name: 'Valentina Privata' };
const secrets: string[] = [VICTIM.email, VICTIM.phone, '2125550177', VICTIM.name, 'Privata'];
const ids: Record<string, string> = {};
let harborStaff = '';

async function asNorthwindServer(path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await t.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', orgid: 'org_northwind', cookie: await staffCookie(t.data), origin: 'http://localhost' },
    body: JSON.stringify(body),
  });
  expect(response.status, path).toBeLessThan(300);
  return (await response.json()) as Record<string, unknown>;
}

beforeAll(async () => {
  const booking = (await asNorthwindServer('/api/reservations/create', {
    locationId: 'loc_nw_soho', serviceId: 'svc_nw_pickup', date: '2026-03-03', time: '15:00',
    customerName: VICTIM.name, customerEmail: VICTIM.email, customerPhone: VICTIM.phone, notes: 'Privata notes',
  })) as { reservation: { id: string; confirmationCode: string } };
  ids.reservation = booking.reservation.id;
  ids.code = booking.reservation.confirmationCode;
  secrets.push(ids.code);
  const walkIn = (await asNorthwindServer('/api/reservations/create', {
    type: 'queue', locationId: 'loc_nw_soho', customerName: VICTIM.name, customerPhone: VICTIM.phone, customerEmail: VICTIM.email, notes: 'Privata notes',
  })) as { queueEntry: { id: string } };
  ids.queueEntry = walkIn.queueEntry.id;
  await asNorthwindServer('/api/forms/newsletter', { email: VICTIM.email });
  await asNorthwindServer('/api/forms/contact/submissions', { values: { email: VICTIM.email, message: 'Privata message' } });
  harborStaff = await staffCookie(t.data, 'org_harbor');
});

/** A request for an operation with every path parameter filled with the victim's ids. */
function request(op: { method: string; path: string }, headers: Record<string, string> = {}): Promise<Response> {
  const fill: Record<string, string> = {
    type: 'newsletter_subscriber', id: ids.reservation ?? 'x', site: 'northwind', tenant: 'org_northwind', email: encodeURIComponent(VICTIM.email),
    userId: encodeURIComponent(VICTIM.email), host: 'northwind.localhost', siteName: 'northwind', datatype: 'all', formId: 'contact',
  };
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => fill[name] ?? 'x');
  const query = op.path === '/reservations' ? `?code=${ids.code}` : op.path === '/calendar' ? '?from=2026-03-01&to=2026-03-08' : '';
  const body = op.method === 'GET' ? undefined : JSON.stringify({ reservationId: ids.reservation, queueEntryId: ids.queueEntry, status: 'cancelled', userId: VICTIM.email, orderId: 'x' });
  return Promise.resolve(
    t.app.request(`http://localhost/api${path}${query}`, {
      method: op.method,
      headers: { orgid: 'org_northwind', origin: 'http://localhost', ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      body,
    }),
  );
}

describe('the access table', () => {
  it('classifies every operation of the OpenAPI document, and documents every operation it classifies', () => {
    const documented = new Set(operations.map((op) => `${op.method} ${op.path}`));
    expect([...documented].filter((key) => !ACCESS[key])).toEqual([]);
    expect(Object.keys(ACCESS).filter((key) => !documented.has(key))).toEqual([]);
    for (const op of operations) expect(op.level, `${op.method} ${op.path}`).toBe(ACCESS[`${op.method} ${op.path}`]?.level);
  });

  it('matches concrete paths to the most specific operation', () => {
    expect(accessFor('GET', '/storefront/order/email/a%40b.c/12')?.key).toBe('GET /storefront/order/email/{email}/{id}');
    expect(accessFor('GET', '/page/northwind.localhost/policies/privacy')?.key).toBe('GET /page/{host}/{path}');
    expect(accessFor('HEAD', '/calendar')?.access.level).toBe('staff');
    expect(accessFor('DELETE', '/calendar')).toBeUndefined();
  });
});

describe('every operation tried by a stranger', () => {
  it('answers anonymous calls to staff operations with 401 and a JSON error', async () => {
    const problems: string[] = [];
    for (const op of operations.filter((o) => o.level === 'staff' || o.level === 'machine')) {
      const answer = await request(op);
      const text = await answer.text();
      if (answer.status !== 401 || !/"code":"unauthorized"/.test(text)) problems.push(`${op.method} ${op.path}: ${answer.status} ${text.slice(0, 120)}`);
    }
    expect(problems).toEqual([]);
  });

  it('answers anonymous calls to customer operations without proof with 401, 400 or 404, never the data', async () => {
    const problems: string[] = [];
    for (const op of operations.filter((o) => o.level === 'customer')) {
      const answer = await request(op);
      const text = await answer.text();
      const emptyList = answer.status === 200 && /^\{"data":\[\]\}$/.test(text);
      if (![400, 401, 404].includes(answer.status) && !emptyList) problems.push(`${op.method} ${op.path}: ${answer.status} ${text.slice(0, 120)}`);
      for (const secret of secrets) if (text.includes(secret)) problems.push(`${op.method} ${op.path}: leaked ${secret}`);
    }
    expect(problems).toEqual([]);
  });

  it("answers the other organisation's staff with 403 or 404 on every operation that is not public", async () => {
    const problems: string[] = [];
    for (const op of operations.filter((o) => o.level !== 'public')) {
      const answer = await request(op, { cookie: harborStaff });
      const text = await answer.text();
      const emptyList = answer.status === 200 && /^\{"data":\[\]\}$/.test(text);
      if (![403, 404].includes(answer.status) && !(op.level === 'customer' && ([400, 401].includes(answer.status) || emptyList)))
        problems.push(`${op.method} ${op.path}: ${answer.status} ${text.slice(0, 120)}`);
      for (const secret of secrets) if (text.includes(secret)) problems.push(`${op.method} ${op.path}: leaked ${secret}`);
    }
    expect(problems).toEqual([]);
    // And nothing changed: the victim's booking is still confirmed.
    const staff = await staffCookie(t.data);
    const still = await t.app.request(`/api/reservations?code=${ids.code}`, { headers: { orgid: 'org_northwind', cookie: staff } });
    expect(((await still.json()) as { reservations: { status: string }[] }).reservations[0]?.status).toBe('confirmed');
  });

  it('leaks no e-mail, phone, name or confirmation code of anyone else in any public answer', async () => {
    const problems: string[] = [];
    const extra = ['/reservations?type=queue', '/reservations?type=queue&locationId=loc_nw_soho', '/calendar?from=2026-03-01&to=2026-03-08&view=public'];
    const gets = operations.filter((o) => o.level === 'public' && o.method === 'GET');
    const answers = await Promise.all([
      ...gets.map(async (op) => [`GET ${op.path}`, await (await request(op)).text()] as const),
      ...extra.map(async (path) => [path, await (await t.app.request(`/api${path}`, { headers: { orgid: 'org_northwind' } })).text()] as const),
    ]);
    for (const [label, text] of answers) for (const secret of secrets) if (text.includes(secret)) problems.push(`${label}: leaked ${secret}`);
    expect(problems).toEqual([]);
    // The board is not empty: the victim is on it, as "Valentina P.".
    expect(answers.find(([label]) => label === '/reservations?type=queue')?.[1]).toContain('Valentina P.');
  });
});
