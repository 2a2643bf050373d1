import { op, query, ref, type JsonSchema, type Paths } from './types.ts';

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const bool = { type: 'boolean' } as const;
const cents = { type: 'integer', description: 'Integer minor units (cents)' } as const;
const instant = { type: 'string', format: 'date-time', description: 'ISO-8601 instant with the location’s offset' } as const;
const date = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD in the location’s time zone' } as const;
const time = { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', description: 'HH:mm on the location’s wall clock' } as const;
const party = { type: 'integer', minimum: 1, maximum: 20 } as const;
const strings = { type: 'array', items: str } as const;
const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });
const obj = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({
  type: 'object',
  properties,
  ...(required.length ? { required } : {}),
});
const tags = ['reservations'];
const reservationStatus = { enum: ['pending', 'confirmed', 'cancelled', 'checked-in', 'completed', 'no-show'] };
const queueStatus = { enum: ['waiting', 'notified', 'seated', 'served', 'left', 'cancelled'] };
const cutoff = (what: string) => ({
  type: 'number',
  description: `A visitor may ${what} online until this many hours before the start (0: until it starts)`,
});
const online = (what: string) => ({
  type: 'boolean',
  description: `False when a visitor cannot ${what} online at all (turned off, or the manage mode is off)`,
});
const customer = { customerName: str, customerEmail: { type: 'string', format: 'email' }, customerPhone: str, notes: nullable(str) };

/** Wire shapes of the reservation calls (shared/api/schemas.ts), as JSON Schema. */
export const schemas: Record<string, JsonSchema> = {
  BookingLocation: obj(
    {
      id: str,
      name: str,
      address: str,
      city: str,
      state: str,
      zip: str,
      phone: str,
      email: str,
      imageUrl: str,
      timeZone: { type: 'string', description: 'IANA zone' },
      hours: {
        type: 'array',
        items: obj({ day: { type: 'integer', minimum: 0, maximum: 6, description: '0 Sunday … 6 Saturday' }, open: time, close: time }, [
          'day',
          'open',
          'close',
        ]),
      },
      coordinates: nullable(obj({ lat: { type: 'number' }, lng: { type: 'number' } }, ['lat', 'lng'])),
    },
    ['id', 'name', 'timeZone', 'hours'],
  ),
  BookingService: obj(
    {
      id: str,
      name: str,
      description: str,
      duration: { type: 'integer', description: 'Minutes (default 60)' },
      price: cents,
      categoryId: str,
      categories: strings,
      capacity: int,
      requiresAttendant: bool,
      locationIds: strings,
      imageUrl: str,
      bufferBefore: int,
      bufferAfter: int,
      color: str,
    },
    ['id', 'name', 'duration'],
  ),
  BookingAttendant: obj(
    {
      id: str,
      name: str,
      title: str,
      bio: str,
      imageUrl: str,
      locationIds: strings,
      serviceIds: strings,
      specialties: strings,
      rating: nullable({ type: 'number' }),
      status: str,
    },
    ['id', 'name'],
  ),
  ReservationSlot: obj(
    { startTime: instant, endTime: instant, available: bool, locationId: str, capacity: { type: 'integer', description: 'Spots left' } },
    ['startTime', 'endTime', 'available', 'locationId', 'capacity'],
  ),
  Reservation: obj(
    {
      id: str,
      locationId: str,
      serviceId: str,
      attendantId: nullable(str),
      startTime: instant,
      endTime: instant,
      ...customer,
      partySize: int,
      depositCents: {
        type: 'integer',
        description: "The fixed deposit due instead of the full price (the salon's 10), when the booking took one",
      },
      mealType: { ...str, description: "The restaurant meal type booked ('chefs-table'), when the booking named one" },
      status: reservationStatus,
      confirmationCode: { type: 'string', description: '8 unambiguous upper-case characters, unique per organisation' },
      createdAt: instant,
      updatedAt: instant,
      checkInTime: nullable(instant),
      price: nullable(cents),
      taxIncluded: {
        type: 'boolean',
        description: "Present (true) on a priced booking of a tenant whose prices include VAT (Harbor): the price is what is paid, VAT included",
      },
      taxBasisPoints: { type: 'integer', description: 'With taxIncluded: the rate of the VAT inside the price, in basis points (2000 is 20 %)' },
      policy: {
        ...ref('ReservationPolicy'),
        description:
          'The policy that governs this booking for a visitor, on the answers of create, the lookup, a move and a status change (not on staff lists)',
      },
    },
    ['id', 'locationId', 'serviceId', 'startTime', 'endTime', 'customerName', 'status', 'confirmationCode', 'createdAt', 'updatedAt'],
  ),
  ReservationPolicy: {
    ...obj(
      {
        cancellationCutoffHours: cutoff('cancel'),
        modificationCutoffHours: cutoff('move the booking'),
        checkInEarlyMinutes: { type: 'number', description: 'Self check-in opens this many minutes before the start, on its local day' },
        checkInLateMinutes: { type: 'number', description: 'Self check-in closes this many minutes after the start' },
        allowCancellation: online('cancel'),
        allowModification: online('move the booking'),
        paymentHoldMinutes: {
          type: 'number',
          description: 'An unpaid priced booking is released this many minutes after it was made (its "pay by" time)',
        },
      },
      [
        'cancellationCutoffHours',
        'modificationCutoffHours',
        'checkInEarlyMinutes',
        'checkInLateMinutes',
        'allowCancellation',
        'allowModification',
        'paymentHoldMinutes',
      ],
    ),
    description:
      "The booking policy of the reservation's service at its location, as the server enforces it: the tenant's business configuration, then the location's and the service's policy overrides (docs/booking-policy.md). Staff are not bound by the cut-offs.",
  },
  QueueEntry: obj(
    {
      id: str,
      locationId: str,
      serviceId: nullable(str),
      customerName: str,
      customerPhone: str,
      customerEmail: { ...nullable(str), description: "Staff only: where 'it's your turn' is sent (null when none was given)" },
      partySize: int,
      estimatedWaitTime: { type: 'integer', description: 'Minutes: people waiting ahead × (service duration or 15)' },
      notes: nullable(str),
      status: queueStatus,
      position: { type: 'integer', description: 'Waiting entries ahead + 1; 0 once called' },
      joinedAt: instant,
      notifiedAt: nullable(instant),
      createdAt: instant,
    },
    ['id', 'locationId', 'customerName', 'customerPhone', 'partySize', 'estimatedWaitTime', 'status', 'position', 'joinedAt', 'createdAt'],
  ),
};

