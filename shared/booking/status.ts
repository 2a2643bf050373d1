import { DateTime } from 'luxon';
import type { reservationStatuses } from '../api/schemas.ts';
import { policyRefusal, textRefusal, type Refusal } from './refusals.ts';

/** A reservation status. */
export type ReservationStatus = (typeof reservationStatuses)[number];

/** Statuses that hold their slot's capacity. */
export const CAPACITY_HOLDING_STATUSES: readonly ReservationStatus[] = ['pending', 'confirmed', 'checked-in'];
/** Self check-in opens this many minutes before the start (default 15). */
export const CHECK_IN_OPENS_MINUTES = 15;

/** Which of Cancel, Check In and Modify a reservation offers, by its status. */
export function reservationActions(status: ReservationStatus): { canCancel: boolean; canCheckIn: boolean; canModify: boolean } {
  return {
    canCancel: status !== 'cancelled' && status !== 'completed',
    canCheckIn: status === 'confirmed',
    canModify: status !== 'cancelled' && status !== 'completed' && status !== 'checked-in',
  };
}

/**
 * Why a reservation cannot change from `from` to `to`, or undefined when it can. Check-in has its own
 * rules (`checkInProblem`); confirming a priced reservation also needs payment, which the server checks.
 * Staying in the same status is allowed (a repeat does nothing), except for check-in.
 */
export function transitionProblem(from: ReservationStatus, to: ReservationStatus): string | undefined {
  if (from === to && to !== 'checked-in') return undefined;
  switch (to) {
    case 'cancelled':
      return reservationActions(from).canCancel ? undefined : `A ${from} reservation can no longer be cancelled.`;
    case 'confirmed':
      return from === 'pending' ? undefined : `A ${from} reservation cannot be confirmed.`;
    case 'completed':
      return from === 'confirmed' || from === 'checked-in' ? undefined : `A ${from} reservation cannot be completed.`;
    case 'no-show':
      return from === 'confirmed' || from === 'pending' ? undefined : `A ${from} reservation cannot be marked as no-show.`;
    case 'checked-in':
      return statusCheckInRefusal(from)?.message;
    default:
      return `A reservation cannot be set back to ${to}.`;
  }
}

function statusCheckInRefusal(status: ReservationStatus): Refusal | undefined {
  switch (status) {
    case 'confirmed':
      return undefined;
    case 'checked-in':
    case 'completed':
      return textRefusal('alreadyCheckedIn');
    case 'cancelled':
      return textRefusal('cancelled');
    case 'no-show':
      return textRefusal('noShow');
    default:
      return textRefusal('checkInNotConfirmed');
  }
}

/** What self check-in looks at. */
export interface CheckInSubject {
  status: ReservationStatus;
  /** ISO instant with offset. */
  startTime: string;
  /** IANA zone of the location: "today" is the location's today. */
  timeZone: string;
  now: DateTime | Date;
  /** Locale of the date and time in the messages (default en-US). */
  locale?: string;
  /** Minutes before the start check-in opens (default 15). */
  opensMinutes?: number;
  /** Minutes after the start check-in closes (self check-in; staff check in late arrivals without it). */
  closesMinutes?: number;
}

/**
 * Why self check-in is refused, in the product's specified wording with its notice key, or undefined
 * when allowed: only confirmed reservations, only on the reservation's local day, from 15 minutes
 * before the start (or the configuration's `opensMinutes`) and, with `closesMinutes`, until that long after it.
 */
export function checkInRefusalOf(subject: CheckInSubject): Refusal | undefined {
  const byStatus = statusCheckInRefusal(subject.status);
  if (byStatus) return byStatus;
  const locale = subject.locale ?? 'en-US';
  const start = DateTime.fromISO(subject.startTime, { zone: subject.timeZone }).setLocale(locale);
  const now = (subject.now instanceof Date ? DateTime.fromJSDate(subject.now) : subject.now).setZone(subject.timeZone);
  if (!start.hasSame(now, 'day')) return textRefusal('checkInOtherDay', { date: start.toLocaleString(DateTime.DATE_FULL) });
  const time = start.toLocaleString(DateTime.TIME_SIMPLE);
  const opens = subject.opensMinutes ?? CHECK_IN_OPENS_MINUTES;
  if (now < start.minus({ minutes: opens }))
    return opens === CHECK_IN_OPENS_MINUTES ? textRefusal('checkInTooEarly', { time }) : policyRefusal('checkInOpensAt', { minutes: opens, time });
  const closes = subject.closesMinutes;
  if (closes !== undefined && now > start.plus({ minutes: closes })) return policyRefusal('checkInTooLate', { minutes: closes, time });
  return undefined;
}

/** The text of `checkInRefusalOf`: why self check-in is refused, or undefined when allowed. */
export function checkInProblem(subject: CheckInSubject): string | undefined {
  return checkInRefusalOf(subject)?.message;
}
