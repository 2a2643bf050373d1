import { Hono } from 'hono';
import type { AppEnv } from '../../../context.ts';
import { currentTime, type Clock } from './clock.ts';
import { getCollection, getDefinitions, postSlots } from './read.ts';
import { postCreate, postDelete, postUpdate } from './write.ts';
import { refundBody, refundHandler, refundTargetParam } from '../refunds.ts';
import { jsonBodyLimit, validate } from '../validation.ts';

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
  router.get('/', (c) => getCollection(c, now()));
  router.post('/slots', jsonBodyLimit(), (c) => postSlots(c, now()));
  router.post('/create', jsonBodyLimit(), (c) => postCreate(c, now));
  router.post('/update', jsonBodyLimit(), (c) => postUpdate(c, now()));
  router.post('/delete', jsonBodyLimit(), (c) => postDelete(c, now()));
  router.post('/:id/refund', jsonBodyLimit(), validate('param', refundTargetParam), validate('json', refundBody, { optional: true }), refundHandler('reservation', now));
  return router;
}
