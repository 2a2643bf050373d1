import { useStore } from '@nanostores/react';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { categoriesOf, serviceCategories, servicesAt } from '../../../shared/booking/adaptive.ts';
import * as cards from '../css/cards.css.ts';
import * as frame from '../css/frame.css.ts';
import { ChoiceCard } from '../parts/ChoiceCard.tsx';
import { FlowStepActions } from '../parts/Frame.tsx';
import { useStepNav } from '../use-step-nav.ts';
import { useUi } from '../use-ui.ts';
import { StepHeading } from '../parts/Headings.tsx';

const ALL = '';

/**
 * The service step: category tabs (WAI-ARIA tabs: arrows, Home, End) and service cards
 * with name, description, duration, price and a 'Staff required' badge.
 */
export function ServiceStep(): ReactNode {
  const { widget, t, money } = useUi();
  const catalog = useStore(widget.$catalog);
  const selection = useStore(widget.flow.$selection);
  const nav = useStepNav('service');
  const services = servicesAt(catalog.services, selection.locationId);
  const categories = serviceCategories(services);
  const [category, setCategory] = useState(ALL);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const names = [ALL, ...categories];
  const current = names.includes(category) ? category : ALL;
  const shown = current === ALL ? services : services.filter((s) => categoriesOf(s).includes(current));
  const config = widget.context.config;

  const onKeyDown = (event: KeyboardEvent, index: number): void => {
    const last = names.length - 1;
    const target = { ArrowRight: index + 1 > last ? 0 : index + 1, ArrowLeft: index - 1 < 0 ? last : index - 1, Home: 0, End: last }[
      event.key
    ];
    if (target === undefined) return;
    event.preventDefault();
    setCategory(names[target] ?? ALL);
    tabs.current[target]?.focus();
  };

  return (
    <div>
      <StepHeading>{nav.title ?? t('step.service')}</StepHeading>
      {nav.description && <p className={frame.lead}>{nav.description}</p>}
      {categories.length > 1 && (
        <div role="tablist" aria-label={t('categoriesLabel')} className={cards.tabs}>
          {names.map((name, index) => (
            <button
              key={name || 'all'}
              ref={(el) => void (tabs.current[index] = el)}
              type="button"
              role="tab"
              id={`${baseId}-tab${index}`}
              aria-controls={`${baseId}-panel`}
              aria-selected={name === current}
              tabIndex={name === current ? 0 : -1}
              className={cards.tab}
              onClick={() => setCategory(name)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {name || t('allCategories')}
            </button>
          ))}
        </div>
      )}
      <div
        id={`${baseId}-panel`}
        role={categories.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={categories.length > 1 ? `${baseId}-tab${names.indexOf(current)}` : undefined}
      >
        {shown.length === 0 ? (
          <p>{t('noServices')}</p>
        ) : (
          <ul className={cards.grid}>
            {shown.map((service) => {
              const chosen = selection.serviceId === service.id;
              return (
                <ChoiceCard key={service.id} chosen={chosen} onChoose={() => widget.flow.chooseService(service.id)}>
                  <span className={cards.cardTitle}>{service.name}</span>
                  {service.description && <span className={cards.cardMeta}>{service.description}</span>}
                  <span className={cards.cardFooter}>
                    <span className={cards.pill}>{t('minutes', { count: service.duration })}</span>
                    {config.ui.showPricing && <span className={cards.price}>{service.price ? money(service.price) : t('free')}</span>}
                    {service.requiresAttendant && <span className={cards.staffBadge}>{t('staffRequired')}</span>}
                  </span>
                </ChoiceCard>
              );
            })}
          </ul>
        )}
      </div>
      <FlowStepActions nav={nav} nextDisabled={!selection.serviceId} />
    </div>
  );
}
