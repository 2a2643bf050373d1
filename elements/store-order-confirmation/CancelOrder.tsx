import { useRef, useState, type ReactNode } from 'react';
import * as s from './confirmation.css.ts';
import type { ConfirmationTranslate } from './messages.ts';
import type { CancelRefusal } from './use-confirmed-order.ts';

const REFUSALS = ['order_paid', 'order_shipped', 'order_closed', 'payment_processing'] as const;

function refusalText(refusal: CancelRefusal, t: ConfirmationTranslate): string {
  return (REFUSALS as readonly string[]).includes(refusal.code)
    ? t(`cancelRefused_${refusal.code as (typeof REFUSALS)[number]}`)
    : t('cancelFailed', { message: refusal.message });
}

/**
 * "Cancel order" for an order still waiting for its payment: asks first (in place, focus moved to the
 * question), then cancels through the server; a refusal is said in the page's language and the
 * order stays as it was.
 */
export function CancelOrder({ onCancel, t }: { onCancel: () => Promise<CancelRefusal | null>; t: ConfirmationTranslate }): ReactNode {
  const [step, setStep] = useState<'idle' | 'asking' | 'sending'>('idle');
  const [refusal, setRefusal] = useState<CancelRefusal | null>(null);
  const question = useRef<HTMLParagraphElement>(null);
  const opener = useRef<HTMLButtonElement>(null);

  const ask = () => {
    setRefusal(null);
    setStep('asking');
    requestAnimationFrame(() => question.current?.focus());
  };
  const keep = () => {
    setStep('idle');
    requestAnimationFrame(() => opener.current?.focus());
  };
  const confirm = async () => {
    setStep('sending');
    const refused = await onCancel();
    if (refused) {
      setRefusal(refused);
      setStep('idle');
    }
  };

  return (
    <div className={s.cancel} data-cancel-order>
      {step === 'idle' ? (
        <div className={s.actions}>
          <button ref={opener} type="button" className={s.secondary} onClick={ask}>
            {t('cancelOrder')}
          </button>
        </div>
      ) : (
        <div role="group" aria-labelledby="order-cancel-question" className={s.cancelAsk}>
          <p id="order-cancel-question" ref={question} tabIndex={-1} className={s.cancelQuestion}>
            {t('cancelQuestion')}
          </p>
          <div className={s.actions}>
            <button type="button" className={s.danger} onClick={() => void confirm()} disabled={step === 'sending'}>
              {step === 'sending' ? t('cancelling') : t('cancelConfirm')}
            </button>
            <button type="button" className={s.secondary} onClick={keep} disabled={step === 'sending'}>
              {t('cancelKeep')}
            </button>
          </div>
        </div>
      )}
      {refusal && (
        <p role="alert" className={s.refusal}>
          {refusalText(refusal, t)}
        </p>
      )}
    </div>
  );
}
