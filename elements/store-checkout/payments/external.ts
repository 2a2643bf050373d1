/**
 * A provider page the shopper completes in another window (the card-and-bank-transfer provider's
 * authentication, the multi-method provider's payment page), while the checkout asks our server for
 * the status (shared/checkout/polling.ts: every 5 s, at most 60 times, and at once when the window
 * closes or the shopper comes back to this tab). Only addresses that passed the allow-list get here.
 */
import { startPolling, type PollResult, type PollVerdict } from '../../../shared/checkout/polling.ts';

/** A running external step. */
export interface ExternalStep<T> {
  result: Promise<PollResult<T>>;
  /** Opens (or focuses) the provider's window; call it from a click. Returns false when the browser blocked it. */
  open(): boolean;
  checkNow(): void;
  /** True once a window we opened was seen open and then closed. */
  closed(): boolean;
  stop(): void;
}

/** Starts polling `check` and offers `open()` for the provider's window at `url`. */
export function externalStep<T>(options: {
  url: string;
  windowName: string;
  check: (signal: AbortSignal) => Promise<T>;
  verdict: (value: T, windowClosed: boolean) => PollVerdict;
  intervalMs?: number;
  maxAttempts?: number;
}): ExternalStep<T> {
  let win: Window | null = null;
  let seenOpen = false;
  let closed = false;
  let watch: ReturnType<typeof setInterval> | null = null;
  const poller = startPolling({
    check: options.check,
    verdict: (value) => options.verdict(value, closed),
    ...(options.intervalMs ? { intervalMs: options.intervalMs } : {}),
    ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
  });
  const onFocus = (): void => poller.checkNow();
  window.addEventListener('focus', onFocus);
  const stop = (): void => {
    window.removeEventListener('focus', onFocus);
    if (watch) clearInterval(watch);
    watch = null;
    poller.stop();
  };
  void poller.result.finally(() => {
    window.removeEventListener('focus', onFocus);
    if (watch) clearInterval(watch);
  });
  return {
    result: poller.result,
    open() {
      if (win && !win.closed) {
        win.focus();
        return true;
      }
      win = window.open(options.url, options.windowName, 'popup=yes,width=520,height=720');
      if (!win) return false;
      closed = false;
      seenOpen = false;
      if (watch) clearInterval(watch);
      // A window whose handle was cut off (another origin under COOP) reads closed from the start: only a
      // window seen open and then closed counts as closed by the shopper.
      watch = setInterval(() => {
        if (!win) return;
        if (!win.closed) seenOpen = true;
        else if (seenOpen) {
          closed = true;
          if (watch) clearInterval(watch);
          poller.checkNow();
        }
      }, 400);
      return true;
    },
    checkNow: () => poller.checkNow(),
    closed: () => closed,
    stop,
  };
}
