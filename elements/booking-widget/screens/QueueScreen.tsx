import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useId, type FormEvent, type ReactNode } from 'react';
import { servicesAt } from '../../../shared/booking/adaptive.ts';
import { isModeEnabled } from '../../../shared/booking/flow.ts';
import { hasInstructions } from '../../../shared/booking/queue-view.ts';
import { canLeave, createQueue, ownEntry, type QueueStore } from '../../../shared/booking/state/queue.ts';
import { createStaffQueue, pageStaffQueueApi } from '../../../shared/booking/state/staff-queue.ts';
import type { WidgetContext } from '../../../shared/booking/state/context.ts';
import * as form from '../css/form.css.ts';
import * as frame from '../css/frame.css.ts';
import * as queue from '../css/queue.css.ts';
import { ConfirmDialog } from '../parts/ConfirmDialog.tsx';
import { Field } from '../parts/Field.tsx';
import { QueueTable, YourStatus } from '../parts/QueueParts.tsx';
import { useUi } from '../use-ui.ts';
import { StepHeading, SubHeading } from '../parts/Headings.tsx';
import { useModeText } from '../use-mode-text.ts';
import { useNoticeText } from '../use-notice-text.ts';

// The staff console's code loads only once the session says staff: visitors never download it.
const StaffQueue = lazy(() => import('../parts/StaffQueue.tsx').then((m) => ({ default: m.StaffQueue })));

/** The staff console's state over the page's API, reloading the line after each action. */
const staffPart = (queue: QueueStore) => (ctx: WidgetContext) => createStaffQueue(ctx, { api: pageStaffQueueApi(), refresh: () => queue.refresh() });

/** 'Check Your Status': the Find Me box, by queue entry id or the full phone number, asked of the server. */
function FindMe(): ReactNode {
  const { widget } = useUi();
  const t = useModeText();
  const store = widget.part('queue', createQueue);
  const state = useStore(store.$queue);
  const text = useNoticeText();
  const headingId = useId();
  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    store.find();
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
      <SubHeading id={headingId}>{t('checkYourStatus')}</SubHeading>
      <div className={form.inline}>
        <Field
          label={t('findMe')}
          hint={t('findMeHint')}
          name="find"
          value={state.findText}
          onChange={(v) => store.setFindText(v)}
          error={text(state.findProblem)}
        />
        <button type="submit" className={frame.primaryButton} disabled={state.finding}>
          {t('findMe')}
        </button>
      </div>
    </form>
  );
}

/** 'Leave the Queue' under the visitor's own status, asked first; only with the token from joining. */
function LeaveQueue(): ReactNode {
  const { widget } = useUi();
  const t = useModeText();
  const store = widget.part('queue', createQueue);
  const state = useStore(store.$queue);
  if (!canLeave(state)) return null;
  return (
    <div className={frame.actions}>
      <span />
      <button type="button" className={frame.dangerButton} disabled={state.leaving} onClick={() => store.askLeave()}>
        {t('leaveQueue')}
      </button>
      <ConfirmDialog
        open={state.confirmingLeave}
        question={t('leaveConfirm')}
        yes={t('yesLeave')}
        no={t('stayInQueue')}
        onYes={() => void store.leave()}
        onNo={() => store.dismissLeave()}
      />
    </div>
  );
}

/**
 * The queue status screen: location and service filters, a 30-second refresh that can
 * be paused, Find Me, 'Your Status', the 'Current Queue' table, and the business type's instructions.
 */
