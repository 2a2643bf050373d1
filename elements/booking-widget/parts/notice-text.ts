import { useCallback } from 'react';
import type { BookingNotice } from '../../../shared/booking/widget-messages.ts';
import { apiMessages } from '../../../shared/api/messages.ts';
import { useMessages } from '../../../shared/element/react/define-element.tsx';
import { noticeMessages } from '../messages-notices.ts';

/**
 * Renders a store's notice (key plus values) in the page's language; null for none. 'Too many
 * attempts' comes from the shared API catalogue, which has its singular and plural forms.
 */
export function useNoticeText(): (message: BookingNotice | null | undefined) => string | null {
  const tn = useMessages(noticeMessages);
  const tApi = useMessages(apiMessages);
  return useCallback(
    (message) => {
      if (!message) return null;
      if (message.key === 'tooManyAttempts') return tApi('tooManyAttempts', { count: Number(message.params?.count ?? 1) });
      return tn(message.key, message.params);
    },
    [tn, tApi],
  );
}
