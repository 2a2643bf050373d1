import { describe, expect, it } from 'vitest';
import type { ReservationRequest } from '../api/reservations.ts';
import { ApiError, errorFromBody } from '../api/errors.ts';
import { refusalOfCreate } from './create-refusal.ts';

const SENT: ReservationRequest = {
  locationId: 'loc_a',
  serviceId: 'svc_cut',
  date: '2026-03-10',
  time: '10:00',
  startTime: '2026-03-10T10:00:00+00:00',
  customerName: 'Ada Lovelace',
  customerEmail: 'ada@example.com',
  customerPhone: '+44 20 7946 0000',
  partySize: 1,
};

/** The error the API client throws for the reference server's `{ error: { code, message, field } }` answer. */
const answer = (status: number, error: { code?: string; message: string; field?: string; reason?: string; params?: Record<string, string> }) =>
  errorFromBody(status, { error }, 'failed');

describe('refusalOfCreate: a refused booking mapped by the error code', () => {
  it.each([
    ['customerName', 'Ada Lovelace', 'name', 'nameRequired', 'El nombre es obligatorio'],
    ['customerEmail', 'ada@example.com', 'email', 'emailInvalid', 'El correo electrónico no es válido'],
    ['customerEmail', '', 'email', 'emailRequired', 'El correo electrónico es obligatorio'],
    ['customerPhone', '+44 20 7946 0000', 'phone', 'phoneRequired', 'El teléfono es obligatorio'],
  ] as const)('invalid on %s (sent %j), in Spanish, lands on the %s field as %s', (field, value, formField, key, message) => {
    const sent = { ...SENT, [field]: value };
    expect(refusalOfCreate(answer(400, { code: 'invalid', message, field }), sent)).toEqual({ field: formField, problem: { key } });
  });

  it('a filled-in e-mail refused for its length reads "Email is invalid", not "Email is required"', () => {
    const error = answer(400, { code: 'invalid', message: 'customerEmail: must be at most 254 characters', field: 'customerEmail' });
    expect(refusalOfCreate(error, SENT)).toEqual({ field: 'email', problem: { key: 'emailInvalid' } });
  });

  it('a 400 on a customer field without the invalid code is not a field problem: Failed to create reservation', () => {
    const error = answer(400, { code: 'bad_request', message: 'Email is invalid', field: 'customerEmail' });
    expect(refusalOfCreate(error, SENT)).toEqual({ banner: { key: 'createFailed' } });
  });

  it('invalid on a field the form does not have (serviceId) shows Failed to create reservation', () => {
    const error = answer(400, { code: 'invalid', message: 'serviceId: is required', field: 'serviceId' });
    expect(refusalOfCreate(error, SENT)).toEqual({ banner: { key: 'createFailed' } });
  });

  it('invalid on the meal type shows the policy refusal by its reason, whatever the wording; without a reason, Failed to create reservation', () => {
    const spanish = answer(400, { code: 'invalid', message: 'Elija uno de los tipos de comida ofrecidos.', field: 'mealType', reason: 'mealTypeUnknown' });
    const unnamed = answer(400, { code: 'invalid', message: 'Please choose one of the meal types offered.', field: 'mealType' });
    expect(refusalOfCreate(spanish, SENT)).toEqual({ banner: { key: 'mealTypeUnknown' } });
    expect(refusalOfCreate(unnamed, SENT)).toEqual({ banner: { key: 'createFailed' } });
  });

  it('slot_unavailable shows the "could not create" text of the booking step, not the server\'s own sentence, in any language', () => {
    const english = answer(409, { code: 'slot_unavailable', message: 'The selected time is no longer available' });
    const spanish = answer(409, { code: 'slot_unavailable', message: 'La hora seleccionada ya no está disponible' });
    expect(refusalOfCreate(english, SENT)).toEqual({ banner: { key: 'noReservation' } });
    expect(refusalOfCreate(spanish, SENT)).toEqual({ banner: { key: 'noReservation' } });
  });

  it('a policy refusal (notice_too_short) keeps its figures; an unknown or missing reason falls back to the "could not create" text', () => {
    const message = 'Reservations must be made at least 24 hours in advance.';
    const named = answer(409, { code: 'notice_too_short', message, field: 'time', reason: 'noticeTooShort_other', params: { hours: '24' } });
    const unknown = answer(409, { code: 'notice_too_short', message, field: 'time', reason: 'somethingNew' });
    const unnamed = answer(409, { code: 'notice_too_short', message, field: 'time' });
    expect(refusalOfCreate(named, SENT)).toEqual({ banner: { key: 'noticeTooShort_other', params: { hours: '24' } } });
    expect(refusalOfCreate(unknown, SENT)).toEqual({ banner: { key: 'noReservation' } });
    expect(refusalOfCreate(unnamed, SENT)).toEqual({ banner: { key: 'noReservation' } });
  });

  it('a 429 asks to wait the whole minutes the server gave', () => {
    const error = errorFromBody(429, { error: { code: 'rate_limited', message: 'Demasiados intentos', retryAfter: 150 } }, 'failed');
    expect(refusalOfCreate(error, SENT)).toEqual({ banner: { key: 'tooManyAttempts', params: { count: '3' } } });
  });

  it('a network failure shows Failed to create reservation', () => {
    expect(refusalOfCreate(new ApiError('Could not reach the server', { kind: 'network' }), SENT)).toEqual({ banner: { key: 'createFailed' } });
  });
});
