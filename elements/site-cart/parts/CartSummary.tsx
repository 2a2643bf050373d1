import type { ReactNode } from 'react';
import { cart } from '../../../shared/cart/store.ts';
import { useMessages } from '../../../shared/element/react/define-element.tsx';
import { MovedNodes } from '../../../shared/element/react/moved-nodes.tsx';
import { cartMessages } from '../messages.ts';
import * as styles from '../css/site-cart.css.ts';
import { ShareCartLink } from './ShareCartLink.tsx';

/**
 * Under the lines: the subtotal and shipping note, Clear Cart and Checkout, the page's own `actions`
 * nodes (moved in each time the drawer shows them), and the cart link.
 */
export function CartSummary({ subtotal, checkoutHref, storeHref, actions }: { subtotal: string; checkoutHref: string; storeHref: string; actions: readonly Node[] | undefined }): ReactNode {
  const t = useMessages(cartMessages);
  return (
    <footer className={styles.footer}>
      <p className={styles.subtotal}>
        <span>{t('subtotal')}</span>
        <span>{subtotal}</span>
      </p>
      <p className={styles.muted}>{t('shippingNote')}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.secondaryButton} onClick={() => cart.clear()}>
          {t('clearCart')}
        </button>
        <a className={styles.primaryButton} href={checkoutHref}>
          {t('checkout')}
        </a>
      </div>
      <MovedNodes nodes={actions} className={styles.slot} />
      <ShareCartLink storeHref={storeHref} />
    </footer>
  );
}
