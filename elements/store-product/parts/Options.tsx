import { useId, useState, type ReactNode } from 'react';
import type { Product } from '../../../shared/api/schemas.ts';
import { productHooks as h } from '../../../shared/catalog/class-hooks.ts';
import { optionSoldOut } from '../../../shared/catalog/product-page.ts';
import { attributeKey, selectedLabel, type ProductAttribute, type Selection } from '../../../shared/catalog/selection.ts';

/** Texts the option pickers use. */
export type OptionText = 'soldOut' | 'quantity' | 'decrease' | 'increase';

/**
 * One radio group per attribute with options (colour, size, and any other), chips styled from
 * native radios: arrow keys move between options as in any radio group. A group still to choose is
 * marked `data-missing` after a failed Add to Cart.
 */
export function OptionPickers({
  product,
  attributes,
  selection,
  missing,
  onSelect,
  t,
}: {
  product: Product;
  attributes: ProductAttribute[];
  selection: Selection;
  missing: ReadonlySet<string>;
  onSelect: (key: string, value: string) => void;
  t: (key: OptionText) => string;
}): ReactNode {
  const name = useId();
  if (attributes.length === 0) return null;
  return (
    <div className={h.options}>
      {attributes.map((attribute) => {
        const key = attributeKey(attribute);
        const chosen = selectedLabel(attribute, selection);
        return (
          <fieldset key={key} className={h.option} data-missing={missing.has(key) ? '' : undefined} data-attribute={key}>
            <legend className={h.legend}>
              {attribute.name}
              {chosen && <span>: {chosen}</span>}
            </legend>
            <div className={h.choices}>
              {attribute.options.map((option) => {
                const soldOut = optionSoldOut(product, selection, key, option.value);
                return (
                  <label key={option.value} className={h.choice} data-sold-out={soldOut ? '' : undefined}>
                    <input type="radio" name={`${name}-${key}`} value={option.value} checked={selection[key] === option.value} onChange={() => onSelect(key, option.value)} />
                    <span>
                      {option.label ?? option.value}
                      {soldOut && <span className={h.visuallyHidden}> {t('soldOut')}</span>}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}

/** The quantity: a number field from 1 to the cap with − and + buttons; typing is kept within the range on leaving the field. */
export function QuantityPicker({
  quantity,
  cap,
  disabled,
  onChange,
  t,
}: {
  quantity: number;
  cap: number;
  disabled: boolean;
  onChange: (quantity: number) => void;
  t: (key: OptionText) => string;
}): ReactNode {
  const id = useId();
  // What the shopper is typing, until it is committed; a new quantity from outside replaces it.
  const [draft, setDraft] = useState({ quantity, text: String(quantity) });
  const text = draft.quantity === quantity ? draft.text : String(quantity);
  const setText = (value: string): void => setDraft({ quantity, text: value });
  const commit = (): void => {
    const typed = Number.parseInt(text, 10);
    const next = Number.isFinite(typed) ? Math.min(Math.max(1, typed), Math.max(1, cap)) : quantity;
    onChange(next);
    setDraft({ quantity: next, text: String(next) });
  };
  return (
    <div className={h.quantity}>
      <label htmlFor={id}>{t('quantity')}</label>
      <div className={h.stepper}>
        <button type="button" className={h.step} aria-label={t('decrease')} disabled={disabled || quantity <= 1} onClick={() => onChange(quantity - 1)}>
          −
        </button>
        <input
          id={id}
          className={h.count}
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(1, cap)}
          value={text}
          disabled={disabled}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
        />
        <button type="button" className={h.step} aria-label={t('increase')} disabled={disabled || quantity >= cap} onClick={() => onChange(quantity + 1)}>
          +
        </button>
      </div>
    </div>
  );
}
