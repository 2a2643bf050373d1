/**
 * Staff journeys against the real demo server (issue 17): a visitor joins the queue in one browser
 * context while staff, signed in through the plain form in another, work the line from the queue
 * console of `<booking-widget>` (a no-show's and a removed visitor's own pages then say so); staff see a customer on the calendar, sign out, and another
 * tenant's staff get no console and a 403.
 */
import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import { E2E_STAFF_PASSWORD, expectNoAxeViolations, test } from './harness.ts';

const LOCATION = 'loc_nw_soho';
const ZONE = 'America/New_York';

/** A name and phone no other journey uses. */
function someone(first: string): { name: string; phone: string } {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return { name: `${first} Staffjourney${tag}`, phone: `+1 212 555 ${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}` };
}

const widget = (page: Page) => page.locator('booking-widget').first();
const staffConsole = (page: Page) => widget(page).locator('[data-staff-queue]');
const row = (page: Page, name: string) => staffConsole(page).locator('tr[data-staff-entry]').filter({ hasText: name });
const liveText = async (page: Page) => ((await widget(page).locator('[aria-live="polite"]').last().textContent()) ?? '').trim();

/** Polls `check` every 100 ms until it holds (10 s at most). */
async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const end = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** A new browser context beside the test's own (its cookies stay apart). */
async function otherContext(page: Page, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const browser = page.context().browser();
  assert.ok(browser, 'the page belongs to a launched browser');
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}

/** Signs a tenant's seeded owner in through the sign-in form of that tenant (`?org=`). */
async function signIn(page: Page, org: 'northwind' | 'harbor'): Promise<void> {
  await page.goto(`/staff/sign-in?org=${org}`);
  await page.getByLabel('Email', { exact: true }).fill(`owner@${org}.example`);
  await page.getByLabel('Password', { exact: true }).fill(E2E_STAFF_PASSWORD);
  await Promise.all([
    page.waitForURL((url) => !url.pathname.startsWith('/staff/sign-in')),
    page.getByRole('button', { name: 'Sign in' }).click(),
  ]);
  await page.getByText(`Signed in as owner@${org}.example`).waitFor();
}

/** A visitor joins SoHo's queue through the walk-in form of the public queue page, then follows their status card. */
async function joinOnPage(page: Page, who: { name: string; phone: string }): Promise<void> {
  await page.goto('/queue');
  await widget(page).locator('table, [data-empty-queue]').first().waitFor({ timeout: 15_000 });
  await widget(page).locator('[aria-busy]').getByRole('button', { name: 'Join the Queue', exact: true }).click();
  await widget(page).getByLabel('Your name', { exact: true }).fill(who.name);
  await widget(page).getByLabel('Phone', { exact: true }).fill(who.phone);
  await widget(page).getByLabel('Location', { exact: true }).selectOption(LOCATION);
  const service = widget(page).getByLabel('Service', { exact: true });
  if (await service.count()) await service.selectOption({ index: 1 });
  await widget(page).getByRole('button', { name: 'Join Queue', exact: true }).click();
  await widget(page).getByRole('button', { name: 'View Queue Status', exact: true }).click();
  await widget(page).locator('[data-your-status]').waitFor({ timeout: 10_000 });
}

/** After a refresh, the visitor's own card says they are out of the line (`left` or `cancelled`), in the words to see staff. */
async function seesOutOfQueue(page: Page, status: 'left' | 'cancelled'): Promise<void> {
  await widget(page).locator('[aria-busy]').getByRole('button', { name: 'Refresh', exact: true }).click();
  const said = widget(page).locator(`[data-your-status] [data-out-of-queue="${status}"]`);
  await said.waitFor({ timeout: 10_000 });
  assert.equal((await said.textContent())?.trim(), 'You are no longer in the queue. Please speak with our staff for assistance.');
  assert.equal(await widget(page).getByRole('button', { name: 'Leave the Queue', exact: true }).count(), 0, 'no Leave button once out');
}

/** Opens the queue page as staff, with the line of SoHo only. */
async function openConsole(page: Page, path = '/queue'): Promise<void> {
  await page.goto(path);
  await staffConsole(page).waitFor({ timeout: 15_000 });
  await widget(page).getByLabel('Location', { exact: true }).first().selectOption(LOCATION);
  await staffConsole(page).getByRole('button', { name: 'Call next', exact: true }).waitFor();
}

