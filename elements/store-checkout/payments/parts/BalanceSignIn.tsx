import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { apiMessages } from '../../../../shared/api/messages.ts';
import { codeProblem, emailProblem, normalizeCode, signInFailure, CODE_LENGTH, type SignInField, type SignInProblem } from '../../../../shared/checkout/customer-sign-in.ts';
import { useMessages } from '../../../../shared/element/react/define-element.tsx';
import type { Remote } from '../../use-checkout.ts';
import * as c from '../../css/checkout.css.ts';
import { panelMessages } from '../messages.ts';
import * as p from '../css/panel.css.ts';

interface Props {
  /** The checkout's contact e-mail, offered as the account's until the shopper types another. */
  contactEmail: string;
  /** Shown first when the server ended or refused the session ('Sign in with the code we email you…'). */
  again: boolean;
  onSignedIn: (email: string) => void;
  remote: () => Promise<Remote>;
}

/**
 * The customer sign-in in front of the account balance: the account e-mail and Send code, then the
 * 6-digit code from the e-mail and Sign in (and Send a new code). Every problem shows under its field
 * (tied with aria-describedby, announced by a live region that stays on the page), what was typed is
 * kept, and focus moves to the code once it is sent and to the field of any problem.
 */
export function BalanceSignIn({ contactEmail, again, onSignedIn, remote }: Props): ReactNode {
  const t = useMessages(panelMessages);
  const ta = useMessages(apiMessages);
  const id = useId();
  /** What the shopper typed here; until then the field follows the checkout's contact e-mail. */
  const [typed, setTyped] = useState<string | null>(null);
  const email = typed ?? contactEmail;
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<SignInProblem | null>(null);
  const [busy, setBusy] = useState<SignInField | null>(null);
  const [focusOn, setFocusOn] = useState<{ field: SignInField } | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!focusOn || busy) return;
    (focusOn.field === 'code' ? codeRef : emailRef).current?.focus();
  }, [focusOn, busy]);

  const fail = (found: SignInProblem): void => {
    setProblem(found);
    setFocusOn({ field: found.field });
  };

  const send = async (event?: FormEvent): Promise<void> => {
    event?.preventDefault();
    if (busy) return;
    const address = email.trim();
    const invalid = emailProblem(address);
    if (invalid) return fail(invalid);
    setBusy('email');
    setProblem(null);
    try {
      await (await remote()).customerAuth.sendCode(address);
      setSentTo(address);
      setCode('');
      setFocusOn({ field: 'code' });
    } catch (error) {
      fail(signInFailure(error, 'email'));
    } finally {
      setBusy(null);
    }
  };

  const verify = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (busy || !sentTo) return;
    const invalid = codeProblem(code);
    if (invalid) return fail(invalid);
    setBusy('code');
    setProblem(null);
    try {
      const signedIn = await (await remote()).customerAuth.verify(sentTo, code);
      onSignedIn(signedIn);
    } catch (error) {
      fail(signInFailure(error, 'code'));
      setBusy(null);
    }
  };

  const problemText = (field: SignInField): string => {
    if (problem?.field !== field) return '';
    return problem.key === 'signInRateLimited' ? ta('tooManyAttempts', { count: problem.minutes ?? 1 }) : t(problem.key);
  };
  const described = (field: SignInField) => (problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-problem` } : {});

  return (
    <div className={p.panel}>
      <p className={c.status} role={again ? 'alert' : undefined}>
        {t(again ? 'signInAgain' : 'balanceSignIn')}
      </p>
      <form className={p.panel} noValidate onSubmit={(e) => void send(e)}>
        <div className={p.row}>
          <div className={c.field}>
            <label className={c.label} htmlFor={`${id}-email`}>
              {t('signInEmail')}
            </label>
            <input
              ref={emailRef}
              id={`${id}-email`}
              className={c.input}
              type="email"
              autoComplete="email"
              spellCheck={false}
              required
              value={email}
              disabled={busy !== null}
              onChange={(e) => setTyped(e.target.value)}
              {...described('email')}
            />
          </div>
          <button type="submit" className={c.secondaryButton} disabled={busy !== null}>
            {busy === 'email' ? t('sendingCode') : t(sentTo ? 'resendCode' : 'sendCode')}
          </button>
        </div>
        <span id={`${id}-email-problem`} className={p.fieldProblem} role="alert">
          {problemText('email')}
        </span>
      </form>
      <p className={p.note} role="status">
        {sentTo ? t('codeSent', { email: sentTo }) : ''}
      </p>
      {sentTo && (
        <form className={p.panel} noValidate onSubmit={(e) => void verify(e)}>
          <div className={p.row}>
            <div className={c.field}>
              <label className={c.label} htmlFor={`${id}-code`}>
                {t('signInCode')}
              </label>
              <input
                ref={codeRef}
                id={`${id}-code`}
                className={c.input}
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]*"
                maxLength={CODE_LENGTH}
                required
                value={code}
                disabled={busy !== null}
                onChange={(e) => setCode(normalizeCode(e.target.value))}
                {...described('code')}
              />
            </div>
            <button type="submit" className={c.primaryButton} disabled={busy !== null}>
              {busy === 'code' ? t('signingIn') : t('signIn')}
            </button>
          </div>
          <span id={`${id}-code-problem`} className={p.fieldProblem} role="alert">
            {problemText('code')}
          </span>
        </form>
      )}
    </div>
  );
}
