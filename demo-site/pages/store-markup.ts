/**
 * Server-rendered fallback markup of `<store-product-grid>` and `<store-product>`: the same elements
 * and class hooks the element views render (elements/store-product-grid/ProductCard.tsx,
 * elements/store-product/ProductView.tsx), so the page reads before JavaScript and nothing moves
 * when the elements upgrade. Keep the two in step; test/e2e/store.e2e.ts measures the layout shift.
 */
import type { Product } from '../../shared/api/schemas.ts';
import { gridHooks as g, productHooks as p } from '../../shared/catalog/class-hooks.ts';
import { descriptionParagraphs } from '../../shared/catalog/description-text.ts';
import { hasFilters, NO_FILTERS } from '../../shared/catalog/filters.ts';
import { chipHref, listingUrl, SORT_OPTIONS, type ListingChoice } from '../../shared/catalog/listing.ts';
import { initialProductPageState, productPageView, optionSoldOut } from '../../shared/catalog/product-page.ts';
import {
  CATEGORY_CHIPS,
  categoryLabel,
  collectionHref,
  formatRating,
  halfStars,
  isOutOfStock,
  isTopRated,
  lowStockCount,
  productCategory,
  productHref,
  productRating,
  SHIPS_IN,
  tagHref,
} from '../../shared/catalog/product.ts';
import { attributeKey, selectedLabel } from '../../shared/catalog/selection.ts';
import { formatMoney } from '../../shared/i18n/format.ts';
import { html, type SafeHtml } from './html.ts';
import { filterFormMarkup, keepFilters, type FilterFallback } from './store-filters-markup.ts';

/** How prices are written: the tenant's currency and locale. */
export interface MoneyFormat {
  currency: string;
  locale: string;
}

const SORT_LABELS: Record<(typeof SORT_OPTIONS)[number], string> = {
  featured: 'Featured',
  'price-low': 'Price: Low to High',
  'price-high': 'Price: High to Low',
  rating: 'Rating',
};

const money = (cents: number, format: MoneyFormat): string => formatMoney(cents, format.currency, format.locale);

/**
 * The rating line of a card or the product page, as the views render it: half stars, "4.6 out of 5,
 * 212 reviews" for screen readers and "4.6 (212 reviews)" on screen; `none` (or nothing) without reviews.
 */
function ratingMarkup(product: Product, hooks: { rating: string; stars: string; visuallyHidden: string }, locale: string, none?: string): SafeHtml | '' {
  const rating = productRating(product);
  if (!rating) return none ? html`<p class="${hooks.rating}">${none}</p>` : '';
  const average = formatRating(rating.average, locale);
  const reviews = `(${rating.count} ${rating.count === 1 ? 'review' : 'reviews'})`;
  return html`<p class="${hooks.rating}"><span class="${hooks.stars}" data-rating="${halfStars(rating.average)}" aria-hidden="true"></span><span class="${
    hooks.visuallyHidden
  }">${average} out of 5, ${rating.count} ${rating.count === 1 ? 'review' : 'reviews'}</span><span aria-hidden="true">${average} ${reviews}</span></p>`;
}

/** One product card, as `ProductCard.tsx` renders it. */
export function cardMarkup(product: Product, slug: string, format: MoneyFormat, headingLevel = 2): SafeHtml {
  const stock = product.data.stock;
  const soldOut = isOutOfStock(stock);
  const low = lowStockCount(stock);
  const base = product.data.basePrice;
  const image = product.data.images?.[0]?.url ?? product.data.image ?? undefined;
  const heading = `h${headingLevel}`;
  return html`<li class="${g.card}"${soldOut ? html` data-out-of-stock=""` : ''}><div class="${g.media}">${
    image ? html`<img class="${g.image}" src="${image}" alt="" loading="lazy" decoding="async" width="600" height="600">` : ''
  }</div><div class="${g.badges}">${isTopRated(product) ? html`<span class="${g.badge}" data-kind="top">Top Rated</span>` : ''}${
    soldOut ? html`<span class="${g.badge}" data-kind="out">Out of Stock</span>` : ''
  }${low !== null ? html`<span class="${g.badge}" data-kind="low">Only ${low} left</span>` : ''}</div><div class="${g.body}"><p class="${g.category}">${categoryLabel(
    productCategory(product),
  )}</p><${heading} class="${g.name}"><a class="${g.link}" href="${productHref(slug, product)}">${product.name}</a></${heading}>${ratingMarkup(product, g, format.locale)}<p class="${
    g.price
  }">${money(product.data.price, format)}${
    typeof base === 'number' && base > product.data.price
      ? html`<span class="${g.visuallyHidden}"> Was ${money(base, format)}</span><s class="${g.basePrice}" aria-hidden="true">${money(base, format)}</s>`
      : ''
  }</p><button type="button" class="${g.add}"${soldOut ? html` disabled=""` : ''}>${soldOut ? 'Out of Stock' : 'Add to Cart'}<span class="${g.visuallyHidden}">: ${
    product.name
  }</span></button></div></li>`;
}

