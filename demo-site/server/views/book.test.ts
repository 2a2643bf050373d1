import { describe, expect, it } from 'vitest';
import { bookingHub, bookingRoutes, PRESET_PAGES } from './book.ts';
import { testClockEnabled } from './book-test-clock.ts';
import { queuePage } from './queue.ts';
import type { PageContext } from './types.ts';

const ctx = (siteName: 'northwind' | 'harbor'): PageContext => ({
  tenant: {
    id: `org_${siteName}`,
    name: siteName === 'harbor' ? 'Harbor Bistro & Salon' : 'Northwind Outfitters',
    siteName,
    currency: 'USD',
    locale: 'en-US',
    timeZone: 'UTC',
  },
  nonce: 'n',
  site: { url: 'http://localhost', defaultTitle: 'Demo', defaultDescription: '', defaultLocale: 'en-US', demoMode: true },
  path: '/book',
  link: (path) => path,
});

describe('booking pages', () => {
  it('has one page per preset, each only a tag with its preset and inline configuration', async () => {
    expect(PRESET_PAGES.map((p) => p.preset)).toEqual(['meeting', 'pickup', 'license', 'salon', 'restaurant']);
    for (const page of PRESET_PAGES) {
      const route = bookingRoutes.find((r) => r.path === page.path);
      const body = (await route?.render(ctx(page.siteName)))?.body.value ?? '';
      expect(body).toContain(`<booking-widget data-preset="${page.preset}"><script type="application/json">`);
    }
  });
  it('points to the right demo business when the page is opened on the other tenant', async () => {
    const salon = bookingRoutes.find((r) => r.path === '/book/salon');
    const body = (await salon?.render(ctx('northwind')))?.body.value ?? '';
    expect(body).not.toContain('<booking-widget');
    expect(body).toContain('/book/salon?org=harbor');
    expect(bookingHub(ctx('harbor')).body.value).toContain('/book/meeting?org=northwind');
  });
  it('opens the queue board in view-queue-progress mode', async () => {
    expect((await queuePage(ctx('harbor'))).body.value).toContain('data-mode="view-queue-progress"');
  });
});

describe('the test clock', () => {
  it('is on only in demo mode with BOOKING_TEST_CLOCK=1', () => {
    expect(testClockEnabled(true, { BOOKING_TEST_CLOCK: '1' })).toBe(true);
    expect(testClockEnabled(false, { BOOKING_TEST_CLOCK: '1' })).toBe(false);
    expect(testClockEnabled(true, {})).toBe(false);
    expect(testClockEnabled(true, { BOOKING_TEST_CLOCK: 'true' })).toBe(false);
  });
});
