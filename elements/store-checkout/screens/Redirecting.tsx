import type { ReactNode } from 'react';
import type { Translate } from '../messages.ts';
import * as s from '../css/checkout.css.ts';

/** What an empty cart shows while the shopper is sent to the store page. */
export function Redirecting({ t }: { t: Translate }): ReactNode {
  return (
    <p className={`${s.root} ${s.hint}`} role="status">
      {t('redirecting')}
    </p>
  );
}
