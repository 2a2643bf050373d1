import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { $cartNotice } from '../../../shared/cart/store.ts';
import { useMessages } from '../../../shared/element/react/define-element.tsx';
import { cartMessages } from '../messages.ts';
import * as styles from '../css/site-cart.css.ts';

const texts = { 'restored-partially': 'restoredPartially', 'not-saved': 'notSaved', 'link-failed': 'linkNotFound' } as const;

/** What the shopper should know about their cart (lines dropped on restore, not kept on this device, a link that failed). */
export function CartNotice(): ReactNode {
  const t = useMessages(cartMessages);
  const notice = useStore($cartNotice);
  return notice && <p className={styles.notice}>{t(texts[notice])}</p>;
}
