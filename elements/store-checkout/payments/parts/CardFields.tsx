import { useId, type ReactNode } from 'react';
import { CARD_NUMBER_MAX_LENGTH, CVV_MAX_DIGITS, EXPIRY_MAX_LENGTH, formatCardNumber, formatCvv, formatExpiry, type CardFieldProblem, type CardInput } from '../../../../shared/payments/card.ts';
import * as c from '../../css/checkout.css.ts';
import type { PanelTranslate } from '../messages.ts';
import * as p from '../css/panel.css.ts';

interface Props {
  card: CardInput;
  onChange: (card: CardInput) => void;
  /** Problems found on Pay, by field (shown under the field). */
  problems: Partial<Record<keyof CardInput, CardFieldProblem>>;
  disabled: boolean;
  t: PanelTranslate;
}

/**
 * Card fields of the card-and-bank-transfer provider: number digits only, as many
 * as the brand issues (15 for American Express, up to 19), grouped as the brand prints them; expiry
 * digits only, shown MM/YY; CVV digits only, 4 for American Express, else 3; all required. The
 * values live only in this form's state and go only to the provider.
 */
export function CardFields({ card, onChange, problems, disabled, t }: Props): ReactNode {
  const id = useId();
  const input = (key: 'number' | 'expiry' | 'cvv', label: string, autoComplete: string, maxLength: number, format: (v: string) => string, placeholder: string, wide = false) => {
    const problem = problems[key];
    return (
      <div className={`${c.field} ${wide ? p.wideField : ''}`}>
        <label className={c.label} htmlFor={`${id}-${key}`}>
          {label}
        </label>
        <input
          id={`${id}-${key}`}
          className={c.input}
          inputMode="numeric"
          autoComplete={autoComplete}
          placeholder={placeholder}
          maxLength={maxLength}
          required
          aria-required="true"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-${key}-problem` : undefined}
          disabled={disabled}
          value={card[key]}
          onChange={(e) => onChange({ ...card, [key]: format(e.target.value) })}
        />
        {problem && (
          <span id={`${id}-${key}-problem`} className={p.fieldProblem}>
            {t(problem === 'required' ? `${key}Required` : `${key}Invalid`)}
          </span>
        )}
      </div>
    );
  };
  return (
    <div className={p.fieldGrid} role="group" aria-label={t('cardDetails')}>
      {input('number', t('cardNumber'), 'cc-number', CARD_NUMBER_MAX_LENGTH, formatCardNumber, '1234 1234 1234 1234', true)}
      {input('expiry', t('expiry'), 'cc-exp', EXPIRY_MAX_LENGTH, formatExpiry, 'MM/YY')}
      {input('cvv', t('cvv'), 'cc-csc', CVV_MAX_DIGITS, (v) => formatCvv(v, card.number), '123')}
    </div>
  );
}
