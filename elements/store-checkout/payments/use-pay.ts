import { useCallback, useEffect, useRef, useState } from 'react';
import type { Order } from '../../../shared/api/schemas.ts';
import type { PaymentKeys } from '../../../shared/checkout/remote.ts';
import { showToast } from '../../../shared/toast/store.ts';
import type { Remote } from '../use-checkout.ts';

/** A message a panel shows: progress (polite status), or a result (an alert for failures). */
export interface Notice {
  tone: 'info' | 'error' | 'success';
  text: string;
  /** A second line, e.g. the provider's own reason under the catalogue message. */
  detail?: string;
  /**
   * What a toast already announced, so the panel shows it without announcing it again: the main
   * line (`text`; the detail is still announced) or all of it (`all`).
   */
  toasted?: 'text' | 'all';
}

/**
 * Shows a failure both ways (the payment toasts): `toast` in the page's toast region, which
 * screen readers hear, and the notice in the panel to say what to do, marked with what the toast
 * already said (`said`) so no sentence is read twice.
 */
export function toastedNotice(toast: string, notice: Notice, said: 'text' | 'all' = 'text'): Notice {
  showToast(toast, { tone: 'error' });
  return { ...notice, toasted: said };
}

/**
 * One payment at a time: `run` marks the panel busy from the click until the task settles (the Pay
 * button is disabled all that time and a second click does nothing), turns a thrown error into a
 * notice, and tells the checkout so the rest of the form stays locked meanwhile.
 */
export function usePayment(onBusy: (busy: boolean) => void): {
  busy: boolean;
  notice: Notice | null;
  setNotice: (notice: Notice | null) => void;
  run: (task: () => Promise<void>, onError: (error: unknown) => Notice) => Promise<void>;
} {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const running = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (running.current) onBusy(false);
    };
  }, [onBusy]);
  const run = useCallback(
    async (task: () => Promise<void>, onError: (error: unknown) => Notice) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      onBusy(true);
      setNotice(null);
      try {
        await task();
      } catch (error) {
        if (mounted.current) setNotice(onError(error));
      } finally {
        running.current = false;
        if (mounted.current) setBusy(false);
        onBusy(false);
      }
    },
    [onBusy],
  );
  return { busy, notice, setNotice, run };
}

/**
 * The first steps of a panel's payment: the checkout's API (loaded on first use), the order for
 * `method`, and the panel's idempotency keys, kept across its attempts so a retried request is the
 * same request.
 */
export function usePaymentStart(
  remote: () => Promise<Remote>,
  ensureOrder: (method: string) => Promise<Order>,
): (method: string) => Promise<{ api: Remote; order: Order; keys: PaymentKeys }> {
  const keys = useRef<PaymentKeys | null>(null);
  return async (method) => {
    const api = await remote();
    const order = await ensureOrder(method);
    keys.current ??= api.paymentKeys();
    return { api, order, keys: keys.current };
  };
}
