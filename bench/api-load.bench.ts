import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { closeE2EPostgres, freshPostgresDatabase, startDemoServer, type DemoServer } from '../test/e2e/harness.ts';
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
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + offset * 86_400_000),
  );
}

const headers = (key?: string): Record<string, string> => ({
  'content-type': 'application/json',
  orgid: TENANT,
  ...(key ? { 'idempotency-key': key } : {}),
});

/** The free pickup slots of the booking window, from the API itself. */
async function freeSlots(base: string): Promise<Slot[]> {
  const slots: Slot[] = [];
  for (let offset = 0; offset < DAYS; offset++) {
    for (const locationId of LOCATIONS) {
      const date = dayInZone(offset);
      const response = await fetch(`${base}/api/reservations/slots`, {
        method: 'POST',
        headers: headers(),
        body: JSON.stringify({ locationId, serviceId: SERVICE, date }),
      });
      const { slots: day } = (await response.json()) as { slots: { startTime: string; available: boolean; capacity: number }[] };
      for (const s of day)
        if (s.available)
          slots.push({
            locationId,
            date: s.startTime.slice(0, 10),
            time: s.startTime.slice(11, 16),
            startTime: s.startTime,
            capacity: s.capacity,
          });
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

/** One way of running the reference API: its engine and how many server processes share the database. */
interface Setup {
  label: string;
  engine: 'sqlite' | 'postgres';
  processes: 1 | 2;
}

/**
 * The setups measured, in order: embedded SQLite (the default, and the one issue #21's targets are
 * for), then PostgreSQL with one server process and with two processes on one database, as a site
 * behind a load balancer runs. The load is the same in each: 10 connections in all, split evenly
 * over the processes.
 */
const ALL_SETUPS: readonly Setup[] = [
  { label: 'SQLite, 1 process', engine: 'sqlite', processes: 1 },
  { label: 'PostgreSQL, 1 process', engine: 'postgres', processes: 1 },
  { label: 'PostgreSQL, 2 processes', engine: 'postgres', processes: 2 },
];
/** `BENCH_API_ENGINE=sqlite` (or `postgres`) measures only that engine's setups, for profiling one. */
const SETUPS = ALL_SETUPS.filter((setup) => !process.env.BENCH_API_ENGINE || setup.engine === process.env.BENCH_API_ENGINE);

/** What one setup measured. */
interface SetupResult {
  setup: Setup;
  slots: Measured;
  create: Measured & { accepted: number; conflicts: number; other: number; errors: number };
  race: { created: number; conflicts: number; other: number };
  locationDays: number;
}

/** One load run over all the setup's servers: totals, the wall time, the worst p50/p99 and the servers' CPU per request. */
interface Measured {
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  cpuPerRequest: string;
  ok2xx: number;
  rejected: number;
}

/** Starts the setup's servers: a fresh SQLite DATA_DIR, or a fresh PostgreSQL database shared by one or two processes. */
async function startSetup(setup: Setup): Promise<{ servers: DemoServer[]; stop(): Promise<void> }> {
  const env = { JOBS: 'off', DEMO_MODE: 'true' };
  if (setup.engine === 'sqlite') {
    const server = await startDemoServer({ env });
    return { servers: [server], stop: () => server.stop() };
  }
  const databaseUrl = await freshPostgresDatabase();
  const servers: DemoServer[] = [];
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
  try {
    // One after the other: the first migrates and seeds; the second finds it done.
    for (let i = 0; i < setup.processes; i++) servers.push(await startDemoServer({ databaseUrl, env }));
  } catch (error) {
    await stop();
    throw error;
  }
  return { servers, stop };
}

/** The base URL autocannon should use: localhost resolves to whichever address comes first; the server listens on all. */
const baseOf = (server: DemoServer) => server.baseURL.replace('//localhost', '//127.0.0.1');

/** Runs one autocannon per server at once (the connections split evenly) and adds their results up. */
async function loadAll(
  servers: readonly DemoServer[],
  options: (server: DemoServer, index: number, connections: number) => autocannon.Options,
  timed?: { lastAnswer: () => number; start: number },
): Promise<{ runs: autocannon.Result[]; measured: Measured }> {
  const connections = Math.max(1, Math.floor(CONNECTIONS / servers.length));
  const cpuBefore = servers.map((server) => cpuMs(server.pid));
  const started = performance.now();
  const runs = await Promise.all(servers.map((server, i) => autocannon(options(server, i, connections))));
  const seconds = timed ? (timed.lastAnswer() - timed.start) / 1000 : (performance.now() - started) / 1000;
  const requests = runs.reduce((sum, run) => sum + run.requests.total, 0);
  const cpuAfter = servers.map((server) => cpuMs(server.pid));
  const cpuUsed =
    cpuBefore.every((v) => v !== undefined) && cpuAfter.every((v) => v !== undefined)
      ? cpuAfter.reduce((sum: number, v, i) => sum + v! - cpuBefore[i]!, 0)
      : undefined;
  return {
    runs,
    measured: {
      requests,
      seconds: timed ? seconds : Math.max(...runs.map((run) => run.duration)),
      p50: Math.max(...runs.map((run) => run.latency.p50)),
      p99: Math.max(...runs.map((run) => run.latency.p99)),
      cpuPerRequest: cpuUsed === undefined || requests === 0 ? 'n/a' : (cpuUsed / requests).toFixed(2),
      ok2xx: runs.reduce((sum, run) => sum + run['2xx'], 0),
      rejected: runs.reduce((sum, run) => sum + run.non2xx + run.errors, 0),
    },
  };
}

const rate = (m: Measured): number => (m.seconds > 0 ? m.requests / m.seconds : 0);

/** Slot queries for SLOT_SECONDS, creation of every free spot, and the last-spot race, on one setup. */
async function measureSetup(setup: Setup, log: (message: string) => void): Promise<SetupResult> {
  const { servers, stop } = await startSetup(setup);
  try {
    const slots = await freeSlots(baseOf(servers[0]!));
    if (slots.length < 2) throw new Error(`only ${slots.length} free pickup slots in the next ${DAYS} days`);
    const raceSlot = slots.pop()!;
    const days = [...new Set(slots.map((s) => `${s.locationId}|${s.date}`))].map((k) => k.split('|') as [string, string]);

    let query = 0;
    const slotLoad = await loadAll(servers, (server, _i, connections) => ({
      url: `${baseOf(server)}/api/reservations/slots`,
      connections,
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
    }));
    log(
      `${setup.label}: slots ${rate(slotLoad.measured).toFixed(0)} req/s, p99 ${slotLoad.measured.p99} ms, server CPU ${slotLoad.measured.cpuPerRequest} ms/request`,
    );

    // Today's slots are left out: the minimum notice passes one slot time every 15 minutes, and a run
    // crossing that moment would see its spots refused although the list had offered them.
    const today = dayInZone(0);
    const spots = slots
      .filter((s) => s.date !== today)
      .flatMap((s) => Array.from({ length: s.capacity }, () => s))
      .slice(0, MAX_CREATES);
    // Each server takes every other spot, so the two processes book side by side in the same days.
    const share = servers.map((_, i) => spots.filter((_spot, n) => n % servers.length === i));
    const next = servers.map(() => 0);
    const start = performance.now();
    let lastAnswer = start;
    const createLoad = await loadAll(
      servers,
      (server, i, connections) => ({
        url: `${baseOf(server)}/api/reservations/create`,
        connections,
        amount: share[i]!.length,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => {
              const n = next[i]!++;
              return { ...request, headers: headers(`load-${i}-${n}`), body: booking(share[i]![n % share[i]!.length]!) };
            },
            onResponse: () => {
              lastAnswer = performance.now();
            },
          },
        ],
      }),
      { lastAnswer: () => lastAnswer, start },
    );
    const accepted = createLoad.runs.reduce((sum, run) => sum + statusCount(run, 201), 0);
    const conflicts = createLoad.runs.reduce((sum, run) => sum + statusCount(run, 409), 0);
    const errors = createLoad.runs.reduce((sum, run) => sum + run.errors, 0);
    const other = createLoad.measured.requests - accepted - conflicts - errors;
    log(
      `${setup.label}: create ${rate(createLoad.measured).toFixed(0)} req/s, p99 ${createLoad.measured.p99} ms, server CPU ${createLoad.measured.cpuPerRequest} ms/request, ${accepted} accepted, ${conflicts} conflicts, ${other} other`,
    );

    const race = await lastSpotRace(servers.map(baseOf), raceSlot);
    log(`${setup.label}: last spot: ${race.created} created, ${race.conflicts} clear conflicts, ${race.other} other`);
    return {
      setup,
      slots: slotLoad.measured,
      create: { ...createLoad.measured, accepted, conflicts, other, errors },
      race,
      locationDays: days.length,
    };
  } finally {
    await stop();
  }
}

/**
 * Throughput of the reference API (demo server processes, each setup on a fresh database) under
 * autocannon from npm: slot queries (POST /api/reservations/slots) for 10 s, then reservation creation
 * (POST /api/reservations/create), each request a distinct free spot and a new customer with its own
 * Idempotency-Key, counting accepted (201) and rejected answers; then the race: 50 concurrent
 * bookings for the last spot of a slot. On SQLite, then on PostgreSQL with one and with two processes.
 */
const apiLoad: BenchModule = {
  name: 'api-load',
  async run({ log }) {
    const loadAtStart = loadavg()[0]?.toFixed(2) ?? 'unknown';
    const results: SetupResult[] = [];
    try {
      for (const setup of SETUPS) results.push(await measureSetup(setup, log));
    } finally {
      await closeE2EPostgres();
    }
    const latency = (m: Measured) => `${m.p50} / ${m.p99}`;
    const rows = results.flatMap(({ setup, slots, create }) => [
      [
        `slot queries (POST /slots), ${setup.label}`,
        `${SLOT_SECONDS} s`,
        String(CONNECTIONS),
        rate(slots).toFixed(0),
        latency(slots),
        slots.cpuPerRequest,
        String(slots.requests),
        String(slots.ok2xx),
        String(slots.rejected),
      ],
      [
        `reservation creation (POST /create), ${setup.label}`,
        `${create.requests} requests`,
        String(CONNECTIONS),
        rate(create).toFixed(0),
        latency(create),
        create.cpuPerRequest,
        String(create.requests),
        String(create.accepted),
        `${create.conflicts} conflict(s), ${create.other} other, ${create.errors} error(s)`,
      ],
    ]);
    const summary: SummaryRow[] = results.flatMap(({ setup, slots, create, race }) => {
      const targeted = setup.engine === 'sqlite';
      const raceOk = race.created === 1 && race.conflicts === RACERS - 1;
      return [
        {
          figure: `API: slot queries throughput, ${setup.label}`,
          measured: `${rate(slots).toFixed(0)} req/s (p99 ${slots.p99} ms)`,
          target: targeted ? `issue #21: >= ${SLOT_TARGET.perSecond} req/s with p99 <= ${SLOT_TARGET.p99Ms} ms` : '-',
          verdict: targeted ? (rate(slots) >= SLOT_TARGET.perSecond ? atMost(slots.p99, SLOT_TARGET.p99Ms) : 'over') : '-',
        },
        {
          figure: `API: reservation creation throughput, ${setup.label}`,
          measured: `${rate(create).toFixed(0)} req/s (p99 ${create.p99} ms), ${create.accepted} accepted / ${create.conflicts} rejected of ${create.requests}`,
          target: targeted
            ? `issue #21: >= ${CREATE_TARGET.perSecond} req/s; every distinct free spot accepted`
            : 'every distinct free spot accepted',
          verdict: targeted && rate(create) < CREATE_TARGET.perSecond ? 'over' : atMost(create.requests - create.accepted, 0),
        },
        {
          figure: `API: ${RACERS} concurrent bookings for the last spot, ${setup.label}`,
          measured: `${race.created} created, ${race.conflicts} clear conflicts, ${race.other} other`,
          target: `exactly 1 succeeds, ${RACERS - 1} clear conflicts`,
          verdict: raceOk ? 'ok' : 'over',
        },
      ];
    });
    return {
      title: 'Reference API under load (autocannon): SQLite, and PostgreSQL with one and two processes',
      columns: [
        'request',
        'run',
        'connections',
        'req/s',
        'latency p50 / p99 ms',
        'server CPU ms/request',
        'requests',
        'accepted (2xx)',
        'rejected',
      ],
      numeric: ['connections', 'req/s', 'server CPU ms/request', 'requests', 'accepted (2xx)'],
      rows,
      notes: [
        `autocannon, ${CONNECTIONS} connections in all (split evenly over the processes), against the demo server (node demo-site/server/main.ts, tenant ${TENANT}) on the same machine, so the load tool, the server processes and PostgreSQL share its cores. SQLite: a fresh temporary DATA_DIR. PostgreSQL: a fresh database in the test command's throw-away cluster (fsync off, as in the tests), reached over TCP on 127.0.0.1; with 2 processes both servers use that one database.`,
        `Slot queries: a day of in-store pickup slots, rotating over ${results[0]?.locationDays ?? 0} location-days of the booking window, for ${SLOT_SECONDS} s.`,
        `Creation: one request per free spot of those slots from tomorrow on (capacity each; today's minimum notice moves while the run lasts), up to ${MAX_CREATES} in all, each from a new customer with its own Idempotency-Key; with 2 processes, every other spot goes to each. All of them should be accepted: a 409 would mean a spot the slot list offered was refused.`,
        `Last spot: the other spots of one slot booked first, then ${RACERS} concurrent requests (distinct customers and keys, alternating between the processes) for the last one; a clear conflict is 409 with "The selected time is no longer available".`,
        `Server CPU ms/request: the server processes' user and system CPU time over the run (from /proc) divided by the requests (PostgreSQL's own processes are not counted); req/s and latency follow whatever else runs on the machine (load average ${loadAtStart} when this module started), this figure much less.`,
      ],
      summary,
    };
  },
};

/** Books all but one spot of a slot, then sends RACERS concurrent requests for the last one, alternating between the servers. */
async function lastSpotRace(bases: readonly string[], slot: Slot): Promise<{ created: number; conflicts: number; other: number }> {
  const create = (base: string, body: string, key: string) =>
    fetch(`${base}/api/reservations/create`, { method: 'POST', headers: headers(key), body });
  for (let i = 1; i < slot.capacity; i++) await create(bases[0]!, booking(slot), `race-fill-${i}`);
  const answers = await Promise.all(
    Array.from({ length: RACERS }, async (_, i) => {
      const response = await create(bases[i % bases.length]!, booking(slot), `race-${i}`);
      const body = (await response.json()) as { error?: { message?: string } };
      return { status: response.status, message: body.error?.message };
    }),
  );
  const created = answers.filter((a) => a.status === 201).length;
  const conflicts = answers.filter((a) => a.status === 409 && a.message === 'The selected time is no longer available').length;
  return { created, conflicts, other: RACERS - created - conflicts };
}

export default apiLoad;
