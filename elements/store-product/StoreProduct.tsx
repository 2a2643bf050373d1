import { lazy, Suspense, type ReactNode } from 'react';
import type { Product } from '../../shared/api/schemas.ts';
import { productHooks as h } from '../../shared/catalog/class-hooks.ts';
import { localeOf } from '../../shared/element/messages.ts';
import { useMessages, type ElementViewProps } from '../../shared/element/react/define-element.tsx';
import { formatMoney } from '../../shared/i18n/format.ts';
import { isSafeHref } from '../../shared/navigation/href.ts';
import { productMessages } from './messages.ts';
import { ProductView } from './parts/ProductView.tsx';
import type { productAttributes, StoreProductEvents } from './store-product.element.ts';
import './css/store-product.css.ts';

type Props = ElementViewProps<typeof productAttributes, Product, Element[], StoreProductEvents>;

const RemoteProduct = lazy(() => import('./parts/RemoteProduct.tsx'));

/** `<store-product>`: shows the product from inline JSON or data-src, else loads it from the API by `data-product-id`. */
export function StoreProduct({ host, data, dataLoading, productId, currency, storeHref: storeAttr, emit, light }: Props): ReactNode {
  // A page attribute never becomes a `javascript:` (or other script) link.
  const storeHref = isSafeHref(storeAttr) ? storeAttr : '/store';
  const t = useMessages(productMessages);
  const locale = localeOf(host);
  const money = (cents: number): string => formatMoney(cents, currency || 'USD', locale);
  const view = (product: Product): ReactNode => (
    <ProductView key={product._id} product={product} currency={currency} storeHref={storeHref} money={money} locale={locale} t={t} emit={emit} actions={light} />
  );
  if (data) return view(data);
  /** The page around a state: the way back, and the state's message. */
  const shell = (content: ReactNode): ReactNode => (
    <div className={h.root}>
      <a className={h.back} href={storeHref}>
        <span aria-hidden="true">← </span>
        {t('back')}
      </a>
      {content}
    </div>
  );
  const loading = shell(
    <div className={h.message} data-kind="loading">
      <p>{t('loading')}</p>
    </div>,
  );
  if (dataLoading) return loading;
  if (!productId) {
    return shell(
      <div className={h.message} data-kind="missing" role="alert">
        <p>{t('notFound')}</p>
      </div>,
    );
  }
  return (
    <Suspense fallback={loading}>
      <RemoteProduct id={productId} render={view} shell={shell} t={t} />
    </Suspense>
  );
}
