import type { ReactNode, Ref } from 'react';
import { useMessages } from '../../../shared/element/react/define-element.tsx';
import { cartMessages } from '../messages.ts';
import * as styles from '../css/site-cart.css.ts';

/** The floating cart button, with the item count as a badge (99+ above 99). */
export function CartButton({ count, onOpen, buttonRef }: { count: number; onOpen: () => void; buttonRef: Ref<HTMLButtonElement> }): ReactNode {
  const t = useMessages(cartMessages);
  return (
    <button ref={buttonRef} type="button" className={styles.fab} aria-label={t('openCart', { count })} onClick={onOpen}>
      <span className={styles.bagIcon} aria-hidden="true" />
      {count > 0 && (
        <span className={styles.badge} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </button>
  );
}
