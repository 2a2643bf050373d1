import { useStore } from '@nanostores/react';
import { screenFor, type Screen } from '../../shared/booking/flow.ts';
import type { BookingWidget as Widget } from '../../shared/booking/state/widget.ts';

/** The screen currently drawn. */
export function useScreen(widget: Widget): Screen {
  const { mode } = useStore(widget.$shell);
  const step = useStore(widget.flow.$step);
  return screenFor(mode, step);
}
