import { useCallback, useEffect, useRef, useState } from 'react';
import type { Order } from '../../shared/api/schemas.ts';
import { ApiError } from '../../shared/api/errors.ts';
import { lastOrderFor } from '../../shared/checkout/last-order.ts';
import { startPolling } from '../../shared/checkout/polling.ts';
import { pageTenant } from '../../shared/storage/page-tenant.ts';

const loadRemote = () => import('../../shared/checkout/remote.ts');

/** Why the server refused to cancel: its error code (`order_paid`, `order_shipped`, `order_closed`) and message. */
export interface CancelRefusal {
  code: string;
  message: string;
}

/** The order as the page shows it. */
export type OrderState = { state: 'loading' } | { state: 'ready'; order: Order; checking: boolean } | { state: 'missing' } | { state: 'error'; message: string };

/**
 * Reads the order from the server (by `orderId`, else the order this tab paid with `paymentIntentId`,
 * else the reference itself), with `token` (a signed order link's) when given. A processing payment is asked again every 5 s (at most 60 times) until
 * it settles; `refresh` asks at once; `cancel` cancels an unpaid order. A reload simply reads it again: nothing is kept in the page.
 */
export function useConfirmedOrder(
  orderId: string,
  paymentIntentId: string,
  token: string,
): { order: OrderState; refresh: () => void; retry: () => void; cancel: () => Promise<CancelRefusal | null> } {
  const [state, setState] = useState<OrderState>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const poll = useRef<{ checkNow(): void; stop(): void } | null>(null);
  const id = orderId || (paymentIntentId ? (lastOrderFor(pageTenant(), paymentIntentId) ?? paymentIntentId) : '');

  useEffect(() => {
    if (!id) return undefined;
    const controller = new AbortController();
    let live = true;
    const read = async (signal: AbortSignal): Promise<Order> => (await loadRemote()).fetchOrder(id, signal, token || undefined);
    read(controller.signal).then(
      (order) => {
        if (!live) return;
        setState({ state: 'ready', order, checking: false });
        if (order.paymentStatus !== 'processing') return;
        const poller = startPolling({
          check: read,
          verdict: (next) => (next.paymentStatus === 'processing' ? 'pending' : 'final'),
          onAttempt: (_n, next) => live && next && setState({ state: 'ready', order: next, checking: false }),
        });
        poll.current = poller;
        void poller.result.finally(() => (poll.current = null));
      },
      (error: unknown) => {
        if (!live || controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) setState({ state: 'missing' });
        else setState({ state: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      live = false;
      controller.abort();
      poll.current?.stop();
    };
  }, [id, token, attempt]);

  const refresh = useCallback(() => {
    if (poll.current) {
      setState((s) => (s.state === 'ready' ? { ...s, checking: true } : s));
      poll.current.checkNow();
    } else setAttempt((n) => n + 1);
  }, []);
  const retry = useCallback(() => {
    setState({ state: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  /** Cancels the order; answers null when done (the page then shows it cancelled), else why not. */
  const cancel = useCallback(async (): Promise<CancelRefusal | null> => {
    try {
      const cancelled = await (await loadRemote()).cancelOrder(id, token || undefined);
      poll.current?.stop();
      setState({ state: 'ready', order: cancelled, checking: false });
      return null;
    } catch (error) {
      return { code: error instanceof ApiError ? (error.code ?? '') : '', message: error instanceof Error ? error.message : String(error) };
    }
  }, [id, token]);
  return { order: id ? state : { state: 'missing' }, refresh, retry, cancel };
}