/** What the grid fallback shows: the products of one page and the choice they were listed for. */
export interface GridFallback {
  products: readonly Product[];
  total: number;
  choice: ListingChoice;
  defaults: ListingChoice;
  /** The page URL (path and query) the chips and sort start from. */
  url: { pathname: string; search: string };
  slug: string;
  format: MoneyFormat;
  showCategories: boolean;
  /** Link of the next page, when there is one. */
  moreHref?: string;
  /** The filter form, for a grid with `data-filters`. */
  filters?: FilterFallback;
}

/**
 * The grid's fallback: chips (links), the sort and the filters (GET forms that work without
 * JavaScript), the count, the cards, "Load more".
 */
export function gridMarkup(f: GridFallback): SafeHtml {
  const currency = f.format.currency;
  const chips = f.showCategories
    ? html`<nav class="${g.chips}" aria-label="Categories">${CATEGORY_CHIPS.map(
        (chip) =>
          html`<a class="${g.chip}" href="${chipHref(f.url, chip, f.choice, f.defaults, currency)}"${chip === f.choice.category ? html` aria-current="page"` : ''}>${categoryLabel(chip)}</a>`,
      )}</nav>`
    : '';
  const keep = f.showCategories && f.choice.category !== f.defaults.category ? html`<input type="hidden" name="category" value="${f.choice.category}">` : '';
  const options = SORT_OPTIONS.map((sort) => html`<option value="${sort}"${sort === f.choice.sort ? html` selected=""` : ''}>${SORT_LABELS[sort]}</option>`);
  const count =
    f.products.length < f.total ? `Showing ${f.products.length} of ${f.total} products` : f.total === 1 ? '1 product' : `${f.total} products`;
  const filters = f.filters
    ? filterFormMarkup(f.filters, f.choice, f.defaults, f.showCategories, listingUrl({ ...f.url, hash: '' }, { ...f.choice, filters: NO_FILTERS }, f.defaults, true, currency))
    : '';
  const body =
    f.products.length === 0
      ? html`<p class="${g.message}">${hasFilters(f.choice.filters) ? 'No products match these filters.' : 'No products found in this category.'}</p>`
      : html`<ul class="${g.list}" aria-label="Products">${f.products.map((product) => cardMarkup(product, f.slug, f.format))}</ul>`;
  return html`<div class="${g.root}"><div class="${g.toolbar}">${chips}<form class="${g.sort}" method="get">${keep}${keepFilters(f.filters)}<label for="store-sort">Sort by</label><select id="store-sort" class="${
    g.select
  }" name="sort">${options}</select><noscript><button type="submit">Sort</button></noscript></form>${filters}</div><p class="${g.visuallyHidden}" role="status"></p><p class="${g.count}">${count}</p>${body}${
    f.moreHref ? html`<div class="${g.more}"><a class="${g.moreButton}" href="${f.moreHref}">Load more</a></div>` : ''
  }</div>`;
}

/**
 * The product page's fallback, as `ProductView.tsx` renders it with the starting choice. `actions`
 * (nodes with `slot="actions"`, such as express checkout) goes under Add to Cart, where the element
 * shows them once upgraded.
 */
