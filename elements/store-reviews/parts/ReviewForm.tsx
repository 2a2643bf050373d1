import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '../../../shared/api/errors.ts';
import { useRateLimitText } from '../../../shared/element/react/use-rate-limit-text.ts';
import { checkDraft, firstProblemField, REVIEW_LIMITS, serverErrorField, withoutFieldName, type DraftField, type DraftValues } from '../../../shared/reviews/draft.ts';
import { reviewHooks as h } from '../../../shared/reviews/hooks.ts';
import { languageOf } from '../../../shared/reviews/summary.ts';
import type { ReviewsTranslate } from '../messages.ts';

/** What the form needs: the product, the review link's token, the page's language and what to do after. */
export interface ReviewFormProps {
  productId: string;
  token: string;
  locale: string;
  headingLevel: number;
  onSent: () => void;
  onCancel: () => void;
  t: ReviewsTranslate;
}

const LIMITS = { max: 0, min: REVIEW_LIMITS.bodyMin };
const limitOf: Record<DraftField, number> = { rating: 5, title: REVIEW_LIMITS.title, body: REVIEW_LIMITS.body, displayName: REVIEW_LIMITS.displayName };

/** A refusal by the server that is not about one field, in the page's language where we know it. */
function refusalText(error: unknown, t: ReviewsTranslate, rateLimited: (error: unknown) => string | undefined): string {
  const code = error instanceof ApiError ? error.code : undefined;
  if (code === 'not_verified_buyer') return t('notVerified');
  if (code === 'already_reviewed') return t('alreadyReviewed');
  return rateLimited(error) ?? t('sendFailed', { message: error instanceof Error ? error.message : String(error) });
}

/**
 * The write-a-review form: a rating (a radio group of 1 to 5 stars), title, text with its character
 * count, and the name to show. Each refused field says why beside it (`aria-invalid`,
 * `aria-describedby`) and focus goes to the first one; the server's refusals keep what was typed.
 */
export function ReviewForm({ productId, token, locale, headingLevel, onSent, onCancel, t }: ReviewFormProps): ReactNode {
  const id = useId();
  const Heading = `h${headingLevel}` as 'h3';
  const [values, setValues] = useState<DraftValues>({ rating: 0, title: '', body: '', displayName: '' });
  const [errors, setErrors] = useState<Partial<Record<DraftField, string>>>({});
  const [alert, setAlert] = useState('');
  const [sending, setSending] = useState(false);
  const fields = useRef<Partial<Record<DraftField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const rateLimited = useRateLimitText();

  const focusFirst = (problems: Partial<Record<DraftField, unknown>>): void => {
    const field = firstProblemField(problems);
    if (field) fields.current[field]?.focus();
  };
  /** Takes a field's new value; its message goes until the next check. */
  const set = (field: DraftField, value: string | number): void => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  };

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setAlert('');
    const check = checkDraft(values);
    if (!check.ok) {
      const texts: Partial<Record<DraftField, string>> = {};
      for (const [field, problem] of Object.entries(check.problems) as [DraftField, NonNullable<(typeof check.problems)[DraftField]>][]) {
        texts[field] = t(problem, { ...LIMITS, max: limitOf[field] });
      }
      setErrors(texts);
      focusFirst(texts);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const { sendReview } = await import('../../../shared/reviews/remote.ts');
      await sendReview(productId, { ...check.values, language: languageOf(locale), ...(token ? { token } : {}) });
      onSent();
    } catch (error) {
      const field = error instanceof ApiError && error.code === 'invalid' ? serverErrorField(error) : undefined;
      if (field && error instanceof Error) {
        const texts = { [field]: withoutFieldName(error.message) };
        setErrors(texts);
        focusFirst(texts);
      } else setAlert(refusalText(error, t, rateLimited));
      setSending(false);
    }
  };

  const described = (field: DraftField, extra?: string): string | undefined => [extra, errors[field] ? `${id}-${field}-error` : ''].filter(Boolean).join(' ') || undefined;
  const errorText = (field: DraftField): ReactNode =>
    errors[field] && (
      <p id={`${id}-${field}-error`} className={h.error}>
        {errors[field]}
      </p>
    );
  const textField = (field: 'title' | 'displayName', label: string): ReactNode => (
    <div className={h.field}>
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <input
        id={`${id}-${field}`}
        ref={(el) => void (fields.current[field] = el)}
        className={h.input}
        name={field}
        value={values[field]}
        required
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={described(field)}
        autoComplete={field === 'displayName' ? 'nickname' : 'off'}
        onChange={(event) => set(field, event.target.value)}
      />
      {errorText(field)}
    </div>
  );

  return (
    <form className={h.form} noValidate aria-labelledby={`${id}-heading`} onSubmit={(event) => void submit(event)}>
      <Heading id={`${id}-heading`} className={h.heading}>
        {t('writeReview')}
      </Heading>
      {alert && (
        <p className={h.alert} role="alert">
          {alert}
        </p>
      )}
      <fieldset className={h.field} role="radiogroup" aria-required="true" aria-invalid={errors.rating ? true : undefined} aria-describedby={described('rating')}>
        <legend>{t('rating')}</legend>
        <div className={h.rating}>
          {[1, 2, 3, 4, 5].map((stars) => (
            <label key={stars} className={h.star}>
              <input
                type="radio"
                name={`${id}-rating`}
                value={stars}
                checked={values.rating === stars}
                ref={(el) => {
                  if (stars === (values.rating || 1)) fields.current.rating = el;
                }}
                onChange={() => set('rating', stars)}
              />
              <span className={h.visuallyHidden}>{t('stars', { count: stars })}</span>
            </label>
          ))}
        </div>
        {errorText('rating')}
      </fieldset>
      {textField('title', t('title'))}
      <div className={h.field}>
        <label htmlFor={`${id}-body`}>{t('body')}</label>
        <textarea
          id={`${id}-body`}
          ref={(el) => void (fields.current.body = el)}
          className={h.input}
          name="body"
          rows={5}
          value={values.body}
          required
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={described('body', `${id}-count`)}
          onChange={(event) => set('body', event.target.value)}
        />
        <p id={`${id}-count`} className={h.hint}>
          {t('characters', { count: values.body.trim().length, max: REVIEW_LIMITS.body })}
        </p>
        {errorText('body')}
      </div>
      {textField('displayName', t('displayName'))}
      <div className={h.actions}>
        <button type="submit" className={h.submit} disabled={sending}>
          {sending ? t('sending') : t('submit')}
        </button>
        <button type="button" className={h.cancel} onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
