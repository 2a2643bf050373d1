import { RECENT_RESERVATION_MS, shouldForceConfirmation } from '../adaptive.ts';
import type { Mode } from '../widget-config.ts';
import type { WidgetContext } from './context.ts';
import type { BookingFlow } from './flow.ts';
import type { BookingMemory } from './memory.ts';

// The 60-second rule: a reservation made less than 60 seconds ago brings new-reservation back to its
// confirmation, after a mode change and after a reload.

/** After a mode change: shows the confirmation again when the reservation on screen is the one just made. */
export function keepRecentConfirmation(flow: BookingFlow, memory: BookingMemory, mode: Mode, now: number): void {
  const newest = memory.newest();
  const made = flow.$reservation.get();
  const state = { mode, step: flow.$step.get(), newestCreatedAt: newest?.createdAt ?? null, now };
  if (made && newest?.id === made.id && shouldForceConfirmation(state)) flow.setStep('confirmation');
}

/**
 * After a reload: forgets a record older than 60 seconds, and within them looks the reservation up by
 * its manage token and shows its confirmation. A visitor who changed mode or step while the lookup was
 * under way stays where they went.
 */
export async function reopenRecentReservation(context: WidgetContext, flow: BookingFlow, memory: BookingMemory, mode: () => Mode): Promise<void> {
  const newest = memory.newest();
  // Past the 60 seconds the record (and its manage token) has no use: forget it.
  if (newest && context.now() - newest.createdAt >= RECENT_RESERVATION_MS) memory.setNewest(null);
  const step = flow.$step.get();
  const stillDue = (): boolean =>
    flow.$step.get() === step && shouldForceConfirmation({ mode: mode(), step, newestCreatedAt: newest?.createdAt ?? null, now: context.now() });
  const manageToken = newest?.manageToken;
  if (!manageToken || !stillDue() || context.preview) return;
  try {
    const found = await context.api.lookup({ manageToken });
    if (found && stillDue()) flow.showConfirmation(found.reservation, found.manageToken ?? manageToken);
  } catch {
    // The confirmation is a convenience after a reload; without it the flow simply starts again.
  }
}
