import type { ReactNode } from 'react';
import { useMessages } from '../../../shared/element/react/define-element.tsx';
import { cartMessages } from '../messages.ts';
import * as styles from '../css/site-cart.css.ts';

/** The empty cart, with Continue Shopping leading to the store. */
export function EmptyCart({ storeHref }: { storeHref: string }): ReactNode {
  const t = useMessages(cartMessages);
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{t('emptyTitle')}</p>
      <p>{t('emptyBody')}</p>
      <a className={styles.primaryButton} href={storeHref}>
        {t('continueShopping')}
      </a>
    </div>
  );
}
