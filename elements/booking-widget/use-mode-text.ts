import { useMemo } from 'react';
import { useMessages } from '../../shared/element/react/define-element.tsx';
import type { BookingMessage } from './messages.ts';
import { modeMessages, type ModeMessage } from './messages-modes.ts';
import { modeNoticeMessages } from './messages-mode-notices.ts';
import { useUi } from './use-ui.ts';
import { addModeNotices } from './use-notice-text.ts';

// The mode screens' notices load with them; the error banner of the first screens shows them too.
addModeNotices(modeNoticeMessages);

/** True for a key of the mode screens' catalogue, plural ones (`waitMinutes` for `waitMinutes_one`, `_other`) included. */
const isModeKey = (key: string): boolean => key in modeMessages.en || `${key}_other` in modeMessages.en;

/**
 * A translator for the mode screens: their own catalogue first, then the widget's core texts. It also
 * waits for the mode screens' notices in the page's language, so every mode screen has them.
 */
export function useModeText(): (key: ModeMessage | BookingMessage, params?: Record<string, string | number>) => string {
  const { t } = useUi();
  const tm = useMessages(modeMessages);
  useMessages(modeNoticeMessages);
  return useMemo(
    () => (key, params) => (isModeKey(key) ? tm(key as ModeMessage, params) : t(key as BookingMessage, params)),
    [t, tm],
  );
}
