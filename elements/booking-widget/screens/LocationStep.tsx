import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import * as cards from '../css/cards.css.ts';
import * as frame from '../css/frame.css.ts';
import { ChoiceCard } from '../parts/ChoiceCard.tsx';
import { FlowStepActions } from '../parts/Frame.tsx';
import { useStepNav } from '../use-step-nav.ts';
import { useTodayHours } from '../use-today-hours.ts';
import { useUi } from '../use-ui.ts';
import { StepHeading } from '../parts/Headings.tsx';

/** The location step: cards with image, address and today's hours; Continue waits for a choice. */
export function LocationStep(): ReactNode {
  const { widget, t } = useUi();
  const catalog = useStore(widget.$catalog);
  const selection = useStore(widget.flow.$selection);
  const nav = useStepNav('location');
  const todayHours = useTodayHours();
  return (
    <div>
      <StepHeading>{nav.title ?? t('step.location')}</StepHeading>
      {nav.description && <p className={frame.lead}>{nav.description}</p>}
      {catalog.locations.length === 0 ? (
        <p>{t('noLocations')}</p>
      ) : (
        <ul className={cards.grid}>
          {catalog.locations.map((location) => {
            const chosen = selection.locationId === location.id;
            const cityLine = [location.city, [location.state, location.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
            return (
              <ChoiceCard key={location.id} chosen={chosen} onChoose={() => widget.flow.chooseLocation(location.id)}>
                {/* Not lazy: the location cards are the widget's first screen, and their pictures its largest paint. */}
                {location.imageUrl && <img className={cards.cardImage} src={location.imageUrl} alt="" />}
                <span className={cards.cardTitle}>{location.name}</span>
                {location.address && <span>{location.address}</span>}
                {cityLine && <span>{cityLine}</span>}
                <span className={cards.cardMeta}>{todayHours(location)}</span>
              </ChoiceCard>
            );
          })}
        </ul>
      )}
      <FlowStepActions nav={nav} nextDisabled={!selection.locationId} />
    </div>
  );
}
