import { interpolate, type MessageKey } from '../element/messages.ts';
import { BOOKING_MESSAGES, CHECK_IN_MESSAGES, POLICY_MESSAGES, policyMessage } from './messages.ts';

/**
 * A refusal the server sends the booking widget: its English text (the error body's `message`, for
 * API callers) and its machine-readable `reason`, the key of the widget's notice catalogue, with
 * `params`, the values of that text's placeholders. The widget shows the notice by its reason and
 * never reads the English text.
 */
export interface Refusal {
  message: string;
  reason: string;
  params?: Record<string, string>;
}

/** The fixed texts a refusal can carry, by their notice key. */
const REFUSAL_TEXTS: Record<string, string> = { ...BOOKING_MESSAGES, ...CHECK_IN_MESSAGES };

function withParams(message: string, reason: string, values: Record<string, string | number>): Refusal {
  const entries = Object.entries(values);
  return entries.length ? { message, reason, params: Object.fromEntries(entries.map(([name, value]) => [name, String(value)])) } : { message, reason };
}

/** A refusal with one of the booking texts (`slotUnavailable`, `alreadyCheckedIn`, `checkInOtherDay`…) and its placeholders' values. */
export function textRefusal(
  key: keyof typeof BOOKING_MESSAGES | keyof typeof CHECK_IN_MESSAGES,
  values: Record<string, string> = {},
): Refusal {
  return withParams(interpolate(REFUSAL_TEXTS[key] ?? key, values), key, values);
}

/**
 * A refusal of the booking policy: `policyMessage`'s text, with the key of the form it took as its
 * reason (a text stating hours names its singular or plural form, `cancelCutoff_one` for 1 hour,
 * `cancelCutoff_other` otherwise, as the English text says it).
 */
export function policyRefusal(key: MessageKey<keyof typeof POLICY_MESSAGES>, values: Record<string, string | number> = {}): Refusal {
  const reason = key in POLICY_MESSAGES ? key : `${key}_${Number(values.hours) === 1 ? 'one' : 'other'}`;
  return withParams(policyMessage(key, values), reason, values);
}
