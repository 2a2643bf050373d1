import { useCallback, useEffect, useRef, useState } from 'react';

/** A message a panel shows: progress (polite status), or a result (an alert for failures). */
export interface Notice {
  tone: 'info' | 'error' | 'success';
  text: string;
  /** A second line, e.g. the provider's own reason under the catalogue message. */
  detail?: string;
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
