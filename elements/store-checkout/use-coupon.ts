import { useCallback, useState } from 'react';
import { showToast } from '../../shared/toast/store.ts';
import type { CouponState } from './parts/PromoBox.tsx';
import { loadRemote } from './use-checkout.ts';

/**
 * The promo code: the server decides. A valid code is kept and the quote asks for it;
 * a refused one shows the server's message, else 'Invalid coupon'; a failed call 'Failed to apply
 * coupon'. Refusals and failures are also toasts.
 */
export function useCoupon(texts: { invalid: string; failed: string }): {
  code: string | null;
  state: CouponState;
  apply: (code: string, subtotal: number) => Promise<void>;
  remove: () => void;
} {
  const [code, setCode] = useState<string | null>(null);
  const [state, setState] = useState<CouponState>({ state: 'idle' });
  const apply = useCallback(
    async (candidate: string, subtotal: number) => {
      setState({ state: 'checking' });
      let message: string;
      try {
        const remote = await loadRemote();
        const answer = await remote.applyCoupon(candidate, subtotal);
        if (answer.valid) {
          setCode(candidate);
          setState({ state: 'idle' });
          return;
        }
        message = answer.message?.trim() || texts.invalid;
      } catch {
        message = texts.failed;
      }
      setState({ state: 'refused', message });
      showToast(message, { tone: 'error' });
    },
    [texts.invalid, texts.failed],
  );
  const remove = useCallback(() => {
    setCode(null);
    setState({ state: 'idle' });
  }, []);
  return { code, state, apply, remove };
}
