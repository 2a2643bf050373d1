/** Statuses of a walk-in queue entry: waiting on joining, notified when called, then an end state. */
export const QUEUE_STATUSES = ['waiting', 'notified', 'seated', 'served', 'left', 'cancelled'] as const;
/** One of `QUEUE_STATUSES`. */
export type QueueStatus = (typeof QUEUE_STATUSES)[number];
/** Statuses after which an entry is out of the line for good. */
export const FINISHED_QUEUE_STATUSES: readonly QueueStatus[] = ['served', 'left', 'cancelled'];

/** Minutes each waiting person counts when the service's duration is unknown. */
export const QUEUE_MINUTES_PER_PERSON = 15;
/** How often the queue status screen refreshes itself. */
export const QUEUE_REFRESH_MS = 30_000;
/** At or under this many minutes the entry is 'Almost Ready'. */
export const ALMOST_READY_MINUTES = 5;
/** At or under this many minutes the entry is 'Getting Close'. */
export const GETTING_CLOSE_MINUTES = 15;

/** Minutes one waiting person counts: the service duration when known, otherwise 15. */
export function minutesPerPerson(serviceDuration?: number | null): number {
  return typeof serviceDuration === 'number' && Number.isFinite(serviceDuration) && serviceDuration > 0
    ? serviceDuration
    : QUEUE_MINUTES_PER_PERSON;
}

/** A count of servers (staff or tables serving at once) as a whole number, at least 1. */
function serverCount(servers: number): number {
  return Number.isFinite(servers) && servers >= 1 ? Math.floor(servers) : 1;
}

/**
 * Place and wait of someone with `waitingAhead` people waiting before them:
 * position = waiting count + 1, estimated wait = waiting count × minutes per person, divided by the
 * `servers` serving in parallel (staff on duty, tables), rounded up to a whole minute.
 */
export function queueEstimate(
  waitingAhead: number,
  serviceDuration?: number | null,
  servers = 1,
): { position: number; estimatedWaitTime: number } {
  const ahead = Math.max(0, Math.floor(waitingAhead));
  return { position: ahead + 1, estimatedWaitTime: Math.ceil((ahead * minutesPerPerson(serviceDuration)) / serverCount(servers)) };
}

/** The three steps of the progress line: Joined Queue, Waiting, Ready. */
export type QueueStage = 'first' | 'middle' | 'final';

/** The caption and stage of a customer's own entry. */
export function queueProgress(entry: { status: string; estimatedWaitTime: number }): { caption: string; stage: QueueStage } {
  if (entry.status === 'notified') return { caption: 'Ready!', stage: 'final' };
  if (entry.estimatedWaitTime <= ALMOST_READY_MINUTES) return { caption: 'Almost Ready', stage: 'final' };
  if (entry.estimatedWaitTime <= GETTING_CLOSE_MINUTES) return { caption: 'Getting Close', stage: 'middle' };
  return { caption: 'In Queue', stage: 'first' };
}

/**
 * Live positions and waits for a line of entries in joining order: each waiting entry's position
 * is the number of waiting entries before it plus one; entries already called (notified, seated)
 * stand at position 0 with no wait. `servers` is how many the location serves at once (default 1).
 * Returns the entries with `position` and `estimatedWaitTime` set.
 */
export function queuePositions<T extends { status: string; serviceDuration?: number | null }>(
  entries: readonly T[],
  servers = 1,
): (T & { position: number; estimatedWaitTime: number })[] {
  let waiting = 0;
  return entries.map((entry) => {
    if (entry.status !== 'waiting') return { ...entry, position: 0, estimatedWaitTime: 0 };
    const estimate = queueEstimate(waiting, entry.serviceDuration, servers);
    waiting += 1;
    return { ...entry, ...estimate };
  });
}
