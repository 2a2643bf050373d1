import type { QueueEntry } from '../../api/schemas.ts';
import { FINISHED_QUEUE_STATUSES, type QueueStatus } from '../queue.ts';
import type { BookingNotice } from '../widget-messages.ts';

/** The queue status screen. */
export interface QueueState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  locationId: string;
  serviceId: string;
  /** The public board: names reduced to first name and initial, no phone or notes. */
  entries: QueueEntry[];
  paused: boolean;
  updatedAt: number | null;
  findText: string;
  findProblem: BookingNotice | null;
  finding: boolean;
  myEntryId: string | null;
  /**
   * The visitor's own entry in full (from joining, Find Me by phone, then read by its token on each
   * refresh, in any status); the board has only the public view, and drops an entry once it is over.
   */
  myDetails: QueueEntry | null;
  /** The token from joining (or a Find Me by phone): only with it can the visitor leave the queue. */
  myToken: string | null;
  confirmingLeave: boolean;
  leaving: boolean;
  /** 'left' after the visitor left the queue (the screen says so). */
  notice: 'left' | null;
}

/**
 * True once the visitor's entry is over for them: served (seated), no-show (cancelled) or taken off
 * the line (left). Its own copy is then read no more.
 */
export function isOver(entry: { status: string } | null): boolean {
  return entry !== null && (entry.status === 'seated' || FINISHED_QUEUE_STATUSES.includes(entry.status as QueueStatus));
}

/**
 * The visitor's entry as the screen shows it: the board's live position, status and wait, with the
 * name, phone and notes only the visitor's own copy has; once the own copy says it is over, that
 * copy. Null when the visitor follows no entry.
 */
export function ownEntry(state: QueueState): QueueEntry | null {
  if (!state.myEntryId) return null;
  const live = state.entries.find((e) => e.id === state.myEntryId);
  const details = state.myDetails?.id === state.myEntryId ? state.myDetails : null;
  if (!live || isOver(details)) return details;
  if (!details) return live;
  return { ...details, ...live, customerName: details.customerName, customerPhone: details.customerPhone, notes: details.notes };
}

/** True when the visitor may leave the queue here: they hold the entry's token and it is still waiting or called. */
export function canLeave(state: QueueState): boolean {
  const mine = ownEntry(state);
  return state.myToken !== null && mine !== null && (mine.status === 'waiting' || mine.status === 'notified');
}

/** The queue screen before it opens. */
export const EMPTY_QUEUE: QueueState = {
  status: 'idle',
  locationId: '',
  serviceId: '',
  entries: [],
  paused: false,
  updatedAt: null,
  findText: '',
  findProblem: null,
  finding: false,
  myEntryId: null,
  myDetails: null,
  myToken: null,
  confirmingLeave: false,
  leaving: false,
  notice: null,
};
