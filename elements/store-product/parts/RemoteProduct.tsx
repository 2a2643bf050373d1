import { useEffect, useState, type ReactNode } from 'react';
import type { Product } from '../../../shared/api/schemas.ts';
import { productHooks as h } from '../../../shared/catalog/class-hooks.ts';

/** A product asked for by `data-product-id`, once the API answered (before that: loading). */
type Remote = { key: string; state: 'ready'; product: Product } | { key: string; state: 'missing' | 'error'; message: string };

/** Loads a product from the API by id, sku, slug or sk; a newer id (or a retry) aborts the older call. */
function useRemoteProduct(id: string): [Remote | null, () => void] {
  const [remote, setRemote] = useState<Remote | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt}:${id}`;
  useEffect(() => {
    const controller = new AbortController();
    import('../../../shared/catalog/remote.ts')
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

/**
 * A product loaded from the API (`data-product-id`): the loading, not-found and error states, then the
 * product itself through `render`. Loaded only on pages without inline JSON, so the element's own
 * chunk stays small.
 */
export default function RemoteProduct({
  id,
  render,
  shell,
  t,
}: {
  id: string;
  render: (product: Product) => ReactNode;
  /** The page around a state (the way back to the store). */
  shell: (content: ReactNode) => ReactNode;
  t: (key: 'loading' | 'notFound' | 'error' | 'retry', params?: Record<string, string | number>) => string;
}): ReactNode {
  const [remote, retry] = useRemoteProduct(id);
  if (remote?.state === 'ready') return render(remote.product);
  if (!remote || remote.state === 'missing') {
    return shell(
      <div className={h.message} data-kind={remote ? 'missing' : 'loading'} role={remote ? 'alert' : undefined}>
        <p>{remote ? t('notFound') : t('loading')}</p>
      </div>,
    );
  }
  return shell(
    <div className={h.message} data-kind="error" role="alert">
      <p>{t('error', { message: remote.message })}</p>
      <button type="button" className={h.add} onClick={retry}>
        {t('retry')}
      </button>
    </div>,
  );
}
