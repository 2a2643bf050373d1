import { describe, expect, it } from 'vitest';
import { calendarApi, calendarEndpoint } from './calendar.ts';
import { ApiError } from './errors.ts';

function fakeFetch(status: number, body: unknown): { fetch: typeof fetch; requests: Request[]; bodies: string[] } {
  const requests: Request[] = [];
  const bodies: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    bodies.push(await request.clone().text());
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { fetch: fetchImpl, requests, bodies };
}

const event = { sk: 'r1', name: 'Haircut', data: { startTime: '2026-11-16T10:00:00-05:00' } };

describe('calendarApi.range', () => {
  it('calls the endpoint with the range, the org header and same-origin credentials', async () => {
    const server = fakeFetch(200, { events: [event], truncated: true });
    const endpoint = calendarEndpoint('https://shop.example/api/calendar?source=bookings', { baseUrl: '/api', orgId: 'org_northwind', fetch: server.fetch, token: () => null });
    const answer = await calendarApi.range(endpoint, { from: '2026-11-01', to: '2026-12-01', locationId: 'loc_1' });
    expect(answer).toEqual({ events: [event], truncated: true });
    const sent = server.requests[0]!;
    const url = new URL(sent.url);
    expect(url.origin + url.pathname).toBe('https://shop.example/api/calendar');
    expect(Object.fromEntries(url.searchParams)).toEqual({ source: 'bookings', from: '2026-11-01', to: '2026-12-01', locationId: 'loc_1' });
    expect(sent.headers.get('orgid')).toBe('org_northwind');
    expect(sent.credentials).toBe('same-origin');
  });

  it('asks for view=public for a public calendar', async () => {
    const server = fakeFetch(200, { events: [] });
    await calendarApi.range(calendarEndpoint('https://shop.example/api/calendar', { baseUrl: '/api', fetch: server.fetch }), { from: '2026-11-01', to: '2026-11-02', audience: 'public' });
    expect(new URL(server.requests[0]!.url).searchParams.get('view')).toBe('public');
  });

  it('turns a 401 into an ApiError with the status and the server message', async () => {
    const server = fakeFetch(401, { error: { code: 'unauthorized', message: 'Sign in as staff' } });
    const call = calendarApi.range(calendarEndpoint('https://shop.example/api/calendar', { baseUrl: '/api', fetch: server.fetch }), { from: '2026-11-01', to: '2026-11-02' });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ status: 401, message: 'Sign in as staff' });
    expect(server.requests).toHaveLength(1);
  });

  it('refuses an answer without an events list', async () => {
    const server = fakeFetch(200, { items: [] });
    await expect(calendarApi.range(calendarEndpoint('https://shop.example/api/calendar', { baseUrl: '/api', fetch: server.fetch }), { from: '2026-11-01', to: '2026-11-02' })).rejects.toMatchObject({ kind: 'malformed' });
  });
});

describe('calendarApi event writes', () => {
  const write = { kind: 'meeting' as const, title: 'Stock check', start: '2026-03-03T09:00:00-05:00', end: '2026-03-03T10:00:00-05:00', timeZone: 'America/New_York' };

  it('creates, updates and deletes under {endpoint}/events with the organisation header and the session token', async () => {
    const server = fakeFetch(201, { event: { ...event, sk: 'cev_1' } });
    const endpoint = calendarEndpoint('https://shop.example/api/calendar', { baseUrl: '/api', orgId: 'org_northwind', fetch: server.fetch, token: () => 'tok' });
    expect(await calendarApi.create(endpoint, write)).toMatchObject({ sk: 'cev_1' });
    expect(JSON.parse(server.bodies[0] ?? '')).toEqual(write);
    await calendarApi.update(endpoint, 'cev_1', { start: write.start, end: write.end });
    await calendarApi.remove(endpoint, 'cev_1');
    expect(server.requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual(['POST /api/calendar/events', 'PUT /api/calendar/events/cev_1', 'DELETE /api/calendar/events/cev_1']);
    for (const sent of server.requests) {
      expect(sent.headers.get('orgid')).toBe('org_northwind');
      expect(sent.headers.get('authorization')).toBe('Bearer tok');
    }
  });

  it('turns a refused write into an ApiError naming the field', async () => {
    const server = fakeFetch(400, { error: { code: 'invalid', message: 'end: must be after start', field: 'end' } });
    await expect(calendarApi.create(calendarEndpoint('https://shop.example/api/calendar', { baseUrl: '/api', fetch: server.fetch }), write)).rejects.toMatchObject({ status: 400, message: 'end: must be after start' });
  });
});
