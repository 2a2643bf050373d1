import { useEffect, useMemo } from 'react';
import type { ElementViewProps } from '../../shared/element/react/define-element.tsx';
import { preloadedCatalog } from '../../shared/booking/preloaded.ts';
import { pageBookingApi } from '../../shared/booking/remote.ts';
import { visitorZone } from '../../shared/booking/wall-clock.ts';
import { resolveConfig, type WidgetPayload } from '../../shared/booking/widget-config.ts';
import { bookingMemory } from '../../shared/booking/state/memory.ts';
import { createBookingWidget, type BookingWidget as Widget } from '../../shared/booking/state/widget.ts';
import type { bookingAttributes, BookingWidgetEvents } from './booking-widget.element.ts';
import { followQueueLink } from './screens/Screens.tsx';

type Props = ElementViewProps<typeof bookingAttributes, WidgetPayload, string | undefined, BookingWidgetEvents>;

/** The manage link's token: `data-manage-token`, else the page's `?manage=` (never in a preview). */
function manageTokenOf(props: Props): string | null {
  if (props.preview) return null;
  if (props.manageToken) return props.manageToken;
  return new URLSearchParams(globalThis.location?.search ?? '').get('manage')?.slice(0, 400) || null;
}

/** Creates the widget's state for a configuration, starts it, listens for `view-queue-progress`, and disposes it. */
export function useWidget(props: Props, locale: string): Widget {
  const { preset, mode, preview, data, emit } = props;
  // On a queue status page the link's token is a walk-in's, not a booking's.
  const linkToken = manageTokenOf(props);
  const queueLink = mode === 'view-queue-progress' ? linkToken : null;
  const manageToken = queueLink ? null : linkToken;
  const widget = useMemo(() => {
    const config = resolveConfig(preset, data);
    return createBookingWidget({
      config,
      api: pageBookingApi(),
      memory: bookingMemory(),
      locale,
      preloaded: data?.serverData ? preloadedCatalog(data.serverData, visitorZone()) : undefined,
      preview,
      mode,
      manageToken,
      emit: (name, detail) => void emit(name, detail),
    });
  }, [preset, mode, preview, data, locale, emit, manageToken]);
  useEffect(() => {
    widget.start();
    if (queueLink) followQueueLink(widget, queueLink);
    const onEvent = (event: Event): void => {
      const detail = (event as CustomEvent<{ queueId?: unknown } | null>).detail;
      widget.viewQueue(typeof detail?.queueId === 'string' ? detail.queueId : null);
    };
    document.addEventListener('view-queue-progress', onEvent);
    return () => {
      document.removeEventListener('view-queue-progress', onEvent);
      widget.dispose();
    };
  }, [widget, queueLink]);
  return widget;
}
