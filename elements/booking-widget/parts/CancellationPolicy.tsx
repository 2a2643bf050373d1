import type { ReactNode } from 'react';
import type { Reservation } from '../../../shared/api/schemas.ts';
import { governingPolicy, policySentences } from '../../../shared/booking/policy-wording.ts';
import { useModeText } from '../use-mode-text.ts';
import { useUi } from '../use-ui.ts';
import { SubHeading } from './Headings.tsx';

/**
 * 'Cancellation Policy' and its sentences for a booking: the policy the server answered with the
 * reservation (its service at its location, overrides included), else the configuration's.
 */
export function CancellationPolicy({ reservation }: { reservation: Reservation }): ReactNode {
  const { widget } = useUi();
  const t = useModeText();
  return (
    <>
      <SubHeading>{t('cancellationPolicy')}</SubHeading>
      <p data-cancellation-policy="">
        {policySentences(governingPolicy(widget.context.config, reservation))
          .map(({ key, count }) => t(key, count === undefined ? undefined : { count }))
          .join(' ')}
      </p>
    </>
  );
}
