import type { ReactNode } from 'react';
import type { Emit } from '../../../shared/element/event-spec.ts';
import type { Translate } from '../messages.ts';
import type { StoreCheckoutEvents } from '../store-checkout.element.ts';
import * as s from '../css/checkout.css.ts';

/** The page title and the link back to the cart: it opens the page's cart drawer when there is one, else goes to the store. */
export function TopBar({ storeHref, emit, t }: { storeHref: string; emit: Emit<StoreCheckoutEvents>; t: Translate }): ReactNode {
  const backToCart = (event: { preventDefault(): void }): void => {
    if (!document.querySelector('site-cart')) return;
    event.preventDefault();
    emit('site-cart-open', null);
  };
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
