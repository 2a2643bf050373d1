import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import type { Attendant } from '../../../shared/api/schemas.ts';
import { attendantsFor, servicesAt } from '../../../shared/booking/adaptive.ts';
import * as cards from '../css/cards.css.ts';
import * as frame from '../css/frame.css.ts';
import { FlowStepActions } from '../parts/Frame.tsx';
import { useStepNav } from '../use-step-nav.ts';
import { useUi } from '../use-ui.ts';
import { StepHeading } from '../parts/Headings.tsx';

/** Initials of a name for the avatar fallback ("Maya Chen" gives "MC"). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '')).toUpperCase();
}

function StaffCard({ attendant, chosen, onChoose }: { attendant: Attendant; chosen: boolean; onChoose: () => void }): ReactNode {
  const { t } = useUi();
  const specialties = attendant.specialties ?? [];
  return (
    <button type="button" className={cards.card} aria-pressed={chosen} data-card="" onClick={onChoose}>
      <span className={cards.cardRow}>
        {attendant.imageUrl ? (
          <img className={cards.avatar} src={attendant.imageUrl} alt="" loading="lazy" />
        ) : (
          <span className={cards.avatar} aria-hidden="true">
            {initials(attendant.name)}
          </span>
        )}
        <span>
          <span className={cards.cardTitle}>{attendant.name}</span>
          {attendant.title && (
            <>
              <br />
              <span className={cards.cardMeta}>{attendant.title}</span>
            </>
          )}
          {typeof attendant.rating === 'number' && (
            <>
              <br />
              <span aria-label={t('rating', { rating: attendant.rating })} role="img">
                <span aria-hidden="true">★ {attendant.rating.toFixed(1)}</span>
              </span>
            </>
          )}
        </span>
      </span>
      {specialties.length > 0 && (
        <span className={cards.cardFooter}>
          {specialties.slice(0, 2).map((s) => (
            <span key={s} className={cards.pill}>
              {s}
            </span>
          ))}
          {specialties.length > 2 && <span className={cards.cardMeta}>{t('moreSpecialties', { count: specialties.length - 2 })}</span>}
        </span>
      )}
      {chosen && (
        <span className={cards.check} aria-hidden="true">
          ✓
        </span>
      )}
    </button>
  );
}

/**
 * The attendant step: 'No Preference' plus staff cards (image or initials, title,
 * rating, two specialties then '+N more'); 'No Attendant Required' when the service needs nobody.
 */
export function AttendantStep(): ReactNode {
  const { widget, t } = useUi();
  const catalog = useStore(widget.$catalog);
  const selection = useStore(widget.flow.$selection);
  const nav = useStepNav('attendant');
  const service = servicesAt(catalog.services, selection.locationId).find((s) => s.id === selection.serviceId) ?? null;
  const staff = attendantsFor(catalog.attendants, selection.locationId, service);
  const needed = service?.requiresAttendant !== false;
  return (
    <div>
      <StepHeading>{nav.title ?? t('step.attendant')}</StepHeading>
      {nav.description && <p className={frame.lead}>{nav.description}</p>}
      {!needed ? (
        <div className={frame.note}>
          <p>
            <strong>{t('noAttendantRequired')}</strong>
          </p>
          <p>{t('noAttendantRequiredHint')}</p>
        </div>
      ) : (
        <ul className={cards.grid}>
          <li>
            <button
              type="button"
              className={cards.card}
              aria-pressed={selection.attendantId === null}
              data-card=""
              onClick={() => widget.flow.chooseAttendant(null)}
            >
              <span className={cards.cardRow}>
                <span className={cards.avatar} aria-hidden="true">
                  ?
                </span>
                <span>
                  <span className={cards.cardTitle}>{t('noPreference')}</span>
                  <br />
                  <span className={cards.cardMeta}>{t('noPreferenceHint')}</span>
                </span>
              </span>
            </button>
          </li>
          {staff.map((attendant) => (
            <li key={attendant.id}>
              <StaffCard
                attendant={attendant}
                chosen={selection.attendantId === attendant.id}
                onChoose={() => widget.flow.chooseAttendant(attendant.id)}
              />
            </li>
          ))}
        </ul>
      )}
      <FlowStepActions nav={nav} />
    </div>
  );
}
