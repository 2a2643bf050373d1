import assert from 'node:assert/strict';
import { expectNoAxeViolations, test } from './harness.ts';
import { describeShifts, layoutShifts, recordLayoutShifts, totalShift } from './layout-shifts.ts';
import { OWN_VIEW } from './upgraded.ts';

const SALON = '/book/salon?org=harbor';

test('server first view: a booking page shows its locations before any script, and the widget takes them over without a move or a fetch', async ({ page, context }) => {
  const served = await page.request.get(SALON);
  assert.equal(served.status(), 200);
  const markup = await served.text();
  assert.match(markup, /<booking-widget data-preset="salon"><script type="application\/json">\{[^<]*"serverData":/);
  assert.match(markup, /<site-element-root data-server="">/);
  assert.match(markup, /Choose a Location/);
  assert.match(markup, /Harbor Salon, Old Town/);

  const browser = context.browser();
  assert.ok(browser);
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: new URL(served.url()).origin });
  const still = await noScript.newPage();
  await still.goto(SALON);
  await still.getByRole('heading', { name: 'Choose a Location' }).waitFor();
  assert.equal(await still.locator('booking-widget [data-card]').count(), 2, 'both salons are listed without JavaScript');
  await noScript.close();

  const catalogueFetches: string[] = [];
  page.on('request', (request) => void (request.url().includes('/api/reservations/definitions') && catalogueFetches.push(request.url())));
  await recordLayoutShifts(page);
  await page.goto(SALON);
  const widget = page.locator('booking-widget');
  await widget.locator(OWN_VIEW).waitFor({ state: 'attached', timeout: 15_000 });
  const shifts = await layoutShifts(page);
  assert.equal(totalShift(shifts), 0, `layout shift ${describeShifts(shifts)}`);
  await widget.locator('[data-card]', { hasText: 'Harbor Salon, Old Town' }).click();
  await widget.getByRole('button', { name: 'Continue' }).click();
  await widget.getByRole('heading', { name: 'Choose a Service' }).waitFor();
  assert.deepEqual(catalogueFetches, [], 'the catalogue came with the page');
  await expectNoAxeViolations(page);
});

test('server first view: a mode button pressed before the widget’s code arrives is pressed once the widget is in', async ({ page }) => {
  // Hold the elements' own files back (not the small loader) until the visitor has pressed the server-rendered "Manage Booking".
  let release: () => void = () => undefined;
  const held = new Promise<void>((done) => (release = done));
  await page.route(/\/elements\/elements\/[^?]*\.js(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(SALON, { waitUntil: 'commit' });
  const widget = page.locator('booking-widget');
  await widget.locator('site-element-root[data-server] nav').getByRole('button', { name: 'Manage Booking', exact: true }).click();
  release();
  await widget.locator(OWN_VIEW).locator('[data-step-heading]', { hasText: 'Find Your Reservation' }).waitFor({ timeout: 15_000 });
  await expectNoAxeViolations(page);
});

test('server first view: the queue board shows its frame, filters and lookup before any script, and nothing moves while its screen code and the queue arrive', async ({ page, context }) => {
  const QUEUE = '/queue?org=harbor';
  const served = await page.request.get(QUEUE);
  const markup = await served.text();
  assert.match(markup, /<booking-widget data-preset="restaurant" data-mode="view-queue-progress"[^>]*><script type="application\/json">\{[^<]*"serverData":/);
  assert.match(markup, /<site-element-root data-server="">/);

  const browser = context.browser();
  assert.ok(browser);
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: new URL(served.url()).origin });
  const still = await noScript.newPage();
  await still.goto(QUEUE);
  await still.getByRole('heading', { name: 'Queue Status' }).waitFor();
  await still.getByRole('button', { name: 'Join the Queue' }).waitFor();
  assert.equal(await still.locator('booking-widget select[name="queueService"]').count(), 1, 'the service filter is there without JavaScript');
  await noScript.close();

  // Tall enough that the whole board and what follows it are in view: any growth would move the footer.
  await page.setViewportSize({ width: 1280, height: 1400 });
  const catalogueFetches: string[] = [];
  page.on('request', (request) => void (request.url().includes('/api/reservations/definitions') && catalogueFetches.push(request.url())));
  await recordLayoutShifts(page);
  await page.goto(QUEUE);
  const widget = page.locator('booking-widget');
  await widget.locator(OWN_VIEW).waitFor({ state: 'attached', timeout: 15_000 });
  await widget.locator('[data-empty-queue], table').first().waitFor({ timeout: 15_000 });
  const shifts = await layoutShifts(page);
  assert.equal(totalShift(shifts), 0, `layout shift ${describeShifts(shifts)}`);
  assert.deepEqual(catalogueFetches, [], 'the catalogue came with the page');
  await widget.getByRole('button', { name: 'Join the Queue' }).click();
  await widget.getByRole('heading', { name: 'Join the Queue' }).waitFor();
  await expectNoAxeViolations(page);
});
