import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { ElementViewProps } from '../../shared/element/react/define-element.tsx';
import { useMessages } from '../../shared/element/react/define-element.tsx';
import { MovedNodes } from '../../shared/element/react/moved-nodes.tsx';
import { useModal } from '../../shared/element/react/use-modal.ts';
import { $cartCount, $cartLines, $cartNotice, $cartSubtotal, cart, onCartCommit } from '../../shared/stores/cart.ts';
import { formatMoney } from '../../shared/i18n/format.ts';
import { localeOf } from '../../shared/element/messages.ts';
import { isSafeHref } from '../../shared/navigation/href.ts';
import { cartProductHref, lineKey } from '../../shared/cart/rules.ts';
import type { cartAttributes } from './site-cart.element.ts';
import { cartMessages } from './messages.ts';
import * as styles from './site-cart.css.ts';

type Props = ElementViewProps<typeof cartAttributes, never, Element[]>;

/** Server sync and the cart link, loaded after mounting. */
const loadSync = () => import('./server-sync.ts');

/** Floating button plus a modal drawer listing the cart. */
export function SiteCart({ host, open, checkoutHref: checkoutAttr, storeHref: storeAttr, savedHref, currency, emit, light }: Props): ReactNode {
  // Page attributes never become `javascript:` (or other script) links.
  const checkoutHref = isSafeHref(checkoutAttr) ? checkoutAttr : '/store/checkout';
  const storeHref = isSafeHref(storeAttr) ? storeAttr : '/store';
  const t = useMessages(cartMessages);
  const lines = useStore($cartLines);
  const count = useStore($cartCount);
  const subtotal = useStore($cartSubtotal);
  const notice = useStore($cartNotice);
  const dialog = useRef<HTMLDialogElement>(null);
  const fab = useRef<HTMLButtonElement>(null);
  const [link, setLink] = useState('');
  const titleId = useId();
  const locale = localeOf(host);
  const shownCurrency = currency || lines.find((line) => line.currency)?.currency || 'USD';
  const money = (cents: number): string => formatMoney(cents, shownCurrency, locale);

  useEffect(() => {
    const onOpen = (): void => host.setAttribute('data-open', '');
    document.addEventListener('site-cart-open', onOpen);
    return () => document.removeEventListener('site-cart-open', onOpen);
  }, [host]);

  // Every change after the cart was read (this tab, another tab, a cart link) is announced to the page.
  useEffect(() => $cartLines.listen((next) => emit('site-cart-change', { items: next, count: $cartCount.get(), subtotal: $cartSubtotal.get() })), [emit]);

  // Server sync loads when there is something to do: a cart link to open, or the first change here.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    let started = false;
    const start = (): void => {
      if (started) return;
      started = true;
      void loadSync().then((sync) => {
        if (!cancelled) stop = sync.startSync(currency || undefined);
      });
    };
    if (new URLSearchParams(location.search).has('cart')) start();
    // A change starts the sync after the next paint (the timer also covers a hidden tab, which has no frames):
    // loading it is no part of showing the click's result, and the sync saves at start what the server lacks.
    const off = onCartCommit(() => {
      requestAnimationFrame(() => setTimeout(start));
      setTimeout(start, 1000);
    });
    return () => {
      cancelled = true;
      off();
      stop?.();
    };
  }, [currency]);

  const close = (): void => host.removeAttribute('data-open');
  // Focus goes back to what opened the drawer, else to the cart button.
  useModal(dialog, open, { fallback: fab });

  const shareLink = async (): Promise<void> => {
    const sync = await loadSync();
    const url = await sync.shareCartLink(storeHref, currency || undefined, { copied: t('linkCopied'), failed: t('linkFailed') });
    if (url) setLink(url);
  };

  const noticeText = notice === 'restored-partially' ? t('restoredPartially') : notice === 'not-saved' ? t('notSaved') : notice === 'link-failed' ? t('linkNotFound') : '';

  return (
    <>
      <button ref={fab} type="button" className={styles.fab} aria-label={t('openCart', { count })} onClick={() => host.setAttribute('data-open', '')}>
        <span className={styles.bagIcon} aria-hidden="true" />
        {count > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      {/* A modal dialog: the click closes it from the backdrop (Esc and the × do the same by keyboard). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/click-events-have-key-events */}
      <dialog
        ref={dialog}
        className={styles.drawer}
        aria-labelledby={titleId}
        onClose={close}
        onClick={(event) => {
          if (event.target === dialog.current) close();
        }}
      >
        {/* The contents render only while open: adding to the cart then updates just the button. */}
        {open && (
          <div className={styles.panel}>
            <header className={styles.header}>
              <h2 id={titleId} className={styles.title}>
                {t('title')}
              </h2>
              <button type="button" className={styles.iconButton} aria-label={t('close')} onClick={close}>
                ×
              </button>
            </header>
            {savedHref && isSafeHref(savedHref) && (
              <a className={styles.savedLink} href={savedHref}>
                {t('savedLink')}
              </a>
            )}
            {noticeText && <p className={styles.notice}>{noticeText}</p>}
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
                            disabled={line.quantity >= (line.maxQuantity ?? 999)}
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
                  {/* The page's own nodes for the drawer's actions, moved in each time the drawer shows them. */}
                  <MovedNodes nodes={light} className={styles.slot} />
                  <button type="button" className={styles.shareButton} onClick={() => void shareLink()}>
                    {t('shareLink')}
                  </button>
                  {link && (
                    <label className={styles.linkField}>
                      <span className={styles.muted}>{t('linkLabel')}</span>
                      <input readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
                    </label>
                  )}
                </footer>
              </>
            )}
          </div>
        )}
      </dialog>
    </>
  );
}
