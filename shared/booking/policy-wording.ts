import type { BusinessConfig } from './widget-config.ts';

/** The sentences of the confirmation's cancellation policy (message keys of the widget's mode screens). */
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

type PolicyFields = Pick<
  BusinessConfig,
  'allowCancellation' | 'allowModification' | 'cancellationCutoffHours' | 'modificationCutoffHours' | 'enabledModes'
>;

/**
 * The cancellation policy as the server applies it to this configuration, in sentences: the spec's
 * 'Free cancellation or rescheduling up to 24 hours before your appointment.' with the configured
 * cut-offs (one sentence when they agree, one each when they differ), 'until your appointment starts'
 * when there is no cut-off, and what cannot be done online (manage mode off, or cancelling or
 * changing turned off).
 */
export function policySentences(config: PolicyFields): PolicySentence[] {
  // Hours before the start a visitor may still cancel or move online (0: until it starts), null when never.
  const online = config.enabledModes.includes('manage');
  const cancel = online && config.allowCancellation ? config.cancellationCutoffHours : null;
  const move = online && config.allowModification ? config.modificationCutoffHours : null;
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
