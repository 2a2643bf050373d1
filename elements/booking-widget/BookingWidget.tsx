import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ElementViewProps } from '../../shared/element/react/define-element.tsx';
import { useMessages } from '../../shared/element/react/define-element.tsx';
import { localeOf } from '../../shared/element/messages.ts';
import { businessName } from '../../shared/booking/adaptive.ts';
import type { WidgetPayload } from '../../shared/booking/widget-config.ts';
import type { bookingAttributes, BookingWidgetEvents } from './booking-widget.element.ts';
import { bookingMessages } from './messages.ts';
import { ErrorBanner, Header, LoadingOverlay } from './parts/Frame.tsx';
import { prefetchSteps, Screens } from './screens/Screens.tsx';
import { useScreen } from './use-screen.ts';
import { formatters, UiProvider, type WidgetUi } from './use-ui.ts';
import { useWidget } from './use-widget.ts';
import * as frame from './css/frame.css.ts';

type Props = ElementViewProps<typeof bookingAttributes, WidgetPayload, string | undefined, BookingWidgetEvents>;

/**
 * `<booking-widget>`'s view: header, error banner, the screen of the current mode and step, the
 * loading overlay and a polite live region. Thin: rules live in shared/booking/, state in shared/booking/state/.
 * While a `data-src` configuration loads, a loading box of the same frame shows instead.
 */
export function BookingWidget(props: Props): ReactNode {
  if (props.dataLoading) {
    return (
      <section className={frame.root} aria-busy="true">
        <div className={frame.body}>
          <span className={frame.spinner} aria-hidden="true" />
        </div>
      </section>
    );
  }
  return <WidgetView {...props} />;
}

function WidgetView(props: Props): ReactNode {
  const t = useMessages(bookingMessages);
  const locale = localeOf(props.host);
  const widget = useWidget(props, locale);
  const screen = useScreen(widget);
  const titleId = useId();
  const focusOnMount = useRef(false);
  const [announcement, setAnnouncement] = useState('');
  const { busy, catalog, mode } = useStore(widget.$shell);
  const config = widget.context.config;
  const ready = catalog === 'ready' && mode === 'new-reservation';
  useEffect(() => {
    if (ready) prefetchSteps();
  }, [ready]);

  // Once the visitor has used the widget, each new step's heading takes focus; never on page load.
  const engaged = useCallback(() => void (focusOnMount.current = true), []);

  const announce = useCallback((text: string) => setAnnouncement(text), []);
  const ui = useMemo<WidgetUi>(
    () => ({
      widget,
      t,
      locale,
      headingLevel: Number(props.headingLevel) as 2 | 3 | 4,
      focusOnMount,
      announce,
      manageHref: props.manageHref,
      signInHref: props.signInHref,
      ...formatters(locale, config.ui.currency),
    }),
    [widget, t, locale, props.headingLevel, announce, config.ui.currency, props.manageHref, props.signInHref],
  );
  const name = businessName(config, props.data?.serverData);
  const logo = config.ui.businessLogo ?? props.data?.serverData?.image ?? null;
  const tint = config.ui.primaryColor ? { [frame.tint.replace(/^var\((.*)\)$/, '$1')]: config.ui.primaryColor } : undefined;

  return (
    <UiProvider value={ui}>
      <section
        className={frame.root}
        aria-labelledby={titleId}
        data-screen={screen}
        data-preset={props.preset}
        style={tint}
        onClickCapture={engaged}
        onKeyDownCapture={engaged}
      >
        <Header name={name} logo={logo} titleId={titleId} preview={props.preview} />
        <ErrorBanner />
        <div className={frame.body} aria-busy={busy > 0}>
          {props.preview && <p className={frame.note}>{t('previewNote')}</p>}
          <Screens screen={screen} serverScreen={props.light} />
          <LoadingOverlay />
        </div>
        <div className={frame.visuallyHidden} aria-live="polite" aria-atomic="true">
          {announcement}
        </div>
      </section>
    </UiProvider>
  );
}
