import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { Translate } from '../messages.ts';
import * as c from '../css/checkout.css.ts';
import * as s from '../css/summary.css.ts';

/** Where a coupon stands: nothing asked, being checked, or refused with a message. */
export type CouponState = { state: 'idle' } | { state: 'checking' } | { state: 'refused'; message: string };

interface Props {
  coupon: CouponState;
  /** The code the server applied to the quote, if any. */
  applied: string | null;
  onApply: (code: string) => void;
  onRemove: () => void;
  t: Translate;
  locked: boolean;
}

/**
 * The promo code box: an empty code is ignored; a refused one shows the server's message
 * or 'Invalid coupon'; a failure 'Failed to apply coupon'. An applied code shows with Remove.
 */
export function PromoBox({ coupon, applied, onApply, onRemove, t, locked }: Props): ReactNode {
  const id = useId();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed === '' || locked) return; // an empty code is ignored
    onApply(trimmed.toUpperCase());
  };
  if (applied) {
    return (
      <div className={s.promo}>
        <p className={s.applied} role="status">
          <span className={s.code}>{t('codeApplied', { code: applied })}</span>
          <button type="button" className={c.linkButton} onClick={onRemove} disabled={locked} aria-label={t('removeCode', { code: applied })}>
            {t('remove')}
          </button>
        </p>
      </div>
    );
  }
  return (
    <form className={s.promo} onSubmit={submit} noValidate>
      <label className={c.label} htmlFor={id}>
        {t('promo')}
      </label>
      <div className={s.promoRow}>
        <input
          id={id}
          className={c.input}
          value={code}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={coupon.state === 'refused' ? `${id}-message` : undefined}
          aria-invalid={coupon.state === 'refused' ? true : undefined}
          onChange={(e) => setCode(e.target.value)}
        />
        <button className={c.secondaryButton} disabled={coupon.state === 'checking' || locked}>
          {t('apply')}
        </button>
      </div>
      {coupon.state === 'refused' && (
        <p id={`${id}-message`} className={s.promoMessage} data-tone="error">
          {coupon.message}
        </p>
      )}
    </form>
  );
}
