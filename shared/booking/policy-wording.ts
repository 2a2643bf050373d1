import type { Reservation, ReservationPolicy } from '../api/schemas.ts';
import { translate, type Catalogue } from '../element/messages.ts';
import type { BusinessConfig } from './widget-config.ts';

/**
 * The English sentences that state the booking policy: the cancellation policy (the product's 'Free
 * cancellation or rescheduling up to 24 hours before your appointment.' with the governing cut-offs)
 * and when self check-in opens. The widget's mode screens show them (its Spanish catalogue translates
 * them); the demo site's help page states the tenant's policy with the same words.
 */
export const POLICY_WORDING = {
  policyBoth_one: 'Free cancellation or rescheduling up to {count} hour before your appointment.',
  policyBoth_other: 'Free cancellation or rescheduling up to {count} hours before your appointment.',
  policyBothUntilStart: 'Free cancellation or rescheduling until your appointment starts.',
  policyCancel_one: 'Free cancellation up to {count} hour before your appointment.',
  policyCancel_other: 'Free cancellation up to {count} hours before your appointment.',
  policyCancelUntilStart: 'Free cancellation until your appointment starts.',
  policyReschedule_one: 'Free rescheduling up to {count} hour before your appointment.',
  policyReschedule_other: 'Free rescheduling up to {count} hours before your appointment.',
  policyRescheduleUntilStart: 'Free rescheduling until your appointment starts.',
  policyNoCancel: 'This booking cannot be cancelled online.',
  policyNoReschedule: 'This booking cannot be rescheduled online.',
  policyOffline: 'This booking cannot be cancelled or rescheduled online. Please speak with our staff for assistance.',
  checkInHint_one: 'Check-in opens {count} minute before your appointment, on the day of your booking.',
  checkInHint_other: 'Check-in opens {count} minutes before your appointment, on the day of your booking.',
  checkInHintAtStart: 'Check-in opens at your appointment time, on the day of your booking.',
} as const;

/** The sentences of the cancellation policy (keys of `POLICY_WORDING`, plural ones by their name). */
export type PolicySentenceKey =
  | 'policyBoth'
  | 'policyBothUntilStart'
  | 'policyCancel'
  | 'policyCancelUntilStart'
  | 'policyReschedule'
  | 'policyRescheduleUntilStart'
  | 'policyNoCancel'
  | 'policyNoReschedule'
  | 'policyOffline';

/** One sentence: its key and, for a cut-off, the hours (the plural forms are chosen by `count`). */
export interface PolicySentence {
  key: PolicySentenceKey;
  count?: number;
}

/**
 * The policy the widget states and applies to a booking: the server's `ReservationPolicy`, except that
 * the late check-in limit is unknown when it comes from the widget's own configuration.
 */
export type StatedPolicy = Omit<ReservationPolicy, 'checkInLateMinutes'> & { checkInLateMinutes?: number };

type PolicyConfig = Pick<
  BusinessConfig,
  | 'allowCancellation'
  | 'allowModification'
  | 'cancellationCutoffHours'
  | 'modificationCutoffHours'
  | 'checkInEarlyMinutes'
  | 'paymentHoldMinutes'
  | 'enabledModes'
>;

/**
 * The policy that governs `reservation`: the one the server answered with it (the tenant's
 * configuration with the location's and the service's overrides, as the server enforces it), else,
 * from a server that sends none or before there is a booking, the widget's configuration (cancelling
 * and changing online only with its manage mode on).
 */
export function governingPolicy(config: PolicyConfig, reservation?: Pick<Reservation, 'policy'> | null): StatedPolicy {
  if (reservation?.policy) return reservation.policy;
  const online = config.enabledModes.includes('manage');
  return {
    cancellationCutoffHours: config.cancellationCutoffHours,
    modificationCutoffHours: config.modificationCutoffHours,
    checkInEarlyMinutes: config.checkInEarlyMinutes,
    allowCancellation: online && config.allowCancellation,
    allowModification: online && config.allowModification,
    paymentHoldMinutes: config.paymentHoldMinutes,
  };
}

/**
 * The cancellation policy in sentences: that standard sentence with the cut-offs (one sentence when they
 * agree, one each when they differ), 'until your appointment starts' when there is no cut-off, and
 * what cannot be done online.
 */
export function policySentences(policy: StatedPolicy): PolicySentence[] {
  // Hours before the start a visitor may still cancel or move online (0: until it starts), null when never.
  const cancel = policy.allowCancellation ? policy.cancellationCutoffHours : null;
  const move = policy.allowModification ? policy.modificationCutoffHours : null;
  if (cancel === null && move === null) return [{ key: 'policyOffline' }];
  if (cancel === move) return [cancel ? { key: 'policyBoth', count: cancel } : { key: 'policyBothUntilStart' }];
  const sentence = (
    hours: number | null,
    cut: PolicySentenceKey,
    untilStart: PolicySentenceKey,
    never: PolicySentenceKey,
  ): PolicySentence => (hours === null ? { key: never } : hours > 0 ? { key: cut, count: hours } : { key: untilStart });
  return [
    sentence(cancel, 'policyCancel', 'policyCancelUntilStart', 'policyNoCancel'),
    sentence(move, 'policyReschedule', 'policyRescheduleUntilStart', 'policyNoReschedule'),
  ];
}

const ENGLISH: Catalogue<keyof typeof POLICY_WORDING> = { en: POLICY_WORDING };

/** The cancellation policy as English text (`policySentences`, joined). */
export function policyText(policy: StatedPolicy): string {
  return policySentences(policy)
    .map(({ key, count }) => translate(ENGLISH, 'en', key, count === undefined ? undefined : { count }))
    .join(' ');
}

/** When self check-in opens, as English text. */
export function checkInText(earlyMinutes: number): string {
  return earlyMinutes > 0 ? translate(ENGLISH, 'en', 'checkInHint', { count: earlyMinutes }) : POLICY_WORDING.checkInHintAtStart;
}
