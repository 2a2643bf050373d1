import { atom } from 'nanostores';

/** How long a toast stays (3000 ms). */
export const TOAST_DURATION_MS = 3000;
/** Most toasts shown at once; the oldest leaves first. */
export const MAX_TOASTS = 3;
/** The tag of the page's one toast region (created on demand when a page has none). */
export const TOAST_REGION_TAG = 'site-toast';

/** A short status message. */
export interface Toast {
  id: number;
  text: string;
  tone: 'success' | 'error' | 'info';
  /** When it leaves, in `Date.now()` milliseconds. */
  expiresAt: number;
}

/**
 * Adds a toast to a queue. The same text again refreshes the existing toast (moved to the end, new
 * expiry) instead of stacking a copy; beyond `max` the oldest toasts leave.
 */
export function enqueueToast(queue: readonly Toast[], toast: Toast, max = MAX_TOASTS): Toast[] {
  const others = queue.filter((t) => t.text !== toast.text || t.tone !== toast.tone);
  return [...others, toast].slice(-Math.max(1, max));
}

/** The toasts still showing at `now`. */
export function expireToasts(queue: readonly Toast[], now: number): Toast[] {
  return queue.filter((t) => t.expiresAt > now);
}

/** When the next toast leaves, or null for an empty queue. */
export function nextExpiry(queue: readonly Toast[]): number | null {
  return queue.length === 0 ? null : Math.min(...queue.map((t) => t.expiresAt));
}

/** The toasts on screen, shared by every element of the page. */
export const $toasts = atom<Toast[]>([]);

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | null = null;

function schedule(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  const next = nextExpiry($toasts.get());
  if (next === null) return;
  timer = setTimeout(
    () => {
      timer = null;
      $toasts.set(expireToasts($toasts.get(), Date.now()));
      schedule();
    },
    Math.max(0, next - Date.now()),
  );
}

/**
 * Makes sure the page has its one toast region: appends a `<site-toast>` to `<body>` when there is
 * none (the loader then loads its code). Elements call it when they mount, so the live region is
 * on the page before its first message (screen readers announce changes, not new regions).
 */
export function ensureToastRegion(doc: Document | undefined = globalThis.document): void {
  if (!doc?.body || doc.querySelector(TOAST_REGION_TAG)) return;
  doc.body.appendChild(doc.createElement(TOAST_REGION_TAG));
}

/** Shows a toast for 3 s (announced politely by the page's live region). Returns its id. */
export function showToast(text: string, options: { tone?: Toast['tone']; durationMs?: number } = {}): number {
  ensureToastRegion();
  const id = nextId++;
  const toast: Toast = { id, text, tone: options.tone ?? 'success', expiresAt: Date.now() + (options.durationMs ?? TOAST_DURATION_MS) };
  $toasts.set(enqueueToast($toasts.get(), toast));
  schedule();
  return id;
}

/** Removes a toast before its time. */
export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((t) => t.id !== id));
  schedule();
}
