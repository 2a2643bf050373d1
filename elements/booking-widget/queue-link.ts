import { notice } from '../../shared/booking/widget-messages.ts';
import type { BookingWidget } from '../../shared/booking/state/widget.ts';

/**
 * Follows the walk-in of a queue link (the queue e-mails' `/queue?manage=<token>`): the server says
 * which entry the token opens; the widget then follows it with that token, as if joined here. Only
 * the view-queue-progress mode needs it, so it loads with the mode screens (see Screens.tsx).
 */
export async function followQueueLink(widget: BookingWidget, token: string): Promise<void> {
  try {
    const entry = await widget.context.api.ownQueueEntry(token);
    if (!entry) return widget.showError(notice('queueEntryNotFound'));
    widget.memory.setQueueId(entry.id, token);
    widget.viewQueue(entry.id);
  } catch {
    widget.showError(notice('loadQueue'));
  }
}
