import { describe, expect, it } from 'vitest';
import { policySentences } from './policy-wording.ts';
import { presetConfig } from './widget-config.ts';

const meeting = presetConfig('meeting');

describe('policySentences', () => {
  it('says the spec’s one sentence with the configured cut-off (24 hours unless set, 48 here)', () => {
    expect(policySentences(meeting)).toEqual([{ key: 'policyBoth', count: 24 }]);
    expect(policySentences({ ...meeting, cancellationCutoffHours: 48, modificationCutoffHours: 48 })).toEqual([
      { key: 'policyBoth', count: 48 },
    ]);
  });

  it('says each cut-off when they differ, and no cut-off when none is set', () => {
    expect(policySentences({ ...meeting, cancellationCutoffHours: 48, modificationCutoffHours: 0 })).toEqual([
      { key: 'policyCancel', count: 48 },
      { key: 'policyRescheduleUntilStart' },
    ]);
    expect(policySentences({ ...meeting, cancellationCutoffHours: 0, modificationCutoffHours: 0 })).toEqual([
      { key: 'policyBothUntilStart' },
    ]);
  });

  it('says what cannot be done online', () => {
    expect(policySentences({ ...meeting, allowModification: false, cancellationCutoffHours: 12 })).toEqual([
      { key: 'policyCancel', count: 12 },
      { key: 'policyNoReschedule' },
    ]);
    expect(policySentences({ ...meeting, allowCancellation: false, allowModification: false })).toEqual([{ key: 'policyOffline' }]);
    expect(policySentences({ ...meeting, enabledModes: ['new-reservation'] })).toEqual([{ key: 'policyOffline' }]);
  });
});
