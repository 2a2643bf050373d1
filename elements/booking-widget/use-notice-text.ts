import { useCallback } from 'react';
import type { BookingNotice } from '../../shared/booking/widget-messages.ts';
import { apiMessages } from '../../shared/api/messages.ts';
import { translate, type Catalogue } from '../../shared/element/messages.ts';
import { useLocale, useMessages } from '../../shared/element/react/define-element.tsx';
import { noticeMessages } from './messages-notices.ts';

let modeNotices: Catalogue<string> | null = null;

/**
 * Adds the mode screens' notices (their chunk calls this when it loads), so the error banner of the
 * first screens can show the refusals of managing, checking in, the queue and paying too.
 */
export function addModeNotices(catalogue: Catalogue<string>): void {
  modeNotices = catalogue;
}

/**
 * Renders a store's notice (key plus values) in the page's language; null for none. 'Too many
 * attempts' comes from the shared API catalogue, which has its singular and plural forms. A mode
 * screen's notice comes from the catalogue that its chunk added (its screens waited for its texts).
 */
export function useNoticeText(): (message: BookingNotice | null | undefined) => string | null {
  const tn = useMessages(noticeMessages);
  const tApi = useMessages(apiMessages);
  const locale = useLocale();
  const more = modeNotices;
  return useCallback(
    (message) => {
      if (!message) return null;
      if (message.key === 'tooManyAttempts') return tApi('tooManyAttempts', { count: Number(message.params?.count ?? 1) });
      if (more && !(message.key in noticeMessages.en)) return translate(more, locale, message.key, message.params);
      return tn(message.key as keyof typeof noticeMessages.en, message.params);
    },
    [tn, tApi, more, locale],
  );
}
