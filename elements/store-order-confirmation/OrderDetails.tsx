import { useId, type ReactNode } from 'react';
import type { Order } from '../../shared/api/schemas.ts';
import * as s from './confirmation.css.ts';
import type { ConfirmationTranslate } from './messages.ts';

type Address = Order['shippingAddress'];

/** An address as lines of text. */
function addressLines(a: Address): string {
  return [
    `${a.firstName ?? ''} ${a.lastName ?? ''}`.trim(),
    [a.address, a.apartment].filter(Boolean).join(', '),
    `${a.city}, ${a.state} ${a.zip}`,
    a.country,
    a.phone ?? '',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The items, totals and addresses of an order. */
export function OrderDetails({ order, money, t }: { order: Order; money: (cents: number) => string; t: ConfirmationTranslate }): ReactNode {
  const id = useId();
  const sameAddress = addressLines(order.billingAddress) === addressLines(order.shippingAddress);
  return (
    <div className={s.columns}>
      <section className={s.card} aria-labelledby={`${id}-items`}>
        <h2 id={`${id}-items`} className={s.heading}>
          {t('items')}
        </h2>
        <ul className={s.lines}>
          {order.items.map((item, index) => (
            <li key={`${item.sku}-${index}`} className={s.line}>
              {item.image ? <img className={s.thumb} src={item.image} alt="" width={56} height={56} loading="lazy" /> : <span className={s.thumb} />}
              <span>
                <p className={s.name}>{item.name}</p>
                <p className={s.muted}>
                  {t('quantity', { n: item.quantity })} · {t('each', { price: money(item.price) })}
                </p>
              </span>
              <span className={s.amount}>{money(item.price * item.quantity)}</span>
            </li>
          ))}
        </ul>
        <dl className={s.totals}>
          <div className={s.row}>
            <dt>{t('subtotal')}</dt>
            <dd>{money(order.subtotal)}</dd>
          </div>
          <div className={s.row}>
            <dt>{t('shipping')}</dt>
            <dd>{order.shipping === 0 ? t('free') : money(order.shipping)}</dd>
          </div>
          <div className={s.row}>
            <dt>{t(order.taxIncluded ? 'vatIncluded' : 'tax')}</dt>
            <dd>{money(order.tax)}</dd>
          </div>
          {order.discount > 0 && (
            <div className={s.row}>
              <dt>
                {t('discount')}
                {order.discountCode ? ` (${order.discountCode})` : ''}
              </dt>
              <dd>−{money(order.discount)}</dd>
            </div>
          )}
          <div className={`${s.row} ${s.grand}`}>
            <dt>{t('total')}</dt>
            <dd>{money(order.total)}</dd>
          </div>
        </dl>
      </section>
      <div className={s.side}>
        <section className={s.card} aria-labelledby={`${id}-shipping`}>
          <h2 id={`${id}-shipping`} className={s.heading}>
            {t('shippingAddress')}
          </h2>
          <address className={s.address}>{addressLines(order.shippingAddress)}</address>
        </section>
        {!sameAddress && (
          <section className={s.card} aria-labelledby={`${id}-billing`}>
            <h2 id={`${id}-billing`} className={s.heading}>
              {t('billingAddress')}
            </h2>
            <address className={s.address}>{addressLines(order.billingAddress)}</address>
          </section>
        )}
        <section className={s.card} aria-labelledby={`${id}-contact`}>
          <h2 id={`${id}-contact`} className={s.heading}>
            {t('contact')}
          </h2>
          <p className={s.muted}>{order.customerInfo.email}</p>
        </section>
      </div>
    </div>
  );
}
