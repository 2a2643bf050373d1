import type { ReactNode } from 'react';
import * as cards from '../css/cards.css.ts';
import { useUi } from '../use-ui.ts';

/** One choice of a step as a card in its list: a pressed button, marked "✓ Selected" when chosen. */
export function ChoiceCard({ chosen, onChoose, children }: { chosen: boolean; onChoose: () => void; children: ReactNode }): ReactNode {
  const { t } = useUi();
  return (
    <li>
      <button type="button" className={cards.card} aria-pressed={chosen} data-card="" onClick={onChoose}>
        {children}
        {chosen && (
          <span className={cards.check} aria-hidden="true">
            ✓ {t('selected')}
          </span>
        )}
      </button>
    </li>
  );
}
