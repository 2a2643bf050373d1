import { useStore } from '@nanostores/react';
import { useRef, type ReactNode } from 'react';
import { lineKey } from '../../shared/cart/rules.ts';
import { $cartCount, $cartLines, $cartNotice, $cartSubtotal } from '../../shared/cart/store.ts';
import { localeOf } from '../../shared/element/messages.ts';
import type { ElementViewProps } from '../../shared/element/react/define-element.tsx';
import { useMessages } from '../../shared/element/react/define-element.tsx';
import { formatMoney } from '../../shared/i18n/format.ts';
import { isSafeHref } from '../../shared/navigation/href.ts';
import * as styles from './css/site-cart.css.ts';
import { cartMessages } from './messages.ts';
import { CartButton } from './parts/CartButton.tsx';
import { CartDrawer } from './parts/CartDrawer.tsx';
import { CartLineItem } from './parts/CartLineItem.tsx';
import { CartSummary } from './parts/CartSummary.tsx';
import type { cartAttributes, SiteCartEvents } from './site-cart.element.ts';
import { useCartEvents } from './use-cart-events.ts';

type Props = ElementViewProps<typeof cartAttributes, never, Element[], SiteCartEvents>;

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
  const fab = useRef<HTMLButtonElement>(null);
  const locale = localeOf(host);
  // The element's currency, else the one the items were added in, else USD.
  const shownCurrency = currency || lines.find((line) => line.currency)?.currency || 'USD';
  const money = (cents: number): string => formatMoney(cents, shownCurrency, locale);
  const noticeText = notice === 'restored-partially' ? t('restoredPartially') : notice === 'not-saved' ? t('notSaved') : notice === 'link-failed' ? t('linkNotFound') : '';
  useCartEvents(host, emit);

  return (
    <>
      <CartButton buttonRef={fab} count={count} onOpen={() => host.setAttribute('data-open', '')} />
      <CartDrawer open={open} onClose={() => host.removeAttribute('data-open')} fallback={fab}>
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
              {lines.map((line) => (
                <CartLineItem key={lineKey(line)} line={line} money={money} />
              ))}
            </ul>
            <CartSummary subtotal={money(subtotal)} checkoutHref={checkoutHref} storeHref={storeHref} actions={light} />
          </>
        )}
      </CartDrawer>
    </>
  );
}
