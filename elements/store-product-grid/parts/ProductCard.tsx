import { useState, type ReactNode } from 'react';
import type { Product } from '../../../shared/api/schemas.ts';
import { gridHooks as h } from '../../../shared/catalog/class-hooks.ts';
import {
  categoryLabel,
  isOutOfStock,
  isTopRated,
  lowStockCount,
  productCategory,
  productHref,
  productRating,
} from '../../../shared/catalog/product.ts';
import { RatingLine } from '../../../shared/element/react/parts/RatingLine.tsx';

/** What a card needs besides its product. */
export interface CardProps {
  product: Product;
  slug: string;
  headingLevel: '2' | '3' | '4';
  /** The page language, for the average rating (`4.6`, `4,6`). */
  locale: string;
  money: (cents: number) => string;
  t: (key: CardText, params?: Record<string, string | number>) => string;
  onAdd: (product: Product) => void;
  /** Images the page already showed before the grid upgraded: those get no loading placeholder. */
  shown: ReadonlySet<string | null> | undefined;
}

/** The texts a card uses. */
export type CardText = 'topRated' | 'lowStock' | 'outOfStock' | 'ratingText' | 'reviews' | 'basePrice' | 'addToCart';

/**
 * The card image: a placeholder box until the picture has loaded (it is decorative: the name follows).
 * An image the page showed before the upgrade (a server-rendered first view) keeps showing as it
 * arrives, as it did, so adopting that view changes nothing.
 */
function CardImage({ url, shown }: { url: string | undefined; shown: boolean }): ReactNode {
  const [loaded, setLoaded] = useState(shown);
  return (
    <div className={h.media} data-loading={loaded ? undefined : ''}>
      {url && (
        <img
          className={h.image}
          src={url}
          alt=""
          loading="lazy"
          decoding="async"
          width={600}
          height={600}
          ref={(img) => {
            if (img?.complete && img.naturalWidth > 0) setLoaded(true);
          }}
          onLoad={() => setLoaded(true)}
          onError={() => setLoaded(true)}
        />
      )}
    </div>
  );
}

/**
 * One product card: image, badges, category, name (the link; the whole card is clickable), the
 * average and count of its published reviews (nothing when it has none), price with the base price,
 * and Add to Cart.
 * The server renders the same markup (demo-site/server/views/store-markup.ts) before JavaScript.
 */
export function ProductCard({ product, slug, headingLevel, locale, money, t, onAdd, shown }: CardProps): ReactNode {
  const Heading = `h${headingLevel}` as 'h2';
  const stock = product.data.stock;
  const soldOut = isOutOfStock(stock);
  const low = lowStockCount(stock);
  const base = product.data.basePrice;
  const image = product.data.images?.[0]?.url ?? product.data.image ?? undefined;
  const rating = productRating(product);
  return (
    <li className={h.card} data-out-of-stock={soldOut ? '' : undefined}>
      <CardImage key={image} url={image} shown={!!shown?.has(image ?? null)} />
      <div className={h.badges}>
        {isTopRated(product) && <span className={h.badge} data-kind="top">{t('topRated')}</span>}
        {soldOut && <span className={h.badge} data-kind="out">{t('outOfStock')}</span>}
        {low !== null && <span className={h.badge} data-kind="low">{t('lowStock', { n: low })}</span>}
      </div>
      <div className={h.body}>
        <p className={h.category}>{categoryLabel(productCategory(product))}</p>
        <Heading className={h.name}>
          <a className={h.link} href={productHref(slug, product)}>
            {product.name}
          </a>
        </Heading>
        {rating && (
          <RatingLine rating={rating} locale={locale} t={t} hooks={h} />
        )}
        <p className={h.price}>
          {money(product.data.price)}
          {typeof base === 'number' && base > product.data.price && (
            <>
              <span className={h.visuallyHidden}> {t('basePrice', { price: money(base) })}</span>
              <s className={h.basePrice} aria-hidden="true">
                {money(base)}
              </s>
            </>
          )}
        </p>
        <button type="button" className={h.add} disabled={soldOut} onClick={() => onAdd(product)}>
          {soldOut ? t('outOfStock') : t('addToCart')}
          <span className={h.visuallyHidden}>: {product.name}</span>
        </button>
      </div>
    </li>
  );
}
