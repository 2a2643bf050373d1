import { useEffect, useState } from 'react';
import type { Product } from '../../shared/api/schemas.ts';

/** A product asked for by `data-product-id`, once the API answered (before that: loading). */
export type Remote = { key: string; state: 'ready'; product: Product } | { key: string; state: 'missing' | 'error'; message: string };

/** Loads a product from the API by id, sku, slug or sk; a newer id (or a retry) aborts the older call. */
export function useRemoteProduct(id: string): [Remote | null, () => void] {
  const [remote, setRemote] = useState<Remote | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt}:${id}`;
  useEffect(() => {
    const controller = new AbortController();
    import('../../shared/catalog/remote.ts')
      .then((remote) => remote.fetchProduct(id, controller.signal))
      .then(
        (product) => !controller.signal.aborted && setRemote({ key, state: 'ready', product }),
        (error: { status?: number; message?: string; name?: string }) => {
          if (controller.signal.aborted || error.name === 'AbortError') return;
          setRemote({ key, state: error.status === 404 ? 'missing' : 'error', message: error.message ?? '' });
        },
      );
    return () => controller.abort();
  }, [id, key]);
  return [remote?.key === key ? remote : null, () => setAttempt((n) => n + 1)];
}
