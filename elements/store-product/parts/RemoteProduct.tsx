import type { ReactNode } from 'react';
import type { Product } from '../../../shared/api/schemas.ts';
import { productHooks as h } from '../../../shared/catalog/class-hooks.ts';
import { useRemoteProduct } from '../use-remote-product.ts';

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
