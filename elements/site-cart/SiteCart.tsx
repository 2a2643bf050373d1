import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { ElementViewProps } from '../../shared/element/react/define-element.tsx';
import { useMessages } from '../../shared/element/react/define-element.tsx';
import { $cartCount, $cartLines, $cartNotice, $cartSubtotal, cart } from '../../shared/stores/cart.ts';
import { formatMoney } from '../../shared/i18n/format.ts';
import { localeOf } from '../../shared/element/messages.ts';
import { lineKey } from '../../shared/cart/rules.ts';
import type { cartAttributes } from './site-cart.element.ts';
import { cartMessages } from './messages.ts';
import * as styles from './site-cart.css.ts';

type Props = ElementViewProps<typeof cartAttributes>;

/** Floating button plus a modal drawer listing the cart. */
export function SiteCart({ host, open, checkoutHref, storeHref, currency, emit }: Props): ReactNode {
  const t = useMessages(cartMessages);
  const lines = useStore($cartLines);
  const count = useStore($cartCount);
  const subtotal = useStore($cartSubtotal);
  const notice = useStore($cartNotice);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const locale = localeOf(host);
  const money = (cents: number): string => formatMoney(cents, currency, locale);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);

  useEffect(() => {
    const onOpen = (): void => host.setAttribute('data-open', '');
    document.addEventListener('site-cart-open', onOpen);
    return () => document.removeEventListener('site-cart-open', onOpen);
  }, [host]);

  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    emit('site-cart-change', { items: lines, count, subtotal });
  }, [lines, count, subtotal, emit]);

  const close = (): void => host.removeAttribute('data-open');

  return (
    <>
      <button type="button" className={styles.fab} aria-label={t('openCart', { count })} onClick={() => host.setAttribute('data-open', '')}>
        <span className={styles.bagIcon} aria-hidden="true" />
        {count > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      <dialog
        ref={dialog}
        className={styles.drawer}
        aria-labelledby={titleId}
        onClose={close}
        onClick={(event) => {
          if (event.target === dialog.current) close();
        }}
      >
        <div className={styles.panel}>
          <header className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {t('title')}
            </h2>
            <button type="button" className={styles.iconButton} aria-label={t('close')} onClick={close}>
              ×
            </button>
          </header>
          {notice && (
            <p className={styles.notice} role="status">
              {notice === 'restored-partially' ? t('restoredPartially') : t('notSaved')}
            </p>
          )}
          {lines.length === 0 ? (
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>{t('emptyTitle')}</p>
              <p>{t('emptyBody')}</p>
              <a className={styles.primaryButton} href={storeHref}>
                {t('continueShopping')}
              </a>
            </div>
          ) : (
            <>
              <ul className={styles.lines}>
                {lines.map((line) => {
                  const key = lineKey(line);
                  const options = Object.values(line.attributes ?? {}).filter(Boolean).join(' / ');
                  return (
                    <li key={key} className={styles.line}>
                      <a href={`/store/product/${encodeURIComponent(line.sku)}`} className={styles.lineName}>
                        {line.name}
                      </a>
                      {options && <span className={styles.muted}>{options}</span>}
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
                          disabled={line.quantity >= (line.maxQuantity ?? 999)}
                          onClick={() => cart.setQuantity(key, line.quantity + 1)}
                        >
                          +
                        </button>
                        <button type="button" className={styles.linkButton} onClick={() => cart.remove(key)}>
                          {t('remove', { name: line.name })}
                        </button>
                      </div>
                    </li>
                  );
                })}
              </ul>
              <footer className={styles.footer}>
                <p className={styles.subtotal}>
                  <span>{t('subtotal')}</span>
                  <span>{money(subtotal)}</span>
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
              </footer>
            </>
          )}
        </div>
      </dialog>
    </>
  );
}