export function productMarkup(product: Product, format: MoneyFormat, storeHref: string, actions?: SafeHtml): SafeHtml {
  const state = initialProductPageState(product);
  const view = productPageView(product, state);
  const category = productCategory(product);
  const current = view.gallery[0];
  const total = view.gallery.length;
  const tags = product.post.tags ?? [];
  const thumbs =
    total > 1
      ? html`<div class="${p.thumbs}">${view.gallery.map(
          (image, i) =>
            html`<button type="button" class="${p.thumb}"${i === 0 ? html` aria-current="true"` : ''} aria-label="Show image ${i + 1} of ${total}"><img src="${
              image.url
            }" alt="" width="80" height="80" loading="lazy" decoding="async"></button>`,
        )}</div>`
      : '';
  const options = view.attributes.map((attribute) => {
    const key = attributeKey(attribute);
    const chosen = selectedLabel(attribute, state.selection);
    return html`<fieldset class="${p.option}" data-attribute="${key}"><legend class="${p.legend}">${attribute.name}${chosen ? html`<span>: ${chosen}</span>` : ''}</legend><div class="${
      p.choices
    }">${attribute.options.map((option) => {
      const soldOut = optionSoldOut(product, state.selection, key, option.value);
      return html`<label class="${p.choice}"${soldOut ? html` data-sold-out=""` : ''}><input type="radio" name="option-${key}" value="${option.value}"${
        state.selection[key] === option.value ? html` checked=""` : ''
      }><span>${option.label ?? option.value}${soldOut ? html`<span class="${p.visuallyHidden}"> (sold out)</span>` : ''}</span></label>`;
    })}</div></fieldset>`;
  });
  const disabled = view.outOfStock ? html` disabled=""` : '';
  return html`<div class="${p.root}"><a class="${p.back}" href="${storeHref}"><span aria-hidden="true">← </span>Back to Products</a><div class="${p.layout}"><div class="${
    p.gallery
  }" role="group" aria-label="Product images"><div class="${p.stage}">${
    current
      ? html`<button type="button" class="${p.zoom}" aria-label="View image 1 of ${total} full screen"><img class="${p.image}" src="${current.url}" alt="${
          current.alt
        }" width="600" height="600" loading="eager" decoding="async"></button>`
      : ''
  }</div>${thumbs}</div><div class="${p.info}"><a class="${p.category}" href="${collectionHref(category)}">${categoryLabel(category)}</a>${ratingMarkup(product, p, format.locale, 'No reviews yet')}<h1 class="${p.name}">${product.name}</h1><p class="${p.priceRow}"><span class="${p.price}">${money(view.price, format)}</span>${
    view.basePrice !== null
      ? html`<span class="${p.visuallyHidden}">Was ${money(view.basePrice, format)}</span><s class="${p.basePrice}" aria-hidden="true">${money(view.basePrice, format)}</s><span class="${
          p.discount
        }">-${view.discount}%</span>`
      : ''
  }</p><p class="${p.ships}">Ships in ${SHIPS_IN}</p>${
    view.outOfStock || view.lowStock !== null
      ? html`<p class="${p.stock}" data-kind="${view.outOfStock ? 'out' : 'low'}">${view.outOfStock ? 'Out of Stock' : `Only ${view.lowStock} left`}</p>`
      : ''
  }${options.length > 0 ? html`<div class="${p.options}">${options}</div>` : ''}<div class="${p.quantity}"><label for="store-quantity">Quantity</label><div class="${
    p.stepper
  }"><button type="button" class="${p.step}" aria-label="Decrease quantity" disabled="">−</button><input id="store-quantity" class="${p.count}" type="number" inputmode="numeric" min="1" max="${Math.max(
    1,
    view.cap,
  )}" value="1"${disabled}><button type="button" class="${p.step}" aria-label="Increase quantity"${view.outOfStock || view.cap <= 1 ? html` disabled=""` : ''}>+</button></div></div><div class="${
    p.actions
  }"><button type="button" class="${p.add}"${disabled}>${view.outOfStock ? 'Out of Stock' : 'Add to Cart'}</button><button type="button" class="${
    p.save
  }" aria-pressed="false"><span aria-hidden="true">♡ </span>Save for Later</button></div>${actions ? html`<div class="${p.slot}">${actions}</div>` : ''}<dl class="${p.facts}">${
    product.data.material ? html`<div><dt>Material</dt><dd>${product.data.material}</dd></div>` : ''
  }<div><dt>Category</dt><dd><a href="${collectionHref(category)}">${categoryLabel(category)}</a></dd></div></dl>${
    tags.length > 0 ? html`<div class="${p.tags}"><span>Tags:</span><ul>${tags.map((tag) => html`<li><a class="${p.tag}" href="${tagHref(tag)}">${tag}</a></li>`)}</ul></div>` : ''
  }</div></div>${
    product.description
      ? html`<section class="${p.description}"><h2>Description</h2><div class="${p.descriptionBody}">${descriptionParagraphs(product.description).map(
          (text) => html`<p>${text}</p>`,
        )}</div></section>`
      : ''
  }</div>`;
}
