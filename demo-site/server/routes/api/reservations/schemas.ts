import * as v from 'valibot';
import { reservationStatuses } from '../../../../../shared/api/schemas.ts';
import { BOOKING_MESSAGES, EMAIL_PATTERN } from '../../../../../shared/booking/messages.ts';
import { MAX_PARTY_SIZE } from '../../../../../shared/booking/presets.ts';
import { QUEUE_STATUSES } from '../../../../../shared/booking/queue.ts';
import { parseDate, toMillis } from '../../../../../shared/booking/zoned.ts';
import { CONTACT_REQUIRED } from './ownership.ts';

// Messages are either the booking widget's exact fixed texts (sent as they are) or short phrases that
// the validator prefixes with the field name ('date: must be a date YYYY-MM-DD').

/** A required id. */
export const id = v.pipe(v.string('must be text'), v.trim(), v.nonEmpty('is required'), v.maxLength(100, 'must be at most 100 characters'));
/** An optional id: null and blank count as absent. */
export const optionalId = v.pipe(
  v.nullish(v.pipe(v.string('must be text'), v.trim(), v.maxLength(100, 'must be at most 100 characters'))),
  v.transform((s) => (s ? s : undefined)),
);
/** A calendar date `YYYY-MM-DD` that exists. */
export const date = v.pipe(
  v.string('must be a date YYYY-MM-DD'),
  v.check((s) => parseDate(s) !== undefined, 'must be a date YYYY-MM-DD'),
);
/** A wall-clock time `HH:mm`. */
export const time = v.pipe(v.string('must be a time HH:mm'), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:mm'));
/** An ISO-8601 instant with an offset or Z. */
export const instant = v.pipe(
  v.string('must be an ISO-8601 time with offset'),
  v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/, 'must be an ISO-8601 time with offset'),
  v.check((s) => Number.isFinite(toMillis(s)), 'must be an ISO-8601 time with offset'),
);
/** A party size from 1 to 20. */
export const partySize = v.pipe(
  v.number(BOOKING_MESSAGES.partySize),
  v.integer(BOOKING_MESSAGES.partySize),
  v.minValue(1, BOOKING_MESSAGES.partySize),
  v.maxValue(MAX_PARTY_SIZE, BOOKING_MESSAGES.partySize),
);
// A missing field reads as '' so that it gets the fixed "… is required" text.
const requiredText = (missing: string, max: number) =>
  v.pipe(v.optional(v.string(missing), ''), v.trim(), v.nonEmpty(missing), v.maxLength(max, `must be at most ${max} characters`));
const notes = v.pipe(
  v.nullish(v.pipe(v.string('must be text'), v.trim(), v.maxLength(2000, 'must be at most 2000 characters'))),
  v.transform((s) => (s ? s : undefined)),
);

/** POST /slots: the day's slots, or with `check` whether one start time is still free. */
export const slotQuerySchema = v.object({
  locationId: id,
  serviceId: optionalId,
  attendantId: optionalId,
  date,
  partySize: v.optional(partySize),
  /** A restaurant meal type: the slots are that meal's length (the server reads it from the configuration). */
  mealType: optionalId,
  check: v.optional(v.boolean('must be true or false')),
  startTime: v.optional(instant),
});
/** A validated slot query. */
export type SlotQuery = v.InferOutput<typeof slotQuerySchema>;

/** POST /create without `type`: a reservation. */
export const reservationRequestSchema = v.object({
  locationId: id,
  serviceId: id,
  attendantId: optionalId,
  date,
  time,
  startTime: v.optional(instant),
  customerName: requiredText(BOOKING_MESSAGES.nameRequired, 200),
  customerEmail: v.pipe(
    v.optional(v.string(BOOKING_MESSAGES.emailRequired), ''),
    v.trim(),
    v.nonEmpty(BOOKING_MESSAGES.emailRequired),
    v.maxLength(254, 'must be at most 254 characters'),
    v.regex(EMAIL_PATTERN, BOOKING_MESSAGES.emailInvalid),
  ),
  customerPhone: requiredText(BOOKING_MESSAGES.phoneRequired, 40),
  notes,
  partySize: v.optional(partySize),
  mealType: optionalId,
  /** The widget's locale (`en`, `es-MX`): the language of the booking's messages. */
  language: v.optional(v.pipe(v.string('must be text'), v.trim(), v.maxLength(35, 'must be at most 35 characters'))),
});

/** POST /create with `type: 'queue'`: a walk-in. `joinedAt` from the browser is ignored (the server's clock decides). */
export const queueJoinSchema = v.object({
  type: v.literal('queue'),
  locationId: requiredText(BOOKING_MESSAGES.walkInLocation, 100),
  serviceId: optionalId,
  customerName: requiredText(BOOKING_MESSAGES.walkInName, 200),
  customerPhone: requiredText(BOOKING_MESSAGES.walkInPhone, 40),
  partySize: v.optional(partySize, 1),
  notes,
  customerEmail: v.pipe(
    v.nullish(v.pipe(v.string(BOOKING_MESSAGES.emailInvalid), v.trim(), v.maxLength(254, 'must be at most 254 characters'))),
    v.transform((s) => (s ? s : undefined)),
    v.check((s) => s === undefined || EMAIL_PATTERN.test(s), BOOKING_MESSAGES.emailInvalid),
  ),
  language: v.optional(v.pipe(v.string('must be text'), v.maxLength(35, 'must be at most 35 characters'))),
  joinedAt: v.optional(v.string('must be text')),
  status: v.optional(v.literal('waiting', 'must be waiting')),
});

/** POST /update: a status change. */
export const statusChangeSchema = v.object({
  reservationId: id,
  status: v.picklist(reservationStatuses, `must be one of ${reservationStatuses.join(', ')}`),
});
/** POST /update: a new date and time. */
export const modifySchema = v.object({ reservationId: id, date, time, startTime: v.optional(instant) });
/** POST /update: staff changes to a queue entry. */
export const queueChangeSchema = v.object({
  queueEntryId: id,
  status: v.optional(v.picklist(QUEUE_STATUSES, `must be one of ${QUEUE_STATUSES.join(', ')}`)),
  notes,
  partySize: v.optional(partySize),
});
/** POST /update: call the next waiting customer of a location. */
export const notifyNextSchema = v.object({ locationId: id, action: v.literal('notify-next', 'must be notify-next') });
/** POST /delete: cancel a reservation. */
export const cancelSchema = v.object({ reservationId: id });
/** POST /delete: leave the queue. */
export const leaveSchema = v.object({ queueEntryId: id });

/** GET the collection: by location and day, by code, or the queue. */
export const listQuerySchema = v.object({
  locationId: optionalId,
  date: v.optional(date),
  code: v.optional(
    v.pipe(v.string(), v.trim(), v.nonEmpty(BOOKING_MESSAGES.codeRequired), v.maxLength(100, 'must be at most 100 characters')),
  ),
  contact: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(CONTACT_REQUIRED), v.maxLength(254, 'must be at most 254 characters'))),
  manageToken: v.optional(v.pipe(v.string(), v.maxLength(300, 'must be at most 300 characters'))),
  find: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(BOOKING_MESSAGES.queueEntryNotFound), v.maxLength(100, 'must be at most 100 characters'))),
  type: v.optional(v.literal('queue', 'must be queue')),
});
