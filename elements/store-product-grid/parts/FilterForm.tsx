import { useId, type ReactNode, type RefObject } from 'react';
import { gridHooks as h } from '../../../shared/catalog/class-hooks.ts';
import { type ListingFilters, type PriceProblem } from '../../../shared/catalog/filters.ts';

/** The texts the filter form uses. */
export type FilterText =
  'filters' | 'price' | 'minPrice' | 'maxPrice' | 'brand' | 'anyBrand' | 'inStock' | 'apply' | 'clearFilters' | 'badPrice' | 'minOverMax';

/** What the filter form shows and reports. Prices are edited as text and applied on submit; brand and stock apply at once. */
export interface FilterFormProps {
  /** The filters the list shows now. */
  filters: ListingFilters;
  /** The price fields as typed. */
  texts: { min: string; max: string };
  problem: PriceProblem | null;
  brands: readonly string[];
  currency: string;
  /** Whether "Clear filters" shows. */
  clearable: boolean;
  minRef: RefObject<HTMLInputElement | null>;
  /** Hidden fields keeping the category and sort when the form is sent before the code runs. */
  kept: ReactNode;
  /** Id of the form holding only those fields: before the code runs, Clear filters sends it. */
  clearForm: string;
  t: (key: FilterText, params?: Record<string, string | number>) => string;
  onText: (texts: { min: string; max: string }) => void;
  onApply: (change: Partial<ListingFilters>) => void;
  onClear: () => void;
}

/**
 * The grid's filters as a plain GET form, which works before JavaScript in a server-rendered first
 * view (it keeps the category and sort in hidden fields): a price range, a brand and "In stock only",
 * Apply and Clear filters.
 */
export function FilterForm(props: FilterFormProps): ReactNode {
  const { filters, texts, problem, brands, currency, clearable, minRef, kept, clearForm, t, onText, onApply, onClear } = props;
  const errorId = useId();
  // The URL may spell the brand in another case; the API matches it either way.
  const brand = brands.find((b) => b.toLowerCase() === filters.brand.toLowerCase()) ?? filters.brand;
  const options = brand && !brands.includes(brand) ? [brand, ...brands] : brands;
  return (
    <form
      className={h.filters}
      method="get"
      aria-label={t('filters')}
      onSubmit={(event) => {
        event.preventDefault();
        onApply({});
      }}
    >
      {kept}
      <fieldset className={h.range}>
        <legend className={h.legend}>{t('price', { currency })}</legend>
        {(['min', 'max'] as const).map((end) => (
          <label key={end} className={h.field}>
            <span>{t(`${end}Price`)}</span>
            <input
              ref={end === 'min' ? minRef : undefined}
              className={h.input}
              name={end}
              inputMode="decimal"
              autoComplete="off"
              value={texts[end]}
              onChange={(event) => onText({ ...texts, [end]: event.target.value })}
              {...(problem === 'minOverMax' || problem === (end === 'min' ? 'badMin' : 'badMax')
                ? { 'aria-invalid': true, 'aria-describedby': errorId }
                : {})}
            />
          </label>
        ))}
      </fieldset>
      <label className={h.field}>
        <span>{t('brand')}</span>
        <select className={h.brand} name="brand" value={brand} onChange={(event) => onApply({ brand: event.target.value })}>
          <option value="">{t('anyBrand')}</option>
          {options.map((brand) => (
            <option key={brand} value={brand}>
              {brand}
            </option>
          ))}
        </select>
      </label>
      <label className={h.check}>
        <input
          type="checkbox"
          name="inStock"
          value="true"
          checked={filters.inStock}
          onChange={(event) => onApply({ inStock: event.target.checked })}
        />
        {t('inStock')}
      </label>
      <button type="submit" className={h.apply}>
        {t('apply')}
      </button>
      {clearable && (
        <button
          type="submit"
          form={clearForm}
          className={h.clear}
          onClick={(event) => {
            event.preventDefault();
            onClear();
          }}
        >
          {t('clearFilters')}
        </button>
      )}
      {problem && (
        <p id={errorId} className={h.fieldError} role="alert">
          {t(problem === 'minOverMax' ? problem : 'badPrice')}
        </p>
      )}
    </form>
  );
}
