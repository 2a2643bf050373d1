import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { startDemoServer } from '../test/e2e/harness.ts';
import type { BenchModule } from './lib/module.ts';
import { atMost, type SummaryRow } from './lib/summary.ts';

const TENANT = 'org_northwind';
const ZONE = 'America/New_York';
/** In-store pickup: 15-minute slots with no buffer, so slots never overlap and each takes `capacity` bookings. */
const SERVICE = 'svc_nw_pickup';
const LOCATIONS = ['loc_nw_soho', 'loc_nw_brooklyn'];
/** Days ahead to look for slots (the booking window of the preset ends earlier; empty days are skipped). */
const DAYS = 14;
const CONNECTIONS = 10;
const SLOT_SECONDS = 10;
/** Most reservations created in the creation run (the free spots in the booking window are the other limit). */
const MAX_CREATES = 500;
const RACERS = 50;
/** Issue #21's targets on a 2-core machine with the load tool on it: slot queries, then reservation creation. */
const SLOT_TARGET = { perSecond: 2500, p99Ms: 20 };
const CREATE_TARGET = { perSecond: 600 };

interface Slot {
  locationId: string;
  date: string;
  time: string;
  startTime: string;
  capacity: number;
}

/** `YYYY-MM-DD` of a day in the tenant's zone, `offset` days from today. */
function dayInZone(offset: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + offset * 86_400_000));
}

const headers = (key?: string): Record<string, string> => ({ 'content-type': 'application/json', orgid: TENANT, ...(key ? { 'idempotency-key': key } : {}) });

/** The free pickup slots of the booking window, from the API itself. */
async function freeSlots(base: string): Promise<Slot[]> {
  const slots: Slot[] = [];
  for (let offset = 0; offset < DAYS; offset++) {
    for (const locationId of LOCATIONS) {
      const date = dayInZone(offset);
      const response = await fetch(`${base}/api/reservations/slots`, { method: 'POST', headers: headers(), body: JSON.stringify({ locationId, serviceId: SERVICE, date }) });
      const { slots: day } = (await response.json()) as { slots: { startTime: string; available: boolean; capacity: number }[] };
      for (const s of day) if (s.available) slots.push({ locationId, date: s.startTime.slice(0, 10), time: s.startTime.slice(11, 16), startTime: s.startTime, capacity: s.capacity });
    }
  }
  return slots;
}

let customer = 0;
/** A reservation request for a slot from a new customer. */
function booking(slot: Slot): string {
  customer++;
  return JSON.stringify({
    locationId: slot.locationId,
    serviceId: SERVICE,
    date: slot.date,
    time: slot.time,
    startTime: slot.startTime,
    customerName: `Load Customer ${customer}`,
    customerEmail: `load${customer}@example.com`,
    customerPhone: '+1 212 555 0100',
  });
}

const statusCount = (result: autocannon.Result, status: number): number => result.statusCodeStats?.[`${status}`]?.count ?? 0;
/**
 * Requests per second over `seconds` (default the run's duration). Not autocannon's
 * `requests.average`, the mean of its one-second buckets, nor the 500 creations over its `duration`,
 * which ends at the next whole-second tick: both only took values like 500 / 2 or 500 / 4 (250, 125)
 * whatever the real rate was.
 */
const throughput = (result: autocannon.Result, seconds = result.duration): number => (seconds > 0 ? result.requests.total / seconds : 0);
const perSecond = (result: autocannon.Result, seconds?: number): string => throughput(result, seconds).toFixed(0);

/**
 * CPU time (user + system, ms) a process has used, from /proc; undefined where there is none. Per
 * request it says what the server costs even when other work on the machine slows the run down.
 */
