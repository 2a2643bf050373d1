import type { QueueEntry, Reservation } from '../api/schemas.ts';
import { normalizeCode } from './codes.ts';
import { EMAIL_PATTERN } from './form-messages.ts';
import { GUEST_OPTIONS, MAX_PARTY_SIZE } from './presets.ts';
import type { AdditionalField } from './widget-config.ts';

/** The customer form (name, email, phone, notes), plus the values of configured additional fields. */
export interface CustomerForm {
  name: string;
  email: string;
  phone: string;
  notes: string;
  extra: Record<string, string>;
}

/** An empty customer form. */
export const EMPTY_CUSTOMER: CustomerForm = { name: '', email: '', phone: '', notes: '', extra: {} };

/** A field's problem: a message key (see widget-messages.ts) and, for additional fields, its label. */
export interface FieldProblem {
  key: 'nameRequired' | 'emailRequired' | 'emailInvalid' | 'phoneRequired' | 'fieldRequired';
  label?: string;
}

/**
 * Validates the customer form: name, email (something@something.something, no spaces)
 * and phone are required; notes are optional; required additional fields must be filled.
 * Returns the problems by field name (`name`, `email`, `phone` or the additional field's name).
 */
export function validateCustomer(form: CustomerForm, fields: readonly AdditionalField[] = []): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  if (!form.name.trim()) problems.name = { key: 'nameRequired' };
  const email = form.email.trim();
  if (!email) problems.email = { key: 'emailRequired' };
  else if (!EMAIL_PATTERN.test(email)) problems.email = { key: 'emailInvalid' };
  if (!form.phone.trim()) problems.phone = { key: 'phoneRequired' };
  for (const field of fields) {
    if (field.required && !(form.extra[field.name] ?? '').trim()) problems[field.name] = { key: 'fieldRequired', label: field.label };
  }
  return problems;
}

/** The guest counts offered as buttons (1 to 8); 'More than 8' asks for a number. */
export const GUEST_BUTTONS: readonly number[] = GUEST_OPTIONS;
/** Above this many guests the hint recommends calling. */
export const LARGE_PARTY_OVER = GUEST_OPTIONS[GUEST_OPTIONS.length - 1] ?? 8;

/**
 * Reads a typed party size: a positive whole number no greater than the maximum party size (20).
 * Returns the number, or `undefined` when it breaks the rule ('Please enter a valid party size between 1 and 20').
 */
export function parsePartySize(text: string | number, max = MAX_PARTY_SIZE): number | undefined {
  const raw = typeof text === 'number' ? String(text) : text.trim();
  if (!/^\d+$/.test(raw)) return undefined;
  const value = Number(raw);
  return value >= 1 && value <= Math.min(max, MAX_PARTY_SIZE) ? value : undefined;
}

/** A party size that is never below 1 nor above the maximum. */
export function clampPartySize(value: number, max = MAX_PARTY_SIZE): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(1, Math.floor(value)), Math.min(max, MAX_PARTY_SIZE));
}

/** True when the call-us hint shows: more than 8 guests. */
export function isLargeParty(partySize: number): boolean {
  return partySize > LARGE_PARTY_OVER;
}

/** True when the date step may continue: both a date and a time slot are chosen. */
export function canLeaveDateStep(selection: { date: string | null; slot: unknown }): boolean {
  return Boolean(selection.date) && selection.slot !== null && selection.slot !== undefined;
}

/**
 * What a booking still lacks: location, date and time slot, and a service unless the
 * service step is skipped (then the default service id is used). Empty when complete.
 */
export function missingForBooking(
  selection: { locationId: string | null; serviceId: string | null; date: string | null; slot: unknown },
  skipService: boolean,
  defaultServiceId?: string,
): ('location' | 'service' | 'date' | 'slot')[] {
  const missing: ('location' | 'service' | 'date' | 'slot')[] = [];
  if (!selection.locationId) missing.push('location');
  if (!selection.serviceId && !(skipService && defaultServiceId)) missing.push('service');
  if (!selection.date) missing.push('date');
  if (!selection.slot) missing.push('slot');
  return missing;
}

/** True when a typed code or id matches a reservation: case-insensitive on confirmation code or id. */
export function matchesReservation(reservation: Pick<Reservation, 'id' | 'confirmationCode'>, text: string): boolean {
  const wanted = normalizeCode(text);
  return wanted !== '' && (normalizeCode(reservation.confirmationCode) === wanted || normalizeCode(reservation.id) === wanted);
}

/** The walk-in form: name, phone, optional e-mail, party size, service and notes. */
export interface WalkInForm {
  name: string;
  phone: string;
  /** Optional: where to send "you're next" and "it's your turn". */
  email: string;
  locationId: string;
  serviceId: string;
  partySize: number;
  notes: string;
}

/** A walk-in form problem, keyed by field. */
export type WalkInProblems = Partial<
  Record<
    'name' | 'phone' | 'email' | 'locationId' | 'serviceId',
    'walkInName' | 'walkInPhone' | 'emailInvalid' | 'walkInLocation' | 'walkInService'
  >
>;

/**
 * Walk-in problems in form order (name, phone, email, service), keyed by field; a service is needed only when services
 * exist. The e-mail is optional, but one given must look like an address ('Email is invalid').
 */
export function validateWalkIn(form: WalkInForm, servicesExist: boolean): WalkInProblems {
  const problems: WalkInProblems = {};
  if (!form.name.trim()) problems.name = 'walkInName';
  if (!form.phone.trim()) problems.phone = 'walkInPhone';
  if (form.email.trim() && !EMAIL_PATTERN.test(form.email.trim())) problems.email = 'emailInvalid';
  if (!form.locationId) problems.locationId = 'walkInLocation';
  if (servicesExist && !form.serviceId) problems.serviceId = 'walkInService';
  return problems;
}

/**
 * The queue lookup (narrowed so a guess finds nobody): by entry id first (any
 * case), then the entry whose phone number is exactly the typed one (digits compared, at least 4).
 * `'empty'` for blank input, `'not-found'` when nothing matches.
 */
export function findQueueEntry(entries: readonly QueueEntry[], text: string): QueueEntry | 'empty' | 'not-found' {
  const wanted = text.trim();
  if (!wanted) return 'empty';
  const byId = entries.find((e) => e.id.toLowerCase() === wanted.toLowerCase());
  if (byId) return byId;
  const digits = (s: string) => s.replace(/\D/g, '');
  const typed = digits(wanted);
  const byPhone = typed.length >= 4 ? entries.find((e) => digits(e.customerPhone) === typed) : undefined;
  return byPhone ?? 'not-found';
}
