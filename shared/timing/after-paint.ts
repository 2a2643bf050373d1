/**
 * Runs `task` once the browser has painted the next frame: work a click causes but the shopper does
 * not need to see in that frame (a toast, an event for page scripts) then stays off the click's path
 * to the next paint. A hidden tab paints no frames, so the task also runs after `fallbackMs`.
 */
export function afterNextPaint(task: () => void, fallbackMs = 100): void {
  let done = false;
  const run = (): void => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    task();
  };
  const fallback = setTimeout(run, fallbackMs);
  // A task queued from requestAnimationFrame runs after that frame's paint.
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
}
