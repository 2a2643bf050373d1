import type { Reservation } from '../api/schemas.ts';
import { CHECK_IN_OPENS_MINUTES } from './status.ts';
import { formatInZone, LONG_DATE, SHORT_TIME, zoneDateOf } from './wall-clock.ts';
import { notice, type BookingNotice } from './widget-messages.ts';

/** Seconds the self check-in success screen waits before it resets. */
export const CHECK_IN_RESET_SECONDS = 5;

/** The three stages of self check-in: lookup, confirm, success. */
export type CheckInStage = 'search' | 'review' | 'complete';

/**
 * Why self check-in is refused (a notice in the product's specified wording, its date and time
 * formatted for `locale`), or undefined when it is allowed.
 * The same rules as `checkInProblem` in status.ts (which the server uses, on luxon), computed with
 * the browser's `Intl` so the widget's chunk carries no date library: only confirmed reservations,
 * only on the reservation's day in the location's zone, from `opensMinutes` before the start (the
 * policy's `checkInEarlyMinutes`; 15 unless set, which has its own fixed text) and, with
 * `closesMinutes` (the policy's `checkInLateMinutes`), until that long after it.
 */
export function checkInRefusal(subject: {
  status: Reservation['status'];
  startTime: string;
  timeZone: string;
  now: number | Date;
  locale?: string;
  opensMinutes?: number;
  closesMinutes?: number;
}): BookingNotice | undefined {
  switch (subject.status) {
    case 'confirmed':
      break;
    case 'checked-in':
    case 'completed':
      return notice('alreadyCheckedIn');
    case 'cancelled':
      return notice('cancelled');
    case 'no-show':
      return notice('noShow');
    default:
      return notice('checkInNotConfirmed');
  }
  const locale = subject.locale ?? 'en-US';
  const now = typeof subject.now === 'number' ? subject.now : subject.now.getTime();
  const start = Date.parse(subject.startTime);
  if (zoneDateOf(start, subject.timeZone) !== zoneDateOf(now, subject.timeZone)) {
    return notice('checkInOtherDay', { date: formatInZone(start, subject.timeZone, locale, LONG_DATE) });
  }
  const opens = subject.opensMinutes ?? CHECK_IN_OPENS_MINUTES;
  const time = () => formatInZone(start, subject.timeZone, locale, SHORT_TIME);
  if (now < start - opens * 60_000) {
    return opens === CHECK_IN_OPENS_MINUTES
      ? notice('checkInTooEarly', { time: time() })
      : notice('checkInOpensAt', { minutes: String(opens), time: time() });
  }
  const closes = subject.closesMinutes;
  if (closes !== undefined && now > start + closes * 60_000) return notice('checkInTooLate', { minutes: String(closes), time: time() });
  return undefined;
}

/** Seconds left on the success screen's countdown after `elapsedMs` (never below 0). */
export function countdownLeft(elapsedMs: number, seconds = CHECK_IN_RESET_SECONDS): number {
  return Math.max(0, seconds - Math.floor(elapsedMs / 1000));
}
