import type { Attendant, Location, QueueEntry, Reservation, ReservationPolicy, Service } from '../../shared/api/schemas.ts';
import { confirmationCode, normalizeCode } from '../../shared/booking/codes.ts';
import { BOOKING_MESSAGES } from '../../shared/booking/messages.ts';
import { policyRefusal, textRefusal, type Refusal } from '../../shared/booking/refusals.ts';
import { OWNERSHIP_MESSAGES } from '../../shared/booking/mode-notices.ts';
import { BOOKING_PRESETS, DEFAULT_POLICY_FIGURES, type MealType } from '../../shared/booking/presets.ts';
import { reservationPaymentTotals, reservationTaxRule } from '../../shared/pricing/totals.ts';
import { queuePositions } from '../../shared/booking/queue.ts';
import { slotsForDay } from '../../shared/booking/slots.ts';
import { checkInRefusalOf, reservationActions } from '../../shared/booking/status.ts';

/** What the fake reservation server starts with. */
export interface FakeServerOptions {
  catalog: { locations: Location[]; services: Service[]; attendants: Attendant[] };
  reservations?: Reservation[];
  queue?: QueueEntry[];
  /** The server's clock (default: the real one). */
  now?: () => Date;
  /** Answers a route with this HTTP status instead (`'GET /definitions'`, `'POST /create'`, …). */
  failures?: Record<string, number>;
  /** Milliseconds before every answer. */
  delayMs?: number;
  /** Every slot of these ISO start times is full. */
  fullSlots?: string[];
  /** Every slot is full (the 'Full' state of the date step). */
  allSlotsFull?: boolean;
  /** Let `POST /create` answer `{ reservation: null }`. */
  createReturnsNull?: boolean;
  /**
   * Also stand in for the payments: a card-and-bank-transfer gateway, its provider's
   * `payments/process` (cards ending 0002 are declined) and our server's verdict, which confirms the
   * reservation only when the provider's amount is the price plus 8.25 % tax (the price itself for a
   * reservation with `taxIncluded`).
   */
  payments?: boolean;
  /**
   * The staff session the browser holds (`GET /api/auth/session` answers it): with one, the queue
   * reads in full and the staff queue actions need no token; without (the default), they answer 401.
   * Tests may set `server.options.staff = null` to end the session.
   */
  staff?: { email: string; role: 'owner' | 'staff'; organisationId?: string } | null;
  /**
   * How cancelling a paid booking (priced, and confirmed or checked in) through `POST /delete` is
   * refunded, as the demo server answers it: 'succeeded' unless set, for the price plus 8.25 % tax in
   * `currency` (USD unless set).
   */
  refund?: 'succeeded' | 'pending' | 'failed' | 'manual';
  currency?: string;
  /** A visitor's cancelling closes this many hours before the start, refused with the demo server's texts (never unless set). */
  cancellationCutoffHours?: number;
  /**
   * The policy answered with every reservation (create, lookup, status change, move), as the demo
   * server answers the one that governs it: the server's defaults (24-hour cut-offs or
   * `cancellationCutoffHours`, check-in from 15 minutes before to 30 after the start, cancelling and
   * changing online, a 15-minute payment hold) with these fields over them. Its check-in window is enforced; `null` answers no
   * policy, as a server from before it did.
   */
  policy?: Partial<ReservationPolicy> | null;
}

/** The fake server's state and its call log, for assertions. */
export interface FakeServer {
  reservations: Reservation[];
  /** The line: waiting and notified entries, and seated ones (the board shows them for the day). */
  queue: QueueEntry[];
  /** Entries out of the line (left, cancelled, served): off the board, still read by their own token. */
  closed: QueueEntry[];
  calls: { method: string; path: string; body: unknown }[];
  options: FakeServerOptions;
  /** Puts the real `fetch` back. */
  restore(): void;
}

