import { describe, expect, it } from 'vitest';
import { CHECK_IN_MESSAGES, POLICY_MESSAGES, policyMessage } from './messages.ts';
import { englishNotice, modeRefusalNotice, providerNotice } from './mode-notices.ts';
import { policyRefusal, textRefusal } from './refusals.ts';
import { refusalNotice } from './widget-messages.ts';

describe('notices from the server', () => {
  it('take the notice key the refusal names as its reason, never its English message', () => {
    expect(refusalNotice({ reason: 'slotUnavailable' }, 'statusFailed')).toEqual({ key: 'slotUnavailable' });
    expect(refusalNotice(textRefusal('slotUnavailable'), 'statusFailed')).toEqual({ key: 'slotUnavailable' });
    expect(refusalNotice({ reason: 'mealTypeUnknown' }, 'loadSlots')).toEqual({ key: 'mealTypeUnknown' });
  });

  it('carry the values of the placeholders, so another language can show them', () => {
    const early = modeRefusalNotice(textRefusal('checkInTooEarly', { time: '14:00' }), 'checkInFailed');
    expect(early).toEqual({ key: 'checkInTooEarly', params: { time: '14:00' } });
    expect(englishNotice(early)).toBe('Check-in is available starting 15 minutes before your appointment time (14:00).');
    const otherDay = textRefusal('checkInOtherDay', { date: 'Tuesday, March 10, 2026' });
    expect(modeRefusalNotice(otherDay, 'checkInFailed')).toEqual({ key: 'checkInOtherDay', params: { date: 'Tuesday, March 10, 2026' } });
  });

  it('fall back to the given key for an unknown reason, no reason, or a reason only the mode screens know', () => {
    expect(refusalNotice({ reason: 'somethingNew' }, 'statusFailed')).toEqual({ key: 'statusFailed' });
    expect(refusalNotice({}, 'paymentFailed')).toEqual({ key: 'paymentFailed' });
    expect(refusalNotice({ reason: 'providerText', params: { text: 'Hello' } }, 'createFailed')).toEqual({ key: 'createFailed' });
    expect(refusalNotice(policyRefusal('cancelClosed'), 'noReservation')).toEqual({ key: 'noReservation' });
    expect(modeRefusalNotice(policyRefusal('cancelClosed'), 'cancelFailed')).toEqual({ key: 'cancelClosed' });
    expect(modeRefusalNotice({ reason: 'toString' }, 'cancelFailed')).toEqual({ key: 'cancelFailed' });
  });

  it("shows a payment provider's own message as written, and a catalogue text as its key", () => {
    expect(providerNotice('Your card was declined.', 'paymentFailed')).toEqual({
      key: 'providerText',
      params: { text: 'Your card was declined.' },
    });
    expect(providerNotice('Payment processing failed. Please try again.', 'paymentFailed')).toEqual({ key: 'paymentFailed' });
    expect(providerNotice('  ', 'paymentFailed')).toEqual({ key: 'paymentFailed' });
  });
});

describe('policy refusals from the server', () => {
  it('are keys with their values, so the Spanish catalogue can show them', () => {
    expect(modeRefusalNotice(policyRefusal('cancelCutoffPaid', { hours: 48 }), 'cancelFailed')).toEqual({
      key: 'cancelCutoffPaid_other',
      params: { hours: '48' },
    });
    const late = policyRefusal('checkInTooLate', { minutes: 30, time: '3:00 PM' });
    expect(late.message).toBe('Self-check-in closed 30 minutes after your appointment time (3:00 PM). Please speak with our staff for assistance.');
    expect(modeRefusalNotice(late, 'checkInFailed')).toEqual({ key: 'checkInTooLate', params: { minutes: '30', time: '3:00 PM' } });
    expect(refusalNotice(policyRefusal('tooFarAhead', { days: 90 }), 'noReservation')).toEqual({ key: 'tooFarAhead', params: { days: '90' } });
    expect(modeRefusalNotice(policyRefusal('walkInClosed'), 'queueJoinFailedForm')).toEqual({ key: 'walkInClosed' });
  });

  it('say one hour in the singular, and name the singular form as their reason', () => {
    expect(policyMessage('cancelCutoff', { hours: 1 })).toBe(
      'Cancelling online closes 1 hour before the appointment, so this reservation cannot be cancelled online now. Please speak with our staff for assistance.',
    );
    expect(policyMessage('modifyCutoff', { hours: 1 })).toMatch(/^Changing online closes 1 hour before the appointment, /);
    expect(policyMessage('cancelCutoffPaid', { hours: 2 })).toMatch(/^Cancelling online closes 2 hours before the appointment, /);
    const notice = policyRefusal('noticeTooShort', { hours: 1 });
    expect(notice).toEqual({ message: 'Reservations must be made at least 1 hour in advance.', reason: 'noticeTooShort_one', params: { hours: '1' } });
    expect(refusalNotice(notice, 'noReservation')).toEqual({ key: 'noticeTooShort_one', params: { hours: '1' } });
    expect(modeRefusalNotice(policyRefusal('cancelCutoff', { hours: 1 }), 'cancelFailed')).toEqual({ key: 'cancelCutoff_one', params: { hours: '1' } });
    expect(modeRefusalNotice(policyRefusal('noticeTooShort', { hours: 24 }), 'statusFailed')).toEqual({
      key: 'noticeTooShort_other',
      params: { hours: '24' },
    });
  });

  it.each(Object.keys(POLICY_MESSAGES) as (keyof typeof POLICY_MESSAGES)[])('%s comes back as its own key, showing the server\'s text', (key) => {
    const values = { hours: key.endsWith('_one') ? 1 : 48, days: 90, minutes: 30, time: '3:00 PM' };
    const base = key.replace(/_(one|other)$/, '') as keyof typeof POLICY_MESSAGES;
    const refusal = policyRefusal(base, values);
    const shown = modeRefusalNotice(refusal, 'statusFailed');
    expect(shown.key).toBe(key);
    expect(englishNotice(shown)).toBe(refusal.message);
  });

  it.each(['slotUnavailable', 'alreadyCheckedIn', 'cancelled', 'noShow', ...(Object.keys(CHECK_IN_MESSAGES) as (keyof typeof CHECK_IN_MESSAGES)[])] as const)(
    'the booking text %s comes back as its own key, showing the server\'s text',
    (key) => {
      const refusal = textRefusal(key, { date: 'Tuesday, March 10, 2026', time: '14:00' });
      const shown = modeRefusalNotice(refusal, 'statusFailed');
      expect(shown.key).toBe(key);
      expect(englishNotice(shown)).toBe(refusal.message);
    },
  );

  it("the booking flow's first screens know the booking policy's refusals, not the mode screens'", () => {
    for (const key of ['bookingClosed', 'tooFarAhead', 'mealTypeUnknown'] as const) {
      expect(refusalNotice(policyRefusal(key, { days: 90 }), 'noReservation').key).toBe(key);
    }
    expect(refusalNotice(policyRefusal('manageClosed'), 'noReservation')).toEqual({ key: 'noReservation' });
  });
});
