/** How an unknown time (no metadata yet, or a live stream) reads: a placeholder, not "0:00". */
export const UNKNOWN_TIME = '–:––';

/**
 * A media time as a viewer reads it: `0:00`, `1:05`, `1:02:03` (hours only when there are any).
 * Fractions are dropped (the clock shows whole seconds passed); a negative time counts as 0, and a
 * time that is not a finite number is unknown.
 */
export function formatTime(seconds: number): string {
  if (!Number.isFinite(seconds)) return UNKNOWN_TIME;
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * The time left, as `-0:25`, in whole seconds so that the elapsed and remaining clocks add up to the
 * total one; the unknown placeholder while the duration is unknown.
 */
export function formatRemaining(position: number, duration: number): string {
  if (!Number.isFinite(duration) || duration <= 0) return UNKNOWN_TIME;
  return `-${formatTime(Math.floor(duration) - Math.floor(Math.min(duration, Math.max(0, position))))}`;
}
