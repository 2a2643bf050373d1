import { useCallback } from 'react';
import { rateLimitMinutes } from '../rate-limit.ts';
import { apiMessages } from '../../api/messages.ts';
import { useMessages } from './define-element.tsx';

/**
 * A translator for rate-limited API errors: "Too many attempts. Try again in N minutes." in the
 * element's language for a 429, undefined for any other error (the view shows its own message).
 */
export function useRateLimitText(): (error: unknown) => string | undefined {
  const t = useMessages(apiMessages);
  return useCallback(
    (error: unknown) => {
      const minutes = rateLimitMinutes(error);
      return minutes === undefined ? undefined : t('tooManyAttempts', { count: minutes });
    },
    [t],
  );
}
