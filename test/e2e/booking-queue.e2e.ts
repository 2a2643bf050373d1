import assert from 'node:assert/strict';
import { expectNoAxeViolations, test } from './harness.ts';
import { bookingServer, clickButton, expectHeading, fill, setServerClock, widgetOf } from './booking-support.e2e.ts';

const LOCATION = 'loc_hb_quayside';

test(
  'queue: a walk-in joins, follows its position on the status screen while the server notifies the next customer',
  async ({ page }) => {
    const { baseURL: base } = await bookingServer();
    await setServerClock(page, base, null);
    const api = (path: string, data: unknown) =>
      page.request.post(`${base}/api/reservations/${path}`, { data, headers: { orgid: 'harbor' } });

    // Someone is already waiting at the bistro.
    const ahead = await api('create', {
      type: 'queue',
      locationId: LOCATION,
      serviceId: 'svc_hb_lunch',
      customerName: 'Earlier Guest',
      customerPhone: '+44 20 7946 0001',
      partySize: 2,
      joinedAt: new Date().toISOString(),
      status: 'waiting',
    });
    assert.equal(ahead.status(), 201);

    await page.goto(`${base}/queue?org=harbor`);
    await expectHeading(page, 'Queue Status');
    await widgetOf(page).locator('table').waitFor();
    await expectNoAxeViolations(page);

    // Join through the walk-in form.
    await clickButton(page, 'Join the Queue');
    await expectHeading(page, 'Join the Queue');
    await clickButton(page, 'Join Queue');
    await widgetOf(page).getByText('Please enter your name').first().waitFor();
    await fill(page, 'Your name', 'Grace Walk-in');
    await fill(page, 'Phone', '+44 20 7946 0777');
    await widgetOf(page).getByLabel('Service', { exact: true }).selectOption('svc_hb_lunch');
    await clickButton(page, 'Join Queue');
    await expectHeading(page, "You're in the Queue");
    const position = Number(await widgetOf(page).locator('[data-position]').getAttribute('data-position'));
    assert.ok(position >= 2, `someone is ahead (position ${position})`);
    await expectNoAxeViolations(page);

    await clickButton(page, 'View Queue Status');
    await expectHeading(page, 'Queue Status');
    const mine = widgetOf(page).locator('[data-your-status]');
    await mine.waitFor();
    assert.equal(await mine.locator('[data-my-position]').getAttribute('data-my-position'), String(position));

    // Staff call the next customers until only ours is left in front.
    for (let i = position; i > 1; i--) {
      const next = await api('update', { locationId: LOCATION, action: 'notify-next' });
      assert.equal(next.status(), 200);
      await clickButton(page, 'Refresh');
      await widgetOf(page)
        .locator(`[data-my-position="${i - 1}"]`)
        .waitFor({ timeout: 10_000 });
    }
    await widgetOf(page).locator('[data-caption]').filter({ hasText: 'Almost Ready' }).waitFor();
    assert.match((await widgetOf(page).locator('[aria-live="polite"]').last().textContent()) ?? '', /You are number 1 in the queue/);

    // Our turn: notified, Ready!
    await api('update', { locationId: LOCATION, action: 'notify-next' });
    await clickButton(page, 'Refresh');
    await widgetOf(page).locator('[data-caption]').filter({ hasText: 'Ready!' }).waitFor({ timeout: 10_000 });
    await widgetOf(page).locator('[data-your-status] [data-tone="notified"]').waitFor();
    await expectNoAxeViolations(page);

    // The page remembers the queue id: a reload finds the entry again.
    await page.reload();
    await widgetOf(page).locator('[data-your-status]').waitFor({ timeout: 15_000 });
  },
  { timeout: 120_000 },
);
