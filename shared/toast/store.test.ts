// @vitest-environment happy-dom
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $toasts, dismissToast, enqueueToast, ensureToastRegion, expireToasts, MAX_TOASTS, nextExpiry, showToast, TOAST_DURATION_MS, type Toast } from './store.ts';

const toast = (id: number, text: string, expiresAt = 1000): Toast => ({ id, text, tone: 'success', expiresAt });

describe('toast queue', () => {
  it('adds, refreshes a repeated text instead of stacking it, and keeps at most three', () => {
    let queue = enqueueToast([], toast(1, 'A'));
    queue = enqueueToast(queue, toast(2, 'B'));
    queue = enqueueToast(queue, toast(3, 'A', 5000));
    expect(queue.map((t) => t.id)).toEqual([2, 3]);
    queue = enqueueToast(enqueueToast(queue, toast(4, 'C')), toast(5, 'D'));
    expect(queue.map((t) => t.text)).toEqual(['A', 'C', 'D']);
  });

  it('expires toasts at their time and reports the next expiry', () => {
    const queue = [toast(1, 'A', 100), toast(2, 'B', 300)];
    expect(nextExpiry(queue)).toBe(100);
    expect(expireToasts(queue, 100).map((t) => t.id)).toEqual([2]);
    expect(nextExpiry([])).toBeNull();
  });

  it('never holds more than the maximum or two toasts of one text', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('A', 'B', 'C', 'D', 'E'), { maxLength: 40 }), (texts) => {
        let queue: Toast[] = [];
        texts.forEach((text, i) => (queue = enqueueToast(queue, toast(i, text))));
        return queue.length <= MAX_TOASTS && new Set(queue.map((t) => t.text)).size === queue.length;
      }),
    );
  });
});

describe('toast store', () => {
  afterEach(() => {
    vi.useRealTimers();
    $toasts.set([]);
    document.body.replaceChildren();
  });

  it('shows a toast for 3000 ms and creates the one region on demand', () => {
    vi.useFakeTimers();
    showToast('Added to cart: 1 Mug');
    expect(document.querySelectorAll('site-toast')).toHaveLength(1);
    showToast('Added to cart: 2 Mug');
    expect(document.querySelectorAll('site-toast')).toHaveLength(1);
    expect($toasts.get()).toHaveLength(2);
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect($toasts.get()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toHaveLength(0);
  });

  it('dismisses a toast early and keeps an existing region', () => {
    document.body.innerHTML = '<site-toast id="mine"></site-toast>';
    ensureToastRegion();
    expect(document.querySelectorAll('site-toast')).toHaveLength(1);
    const id = showToast('Saved', { tone: 'info' });
    dismissToast(id);
    expect($toasts.get()).toEqual([]);
  });
});
