import assert from 'node:assert/strict';
import { expectNoAxeViolations, test } from './harness.ts';
import { bookingServer, clickButton, expectHeading, fill, setServerClock, staffApi, widgetOf } from './booking-support.e2e.ts';

const LOCATION = 'loc_hb_quayside';

test(
  'queue: a walk-in joins, follows its position while staff notify the next customer, sees no one else’s name or phone, and leaves',
  async ({ page }) => {
    const { baseURL: base } = await bookingServer();
    await setServerClock(page, base, null);
    const api = (path: string, data: unknown) =>
      page.request.post(`${base}/api/reservations/${path}`, { data, headers: { orgid: 'harbor' } });
    const staff = await staffApi(page, base, 'harbor');

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
    // The public board: the anonymous API shortens names and sends no phone; the widget shows neither.
    const board = (await (await page.request.get(`${base}/api/reservations?type=queue&locationId=${LOCATION}`, { headers: { orgid: 'harbor' } })).json()) as {
      queue: { customerName: string; customerPhone?: string }[];
    };
    assert.ok(board.queue.some((e) => e.customerName === 'Earlier G.'), 'the name is reduced to first name and initial');
    assert.ok(board.queue.every((e) => !e.customerPhone), 'no phone on the public board');
    assert.doesNotMatch((await widgetOf(page).textContent()) ?? '', /Earlier Guest|7946 0001/);

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
      const next = await staff.post('/api/reservations/update', { locationId: LOCATION, action: 'notify-next' });
      assert.equal(next.status(), 200);
      await clickButton(page, 'Refresh');
      await widgetOf(page)
        .locator(`[data-my-position="${i - 1}"]`)
        .waitFor({ timeout: 10_000 });
    }
    await widgetOf(page).locator('[data-caption]').filter({ hasText: 'Almost Ready' }).waitFor();
    assert.match((await widgetOf(page).locator('[aria-live="polite"]').last().textContent()) ?? '', /You are number 1 in the queue/);

    // Our turn: notified, Ready!
    assert.equal((await api('update', { locationId: LOCATION, action: 'notify-next' })).status(), 401, 'a visitor cannot call the next one');
    await staff.post('/api/reservations/update', { locationId: LOCATION, action: 'notify-next' });
    await clickButton(page, 'Refresh');
    await widgetOf(page).locator('[data-caption]').filter({ hasText: 'Ready!' }).waitFor({ timeout: 10_000 });
    await widgetOf(page).locator('[data-your-status] [data-tone="notified"]').waitFor();
    await expectNoAxeViolations(page);

    // The page remembers the queue id (and the token from joining): a reload finds the entry again, and the walk-in can leave.
    await page.reload();
    await widgetOf(page).locator('[data-your-status]').waitFor({ timeout: 15_000 });
    await clickButton(page, 'Leave the Queue');
    await clickButton(page, 'Yes, Leave');
    await widgetOf(page).getByText('You have left the queue.').first().waitFor({ timeout: 10_000 });
    const full = (await (await staff.get(`/api/reservations?type=queue&locationId=${LOCATION}`)).json()) as { queue: { customerName: string }[] };
    assert.ok(!full.queue.some((e) => e.customerName === 'Grace Walk-in'), 'the entry is gone');

    // Find Me takes the full phone number of an entry and shows only that one.
    await fill(page, 'Find Me', '7946 0001');
    await clickButton(page, 'Find Me');
    await widgetOf(page).getByText('No entry found with this ID or phone number').first().waitFor();
    await fill(page, 'Find Me', '+44 20 7946 0001');
    await clickButton(page, 'Find Me');
    await widgetOf(page).locator('[data-your-status]').filter({ hasText: 'Earlier Guest' }).waitFor({ timeout: 10_000 });
    await staff.close();
  },
  { timeout: 120_000 },
);
