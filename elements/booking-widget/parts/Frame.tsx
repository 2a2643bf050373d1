import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import type { Mode } from '../../../shared/booking/widget-config.ts';
import { isModeEnabled } from '../../../shared/booking/flow.ts';
import * as frame from '../css/frame.css.ts';
import type { StepNav } from '../use-step-nav.ts';
import { useUi } from '../use-ui.ts';
import { useNoticeText } from '../use-notice-text.ts';

/** The header: logo, business name, the enabled modes, View Queue or Back. */
export function Header({
  name,
  logo,
  titleId,
  preview,
}: {
  name: string;
  logo: string | null;
  titleId: string;
  preview: boolean;
}): ReactNode {
  const { widget, t } = useUi();
  const { mode } = useStore(widget.$shell);
  const config = widget.context.config;
  const modes = config.enabledModes.filter((m): m is Exclude<Mode, 'view-queue-progress'> => m !== 'view-queue-progress');
  const inQueue = mode === 'view-queue-progress';
  const showModes = !inQueue && modes.length > 1;
  const showViewQueue = !inQueue && isModeEnabled(config, 'view-queue-progress');
  return (
    <div className={frame.header}>
      <div className={frame.brand}>
        {logo && <img className={frame.logo} src={logo} alt="" />}
        <p className={frame.businessName} id={titleId}>
          {name}
        </p>
        {preview && <span className={frame.previewBadge}>{t('previewBadge')}</span>}
      </div>
      {(showModes || showViewQueue || inQueue) && (
        <nav aria-label={t('modesLabel')} className={frame.headerNav}>
          <ul className={frame.modes}>
            {showModes &&
              modes.map((m) => (
                <li key={m}>
                  <button
                    type="button"
                    className={`${frame.secondaryButton} ${frame.smallButton}`}
                    aria-current={m === mode ? 'true' : undefined}
                    onClick={() => widget.setMode(m)}
                  >
                    {t(`mode.${m}`)}
                  </button>
                </li>
              ))}
            {showViewQueue && (
              <li>
                <button type="button" className={`${frame.secondaryButton} ${frame.smallButton}`} onClick={() => widget.viewQueue()}>
                  {t('viewQueue')}
                </button>
              </li>
            )}
            {inQueue && (
              <li>
                <button type="button" className={`${frame.secondaryButton} ${frame.smallButton}`} onClick={() => widget.back()}>
                  {t('back')}
                </button>
              </li>
            )}
          </ul>
        </nav>
      )}
    </div>
  );
}

/** The red error banner (role alert), cleared after 5 s or when dismissed. */
export function ErrorBanner(): ReactNode {
  const { widget, t } = useUi();
  const { error } = useStore(widget.$shell);
  const text = useNoticeText();
  return (
    <div role="alert" className={frame.banner} data-error-banner="">
      {error && (
        <div className={frame.bannerInner}>
          <span>{text(error)}</span>
          <button type="button" className={frame.bannerClose} aria-label={t('dismiss')} onClick={() => widget.dismissError()}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}

/** The loading overlay: shown while any call runs. */
export function LoadingOverlay(): ReactNode {
  const { widget, t } = useUi();
  const { busy } = useStore(widget.$shell);
  if (busy === 0) return null;
  return (
    <div className={frame.overlay} data-loading="">
      <span>
        <span className={frame.spinner} aria-hidden="true" />
        {t('loading')}
      </span>
    </div>
  );
}

/** Back and Continue under a step; either may be left out. */
export function StepActions({
  onBack,
  onNext,
  nextLabel,
  nextDisabled,
  children,
}: {
  onBack?: (() => void) | undefined;
  onNext?: (() => void) | undefined;
  nextLabel?: string | undefined;
  nextDisabled?: boolean;
  children?: ReactNode;
}): ReactNode {
  const { t } = useUi();
  if (!onBack && !onNext && !children) return null;
  return (
    <div className={frame.actions}>
      {onBack ? (
        <button type="button" className={frame.secondaryButton} onClick={onBack}>
          {t('back')}
        </button>
      ) : (
        <span />
      )}
      <div className={frame.actionsEnd}>
        {children}
        {onNext && (
          <button type="button" className={frame.primaryButton} onClick={onNext} disabled={nextDisabled}>
            {nextLabel ?? t('continue')}
          </button>
        )}
      </div>
    </div>
  );
}

/**
 * A flow step's Back and Continue as its configured step asks (`nav`): Continue moves the flow on
 * and reads the configured text, else `nextLabel`, else "Continue".
 */
export function FlowStepActions({ nav, nextLabel, nextDisabled }: { nav: StepNav; nextLabel?: string; nextDisabled?: boolean }): ReactNode {
  const { widget } = useUi();
  return (
    <StepActions
      onBack={nav.onBack}
      onNext={nav.showNext ? () => widget.flow.next() : undefined}
      nextLabel={nav.nextText ?? nextLabel}
      nextDisabled={nextDisabled}
    />
  );
}