test(
  'staff queue console: staff call, serve, mark a no-show and remove walk-ins while the visitor’s page follows',
  async ({ page, baseURL }) => {
    // (a) A visitor joins the queue on the public page: no console for them.
    const visitor = someone('Ana');
    await joinOnPage(page, visitor);
    const mine = widget(page).locator('[data-your-status]');
    assert.equal(await staffConsole(page).count(), 0, 'a visitor sees no staff console');

    // (b) Staff in a context of their own: the console lists the full name and phone.
    const staff = await otherContext(page, baseURL);
    // Two more visitors, each in a browser of their own, for the no-show and the removal.
    const noShowVisitor = await otherContext(page, baseURL);
    const removedVisitor = await otherContext(page, baseURL);
    try {
      await signIn(staff.page, 'northwind');
      await openConsole(staff.page);
      await row(staff.page, visitor.name).waitFor({ timeout: 10_000 });
      assert.match((await row(staff.page, visitor.name).textContent()) ?? '', new RegExp(visitor.phone.replace(/\+/g, '\\+')));
      await expectNoAxeViolations(staff.page, 'booking-widget');

      // Call next until the visitor is called (others may have joined SoHo's line before).
      for (let i = 0; i < 15 && (await liveText(staff.page)) !== `${visitor.name} called`; i++) {
        // Each call names someone else, so the live region changes with every answer.
        const before = await liveText(staff.page);
        await staffConsole(staff.page).getByRole('button', { name: 'Call next', exact: true }).click();
        await until(async () => (await liveText(staff.page)) !== before, 'the next call announced');
      }
      assert.equal(await liveText(staff.page), `${visitor.name} called`);
      await row(staff.page, visitor.name).locator('[data-tone="notified"]').waitFor({ timeout: 10_000 });
      await widget(page).locator('[aria-busy]').getByRole('button', { name: 'Refresh', exact: true }).click();
      await mine.locator('[data-caption]').filter({ hasText: 'Ready!' }).waitFor({ timeout: 10_000 });

      // Served: seated on both screens.
      await staffConsole(staff.page)
        .getByRole('button', { name: `Served: ${visitor.name}`, exact: true })
        .click();
      await row(staff.page, visitor.name).locator('[data-tone="seated"]').waitFor({ timeout: 10_000 });
      assert.equal(await liveText(staff.page), `${visitor.name} served`);
      await widget(page).locator('[aria-busy]').getByRole('button', { name: 'Refresh', exact: true }).click();
      await mine.locator('[data-tone="seated"]').waitFor({ timeout: 10_000 });

      // No-show and Remove (asked first) on two more walk-ins: both leave the line, and each one's own page says so.
      const noShow = someone('Ben');
      const removed = someone('Cleo');
      await joinOnPage(noShowVisitor.page, noShow);
      await joinOnPage(removedVisitor.page, removed);
      await widget(staff.page).getByRole('button', { name: 'Refresh', exact: true }).click();
      await row(staff.page, removed.name).waitFor({ timeout: 10_000 });
      await staffConsole(staff.page)
        .getByRole('button', { name: `No-show: ${noShow.name}`, exact: true })
        .click();
      await row(staff.page, noShow.name).waitFor({ state: 'detached', timeout: 10_000 });
      assert.equal(await liveText(staff.page), `${noShow.name} marked as no-show`);
      await staffConsole(staff.page)
        .getByRole('button', { name: `Remove: ${removed.name}`, exact: true })
        .click();
      const dialog = staffConsole(staff.page).locator('dialog[open]');
      assert.match((await dialog.textContent()) ?? '', new RegExp(`Remove ${removed.name} from the queue\\?`));
      await dialog.getByRole('button', { name: 'Yes, Remove', exact: true }).click();
      await row(staff.page, removed.name).waitFor({ state: 'detached', timeout: 10_000 });
      assert.equal(await liveText(staff.page), `${removed.name} removed from the queue`);
      await seesOutOfQueue(noShowVisitor.page, 'cancelled');
      await seesOutOfQueue(removedVisitor.page, 'left');
      await expectNoAxeViolations(removedVisitor.page, 'booking-widget');
      // The served visitor's card still says seated.
      await mine.locator('[data-tone="seated"]').waitFor({ timeout: 10_000 });

      // The public board never showed the full names.
      const board = (await widget(page).locator('[aria-busy]').textContent()) ?? '';
      assert.ok(!board.includes(noShow.name) && !board.includes(removed.name), 'no other customer’s full name on the visitor’s page');
    } finally {
      await Promise.all([staff.context.close(), noShowVisitor.context.close(), removedVisitor.context.close()]);
    }
  },
  { timeout: 150_000 },
);