export function QueueScreen(): ReactNode {
  const { widget, time, visitorZone, announce, t: uiText } = useUi();
  const t = useModeText();
  const store = widget.part('queue', createQueue);
  const state = useStore(store.$queue);
  const catalog = useStore(widget.$catalog);
  const { queueId, queueRequest } = useStore(widget.$shell);
  const staff = widget.part('staff-queue', staffPart(store));
  const { session } = useStore(staff.$state);
  // Who is signed in is asked after the first paint, alongside the line: a visitor's screen never waits for it.
  useEffect(() => staff.check(), [staff]);
  // Opening the screen (and each View Queue or page event) loads the queue and starts the 30 s refresh.
  useEffect(() => {
    store.open(queueId);
    return () => store.close();
  }, [store, queueId, queueRequest]);
  const type = widget.context.config.businessType;
  const entries = state.entries.filter((e) => !state.serviceId || e.serviceId === state.serviceId);
  const mine = ownEntry(state);
  const left = state.notice === 'left';
  useEffect(() => {
    if (left) announce(t('leftQueue'));
  }, [left, announce, t]);
  const services = servicesAt(catalog.services, state.locationId || null);
  const zone = catalog.locations.find((l) => l.id === state.locationId)?.timeZone ?? catalog.locations[0]?.timeZone ?? visitorZone;
  return (
    <div data-queue-screen="">
      <StepHeading>{t('queueTitle')}</StepHeading>
      <div className={queue.toolbar}>
        {catalog.locations.length > 1 && (
          <Field
            label={t('filterLocation')}
            name="queueLocation"
            type="select"
            optional
            quiet
            value={state.locationId}
            onChange={(locationId) => store.setFilter({ locationId, serviceId: '' })}
            options={[{ value: '', label: t('allLocations') }, ...catalog.locations.map((l) => ({ value: l.id, label: l.name }))]}
          />
        )}
        {services.length > 0 && (
          <Field
            label={t('filterService')}
            name="queueService"
            type="select"
            optional
            quiet
            value={state.serviceId}
            onChange={(serviceId) => store.setFilter({ serviceId })}
            options={[{ value: '', label: t('allServices') }, ...services.map((s) => ({ value: s.id, label: s.name }))]}
          />
        )}
        <button type="button" className={frame.secondaryButton} aria-pressed={state.paused} onClick={() => store.setPaused(!state.paused)}>
          {state.paused ? t('resumeUpdates') : t('pauseUpdates')}
        </button>
        <button type="button" className={frame.secondaryButton} onClick={() => store.refresh()}>
          {t('refreshNow')}
        </button>
      </div>
      <p className={`${frame.muted} ${queue.updated}`} data-updated="">
        {state.paused
          ? t('updatesPaused')
          : state.updatedAt
            ? t('updatedAt', { time: time(new Date(state.updatedAt).toISOString(), zone) })
            : ''}
      </p>
      {(session === 'staff' || session === 'ended') && (
        <Suspense fallback={null}>
          <StaffQueue
            store={staff}
            entries={entries}
            locations={state.locationId ? catalog.locations.filter((l) => l.id === state.locationId) : catalog.locations}
          />
        </Suspense>
      )}
      {hasInstructions(type) && (
        <div className={queue.instructions} data-instructions={type}>
          <SubHeading>{t('instructionsTitle')}</SubHeading>
          <p>{t(`instructions.${type as 'restaurant' | 'salon' | 'government'}`)}</p>
        </div>
      )}
      <p data-info={type}>{t(`info.${type}`)}</p>
      {left && <p className={frame.success}>{t('leftQueue')}</p>}
      {mine ? <YourStatus entry={mine} actions={<LeaveQueue />} /> : <FindMe />}
      {!mine && isModeEnabled(widget.context.config, 'walk-in') && (
        <p>
          {t('notInQueue')}{' '}
          <button type="button" className={frame.secondaryButton} onClick={() => widget.setMode('walk-in')}>
            {t('walkInTitle')}
          </button>
        </p>
      )}
      <SubHeading>{t('currentQueue')}</SubHeading>
      {state.status === 'ready' || state.entries.length > 0 ? (
        <QueueTable entries={entries} mine={mine?.id ?? null} />
      ) : state.status !== 'error' ? (
        // Holds the line the empty queue's text will take, so the board does not grow when it comes.
        <p aria-hidden="true">{uiText('loading')}</p>
      ) : null}
    </div>
  );
}
