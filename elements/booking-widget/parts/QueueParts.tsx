import { useStore } from '@nanostores/react';
import { useEffect, useRef, type ReactNode } from 'react';
import type { QueueEntry } from '../../../shared/api/schemas.ts';
import { progressLine, queueTone } from '../../../shared/booking/queue-view.ts';
import * as form from '../css/form.css.ts';
import * as frame from '../css/frame.css.ts';
import * as queue from '../css/queue.css.ts';
import { useUi } from '../use-ui.ts';
import { SubHeading } from './Headings.tsx';
import { useModeText } from '../use-mode-text.ts';

/** A status the visitor's own entry ends in when it is taken off the line: removed (left) or a no-show (cancelled). */
const isOut = (status: string): status is 'left' | 'cancelled' => status === 'left' || status === 'cancelled';

/** A queue status as a coloured badge with its text (colour is never the only signal). */
export function StatusBadge({ status }: { status: string }): ReactNode {
  const t = useModeText();
  const tone = queueTone(status);
  const label =
    tone !== 'other' ? t(`queueStatus.${tone}`) : isOut(status) ? t(`queueStatus.${status}`) : status.charAt(0).toUpperCase() + status.slice(1);
  return (
    <span className={`${queue.toneBadge} ${queue.tone[tone]}`} data-tone={tone}>
      {label}
    </span>
  );
}

/**
 * 'Your Status': name, phone, position #n, wait, service (fallback 'Service'), notes and
 * the three-stage line with its caption. Position changes are announced. The phone and
 * notes show only when the visitor proved the entry is theirs (joined here, or found it by phone);
 * `actions` is where 'Leave the Queue' goes. An entry staff took off the line (removed, or a
 * no-show) says so, and to speak with staff, instead of the progress line.
 */
export function YourStatus({ entry, actions }: { entry: QueueEntry; actions?: ReactNode }): ReactNode {
  const { widget, announce } = useUi();
  const t = useModeText();
  const catalog = useStore(widget.$catalog);
  const service = catalog.services.find((s) => s.id === entry.serviceId);
  const line = progressLine(entry);
  const said = useRef('');
  const out = isOut(entry.status);
  const text = out
    ? t('noLongerInQueue')
    : entry.status === 'notified'
      ? `${line.caption} ${t('readyAnnouncement')}`
      : t('positionAnnouncement', { position: entry.position, wait: entry.estimatedWaitTime, caption: line.caption });
  useEffect(() => {
    if (said.current !== text) {
      said.current = text;
      announce(text);
    }
  }, [text, announce]);
  const stageNames = [t('stageJoined'), t('stageWaiting'), t('stageReady')];
  return (
    <section className={queue.statusCard} aria-label={t('yourStatus')} data-your-status={entry.id}>
      <SubHeading>{t('yourStatus')}</SubHeading>
      <dl className={form.details}>
        <dt>{t('customerName')}</dt>
        <dd>{entry.customerName}</dd>
        {entry.customerPhone && (
          <>
            <dt>{t('phone')}</dt>
            <dd>{entry.customerPhone}</dd>
          </>
        )}
        <dt>{t('service')}</dt>
        <dd>{service?.name ?? t('serviceFallback')}</dd>
        <dt>{t('statusLabel')}</dt>
        <dd>
          <StatusBadge status={entry.status} />
        </dd>
        {entry.notes && (
          <>
            <dt>{t('notes')}</dt>
            <dd>{entry.notes}</dd>
          </>
        )}
      </dl>
      {entry.status === 'waiting' && (
        <div className={queue.figures}>
          <div>
            <p className={frame.muted}>{t('yourPosition')}</p>
            <p className={queue.bigNumber} data-my-position={entry.position}>
              #{entry.position}
            </p>
          </div>
          <div>
            <p className={frame.muted}>{t('estimatedWait')}</p>
            <p className={queue.bigNumber}>{t('waitMinutes', { count: entry.estimatedWaitTime })}</p>
          </div>
        </div>
      )}
      {out ? (
        <p className={queue.caption} data-out-of-queue={entry.status}>
          {text}
        </p>
      ) : (
        <>
          <ol className={queue.stages} aria-label={line.caption}>
            {stageNames.map((name, i) => (
              <li
                key={name}
                className={queue.stage}
                data-reached={line.stages[i] ? 'true' : 'false'}
                aria-current={i === line.reached ? 'step' : undefined}
              >
                {name}
              </li>
            ))}
          </ol>
          <p className={queue.caption} data-caption="">
            {line.caption}
          </p>
        </>
      )}
      {actions}
    </section>
  );
}

/**
 * 'Current Queue': Position, Wait Time, Service, Status, Party Size; empty text when
 * nobody waits. No name, phone or notes: the board is public.
 */
export function QueueTable({ entries, mine }: { entries: QueueEntry[]; mine: string | null }): ReactNode {
  const { widget } = useUi();
  const t = useModeText();
  const catalog = useStore(widget.$catalog);
  if (entries.length === 0) return <p data-empty-queue="">{t('emptyQueue')}</p>;
  return (
    // Scrolls sideways on narrow screens: focusable, so the keyboard can scroll it too.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={queue.tableWrap} role="region" aria-label={t('currentQueue')} tabIndex={0}>
      <table className={queue.table}>
        <thead>
          <tr>
            <th scope="col">{t('colPosition')}</th>
            <th scope="col">{t('colWait')}</th>
            <th scope="col">{t('colService')}</th>
            <th scope="col">{t('colStatus')}</th>
            <th scope="col">{t('colParty')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} data-mine={entry.id === mine ? '' : undefined}>
              <td>
                {entry.position > 0 ? `#${entry.position}` : '–'} {entry.id === mine && t('you')}
              </td>
              <td>{entry.status === 'waiting' ? t('waitMinutes', { count: entry.estimatedWaitTime }) : '–'}</td>
              <td>{catalog.services.find((s) => s.id === entry.serviceId)?.name ?? t('serviceFallback')}</td>
              <td>
                <StatusBadge status={entry.status} />
              </td>
              <td>{entry.partySize}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
