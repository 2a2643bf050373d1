import { useCallback } from 'react';
import type { BookingNotice } from '../../../shared/booking/widget-messages.ts';
import { useMessages } from '../../../shared/element/react/define-element.tsx';
import { noticeMessages } from '../messages-notices.ts';

/** Renders a store's notice (key plus values) in the page's language; null for none. */
export function useNoticeText(): (message: BookingNotice | null | undefined) => string | null {
  const tn = useMessages(noticeMessages);
  return useCallback((message) => (message ? tn(message.key, message.params) : null), [tn]);
}
