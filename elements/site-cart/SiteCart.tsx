import { useStore } from '@nanostores/react';
import { useRef, type ReactNode } from 'react';
import { $cartCount, $cartLines, $cartSubtotal } from '../../shared/cart/store.ts';
import type { ElementViewProps } from '../../shared/element/react/define-element.tsx';
import { useMessages } from '../../shared/element/react/define-element.tsx';
import { isSafeHref } from '../../shared/navigation/href.ts';
import { lineKey } from '../../shared/cart/rules.ts';
import { cartMessages } from './messages.ts';
import { CartButton } from './parts/CartButton.tsx';
import { CartDrawer } from './parts/CartDrawer.tsx';
import { CartLineItem } from './parts/CartLineItem.tsx';
import { CartNotice } from './parts/CartNotice.tsx';
import { CartSummary } from './parts/CartSummary.tsx';
import { EmptyCart } from './parts/EmptyCart.tsx';
import type { cartAttributes } from './site-cart.element.ts';
import * as styles from './css/site-cart.css.ts';
import { useCartEvents } from './use-cart-events.ts';
import { useMoney } from './use-money.ts';

type Props = ElementViewProps<typeof cartAttributes, never, Element[]>;

/** Floating button plus a modal drawer listing the cart. */
export function SiteCart({ host, open, checkoutHref: checkoutAttr, storeHref: storeAttr, savedHref, currency, emit, light }: Props): ReactNode {
  // Page attributes never become `javascript:` (or other script) links.
  const checkoutHref = isSafeHref(checkoutAttr) ? checkoutAttr : '/store/checkout';
  const storeHref = isSafeHref(storeAttr) ? storeAttr : '/store';
  const t = useMessages(cartMessages);
  const lines = useStore($cartLines);
  const count = useStore($cartCount);
  const subtotal = useStore($cartSubtotal);
  const fab = useRef<HTMLButtonElement>(null);
  const money = useMoney(host, currency);
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
        <CartNotice />
        {lines.length === 0 ? (
          <EmptyCart storeHref={storeHref} />
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