test(
  'staff calendar and sign-out: staff see a customer’s name on the calendar, sign out from the header; an open queue console says the session has ended and the calendar asks to sign in',
  async ({ page, baseURL }) => {
    const customer = someone('Dora');
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      Date.now() + 3 * 86_400_000,
    );
    let booked = false;
    for (const time of ['11:00', '12:00', '13:00', '14:00', '15:00', '16:00']) {
      const response = await page.request.post(`${baseURL}/api/reservations/create`, {
        headers: { orgid: 'northwind', origin: baseURL, 'idempotency-key': `staff-journey-${customer.name}-${time}` },
        data: {
          locationId: LOCATION,
          serviceId: 'svc_nw_pickup',
          date,
          time,
          customerName: customer.name,
          customerEmail: 'dora.e2e@example.com',
          customerPhone: customer.phone,
        },
      });
      if (response.status() === 201) {
        booked = true;
        break;
      }
    }
    assert.ok(booked, `a pickup slot on ${date}`);

    await signIn(page, 'northwind');
    await page.goto(`/calendar?calendar-view=day&calendar-mode=calendar&calendar-date=${date}`);
    const chips = page.locator('site-calendar [data-event-id]');
    await chips.first().waitFor({ timeout: 15_000 });
    let found = false;
    for (let i = 0; i < (await chips.count()) && !found; i++) {
      await chips.nth(i).click();
      const dialog = page.locator('site-calendar dialog[open]');
      await dialog.waitFor();
      found = ((await dialog.textContent()) ?? '').includes(customer.name);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' }).catch(() => undefined);
    }
    assert.ok(found, `the calendar shows ${customer.name} to staff`);

    // A queue tab open with the console while staff sign out from the header in another.
    const queueTab = await page.context().newPage();
    await openConsole(queueTab);
    await Promise.all([page.waitForURL(/\/staff\/sign-in/), page.getByRole('button', { name: 'Sign out', exact: true }).click()]);
    await staffConsole(queueTab).getByRole('button', { name: 'Call next', exact: true }).click();
    const ended = staffConsole(queueTab).locator('[data-staff-session-ended]');
    await ended.waitFor({ timeout: 10_000 });
    assert.equal((await ended.textContent())?.trim(), 'Your staff session has ended. Sign in again.');
    assert.equal(await ended.getByRole('link').getAttribute('href'), `/staff/sign-in?next=${encodeURIComponent('/queue')}`);
    await expectNoAxeViolations(queueTab, 'booking-widget');
    // Reloaded, the queue page is the visitor's again.
    await queueTab.reload();
    await widget(queueTab).locator('table, [data-empty-queue]').first().waitFor({ timeout: 15_000 });
    await queueTab.waitForLoadState('networkidle');
    assert.equal(await staffConsole(queueTab).count(), 0, 'no console after signing out');
    await queueTab.close();

    // The calendar asks to sign in again.
    await page.goto(`/calendar?calendar-view=day&calendar-mode=calendar&calendar-date=${date}`);
    const prompt = page.locator('site-calendar [data-sign-in]');
    await prompt.waitFor({ timeout: 15_000 });
    assert.ok(
      await prompt
        .getByRole('link')
        .first()
        .getAttribute('href')
        .then((href) => href?.startsWith('/staff/sign-in')),
    );
    assert.equal(await page.locator('site-calendar [data-event-id]').filter({ hasText: customer.name }).count(), 0);
    const session = (await (await page.request.get(`${baseURL}/api/auth/session`)).json()) as { staff: unknown };
    assert.equal(session.staff, null, 'the session has ended');
  },
  { timeout: 90_000 },
);

test(
  'staff of another tenant: Harbor’s owner gets no console on Northwind’s queue, and its API refuses the call',
  async ({ page, baseURL }) => {
    await signIn(page, 'harbor');
    // On Harbor's own queue the console shows (the session works)…
    await page.goto('/queue?org=harbor');
    await staffConsole(page).waitFor({ timeout: 15_000 });
    // …on Northwind's it does not, once the page has settled.
    await page.goto('/queue?org=northwind');
    await widget(page).locator('table, [data-empty-queue]').first().waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    assert.equal(await staffConsole(page).count(), 0, 'no console for another tenant’s staff');
    const answer = await page.request.post(`${baseURL}/api/reservations/update`, {
      headers: { orgid: 'northwind', origin: baseURL },
      data: { locationId: LOCATION, action: 'notify-next' },
    });
    assert.equal(answer.status(), 403, `Harbor's owner calling Northwind's next customer answered ${answer.status()}`);
    const board = (await (
      await page.request.get(`${baseURL}/api/reservations?type=queue&locationId=${LOCATION}`, { headers: { orgid: 'northwind' } })
    ).json()) as {
      queue: { customerPhone?: string }[];
    };
    assert.ok(
      board.queue.every((e) => !e.customerPhone),
      'the public board for another tenant’s staff',
    );
  },
  { timeout: 60_000 },
);
