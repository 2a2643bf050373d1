import { useMemo } from 'react';
import { useMessages } from '../../../shared/element/react/define-element.tsx';
import type { BookingMessage } from '../messages.ts';
import { modeMessages, type ModeMessage } from '../messages-modes.ts';
import { useUi } from '../ui.tsx';

/** True for a key of the mode screens' catalogue, plural ones (`waitMinutes` for `waitMinutes_one`, `_other`) included. */
const isModeKey = (key: string): boolean => key in modeMessages.en || `${key}_other` in modeMessages.en;

/** A translator for the mode screens: their own catalogue first, then the widget's core texts. */
export function useModeText(): (key: ModeMessage | BookingMessage, params?: Record<string, string | number>) => string {
  const { t } = useUi();
  const tm = useMessages(modeMessages);
  return useMemo(
    () => (key, params) => (isModeKey(key) ? tm(key as ModeMessage, params) : t(key as BookingMessage, params)),
    [t, tm],
  );
}
