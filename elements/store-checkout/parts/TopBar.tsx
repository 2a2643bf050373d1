import type { ReactNode } from 'react';
import type { Translate } from '../messages.ts';
import * as s from '../css/checkout.css.ts';

/** Opens the page's cart drawer when there is one; otherwise the link goes to the store. */
function backToCart(event: { preventDefault(): void }): void {
  if (!document.querySelector('site-cart')) return;
  event.preventDefault();
  document.dispatchEvent(new CustomEvent('site-cart-open'));
}

/** The page title and the link back to the cart. */
export function TopBar({ storeHref, t }: { storeHref: string; t: Translate }): ReactNode {
  return (
    <div className={s.topBar}>
      <h1 className={s.title}>{t('title')}</h1>
      <a className={s.backLink} href={storeHref} onClick={backToCart}>
        <span aria-hidden="true">← </span>
        {t('backToCart')}
      </a>
    </div>
  );
}
