/**
 * Server-rendered filter form of `<store-product-grid data-filters>`: the same controls and class
 * hooks `FilterForm.tsx` renders, as a GET form that works before JavaScript (the store page reads
 * the same query parameters). The element takes these controls over when it upgrades.
 */
import { gridHooks as g } from '../../shared/catalog/class-hooks.ts';
import { hasFilters, type ListingFilters, type PriceProblem } from '../../shared/catalog/filters.ts';
import type { ListingChoice } from '../../shared/catalog/listing.ts';
import { interpolate } from '../../shared/element/messages.ts';
import { html, type SafeHtml } from './html.ts';

/** What the filter form shows: the applied filters, the price fields as typed, their problem, the brands. */
export interface FilterFallback {
  filters: ListingFilters;
  texts: { min: string; max: string };
  problem: PriceProblem | null;
  brands: readonly string[];
  currency: string;
}

/** The English texts of the form, as elements/store-product-grid/messages.ts has them (the page is English; the element translates on upgrade). */
const en = {
  filters: 'Filters',
  price: 'Price ({currency})',
  minPrice: 'Min',
  maxPrice: 'Max',
  brand: 'Brand',
  anyBrand: 'All brands',
  inStock: 'In stock only',
  apply: 'Apply',
  clearFilters: 'Clear filters',
  badPrice: 'Enter prices as amounts, such as 25 or 19.99.',
  minOverMax: 'The minimum price must not be more than the maximum.',
};
const ERROR_ID = 'store-filter-error';

/** Hidden fields that keep the category and sort when the filter form is sent. */
function keepChoice(choice: ListingChoice, defaults: ListingChoice, showCategories: boolean): SafeHtml {
  return html`${showCategories && choice.category !== defaults.category ? html`<input type="hidden" name="category" value="${choice.category}">` : ''}${
    choice.sort !== defaults.sort ? html`<input type="hidden" name="sort" value="${choice.sort}">` : ''
  }`;
}

/** Hidden fields that keep the filters when another form (the sort) is sent. */
export function keepFilters(f: FilterFallback | undefined): SafeHtml {
  if (!f) return html``;
  const pairs: [string, string][] = [
    ['min', f.problem ? '' : f.texts.min],
    ['max', f.problem ? '' : f.texts.max],
    ['brand', f.filters.brand],
    ['inStock', f.filters.inStock ? 'true' : ''],
  ];
  return html`${pairs.filter(([, value]) => value).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`)}`;
}

/** The filter form, with a link that clears the filters (keeping category and sort) when any is set. */
export function filterFormMarkup(
  f: FilterFallback,
  choice: ListingChoice,
  defaults: ListingChoice,
  showCategories: boolean,
  clearHref: string,
): SafeHtml {
  const invalid = (bad: boolean): SafeHtml => (bad ? html` aria-invalid="true" aria-describedby="${ERROR_ID}"` : html``);
  const brand = f.brands.find((b) => b.toLowerCase() === f.filters.brand.toLowerCase()) ?? f.filters.brand;
  const options = brand && !f.brands.includes(brand) ? [brand, ...f.brands] : f.brands;
  const field = (name: string, label: string, value: string, bad: boolean): SafeHtml =>
    html`<label class="${g.field}"><span>${label}</span><input class="${g.input}" name="${name}" inputmode="decimal" autocomplete="off" value="${value}"${invalid(bad)}></label>`;
  return html`<form class="${g.filters}" method="get" aria-label="${en.filters}">${keepChoice(choice, defaults, showCategories)}<fieldset class="${g.range}"><legend class="${
    g.legend
  }">${interpolate(en.price, { currency: f.currency })}</legend>${field('min', en.minPrice, f.texts.min, f.problem === 'badMin' || f.problem === 'minOverMax')}${field(
    'max',
    en.maxPrice,
    f.texts.max,
    f.problem === 'badMax' || f.problem === 'minOverMax',
  )}</fieldset><label class="${g.field}"><span>${en.brand}</span><select class="${g.brand}" name="brand"><option value="">${en.anyBrand}</option>${options.map(
    (b) => html`<option value="${b}"${b === brand ? html` selected=""` : ''}>${b}</option>`,
  )}</select></label><label class="${g.check}"><input type="checkbox" name="inStock" value="true"${f.filters.inStock ? html` checked=""` : ''}>${en.inStock}</label><button type="submit" class="${
    g.apply
  }">${en.apply}</button>${hasFilters(f.filters) || f.problem ? html`<a class="${g.clear}" href="${clearHref}">${en.clearFilters}</a>` : ''}${
    f.problem
      ? html`<p id="${ERROR_ID}" class="${g.fieldError}" role="alert">${en[f.problem === 'minOverMax' ? 'minOverMax' : 'badPrice']}</p>`
      : ''
  }</form>`;
}
