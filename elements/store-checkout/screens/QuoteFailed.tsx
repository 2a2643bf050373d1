import type { ReactNode } from 'react';
import type { Translate } from '../messages.ts';
import * as s from '../css/checkout.css.ts';

/** The order could not be priced: the server's message and a Retry button. */
export function QuoteFailed({ message, onRetry, t }: { message: string; onRetry: () => void; t: Translate }): ReactNode {
  return (
    <div role="alert" className={s.card}>
      <p className={s.status} data-tone="error">
        {t('quoteFailed', { message })}
      </p>
      <p>
        <button type="button" className={s.secondaryButton} onClick={onRetry}>
          {t('retry')}
        </button>
      </p>
    </div>
  );
}
