import type { BusinessType } from './presets.ts';
import { queueProgress, type QueueStage } from './queue.ts';

/** How a queue status is coloured: waiting, notified and seated have their own; anything else is red. */
export type QueueTone = 'waiting' | 'notified' | 'seated' | 'other';

/** The colour group of a queue status. */
export function queueTone(status: string): QueueTone {
  return status === 'waiting' || status === 'notified' || status === 'seated' ? status : 'other';
}

/** The three stages of the progress line, in order. */
export const QUEUE_STAGES: readonly QueueStage[] = ['first', 'middle', 'final'];

/**
 * The progress line of one's own entry: its caption ('Ready!', 'Almost Ready', 'Getting Close' or 'In Queue'), the index of the stage reached
 * (0 Joined Queue, 1 Waiting, 2 Ready) and whether each stage is reached.
 */
export function progressLine(entry: { status: string; estimatedWaitTime: number }): {
  caption: string;
  reached: number;
  stages: boolean[];
} {
  const { caption, stage } = queueProgress(entry);
  const reached = QUEUE_STAGES.indexOf(stage);
  return { caption, reached, stages: QUEUE_STAGES.map((_, i) => i <= reached) };
}

/** Business types that get an instruction box on the queue screen. */
export const INSTRUCTION_TYPES: readonly BusinessType[] = ['restaurant', 'salon', 'government'];

/** True when the business type has an instruction box. */
export function hasInstructions(type: BusinessType): boolean {
  return INSTRUCTION_TYPES.includes(type);
}

/** True when an entry is still in the line (its position and wait mean something). */
export function isWaiting(entry: { status: string }): boolean {
  return entry.status === 'waiting';
}