/** The manage token the fake server hands out for a reservation or queue entry (tests build manage links with it). */
export function fakeManageToken(kind: 'reservation' | 'queue', id: string): string {
  return `fake-${kind}.${id}`;
}

const digits = (text: string) => text.replace(/\D/g, '');
/** The server's second factor: the e-mail (any case) or the phone number (digits compared) used to book. */
const contactMatches = (contact: string, email = '', phone = '') =>
  contact.includes('@') ? contact.trim().toLowerCase() === email.trim().toLowerCase() : digits(phone).length >= 4 && digits(contact) === digits(phone);
/** The board's public view of an entry: first name and initial, no phone, e-mail or notes. */
const publicEntry = (entry: QueueEntry): QueueEntry => {
  const { notes: _notes, customerEmail: _email, ...rest } = entry;
  const parts = entry.customerName.trim().split(/\s+/);
  const initial = parts.length > 1 ? ` ${(parts.at(-1) ?? '').charAt(0).toUpperCase()}.` : '';
  return { ...rest, customerName: `${parts[0] ?? ''}${initial}`, customerPhone: '' };
};

/** A seeded owner's session, for tests and stories of the staff console. */
export const FAKE_STAFF = { email: 'owner@northwind.example', role: 'owner', organisationId: 'org_northwind' } as const;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const fail = (status: number, code: string, message: string, field?: string) => json(status, { error: { code, message, field } });
/** A refusal the widget shows, as the server sends it: its text, notice key (`reason`) and placeholders' values. */
const refuse = (status: number, code: string, refusal: Refusal, field?: string) => json(status, { error: { code, field, ...refusal } });
/** The restaurant preset's meal types: like the server, a `mealType` sets the length of slots and bookings. */
const MEALS = BOOKING_PRESETS.restaurant.extra.mealTypes as MealType[];
const mealOf = (body: Record<string, unknown>) => MEALS.find((m) => m.id === body.mealType);
let serial = 0;

/**
 * Stands in for the reference reservation API (`/api/reservations/...`, the booking widget's calls) by
 * replacing `globalThis.fetch` in a browser test or a story: same paths, JSON shapes, status rules,
 * 409 `slot_unavailable`, check-in rules and queue positions as the demo server, kept in memory.
 * It answers as the demo server answers a visitor (issue 17): a lookup needs the code with the e-mail
 * or phone used to book (or a manage token), changes need the manage token (401 without, 403 with
 * another's), the queue board is public (short names, no phone or notes) and a walk-in's token reads
 * its own entry in any status (`?type=queue&manageToken=`, also once off the board). With `staff` set it
 * answers as to a signed-in staff member: `GET /api/auth/session` names them, the queue reads in full,
 * and notify-next, queue status changes and removals need no token. Other URLs go to the real `fetch`.
 */