function cpuMs(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

/** Server CPU ms per request of a run, from readings before and after it. */
const cpuPerRequest = (before: number | undefined, after: number | undefined, requests: number): string =>
  before === undefined || after === undefined || requests === 0 ? 'n/a' : ((after - before) / requests).toFixed(2);

/**
 * Throughput of the reference API (demo server, fresh DATA_DIR, its own process) under autocannon from
 * npm: slot queries (POST /api/reservations/slots) for 10 s, then reservation creation (POST
 * /api/reservations/create), each request a distinct free spot and a new customer with its own
 * Idempotency-Key, counting accepted (201) and rejected answers; then the race: 50
 * concurrent bookings for the last spot of a slot.
 */
const apiLoad: BenchModule = {
  name: 'api-load',
  async run({ log }) {
    const loadAtStart = loadavg()[0]?.toFixed(2) ?? 'unknown';
    const server = await startDemoServer();
    // autocannon resolves localhost to whichever address comes first; the server listens on all of them.
    const base = server.baseURL.replace('//localhost', '//127.0.0.1');
    try {
      const slots = await freeSlots(base);
      if (slots.length < 2) throw new Error(`only ${slots.length} free pickup slots in the next ${DAYS} days`);
      const raceSlot = slots.pop()!;
      const days = [...new Set(slots.map((s) => `${s.locationId}|${s.date}`))].map((k) => k.split('|') as [string, string]);
      log(`${slots.length} free slots on ${days.length} location-days`);

      let query = 0;
      const slotCpu = cpuMs(server.pid);
      const slotRun = await autocannon({
        url: `${base}/api/reservations/slots`,
        connections: CONNECTIONS,
        duration: SLOT_SECONDS,
        requests: [
          {
            method: 'POST',
            headers: headers(),
            setupRequest: (request) => {
              const [locationId, date] = days[query++ % days.length]!;
              return { ...request, body: JSON.stringify({ locationId, serviceId: SERVICE, date }) };
            },
          },
        ],
      });
      const slotCpuPerRequest = cpuPerRequest(slotCpu, cpuMs(server.pid), slotRun.requests.total);
      log(`slots: ${perSecond(slotRun)} req/s, p99 ${slotRun.latency.p99} ms, server CPU ${slotCpuPerRequest} ms/request`);

      // Today's slots are left out: the minimum notice passes one slot time every 15 minutes, and a run
      // crossing that moment would see its spots refused although the list had offered them.
      const today = dayInZone(0);
      const spots = slots
        .filter((s) => s.date !== today)
        .flatMap((s) => Array.from({ length: s.capacity }, () => s))
        .slice(0, MAX_CREATES);
      let next = 0;
      const createCpu = cpuMs(server.pid);
      const createStart = performance.now();
      let lastAnswer = createStart;
      const createRun = await autocannon({
        url: `${base}/api/reservations/create`,
        connections: CONNECTIONS,
        amount: spots.length,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => {
              const n = next++;
              return { ...request, headers: headers(`load-${n}`), body: booking(spots[n % spots.length]!) };
            },
            onResponse: () => {
              lastAnswer = performance.now();
            },
          },
        ],
      });
      const createSeconds = (lastAnswer - createStart) / 1000;
      const createCpuPerRequest = cpuPerRequest(createCpu, cpuMs(server.pid), createRun.requests.total);
      const accepted = statusCount(createRun, 201);
      const conflicts = statusCount(createRun, 409);
      const otherCreate = createRun.requests.total - accepted - conflicts;
      log(`create: ${perSecond(createRun, createSeconds)} req/s, p99 ${createRun.latency.p99} ms, server CPU ${createCpuPerRequest} ms/request, ${accepted} accepted, ${conflicts} conflicts, ${otherCreate} other`);

      const race = await lastSpotRace(base, raceSlot);
      log(`last spot: ${race.created} created, ${race.conflicts} clear conflicts, ${race.other} other`);

      const latency = (r: autocannon.Result) => `${r.latency.p50} / ${r.latency.p99}`;
      const rows = [
        ['slot queries (POST /slots)', `${SLOT_SECONDS} s`, String(CONNECTIONS), perSecond(slotRun), latency(slotRun), slotCpuPerRequest, String(slotRun.requests.total), String(slotRun['2xx']), String(slotRun.non2xx + slotRun.errors)],
        ['reservation creation (POST /create)', `${spots.length} requests`, String(CONNECTIONS), perSecond(createRun, createSeconds), latency(createRun), createCpuPerRequest, String(createRun.requests.total), String(accepted), `${conflicts} conflict(s), ${otherCreate - createRun.errors} other, ${createRun.errors} error(s)`],
      ];
      const raceOk = race.created === 1 && race.conflicts === RACERS - 1;
      const summary: SummaryRow[] = [
        {
          figure: 'API: slot queries throughput',
          measured: `${perSecond(slotRun)} req/s (p99 ${slotRun.latency.p99} ms)`,
          target: `issue #21: >= ${SLOT_TARGET.perSecond} req/s with p99 <= ${SLOT_TARGET.p99Ms} ms`,
          verdict: throughput(slotRun) >= SLOT_TARGET.perSecond ? atMost(slotRun.latency.p99, SLOT_TARGET.p99Ms) : 'over',
        },
        {
          figure: 'API: reservation creation throughput',
          measured: `${perSecond(createRun, createSeconds)} req/s (p99 ${createRun.latency.p99} ms), ${accepted} accepted / ${conflicts} rejected of ${createRun.requests.total}`,
          target: `issue #21: >= ${CREATE_TARGET.perSecond} req/s; every distinct free spot accepted`,
          verdict: throughput(createRun, createSeconds) >= CREATE_TARGET.perSecond ? atMost(createRun.requests.total - accepted, 0) : 'over',
        },
        {
          figure: `API: ${RACERS} concurrent bookings for the last spot`,
          measured: `${race.created} created, ${race.conflicts} clear conflicts, ${race.other} other`,
          target: `exactly 1 succeeds, ${RACERS - 1} clear conflicts`,
          verdict: raceOk ? 'ok' : 'over',
        },
      ];
      return {
        title: 'Reference API under load (autocannon)',
        columns: ['request', 'run', 'connections', 'req/s', 'latency p50 / p99 ms', 'server CPU ms/request', 'requests', 'accepted (2xx)', 'rejected'],
        numeric: ['connections', 'req/s', 'server CPU ms/request', 'requests', 'accepted (2xx)'],
        rows,
        notes: [
          `autocannon ${CONNECTIONS} connections against the demo server (node demo-site/server/main.ts, SQLite in a fresh temporary DATA_DIR, tenant ${TENANT}) on the same machine, so the load tool and the server share its cores.`,
          `Slot queries: a day of in-store pickup slots, rotating over ${days.length} location-days of the booking window, for ${SLOT_SECONDS} s.`,
          `Creation: one request per free spot of those slots from tomorrow on (capacity each; today's minimum notice moves while the run lasts), ${spots.length} in all, each from a new customer with its own Idempotency-Key: all of them should be accepted; a 409 would mean a spot the slot list offered was refused.`,
          `Last spot: the other spots of one slot booked first, then ${RACERS} concurrent requests (distinct customers and keys) for the last one; a clear conflict is 409 with "The selected time is no longer available".`,
          `Server CPU ms/request: the server process's user and system CPU time over the run (from /proc) divided by its requests; req/s and latency follow whatever else runs on the machine (load average ${loadAtStart} when this module started), this figure much less.`,
        ],
        summary,
      };
    } finally {
      await server.stop();
    }
  },
};

/** Books all but one spot of a slot, then sends RACERS concurrent requests for the last one. */
async function lastSpotRace(base: string, slot: Slot): Promise<{ created: number; conflicts: number; other: number }> {
  const create = (body: string, key: string) => fetch(`${base}/api/reservations/create`, { method: 'POST', headers: headers(key), body });
  for (let i = 1; i < slot.capacity; i++) await create(booking(slot), `race-fill-${i}`);
  const answers = await Promise.all(
    Array.from({ length: RACERS }, async (_, i) => {
      const response = await create(booking(slot), `race-${i}`);
      const body = (await response.json()) as { error?: { message?: string } };
      return { status: response.status, message: body.error?.message };
    }),
  );
  const created = answers.filter((a) => a.status === 201).length;
  const conflicts = answers.filter((a) => a.status === 409 && a.message === 'The selected time is no longer available').length;
  return { created, conflicts, other: RACERS - created - conflicts };
}

export default apiLoad;
