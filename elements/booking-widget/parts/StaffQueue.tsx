import { useStore } from '@nanostores/react';
import { useEffect, useId, type ReactNode } from 'react';
import type { Location, QueueEntry } from '../../../shared/api/schemas.ts';
import { signInLink } from '../../../shared/calendar/sign-in-link.ts';
import { useMessages } from '../../../shared/element/react/define-element.tsx';
import type { StaffQueueState, StaffQueueStore } from '../../../shared/booking/state/staff-queue.ts';
import * as frame from '../css/frame.css.ts';
import * as queue from '../css/queue.css.ts';
import * as staffCss from '../css/staff.css.ts';
import { staffMessages, type StaffMessage } from '../messages-staff.ts';
import { useUi } from '../use-ui.ts';
import { SubHeading } from './Headings.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { useModeText } from '../use-mode-text.ts';
import { useNoticeText } from '../use-notice-text.ts';
import { StatusBadge } from './QueueParts.tsx';

type Translate = (key: StaffMessage, params?: Record<string, string | number>) => string;

const DONE_TEXT = { served: 'servedDone', 'no-show': 'noShowDone', remove: 'removedDone' } as const;

/** The live region's sentence for the last action that worked ("Ana Morales called"). */
function doneText(done: NonNullable<StaffQueueState['done']>, ts: Translate): string {
  if (done.action === 'call-next') return done.name ? ts('called', { name: done.name }) : ts('nobodyWaiting');
  return ts(DONE_TEXT[done.action], { name: done.name ?? '' });
}

/**
 * A button whose accessible name adds the customer to its visible word ("Served: Ana Morales"); the
 * name starts with the visible text, so speech input can still say "Served".
 */
function EntryButton({
  label,
  name,
  className,
  disabled,
  onClick,
}: {
  label: string;
  name: string;
  className: string;
  disabled: boolean;
  onClick: () => void;
}): ReactNode {
  return (
    <button
      type="button"
      className={`${className} ${frame.smallButton}`}
      aria-label={`${label}: ${name}`}
      disabled={disabled}
      onClick={onClick}
    >
      {label}
    </button>
  );
}

/** One row: name (marked when the walk-in will be e-mailed on being called), phone, party size, notes, status, wait; Served, No-show and Remove while still in the line. */
function EntryRow({ entry, store, busy, ts }: { entry: QueueEntry; store: StaffQueueStore; busy: boolean; ts: Translate }): ReactNode {
  const t = useModeText();
  const open = entry.status === 'waiting' || entry.status === 'notified';
  return (
    <tr data-staff-entry={entry.id}>
      <th scope="row">
        {entry.customerName}
        {entry.customerEmail && (
          <a className={staffCss.emailOnCall} href={`mailto:${entry.customerEmail}`} title={entry.customerEmail} data-email-on-call="">
            {ts('emailOnCall')}
          </a>
        )}
      </th>
      <td>{entry.customerPhone ? <a href={`tel:${entry.customerPhone.replace(/[^\d+]/g, '')}`}>{entry.customerPhone}</a> : '–'}</td>
      <td>{entry.partySize}</td>
      <td className={staffCss.notes}>{entry.notes || '–'}</td>
      <td>
        <StatusBadge status={entry.status} />
      </td>
      <td>{entry.status === 'waiting' ? t('waitMinutes', { count: entry.estimatedWaitTime }) : '–'}</td>
      <td>
        {open && (
          <div className={staffCss.rowActions}>
            <EntryButton
              label={ts('served')}
              name={entry.customerName}
              className={frame.primaryButton}
              disabled={busy}
              onClick={() => void store.serve(entry)}
            />
            <EntryButton
              label={ts('noShow')}
              name={entry.customerName}
              className={frame.secondaryButton}
              disabled={busy}
              onClick={() => void store.noShow(entry)}
            />
            <EntryButton
              label={ts('remove')}
              name={entry.customerName}
              className={frame.dangerButton}
              disabled={busy}
              onClick={() => store.askRemove(entry)}
            />
          </div>
        )}
      </td>
    </tr>
  );
}

/**
 * The staff view of the queue, shown on the queue screen only when the session is staff:
 * Call next (one button per location when several are shown), then the full line with name, phone,
 * party size, notes, status and wait, and per entry Served, No-show and Remove (asked first). Each
 * action is an authenticated request; the line reloads after it and the live region says what
 * happened. A 401 ends the console with a link to sign in again.
 */
export function StaffQueue({
  store,
  entries,
  locations,
}: {
  store: StaffQueueStore;
  entries: QueueEntry[];
  locations: Location[];
}): ReactNode {
  const { announce, signInHref } = useUi();
  const t = useModeText();
  const ts = useMessages(staffMessages) as Translate;
  const text = useNoticeText();
  const state = useStore(store.$state);
  const headingId = useId();
  const { done } = state;
  useEffect(() => {
    if (done) announce(doneText(done, ts));
  }, [done, announce, ts]);
  const busy = state.working !== null;
  const problem =
    state.problem && 'notice' in state.problem ? text(state.problem.notice) : state.problem?.staff === 'forbidden' ? ts('forbidden') : null;
  return (
    <section className={staffCss.staffConsole} aria-labelledby={headingId} data-staff-queue="">
      <SubHeading id={headingId}>{ts('title')}</SubHeading>
      {state.session === 'ended' ? (
        <p className={frame.problem} role="alert" data-staff-session-ended="">
          {ts('sessionEnded')} <a href={signInLink(signInHref, location)}>{ts('signInAgain')}</a>
        </p>
      ) : (
        <>
          <p className={frame.muted}>{ts('staffOnly')}</p>
          <div className={staffCss.callNext}>
            {locations.map((l) => (
              <button key={l.id} type="button" className={frame.primaryButton} disabled={busy} onClick={() => void store.callNext(l.id)}>
                {locations.length > 1 ? ts('callNextAt', { location: l.name }) : ts('callNext')}
              </button>
            ))}
          </div>
          {problem && (
            <p className={frame.problem} role="alert">
              {problem}
            </p>
          )}
          {entries.length === 0 ? (
            <p>{t('emptyQueue')}</p>
          ) : (
            // Scrolls sideways on narrow screens: focusable, so the keyboard can scroll it too.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            <div className={queue.tableWrap} role="region" aria-label={ts('tableLabel')} tabIndex={0}>
              <table className={queue.table}>
                <thead>
                  <tr>
                    <th scope="col">{ts('colName')}</th>
                    <th scope="col">{ts('colPhone')}</th>
                    <th scope="col">{t('colParty')}</th>
                    <th scope="col">{ts('colNotes')}</th>
                    <th scope="col">{t('colStatus')}</th>
                    <th scope="col">{t('colWait')}</th>
                    <th scope="col">{ts('colActions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {entries.map((entry) => (
                    <EntryRow key={entry.id} entry={entry} store={store} busy={busy} ts={ts} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <ConfirmDialog
            open={state.confirmingRemove !== null}
            question={ts('removeConfirm', { name: state.confirmingRemove?.customerName ?? '' })}
            yes={ts('yesRemove')}
            no={ts('keepInQueue')}
            onYes={() => void store.remove()}
            onNo={() => store.dismissRemove()}
          />
        </>
      )}
    </section>
  );
}