const selection = { locationId: str, serviceId: str, attendantId: str, date, partySize: party };
const oneOf = (...schemas: JsonSchema[]): JsonSchema => ({ oneOf: schemas });
/** What a cancellation answers about the money (see `refundAnswer` in reservations/write.ts). */
const refundFields = {
  refund: { enum: ['none', 'succeeded', 'pending', 'failed', 'manual'] },
  refundAmount: { ...cents, description: 'What was refunded, or is being refunded (absent with none)' },
  refundCurrency: { ...str, description: 'ISO 4217 code of refundAmount' },
};
const idempotencyKey = {
  name: 'Idempotency-Key',
  in: 'header' as const,
  schema: { type: 'string', maxLength: 200 },
  description: 'A retry with the same key gets the first answer',
};

/** Paths of the reservation routes (`/api/reservations/...`, the booking widget's calls). */
export const paths: Paths = {
  '/reservations/definitions': {
    get: op('Locations, services and active attendants of the organisation', {
      tags,
      ok: obj(
        {
          data: {
            type: 'array',
            items: obj({
              id: str,
              data: obj({
                locations: { type: 'array', items: ref('BookingLocation') },
                services: { type: 'array', items: ref('BookingService') },
                attendants: { type: 'array', items: ref('BookingAttendant') },
              }),
            }),
          },
        },
        ['data'],
      ),
    }),
  },
  '/reservations': {
    get: op('Reservations by location and day, one by confirmation code or id, or the walk-in queue', {
      tags,
      description:
        'Visitors: `code` with `contact` (the e-mail or phone used to book), or `manageToken` (a signed manage link), answer `{ reservations: [one], manageToken }`, the reservation with the `policy` that governs it; a wrong code or contact is the same 404. `type=queue` is the public board (first name and initial, no phone or notes); with `find` (full phone number or entry id) only that entry, and by phone its `manageToken`. Staff and the app token: `code` alone, the full queue, and reservations of a location and local day (or those not yet over); anyone else gets 401 for those.',
      parameters: [
        query('locationId', str),
        query('date', date),
        query('code', str, 'Confirmation code or reservation id'),
        query('contact', str, 'The e-mail address or phone number used to book (visitors)'),
        query('manageToken', str, "The signed manage token of a manage link (with type=queue: the walk-in's own entry, in any status)"),
        query('find', str, 'With type=queue: the full phone number or the entry id'),
        query('type', { enum: ['queue'] }),
      ],
      ok: oneOf(
        obj({ reservations: { type: 'array', items: ref('Reservation') }, manageToken: str }, ['reservations']),
        obj({ queue: { type: 'array', items: ref('QueueEntry') }, manageToken: str }, ['queue']),
      ),
      errors: [400, 401, 404, 429],
    }),
  },
  '/reservations/slots': {
    post: op('Time slots of a day, or whether one start time is still free', {
      tags,
      description:
        'Slots step by the slot interval from opening, in the location’s zone; none in a DST gap, each instant of a repeated hour once. With `check: true` and `startTime`: `{ available }`. With `mealType` each slot lasts that meal (400 on a meal type the configuration does not offer).',
      body: obj(
        {
          ...selection,
          check: bool,
          startTime: instant,
          mealType: {
            ...str,
            description: "A meal type of the restaurant configuration ('chefs-table'): the slots last that meal's duration",
          },
        },
        ['locationId', 'date'],
      ),
      ok: oneOf(obj({ slots: { type: 'array', items: ref('ReservationSlot') } }, ['slots']), obj({ available: bool }, ['available'])),
      errors: [400, 404],
    }),
  },
  '/reservations/create': {
    post: {
      ...op('Book a reservation, or join the walk-in queue with `type: queue`', {
        tags,
        status: 201,
        description:
          "The reservation answered carries the `policy` that governs it (cut-offs, check-in window, online cancelling and changing, payment hold). Status 'pending' when the service has a price and the payment step is on (confirmed after a verified payment; the configuration's deposit, when it has one, is what is due), else 'confirmed'. 409 `slot_unavailable`: 'The selected time is no longer available'; 409 `notice_too_short`, `too_far_ahead` (the configuration's minimum notice and advance window) and, for visitors, `mode_disabled` (also for a walk-in where the configuration has not enabled walk-ins); 400 on an unknown `mealType`. See docs/booking-policy.md.",
        body: oneOf(
          obj(
            {
              ...selection,
              time,
              startTime: { ...instant, description: 'Optional: picks one instant of a repeated (DST) hour' },
              ...customer,
              mealType: {
                ...str,
                description: "A meal type of the restaurant configuration ('chefs-table'): the booking lasts that meal's duration",
              },
              language: {
                ...str,
                description: "The customer's locale ('es-MX'): the language of the booking's e-mails (else Accept-Language)",
              },
            },
            ['locationId', 'serviceId', 'date', 'time', 'customerName', 'customerEmail', 'customerPhone'],
          ),
          obj(
            {
              type: { const: 'queue' },
              locationId: str,
              serviceId: str,
              customerName: str,
              customerPhone: str,
              customerEmail: {
                type: 'string',
                format: 'email',
                description: 'Optional: where "you\'re next" and "it\'s your turn" are sent',
              },
              language: { ...str, description: "The visitor's locale ('es'): the language of those e-mails" },
              partySize: party,
              notes: str,
              joinedAt: str,
              status: { const: 'waiting' },
            },
            ['type', 'locationId', 'customerName', 'customerPhone'],
          ),
        ),
        ok: oneOf(
          obj({ reservation: ref('Reservation'), manageToken: str }, ['reservation', 'manageToken']),
          obj({ queueEntry: ref('QueueEntry'), manageToken: str }, ['queueEntry', 'manageToken']),
        ),
        errors: [400, 404, 409, 422, 429],
      }),
      parameters: [idempotencyKey],
    },
  },
  '/reservations/update': {
    post: op('Change a status, move a reservation, change a queue entry, or notify the next customer', {
      tags,
      description:
        "Visitors send the booking's `manageToken` (401 without, 403 for another booking's) and may set checked-in, confirmed or cancelled, or move it; queue changes and notify-next are staff only. Check-in ('checked-in') only from confirmed, on the reservation's local day, from 15 minutes before the start and, for visitors, until the configuration's late limit (default 30 minutes after). 'confirmed' is refused while a price is unpaid (409 payment_required). Moving re-checks availability. Visitors are refused after the cancellation or modification cut-off (409 `cancellation_cutoff`, `modification_cutoff`, default 24 hours), after the start (409 `already_started`) and where the configuration turns online cancelling or changing off (409 `cancellation_closed`, `modification_closed`); staff override the cut-offs. Cancelling answers the refund of a paid booking as /reservations/delete does. A reservation answer carries the `policy` that governs it.",
      body: oneOf(
        obj({ reservationId: str, status: reservationStatus, manageToken: str }, ['reservationId', 'status']),
        obj({ reservationId: str, date, time, startTime: instant, manageToken: str }, ['reservationId', 'date', 'time']),
        obj({ queueEntryId: str, status: queueStatus, notes: str, partySize: party }, ['queueEntryId']),
        obj({ locationId: str, action: { const: 'notify-next' } }, ['locationId', 'action']),
      ),
      ok: oneOf(
        obj({ reservation: ref('Reservation'), ...refundFields }, ['reservation']),
        obj({ queueEntry: ref('QueueEntry') }, ['queueEntry']),
        obj({ nextEntry: nullable(ref('QueueEntry')) }, ['nextEntry']),
      ),
      errors: [400, 401, 403, 404, 409],
    }),
  },
  '/reservations/delete': {
    post: op('Cancel a reservation or leave the queue', {
      tags,
      description:
        "Visitors send the `manageToken` of the booking or walk-in (401 without, 403 for another's); staff remove without one. Visitors cancel a booking only before the cancellation cut-off (409 `cancellation_cutoff`, `already_started`). A paid booking is refunded through its provider; `refund` says how ('none' when nothing was paid), and `refundAmount` (cents) with `refundCurrency` what was refunded or is being refunded.",
      body: oneOf(
        obj({ reservationId: str, manageToken: str }, ['reservationId']),
        obj({ queueEntryId: str, manageToken: str }, ['queueEntryId']),
      ),
      ok: obj({ ok: { const: true }, ...refundFields }, ['ok']),
      errors: [400, 401, 403, 404, 409],
    }),
  },
};
