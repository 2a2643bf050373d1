import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useRateLimitText } from '../../shared/element/react/use-rate-limit-text.ts';
import { EMAIL_PATTERN } from '../../shared/forms/email.ts';
import { submissionKey, subscribeNewsletter } from '../../shared/forms/remote.ts';
import * as styles from './site-footer.css.ts';


type Outcome =
  | { kind: 'idle' | 'sending' }
  | { kind: 'invalid' }
  | { kind: 'done' | 'already'; email: string }
  | { kind: 'error'; message: string }
  | { kind: 'limited'; text: string };

/** The newsletter box: an email field and Subscribe, posting to the API with a clear outcome. */
export function Newsletter(props: {
  t: (key: 'newsletter' | 'newsletterText' | 'emailLabel' | 'subscribe' | 'subscribing' | 'thanks' | 'already' | 'invalidEmail' | 'failed', params?: Record<string, string>) => string;
  source: string;
  onSubscribed: (email: string, alreadySubscribed: boolean) => void;
}): ReactNode {
  const { t } = props;
  const limited = useRateLimitText();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const signUp = useRef<{ email: string; key: string } | null>(null);
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = outcome.kind === 'invalid' || outcome.kind === 'error';
  const described = invalid || outcome.kind === 'limited';

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (outcome.kind === 'sending') return;
    const email = input.current?.value.trim() ?? '';
    if (!EMAIL_PATTERN.test(email)) {
      setOutcome({ kind: 'invalid' });
      input.current?.focus();
      return;
    }
    setOutcome({ kind: 'sending' });
    try {
      if (signUp.current?.email !== email) signUp.current = { email, key: await submissionKey() };
      const answer = await subscribeNewsletter(email, signUp.current.key, props.source);
      signUp.current = null;
      setOutcome({ kind: answer.alreadySubscribed ? 'already' : 'done', email: answer.email });
      if (input.current) input.current.value = '';
      props.onSubscribed(answer.email, answer.alreadySubscribed);
    } catch (error) {
      const wait = limited(error);
      setOutcome(wait === undefined ? { kind: 'error', message: error instanceof Error ? error.message : String(error) } : { kind: 'limited', text: wait });
    }
  };

  return (
    <form className={styles.newsletter} noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.heading}>
        {t('newsletter')}
      </h2>
      <p className={styles.muted}>{t('newsletterText')}</p>
      <label htmlFor={`${id}-email`} className={styles.label}>
        {t('emailLabel')}
      </label>
      <div className={styles.row}>
        <input
          ref={input}
          id={`${id}-email`}
          className={styles.input}
          type="email"
          name="email"
          autoComplete="email"
          required
          aria-invalid={invalid || undefined}
          aria-describedby={described ? errorId : undefined}
          onInput={() => outcome.kind === 'invalid' && setOutcome({ kind: 'idle' })}
        />
        <button type="submit" className={styles.button} aria-disabled={outcome.kind === 'sending' || undefined}>
          {outcome.kind === 'sending' ? t('subscribing') : t('subscribe')}
        </button>
      </div>
      <div role="alert" id={errorId} className={styles.error}>
        {outcome.kind === 'invalid' && t('invalidEmail')}
        {outcome.kind === 'error' && t('failed', { message: /[.!?]$/.test(outcome.message) ? outcome.message : `${outcome.message}.` })}
        {outcome.kind === 'limited' && outcome.text}
      </div>
      <div role="status" className={styles.thanks}>
        {outcome.kind === 'done' && t('thanks', { email: outcome.email })}
        {outcome.kind === 'already' && t('already', { email: outcome.email })}
      </div>
    </form>
  );
}
