import { SiteToastElement } from './site-toast.element.ts';
import { afterEach, beforeEach, describe, it } from '../../test/browser/mocha.ts';
import { defined, expect } from '../../test/browser/assert.ts';
import { expectNoAxeViolations } from '../../test/browser/axe.ts';
import { cleanup, fixture, settle, waitFor } from '../../test/browser/fixture.ts';
import { $toasts, dismissToast, ensureToastRegion, showToast } from '../../shared/toast/store.ts';

beforeEach(() => $toasts.set([]));
afterEach(() => {
  cleanup();
  document.querySelectorAll('site-toast').forEach((el) => el.remove());
});

describe('<site-toast>', () => {
  it('registers the tag and renders one polite status region, empty at first', async () => {
    expect(customElements.get('site-toast')).toBe(SiteToastElement);
    const el = await fixture('<site-toast></site-toast>');
    const region = defined(el.querySelector('[role="status"]'));
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region.textContent).toBe('');
    await expectNoAxeViolations(el);
  });

  it('shows toasts for 3000 ms, newest last, and can dismiss one early', async () => {
    const el = await fixture('<site-toast></site-toast>');
    const started = performance.now();
    showToast('Added to cart: 1 Mug');
    const second = showToast('Failed to add item to cart', { tone: 'error' });
    await settle();
    const texts = () => Array.from(el.querySelectorAll('p')).map((p) => p.textContent);
    expect(texts()).toEqual(['Added to cart: 1 Mug', 'Failed to add item to cart']);
    expect(el.querySelector('[data-tone="error"]')?.textContent).toBe('Failed to add item to cart');
    await expectNoAxeViolations(el);
    dismissToast(second);
    await settle();
    expect(texts()).toEqual(['Added to cart: 1 Mug']);
    await waitFor(() => texts().length === 0, { timeout: 3600, message: 'the toast to leave' });
    expect(performance.now() - started).toBeGreaterThan(2900);
  });

  it('keeps one live region per page: a second tag renders nothing, and showToast adds none when one exists', async () => {
    const el = await fixture('<div><site-toast></site-toast><site-toast></site-toast></div>');
    expect(el.querySelectorAll('[role="status"]').length).toBe(1);
    ensureToastRegion();
    expect(document.querySelectorAll('site-toast').length).toBe(2);
    await expectNoAxeViolations(el);
  });

  it('is created on demand by showToast when a page has none', async () => {
    showToast('Saved for later: Mug');
    const tag = defined(document.querySelector('site-toast'));
    await waitFor(() => tag.querySelector('[role="status"]')?.textContent === 'Saved for later: Mug', { message: 'the region and its text' });
    await expectNoAxeViolations(document.body);
  });
});
