import { Hono } from 'hono';
import type { AppEnv } from '../../../context.ts';
import { currentTime, type Clock } from './clock.ts';
import { getCollection, getDefinitions, postSlots } from './read.ts';
import { postCreate, postDelete, postUpdate } from './write.ts';
import { refundBody, refundHandler } from '../refunds.ts';
import { idParam, jsonBodyLimit, jsonObject, validate } from '../validation.ts';
import { BOOKING_EXACT_MESSAGES } from './respond.ts';
import { listQuerySchema, slotQuerySchema } from './schemas.ts';

/**
 * Reservation routes under `/api/reservations` (the booking widget's calls, client in
 * shared/api/reservations.ts): GET `/definitions`, GET `` (by location and day, by `code`, or
 * `type=queue`), POST `/slots`, `/create`, `/update`, `/delete`, and for staff `/{id}/refund`
 * (api/refunds.ts). Every query is scoped by the tenant.
 * The time comes from `options.clock`, else from the module clock that tests can set (`setClock`).
 */
export function reservationRoutes(options: { clock?: Clock } = {}): Hono<AppEnv> {
  const now = () => options.clock?.now() ?? currentTime();
  const router = new Hono<AppEnv>();
  router.get('/definitions', (c) => getDefinitions(c));
  const exact = { exactMessages: BOOKING_EXACT_MESSAGES };
  router.get('/', validate('query', listQuerySchema, exact), (c) => getCollection(c, now()));
  router.post('/slots', jsonBodyLimit(), validate('json', slotQuerySchema, exact), (c) => postSlots(c, now()));
  // Create, update and delete take several body shapes (a booking or a walk-in; a status, a move, a
  // queue change or notify-next), so the middleware checks the body is a JSON object and the handler
  // checks it with the shape's schema: a walk-in's or a booking's check runs inside its idempotent
  // call, and staff-only shapes refuse other callers before their fields are checked.
  router.post('/create', jsonBodyLimit(), validate('json', jsonObject), (c) => postCreate(c, now));
  router.post('/update', jsonBodyLimit(), validate('json', jsonObject), (c) => postUpdate(c, now()));
  router.post('/delete', jsonBodyLimit(), validate('json', jsonObject), (c) => postDelete(c, now()));
  router.post('/:id/refund', jsonBodyLimit(), validate('param', idParam), validate('json', refundBody, { optional: true }), refundHandler('reservation', now));
  return router;
}