export function installFakeReservationServer(options: FakeServerOptions): FakeServer {
  const realFetch = globalThis.fetch;
  const now = options.now ?? (() => new Date());
  const server: FakeServer = {
    reservations: [...(options.reservations ?? [])],
    queue: [...(options.queue ?? [])],
    closed: [],
    calls: [],
    options,
    restore: () => void (globalThis.fetch = realFetch),
  };
  const { locations, services } = options.catalog;

  const slotsFor = (body: Record<string, unknown>) => {
    const location = locations.find((l) => l.id === body.locationId);
    const service = services.find((s) => s.id === body.serviceId);
    if (!location) return null;
    const booked = server.reservations
      .filter(
        (r) =>
          r.locationId === location.id &&
          ['pending', 'confirmed', 'checked-in'].includes(r.status) &&
          (!body.attendantId || r.attendantId === body.attendantId),
      )
      .map((r) => ({ start: r.startTime, end: r.endTime, partySize: r.partySize ?? 1 }));
    return slotsForDay({
      date: String(body.date),
      timeZone: location.timeZone,
      hours: location.hours,
      durationMinutes: mealOf(body)?.duration ?? service?.duration ?? 60,
      intervalMinutes: 30,
      capacity: service?.capacity ?? 1,
      partySize: Number(body.partySize ?? 1),
      now: now(),
      booked,
    }).map((s) => (options.allSlotsFull || options.fullSlots?.includes(s.startTime) ? { ...s, available: false, capacity: 0 } : s));
  };
  const livePositions = () => {
    const withPositions = queuePositions(server.queue);
    server.queue = withPositions;
    return withPositions;
  };

  /** A visitor's change needs the manage token of exactly this reservation or entry: 401 without, 403 with another's. */
  const refusal = (kind: 'reservation' | 'queue', id: string, token: unknown): Response | null => {
    if (typeof token !== 'string' || token === '') return fail(401, 'unauthorized', 'Look up your booking to change it.');
    return token === fakeManageToken(kind, id) ? null : fail(403, 'forbidden', 'This link does not belong to this booking.');
  };

  /** Takes an entry off the line with its final status; its own token still reads it. */
  const close = (entry: QueueEntry, status: string) => {
    server.queue = server.queue.filter((e) => e !== entry);
    server.closed.push({ ...entry, status, position: 0, estimatedWaitTime: 0 });
  };

  const isStaff = () => Boolean(options.staff);
  const paid = (r: Reservation) => (r.price ?? 0) > 0 && ['confirmed', 'checked-in'].includes(r.status);
  /** The answer's refund fields for cancelling `r` (read before its status changes). */
  const refundOf = (r: Reservation) =>
    paid(r)
      ? {
          refund: options.refund ?? 'succeeded',
          refundAmount: reservationPaymentTotals(r.price, reservationTaxRule(r)).total,
          refundCurrency: options.currency ?? 'USD',
        }
      : { refund: 'none' };
  /** The cut-off refusal of a visitor's cancel, or null. */
  const cutOff = (r: Reservation): Response | null => {
    const hours = options.cancellationCutoffHours;
    if (hours === undefined || isStaff() || now().getTime() <= Date.parse(r.startTime) - hours * 3_600_000) return null;
    return refuse(409, 'cancellation_cutoff', policyRefusal(paid(r) ? 'cancelCutoffPaid' : 'cancelCutoff', { hours }));
  };
  const staffOnly = () => fail(401, 'unauthorized', 'Sign in as staff to do this.');
  const policy = (): ReservationPolicy => ({
    cancellationCutoffHours: options.cancellationCutoffHours ?? DEFAULT_POLICY_FIGURES.cancellationCutoffHours,
    modificationCutoffHours: DEFAULT_POLICY_FIGURES.modificationCutoffHours,
    checkInEarlyMinutes: DEFAULT_POLICY_FIGURES.checkInEarlyMinutes,
    checkInLateMinutes: DEFAULT_POLICY_FIGURES.checkInLateMinutes,
    allowCancellation: true,
    allowModification: true,
    paymentHoldMinutes: DEFAULT_POLICY_FIGURES.paymentHoldMinutes,
    ...options.policy,
  });
  /** A reservation as the answers carry it: with its policy, unless the fake plays an older server. */
  const out = (r: Reservation): Reservation => (options.policy === null ? r : { ...r, policy: policy() });

  const handle = (method: string, path: string, query: URLSearchParams, body: Record<string, unknown>): Response => {
    const failure = options.failures?.[`${method} ${path}`];
    if (failure) return fail(failure, 'failed', 'The fake server was told to fail.');
    if (typeof body.mealType === 'string' && !mealOf(body)) return refuse(400, 'invalid', policyRefusal('mealTypeUnknown'), 'mealType');
    if (method === 'GET' && path === '/definitions') return json(200, { data: [{ id: 'fake', data: options.catalog }] });
    if (method === 'GET' && path === '') {
      const notFound = () => fail(404, 'not_found', BOOKING_MESSAGES.reservationNotFound, 'code');
      const owned = (r: Reservation) => json(200, { reservations: [out(r)], manageToken: fakeManageToken('reservation', r.id) });
      const token = query.get('manageToken');
      if (token !== null && query.get('type') === 'queue') {
        const own = [...livePositions(), ...server.closed].find((e) => fakeManageToken('queue', e.id) === token);
        return own
          ? json(200, { queue: [own], manageToken: token })
          : fail(404, 'not_found', BOOKING_MESSAGES.queueEntryNotFound, 'manageToken');
      }
      if (token !== null) {
        const found = server.reservations.find((r) => fakeManageToken('reservation', r.id) === token);
        return found ? owned(found) : notFound();
      }
      const code = query.get('code');
      if (code !== null) {
        if (!code.trim()) return fail(400, 'invalid', BOOKING_MESSAGES.codeRequired, 'code');
        const contact = query.get('contact') ?? '';
        if (!contact.trim()) return fail(400, 'invalid', OWNERSHIP_MESSAGES.contactRequired, 'contact');
        const found = server.reservations.find(
          (r) => normalizeCode(r.confirmationCode) === normalizeCode(code) || r.id.toLowerCase() === code.trim().toLowerCase(),
        );
        return found && contactMatches(contact, found.customerEmail, found.customerPhone) ? owned(found) : notFound();
      }
      if (query.get('type') === 'queue') {
        const locationId = query.get('locationId');
        const queue = livePositions().filter((e) => !locationId || e.locationId === locationId);
        const find = query.get('find');
        if (find === null) return json(200, { queue: isStaff() ? queue : queue.map(publicEntry) });
        const byPhone = queue.find((e) => contactMatches(find, '', e.customerPhone));
        if (byPhone) return json(200, { queue: [byPhone], manageToken: fakeManageToken('queue', byPhone.id) });
        const byId = queue.find((e) => e.id === find.trim().toLowerCase());
        return byId ? json(200, { queue: [publicEntry(byId)] }) : fail(404, 'not_found', BOOKING_MESSAGES.queueEntryNotFound, 'find');
      }
      return fail(401, 'unauthorized', 'Sign in as staff to list reservations.');
    }
    if (method === 'POST' && path === '/slots') {
      const slots = slotsFor(body);
      if (!slots) return fail(404, 'not_found', 'Location not found.');
      if (body.check) return json(200, { available: slots.some((s) => s.startTime === body.startTime && s.available) });
      return json(200, { slots: slots.map((s) => ({ ...s, locationId: String(body.locationId) })) });
    }
    if (method === 'POST' && path === '/create') {
      const stamp = now().toISOString();
      if (body.type === 'queue') {
        const entry = {
          id: `q_${++serial}`,
          locationId: String(body.locationId),
          serviceId: (body.serviceId as string) ?? null,
          customerName: String(body.customerName),
          customerPhone: String(body.customerPhone),
          partySize: Number(body.partySize ?? 1),
          estimatedWaitTime: 0,
          notes: (body.notes as string) ?? null,
          status: 'waiting',
          position: 0,
          joinedAt: stamp,
          notifiedAt: null,
          createdAt: stamp,
        };
        server.queue.push(entry);
        return json(201, { queueEntry: livePositions().find((e) => e.id === entry.id), manageToken: fakeManageToken('queue', entry.id) });
      }
      if (options.createReturnsNull) return json(201, { reservation: null });
      const slot = slotsFor(body)?.find((s) => s.startTime === body.startTime && s.available);
      if (!slot) return refuse(409, 'slot_unavailable', textRefusal('slotUnavailable'));
      const service = services.find((s) => s.id === body.serviceId);
      const reservation: Reservation = {
        id: `res_${++serial}`,
        locationId: String(body.locationId),
        serviceId: String(body.serviceId),
        attendantId: (body.attendantId as string) ?? null,
        startTime: slot.startTime,
        endTime: slot.endTime,
        customerName: String(body.customerName),
        customerEmail: String(body.customerEmail),
        customerPhone: String(body.customerPhone),
        notes: (body.notes as string) ?? null,
        partySize: Number(body.partySize ?? 1),
        status: (service?.price ?? 0) > 0 ? 'pending' : 'confirmed',
        confirmationCode: confirmationCode(),
        createdAt: stamp,
        updatedAt: stamp,
        checkInTime: null,
        price: service?.price ?? 0,
        ...(mealOf(body) ? { mealType: String(body.mealType) } : {}),
      };
      server.reservations.push(reservation);
      return json(201, { reservation: out(reservation), manageToken: fakeManageToken('reservation', reservation.id) });
    }
    if (method === 'POST' && path === '/update') {
      if (body.action === 'notify-next') {
        if (!isStaff()) return staffOnly();
        const next = livePositions().find((e) => e.locationId === body.locationId && e.status === 'waiting');
        if (next) Object.assign(next, { status: 'notified', notifiedAt: now().toISOString() });
        return json(200, { nextEntry: next ? livePositions().find((e) => e.id === next.id) : null });
      }
      if (body.queueEntryId !== undefined) {
        if (!isStaff()) return staffOnly();
        const entry = server.queue.find((e) => e.id === body.queueEntryId);
        if (!entry) return fail(404, 'not_found', BOOKING_MESSAGES.queueEntryNotFound, 'queueEntryId');
        if (!['waiting', 'notified'].includes(entry.status) && body.status !== entry.status)
          return fail(409, 'queue_entry_closed', `This queue entry is already ${entry.status}.`, 'status');
        if (typeof body.status === 'string') entry.status = body.status;
        if (body.status === 'notified') entry.notifiedAt ??= now().toISOString();
        // Finished entries leave the line; seated ones stay on the board with their own colour.
        if (!['waiting', 'notified', 'seated'].includes(entry.status)) close(entry, entry.status);
        return json(200, { queueEntry: livePositions().find((e) => e.id === entry.id) ?? { ...entry, position: 0, estimatedWaitTime: 0 } });
      }
      const reservation = server.reservations.find((r) => r.id === body.reservationId);
      if (!reservation) return fail(404, 'not_found', BOOKING_MESSAGES.reservationNotFound);
      const refused = refusal('reservation', reservation.id, body.manageToken);
      if (refused) return refused;
      if (body.status === 'checked-in') {
        const zone = locations.find((l) => l.id === reservation.locationId)?.timeZone ?? 'UTC';
        const { checkInEarlyMinutes: opensMinutes, checkInLateMinutes: closesMinutes } = policy();
        const window = options.policy === null ? {} : { opensMinutes, closesMinutes };
        const { status, startTime } = reservation;
        const refused = checkInRefusalOf({ status, startTime, timeZone: zone, now: now(), ...window });
        if (refused) return refuse(409, 'check_in_refused', refused);
        Object.assign(reservation, { status: 'checked-in', checkInTime: now().toISOString() });
        return json(200, { reservation: out(reservation) });
      }
      if (body.status) {
        Object.assign(reservation, { status: body.status });
        return json(200, { reservation: out(reservation) });
      }
      if (!reservationActions(reservation.status).canModify)
        return fail(409, 'not_modifiable', `A ${reservation.status} reservation cannot be modified.`);
      const slot = slotsFor({ ...reservation, date: body.date })?.find((s) => s.startTime === body.startTime && s.available);
      if (!slot) return refuse(409, 'slot_unavailable', textRefusal('slotUnavailable'));
      Object.assign(reservation, { startTime: slot.startTime, endTime: slot.endTime });
      return json(200, { reservation: out(reservation) });
    }
    if (method === 'POST' && path === '/delete') {
      if (body.queueEntryId !== undefined) {
        const entry = server.queue.find((e) => e.id === body.queueEntryId);
        if (!entry) return fail(404, 'not_found', BOOKING_MESSAGES.queueEntryNotFound);
        const refused = isStaff() ? null : refusal('queue', entry.id, body.manageToken);
        if (refused) return refused;
        if (!['waiting', 'notified'].includes(entry.status)) return fail(409, 'queue_entry_closed', `This queue entry is already ${entry.status}.`);
        close(entry, 'left');
        return json(200, { ok: true });
      }
      const reservation = server.reservations.find((r) => r.id === body.reservationId);
      if (!reservation) return fail(404, 'not_found', BOOKING_MESSAGES.reservationNotFound);
      const refused = refusal('reservation', reservation.id, body.manageToken) ?? cutOff(reservation);
      if (refused) return refused;
      const refund = refundOf(reservation);
      reservation.status = 'cancelled';
      return json(200, { ok: true, ...refund });
    }
    return fail(404, 'not_found', 'No such API route.');
  };

  const providerPayments = new Map<string, { status: string; amount: number; reservationId: string }>();
  const payments = async (request: Request, url: URL): Promise<Response | null> => {
    if (!options.payments) return null;
    if (url.pathname.endsWith('/api/storefront/payment-gateways')) {
      const data = {
        provider: 'cardbank',
        mode: 'simulator',
        endpoint: `${url.origin}/fake-cardbank`,
        publicKey: 'pk_fake',
        allowedActionHosts: [url.host],
      };
      return json(200, { data: [{ name: 'cardbank', data }] });
    }
    if (url.pathname.endsWith('/fake-cardbank/payments/process')) {
      const body = (await request.json()) as {
        amount: number;
        payment_details: { card_number?: string };
        metadata: { reservationId: string };
      };
      server.calls.push({ method: 'POST', path: '/provider/process', body: { ...body, payment_details: '(card data, never kept)' } });
      const id = `cbp_${++serial}`;
      const declined = body.payment_details.card_number?.endsWith('0002');
      providerPayments.set(id, {
        status: declined ? 'failed' : 'succeeded',
        amount: body.amount,
        reservationId: body.metadata.reservationId,
      });
      return json(
        200,
        declined ? { status: 'failed', payment_id: id, message: 'Your card was declined.' } : { status: 'succeeded', payment_id: id },
      );
    }
    const verify = /\/api\/payments\/transfer\/([^/]+)$/.exec(url.pathname);
    if (verify) {
      const payment = providerPayments.get(decodeURIComponent(verify[1] ?? ''));
      const reservation = server.reservations.find((r) => r.id === payment?.reservationId);
      if (!payment || !reservation) return fail(404, 'not_found', 'No such payment.');
      const due = reservationPaymentTotals(reservation.price, reservationTaxRule(reservation)).total;
      const ok = payment.status === 'succeeded' && payment.amount === due;
      if (ok && reservation.status === 'pending') reservation.status = 'confirmed';
      return json(200, {
        success: ok,
        status: ok ? 'succeeded' : 'failed',
        payment_id: verify[1],
        message: ok ? 'Payment completed successfully!' : 'Payment failed',
      });
    }
    return null;
  };

  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url, globalThis.location?.href ?? 'http://localhost/');
    const paid = await payments(request.clone(), url);
    if (paid) return paid;
    if (url.pathname.endsWith('/api/auth/session') && request.method === 'GET') {
      if (options.delayMs) await new Promise((done) => setTimeout(done, options.delayMs));
      return json(200, { staff: options.staff ?? null, customer: null });
    }
    const match = /\/api\/reservations(\/[a-z]+)?\/?$/.exec(url.pathname);
    if (!match) return realFetch(input, init);
    const text = request.method === 'GET' ? '' : await request.text();
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    server.calls.push({ method: request.method, path: match[1] ?? '', body });
    if (options.delayMs) await new Promise((done) => setTimeout(done, options.delayMs));
    request.signal.throwIfAborted();
    return handle(request.method, match[1] ?? '', url.searchParams, body);
  };
  return server;
}
