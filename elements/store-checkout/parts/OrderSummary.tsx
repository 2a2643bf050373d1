import { useId, useState, type ReactNode } from 'react';
import type { Quote } from '../../../shared/api/schemas.ts';
import type { CartLine } from '../../../shared/cart/rules.ts';
import type { Translate } from '../messages.ts';
import { PromoBox, type CouponState } from './PromoBox.tsx';
import * as c from '../css/checkout.css.ts';
import * as s from '../css/summary.css.ts';

interface Props {
  quote: Quote;
  /** The cart lines, for pictures and chosen options the quote does not carry. */
  lines: readonly CartLine[];
  money: (cents: number) => string;
  t: Translate;
  coupon: CouponState;
  onApplyCoupon: (code: string) => void;
  onRemoveCoupon: () => void;
  /** While a payment runs, the coupon cannot change. */
  locked: boolean;
}

function optionsText(attributes: Record<string, string> | undefined): string {
  return Object.values(attributes ?? {})
    .filter(Boolean)
    .map((value) => value.replace(/[-_]+/g, ' ').replace(/\b\w/g, (ch) => ch.toUpperCase()))
    .join(' · ');
}

/**
 * The order summary side panel: item lines (image, name, quantity badge, unit price, line
 * total), the promo code box, and subtotal, shipping ('Free' at 0), tax (where prices include it,
 * the VAT they include, which the total does not add again), discount and total, every figure from
 * the server's quote so the summary always matches the charge. Below 768 px it starts
 * folded behind a Show order summary button, with the total always in view.
 */
export function OrderSummary({ quote, lines, money, t, coupon, onApplyCoupon, onRemoveCoupon, locked }: Props): ReactNode {
  const headingId = useId();
  const bodyId = useId();
  const [folded, setFolded] = useState(true);
  return (
    <aside className={s.aside} aria-labelledby={headingId}>
      <div className={s.header}>
        <h2 id={headingId} className={s.heading}>
          {t('summary')}
        </h2>
        <span className={s.foldedTotal} aria-hidden="true">
          {money(quote.total)}
        </span>
      </div>
      <button type="button" className={`${c.linkButton} ${s.toggle}`} aria-expanded={!folded} aria-controls={bodyId} onClick={() => setFolded(!folded)}>
        {t(folded ? 'showSummary' : 'hideSummary')}
      </button>
      <div id={bodyId} className={s.body} data-folded={folded ? '' : undefined}>
        <ul className={s.lines}>
          {quote.items.map((item, index) => {
            const line = lines[index]?.sku === item.sku ? lines[index] : lines.find((l) => l.sku === item.sku);
            const image = item.image ?? line?.image;
            const options = optionsText(line?.attributes);
            return (
              <li key={`${item.sku}-${index}`} className={s.line}>
                <span className={s.thumb}>
                  {image && <img src={image} alt="" width={64} height={64} loading="lazy" />}
                  <span className={s.badge} aria-hidden="true">
                    {item.quantity}
                  </span>
                </span>
                <span>
                  <p className={s.lineName}>{item.name}</p>
                  {options && <p className={s.lineMeta}>{options}</p>}
                  <p className={s.lineMeta}>
                    <span className={c.visuallyHidden}>{t('quantity', { n: item.quantity })}, </span>
                    {t('each', { price: money(item.price) })}
                  </p>
                </span>
                <span className={s.lineTotal}>{money(item.lineTotal)}</span>
              </li>
            );
          })}
        </ul>
        <PromoBox coupon={coupon} applied={quote.discountCode ?? null} onApply={onApplyCoupon} onRemove={onRemoveCoupon} t={t} locked={locked} />
        <dl className={s.totals}>
          <div className={s.row}>
            <dt>{t('subtotal')}</dt>
            <dd>{money(quote.subtotal)}</dd>
          </div>
          <div className={s.row}>
            <dt>{t('shippingCost')}</dt>
            <dd>{quote.shipping === 0 ? t('free') : money(quote.shipping)}</dd>
          </div>
          <div className={s.row}>
            <dt>{t(quote.taxIncluded ? 'vatIncluded' : 'tax')}</dt>
            <dd>{money(quote.tax)}</dd>
          </div>
          {quote.discount > 0 && (
            <div className={`${s.row} ${s.saving}`}>
              <dt>
                {t('discount')}
                {quote.discountCode ? ` (${quote.discountCode})` : ''}
              </dt>
              <dd>−{money(quote.discount)}</dd>
            </div>
          )}
          <div className={`${s.row} ${s.grand}`}>
            <dt>{t('total')}</dt>
            <dd>{money(quote.total)}</dd>
          </div>
        </dl>
      </div>
    </aside>
  );
}

/**
 * The order summary's place while the cart is read and the server prices the order: the same box,
 * heading and Show order summary row, with an empty shape for the total (nothing a shopper could
 * take for a figure) and "Loading your order…" where the toggle will be, busy for assistive
 * technology. It does not depend on the cart, so the server renders it for a cart it cannot know and
 * the element keeps it unchanged on upgrade; nothing below moves when the summary arrives.
 */
export function SummarySkeleton({ t }: { t: Translate }): ReactNode {
  return (
    <div className={s.aside} aria-busy="true">
      <div className={s.header}>
        <h2 className={s.heading}>{t('summary')}</h2>
        <span className={s.foldedTotal} aria-hidden="true">
          <span className={c.skeleton} />
        </span>
      </div>
      <p className={`${c.linkButton} ${s.loadingNote}`} role="status">
        {t('loading')}
      </p>
    </div>
  );
}
