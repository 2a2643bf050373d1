import { useStore } from '@nanostores/react';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { servicesAt } from '../../../shared/booking/adaptive.ts';
import { MAX_PARTY_SIZE } from '../../../shared/booking/presets.ts';
import { createQueue } from '../../../shared/booking/state/queue.ts';
import * as form from '../css/form.css.ts';
import * as frame from '../css/frame.css.ts';
import * as queueCss from '../css/queue.css.ts';
import { Field } from '../parts/Field.tsx';
import { useUi } from '../use-ui.ts';
import { StepHeading } from '../parts/Headings.tsx';
import { useModeText } from '../use-mode-text.ts';
import { useNoticeText } from '../use-notice-text.ts';

/** After joining: position and estimated wait, 'View Queue Status' and 'Done'. */
function Joined(): ReactNode {
  const { widget, announce } = useUi();
  const t = useModeText();
  const queue = widget.part('queue', createQueue);
  const { entry } = useStore(queue.$walkIn);
  useEffect(() => {
    if (entry) announce(t('positionAnnouncement', { position: entry.position, wait: entry.estimatedWaitTime, caption: '' }).trim());
  }, [entry, announce, t]);
  if (!entry) return null;
  return (
    <div data-walk-in="done">
      <StepHeading>{t('walkInDoneTitle')}</StepHeading>
      <div className={queueCss.figures}>
        <div>
          <p className={frame.muted}>{t('yourPosition')}</p>
          <p className={queueCss.bigNumber} data-position={entry.position}>
            #{entry.position}
          </p>
        </div>
        <div>
          <p className={frame.muted}>{t('estimatedWait')}</p>
          <p className={queueCss.bigNumber}>{t('waitMinutes', { count: entry.estimatedWaitTime })}</p>
        </div>
      </div>
      <dl className={form.details}>
        <dt>{t('queueIdLabel')}</dt>
        <dd data-queue-id="">{entry.id}</dd>
        <dt>{t('customerName')}</dt>
        <dd>{entry.customerName}</dd>
      </dl>
      <div className={frame.actions}>
        <button type="button" className={frame.secondaryButton} onClick={() => queue.done()}>
          {t('done')}
        </button>
        <button type="button" className={frame.primaryButton} onClick={() => widget.viewQueue(entry.id)}>
          {t('viewQueueStatus')}
        </button>
      </div>
    </div>
  );
}

/** The walk-in screen (sections 2.7, 4.7, 5): name, phone, e-mail (optional), location, service, party size, notes. */
export function WalkInScreen(): ReactNode {
  const { widget } = useUi();
  const t = useModeText();
  const queueStore = widget.part('queue', createQueue);
  const state = useStore(queueStore.$walkIn);
  const text = useNoticeText();
  const catalog = useStore(widget.$catalog);
  const formRef = useRef<HTMLFormElement>(null);
  // With one location there is nothing to choose (the catalogue may arrive after the form was made).
  const only = catalog.locations.length === 1 ? catalog.locations[0]?.id : undefined;
  const needsDefault = state.stage === 'form' && !state.form.locationId && only !== undefined;
  useEffect(() => {
    if (needsDefault && only) queueStore.setWalkInField('locationId', only);
  }, [needsDefault, only, queueStore]);
  if (state.stage === 'done') return <Joined />;
  const { form: values, errors } = state;
  const services = servicesAt(catalog.services, values.locationId || null);
  const set = (name: keyof typeof values) => (value: string) => queueStore.setWalkInField(name, value);
  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    void queueStore
      .join()
      .then(() => requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()));
  };
  const max = Math.min(MAX_PARTY_SIZE, widget.context.config.maxPartySize);
  return (
    <div data-walk-in="form">
      <StepHeading>{t('walkInTitle')}</StepHeading>
      <p className={frame.lead}>{t('walkInHint')}</p>
      <form ref={formRef} className={form.form} noValidate onSubmit={onSubmit} aria-label={t('walkInTitle')}>
        <Field label={t('customerName')} name="name" value={values.name} onChange={set('name')} error={text(errors.name)} autoComplete="name" />
        <Field
          label={t('phone')}
          name="phone"
          type="tel"
          value={values.phone}
          onChange={set('phone')}
          error={text(errors.phone)}
          autoComplete="tel"
        />
        <Field
          label={t('walkInEmail')}
          name="email"
          type="email"
          optional
          hint={t('walkInEmailHint')}
          value={values.email}
          onChange={set('email')}
          error={text(errors.email)}
          autoComplete="email"
        />
        <Field
          label={t('location')}
          name="locationId"
          type="select"
          value={values.locationId}
          onChange={set('locationId')}
          error={text(errors.locationId)}
          options={[{ value: '', label: t('chooseOption') }, ...catalog.locations.map((l) => ({ value: l.id, label: l.name }))]}
        />
        {catalog.services.length > 0 && (
          <Field
            label={t('service')}
            name="serviceId"
            type="select"
            value={values.serviceId}
            onChange={set('serviceId')}
            error={text(errors.serviceId)}
            options={[{ value: '', label: t('chooseOption') }, ...services.map((s) => ({ value: s.id, label: s.name }))]}
          />
        )}
        <Field
          label={t('partySize')}
          name="partySize"
          type="select"
          value={String(values.partySize)}
          onChange={set('partySize')}
          options={Array.from({ length: max }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))}
        />
        <Field label={t('notes')} name="notes" type="textarea" optional wide value={values.notes} onChange={set('notes')} />
        {state.failure && (
          <p className={`${frame.problem} ${form.wide}`} role="alert">
            {text(state.failure)}
          </p>
        )}
        <div className={`${frame.actions} ${form.wide}`}>
          <span />
          <button type="submit" className={frame.primaryButton} disabled={state.working}>
            {state.working ? t('joining') : t('joinQueue')}
          </button>
        </div>
      </form>
    </div>
  );
}
