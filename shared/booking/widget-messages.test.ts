import { describe, expect, it } from 'vitest';
import { POLICY_MESSAGES, policyMessage } from './messages.ts';
import { englishNotice, modeNoticeFromServer, providerNotice } from './mode-notices.ts';
import { noticeFromServer } from './widget-messages.ts';

describe('notices from the server', () => {
  it('finds the key of a fixed text the server sent', () => {
    expect(noticeFromServer('Email is invalid', 'statusFailed')).toEqual({ key: 'emailInvalid' });
    expect(noticeFromServer('Please enter a valid party size between 1 and 20', 'createFailed')).toEqual({ key: 'partySize' });
  });

  it('takes the values out of a text with placeholders, so another language can show them', () => {
    const early = modeNoticeFromServer('Check-in is available starting 15 minutes before your appointment time (14:00).', 'checkInFailed');
    expect(early).toEqual({ key: 'checkInTooEarly', params: { time: '14:00' } });
    expect(englishNotice(early)).toBe('Check-in is available starting 15 minutes before your appointment time (14:00).');
    const otherDay = "This reservation is for Tuesday, March 10, 2026. Self-check-in is only available for today's reservations.";
    expect(modeNoticeFromServer(otherDay, 'checkInFailed')).toEqual({ key: 'checkInOtherDay', params: { date: 'Tuesday, March 10, 2026' } });
  });

  it('never passes unknown server wording through: the fallback key is shown instead', () => {
    expect(noticeFromServer('A cancelled reservation cannot be confirmed.', 'statusFailed')).toEqual({ key: 'statusFailed' });
    expect(noticeFromServer(undefined, 'paymentFailed')).toEqual({ key: 'paymentFailed' });
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
    const cutoff = policyMessage('cancelCutoffPaid', { hours: 48 });
    expect(modeNoticeFromServer(cutoff, 'cancelFailed')).toEqual({ key: 'cancelCutoffPaid_other', params: { hours: '48' } });
    const late = 'Self-check-in closed 30 minutes after your appointment time (3:00 PM). Please speak with our staff for assistance.';
    expect(modeNoticeFromServer(late, 'checkInFailed')).toEqual({ key: 'checkInTooLate', params: { minutes: '30', time: '3:00 PM' } });
    expect(noticeFromServer('Reservations can be made up to 90 days in advance.', 'noReservation')).toEqual({
      key: 'tooFarAhead',
      params: { days: '90' },
    });
    const walkIn = 'Joining the queue online is not available here. Please speak with our staff for assistance.';
    expect(modeNoticeFromServer(walkIn, 'queueJoinFailedForm')).toEqual({ key: 'walkInClosed' });
  });

  it('say one hour in the singular, and come back as the singular form', () => {
    expect(policyMessage('cancelCutoff', { hours: 1 })).toBe(
      'Cancelling online closes 1 hour before the appointment, so this reservation cannot be cancelled online now. Please speak with our staff for assistance.',
    );
    expect(policyMessage('modifyCutoff', { hours: 1 })).toMatch(/^Changing online closes 1 hour before the appointment, /);
    expect(policyMessage('cancelCutoffPaid', { hours: 2 })).toMatch(/^Cancelling online closes 2 hours before the appointment, /);
    const notice = policyMessage('noticeTooShort', { hours: 1 });
    expect(notice).toBe('Reservations must be made at least 1 hour in advance.');
    expect(noticeFromServer(notice, 'noReservation')).toEqual({ key: 'noticeTooShort_one', params: { hours: '1' } });
    expect(modeNoticeFromServer(policyMessage('cancelCutoff', { hours: 1 }), 'cancelFailed')).toEqual({
      key: 'cancelCutoff_one',
      params: { hours: '1' },
    });
  });

  it.each(Object.keys(POLICY_MESSAGES) as (keyof typeof POLICY_MESSAGES)[])('%s comes back as its own key', (key) => {
    const values = { hours: 48, days: 90, minutes: 30, time: '3:00 PM' };
    expect(modeNoticeFromServer(policyMessage(key, values), 'statusFailed').key).toBe(key);
  });

  it('a meal type the server does not offer is one of the booking flow\'s own texts', () => {
    expect(noticeFromServer('Please choose one of the meal types offered.', 'createFailed')).toEqual({ key: 'mealTypeUnknown' });
  });

  it('match the booking flow\'s own texts with its first screens, and every text once the mode screens are in', () => {
    expect(noticeFromServer('Reservations must be made at least 24 hours in advance.', 'noReservation')).toEqual({
      key: 'noticeTooShort_other',
      params: { hours: '24' },
    });
    expect(modeNoticeFromServer('Reservations must be made at least 24 hours in advance.', 'statusFailed')).toEqual({
      key: 'noticeTooShort_other',
      params: { hours: '24' },
    });
  });
});
