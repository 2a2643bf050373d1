import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { ElementViewProps } from '../../shared/element/react/define-element.tsx';
import { useLocale, useMessages } from '../../shared/element/react/define-element.tsx';
import { cartProductHref } from '../../shared/cart/rules.ts';
import { formatMoney } from '../../shared/i18n/format.ts';
import { isSafeHref } from '../../shared/navigation/href.ts';
import { $savedForLater, moveSavedToCart, removeSavedForLater, type SavedItem } from '../../shared/cart/saved-for-later.ts';
import type { savedAttributes } from './store-saved-items.element.ts';
import { savedMessages } from './messages.ts';
import * as styles from './store-saved-items.css.ts';

type Props = ElementViewProps<typeof savedAttributes>;

/** Where the focus goes after an action: the product now at this place in the list (or the one before), else Continue Shopping. */
function focusAfter(root: HTMLElement | null, index: number): void {
  const buttons = root?.querySelectorAll<HTMLButtonElement>('li button:first-of-type');
  const target = buttons && buttons.length > 0 ? buttons[Math.min(index, buttons.length - 1)] : root?.querySelector<HTMLElement>('a[data-continue]');
  target?.focus();
}

/** The saved products with Add to Cart and Remove, an empty state, and a live region for each result. */
export function StoreSavedItems({ storeHref: storeAttr, currency }: Props): ReactNode {
  const t = useMessages(savedMessages);
  const locale = useLocale();
  const items = useStore($savedForLater);
  const [status, setStatus] = useState('');
  const root = useRef<HTMLDivElement>(null);
  const focusIndex = useRef<number | null>(null);
  const baseId = useId();
  const storeHref = isSafeHref(storeAttr) ? storeAttr : '/store';

  // Only this tab's own actions move the focus; another tab's change leaves it where it is.
  useEffect(() => {
    if (focusIndex.current === null) return;
    focusAfter(root.current, focusIndex.current);
    focusIndex.current = null;
  }, [items]);

  const act = (item: SavedItem, index: number, move: boolean): void => {
    if (move && !moveSavedToCart(item.id)) return setStatus(t('addFailed'));
    if (!move) removeSavedForLater(item.id);
    focusIndex.current = index;
    setStatus(t(move ? 'moved' : 'removed', { name: item.name }));
  };

  return (
    <div ref={root}>
      {items.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('emptyTitle')}</p>
          <p className={styles.detail}>{t('emptyBody')}</p>
          <a className={styles.link} href={storeHref} data-continue="">
            {t('continueShopping')}
          </a>
        </div>
      ) : (
        <ul className={styles.list} aria-label={t('listLabel', { count: items.length })}>
          {items.map((item, index) => {
            const nameId = `${baseId}-${index}`;
            const options = Object.values(item.attributes ?? {}).join(' / ');
            return (
              <li key={item.id} className={styles.item}>
                {item.image ? <img className={styles.image} src={item.image} alt="" width={80} height={80} loading="lazy" /> : <span className={styles.image} />}
                <div className={styles.text}>
                  <a id={nameId} className={styles.name} href={cartProductHref(item.sku)}>
                    {item.name}
                  </a>
                  {options && <p className={styles.detail}>{options}</p>}
                  <p className={styles.price}>{formatMoney(item.price, item.currency || currency || 'USD', locale)}</p>
                </div>
                <div className={styles.actions}>
                  <button type="button" className={styles.add} aria-describedby={nameId} onClick={() => act(item, index, true)}>
                    {t('add')}
                  </button>
                  <button type="button" className={styles.remove} aria-describedby={nameId} onClick={() => act(item, index, false)}>
                    {t('remove')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <p className={styles.status} role="status">
        {status}
      </p>
    </div>
  );
}
