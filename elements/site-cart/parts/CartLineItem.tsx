import type { ReactNode } from 'react';
import { cartProductHref, DEFAULT_STOCK_CAP, lineKey, type CartLine } from '../../../shared/cart/rules.ts';
import { cart } from '../../../shared/cart/store.ts';
import { useMessages } from '../../../shared/element/react/define-element.tsx';
import { cartMessages } from '../messages.ts';
import * as styles from '../css/site-cart.css.ts';

/** One cart line: picture, name linking to the product, options, prices, and its quantity stepper with Remove. */
export function CartLineItem({ line, money }: { line: CartLine; money: (cents: number) => string }): ReactNode {
  const t = useMessages(cartMessages);
  const key = lineKey(line);
  const options = Object.values(line.attributes ?? {}).filter(Boolean).join(' / ');
  return (
    <li className={styles.line}>
      {line.image ? <img className={styles.thumb} src={line.image} alt="" width={64} height={64} /> : <span className={styles.thumb} />}
      <div className={styles.lineText}>
        <a href={cartProductHref(line.sku)} className={styles.lineName}>
          {line.name}
        </a>
        {options && <span className={styles.muted}>{options}</span>}
        <span className={styles.muted}>{t('each', { price: money(line.price) })}</span>
      </div>
      <span className={styles.linePrice}>{money(line.price * line.quantity)}</span>
      <div className={styles.stepper}>
        <button type="button" className={styles.iconButton} aria-label={t('decrease', { name: line.name })} onClick={() => cart.setQuantity(key, line.quantity - 1)}>
          −
        </button>
        <span className={styles.quantity}>
          <span className={styles.visuallyHidden}>{t('quantity', { name: line.name })}: </span>
          {line.quantity}
        </span>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('increase', { name: line.name })}
          disabled={line.quantity >= (line.maxQuantity ?? DEFAULT_STOCK_CAP)}
          onClick={() => cart.setQuantity(key, line.quantity + 1)}
        >
          +
        </button>
        <button type="button" className={styles.linkButton} aria-label={t('remove', { name: line.name })} onClick={() => cart.remove(key)}>
          {t('removeShort')}
        </button>
      </div>
    </li>
  );
}
