/**
 * Server-rendered fallback markup of `<store-product>`: the same elements and class hooks the element
 * view renders (elements/store-product/parts/ProductView.tsx), so the page reads before JavaScript and
 * nothing moves when the element upgrades. Keep the two in step; test/e2e/store.e2e.ts measures the
 * layout shift. (The store's product grid renders its own first view through the server renderer.)
 */
import type { Product } from '../../../shared/api/schemas.ts';
import { productHooks as p } from '../../../shared/catalog/class-hooks.ts';
import { descriptionParagraphs } from '../../../shared/catalog/description-text.ts';
import { initialProductPageState, productPageView, optionSoldOut } from '../../../shared/catalog/product-page.ts';
import { categoryLabel, collectionHref, formatRating, halfStars, productCategory, productRating, SHIPS_IN, tagHref } from '../../../shared/catalog/product.ts';
import { attributeKey, selectedLabel } from '../../../shared/catalog/selection.ts';
import { formatMoney } from '../../../shared/i18n/format.ts';
import { html, type SafeHtml } from './html.ts';

/** How prices are written: the tenant's currency and locale. */
export interface MoneyFormat {
  currency: string;
  locale: string;
}

const money = (cents: number, format: MoneyFormat): string => formatMoney(cents, format.currency, format.locale);

/**
 * The rating line of the product page, as the view renders it: half stars, "4.6 out of 5,
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
