import { describe, expect, it } from 'vitest';
import { checkInText, governingPolicy, policySentences, policyText } from './policy-wording.ts';
import { presetConfig } from './widget-config.ts';

const meeting = presetConfig('meeting');
const fromConfig = governingPolicy(meeting);
const SERVER_48 = {
  cancellationCutoffHours: 48,
  modificationCutoffHours: 48,
  checkInEarlyMinutes: 30,
  checkInLateMinutes: 10,
  allowCancellation: true,
  allowModification: false,
  paymentHoldMinutes: 30,
};

describe('governingPolicy', () => {
  it('is the policy the server answered with the reservation, whatever the configuration says', () => {
    expect(governingPolicy(meeting, { policy: SERVER_48 })).toBe(SERVER_48);
  });

  it('falls back to the configuration without one: cancelling and changing online only with manage mode on', () => {
    expect(governingPolicy({ ...meeting, paymentHoldMinutes: 30 }).paymentHoldMinutes).toBe(30);
    expect(governingPolicy(meeting, {})).toEqual({
      cancellationCutoffHours: 24,
      modificationCutoffHours: 24,
      checkInEarlyMinutes: 15,
      allowCancellation: true,
      allowModification: true,
      paymentHoldMinutes: 15,
    });
    expect(governingPolicy({ ...meeting, enabledModes: ['new-reservation'] }, null)).toMatchObject({
      allowCancellation: false,
      allowModification: false,
    });
  });
});

describe('policySentences', () => {
  it('says the one policy sentence with the cut-off (24 hours unless set, 48 here)', () => {
    expect(policySentences(fromConfig)).toEqual([{ key: 'policyBoth', count: 24 }]);
    expect(policySentences({ ...fromConfig, cancellationCutoffHours: 48, modificationCutoffHours: 48 })).toEqual([
      { key: 'policyBoth', count: 48 },
    ]);
  });

  it('says each cut-off when they differ, and no cut-off when none is set', () => {
    expect(policySentences({ ...fromConfig, cancellationCutoffHours: 48, modificationCutoffHours: 0 })).toEqual([
      { key: 'policyCancel', count: 48 },
      { key: 'policyRescheduleUntilStart' },
    ]);
    expect(policySentences({ ...fromConfig, cancellationCutoffHours: 0, modificationCutoffHours: 0 })).toEqual([
      { key: 'policyBothUntilStart' },
    ]);
  });

  it('says what cannot be done online', () => {
    expect(policySentences({ ...fromConfig, allowModification: false, cancellationCutoffHours: 12 })).toEqual([
      { key: 'policyCancel', count: 12 },
      { key: 'policyNoReschedule' },
    ]);
    expect(policySentences({ ...fromConfig, allowCancellation: false, allowModification: false })).toEqual([{ key: 'policyOffline' }]);
  });
});

describe('the policy in English words', () => {
  it('states the cut-offs, one hour in the singular', () => {
    expect(policyText(fromConfig)).toBe('Free cancellation or rescheduling up to 24 hours before your appointment.');
    expect(policyText({ ...fromConfig, cancellationCutoffHours: 1, modificationCutoffHours: 1 })).toBe(
      'Free cancellation or rescheduling up to 1 hour before your appointment.',
    );
    expect(policyText(SERVER_48)).toBe(
      'Free cancellation up to 48 hours before your appointment. This booking cannot be rescheduled online.',
    );
  });

  it('states when check-in opens', () => {
    expect(checkInText(15)).toBe('Check-in opens 15 minutes before your appointment, on the day of your booking.');
    expect(checkInText(1)).toBe('Check-in opens 1 minute before your appointment, on the day of your booking.');
    expect(checkInText(0)).toBe('Check-in opens at your appointment time, on the day of your booking.');
  });
});
