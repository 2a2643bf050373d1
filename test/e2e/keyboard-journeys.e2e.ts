/**
 * The main journeys with the keyboard only (issue #10, Accessibility sweep): browse the store, open a
 * product, add it to the cart, open the cart, go to the checkout and fill its form; and book a slot.
 * Only `page.keyboard` moves and acts (no clicks); after every key the focused element must show a
 * visible focus indicator, and focus must land where the journey expects it.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { test } from './harness.ts';
import { upgraded } from './upgraded.ts';

/** What has focus, as a test reads it. */
interface Focused {
  tag: string;
  role: string;
  name: string;
  /** The element matches `:focus-visible` and it, its label or its box draws an outline or ring. */
  indicated: boolean;
  /** Some of the element's box is inside the viewport. */
  onScreen: boolean;
  /** The closest element of ours (`site-cart`, `store-checkout`, …) around it. */
  within: string;
  /** Focus is in a dialog. */
  dialog: boolean;
  /** Focus is on (or in) a choice card of the booking widget (`[data-card]`). */
  card: boolean;
}

/** Reads the focused element (a string script: tsx would add a `__name` helper the page lacks). */
function focused(page: Page): Promise<Focused> {
  return page.evaluate<Focused>(`(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return { tag: 'body', role: '', name: '', indicated: false, onScreen: false, within: '', dialog: false, card: false };
    const ring = (style) => (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || (style.boxShadow !== 'none' && style.boxShadow !== '');
    const drawn = (node) => !!node && [null, '::before', '::after'].some((pseudo) => ring(getComputedStyle(node, pseudo)));
    const label = el.labels && el.labels[0];
    const indicated = el.matches(':focus-visible') && (drawn(el) || drawn(label) || drawn(el.parentElement));
    const rect = el.getBoundingClientRect();
    const onScreen = rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.right > 0 && rect.top < innerHeight && rect.left < innerWidth;
    const name = (el.getAttribute('aria-label') || (label && label.textContent) || el.textContent || el.getAttribute('placeholder') || '').replace(/\\s+/g, ' ').trim().slice(0, 80);
    let host = el.parentElement;
    while (host && !(host.localName.includes('-') && host.localName !== 'site-element-root')) host = host.parentElement;
    return {
      tag: el.localName,
      role: el.getAttribute('role') || '',
      name,
      indicated,
      onScreen,
      within: host ? host.localName : '',
      dialog: !!el.closest('[role="dialog"], dialog'),
      card: !!el.closest('[data-card]'),
    };
  })()`);
}

function describe(f: Focused): string {
  return `<${f.tag}${f.role ? ` role=${f.role}` : ''}> "${f.name}"${f.within ? ` in <${f.within}>` : ''}`;
}

/** Waits (at most 1 s) for the page's finite animations, such as a drawer sliding in, to finish. */
function animationsDone(page: Page): Promise<unknown> {
  return page.evaluate(
    `Promise.race([
      Promise.all(document.getAnimations().filter((a) => a.effect && a.effect.getComputedTiming().endTime !== Infinity).map((a) => a.finished.catch(() => null))),
      new Promise((done) => setTimeout(done, 1000)),
    ])`,
  );
}

/** Presses a key and checks that focus, wherever it went, is visible and on screen once motion settled. */
async function press(page: Page, key: string): Promise<Focused> {
  await page.keyboard.press(key);
  await animationsDone(page);
  const now = await focused(page);
  if (now.tag !== 'body' && now.tag !== 'main') {
    assert.ok(now.indicated, `after ${key}, ${describe(now)} has focus but no visible focus indicator`);
    assert.ok(now.onScreen, `after ${key}, ${describe(now)} has focus but is off screen`);
  }
  return now;
}

/** Tabs (forward, or backward with `back`) until `wanted` matches the focused element; every stop is checked by `press`. */
async function tabTo(page: Page, what: string, wanted: (f: Focused) => boolean, { max = 80, back = false } = {}): Promise<Focused> {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    const now = await press(page, back ? 'Shift+Tab' : 'Tab');
    if (wanted(now)) return now;
    seen.push(describe(now));
  }
  throw new Error(`${what} never got focus in ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}; focus went to:\n  ${seen.slice(-15).join('\n  ')}`);
}

/** Waits until focus satisfies `wanted` (focus moved by the page after an action), failing with where it is. */
async function expectFocus(page: Page, what: string, wanted: (f: Focused) => boolean, timeout = 10_000): Promise<Focused> {
  const deadline = Date.now() + timeout;
  let now = await focused(page);
  while (!wanted(now) && Date.now() < deadline) {
    await page.waitForTimeout(100);
    now = await focused(page);
  }
  assert.ok(wanted(now), `focus should be on ${what}, but it is on ${describe(now)}`);
  return now;
}

test('keyboard only: browse the store, open a product, add it to the cart, open the cart and fill the checkout', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/store');
  await page.locator('store-product-grid > site-element-root:not([data-server]) > .store-grid').first().waitFor({ state: 'attached' });

  // The first Tab reaches the skip link, which takes focus past the header.
  const skip = await press(page, 'Tab');
  assert.equal(skip.name, 'Skip to main content');
  await page.keyboard.press('Enter');
  await expectFocus(page, 'the main content', (f) => f.tag === 'main');

  await tabTo(page, 'the Nimbus USB-C Charging Hub link', (f) => f.tag === 'a' && f.name === 'Nimbus USB-C Charging Hub');
  await Promise.all([page.waitForURL(/\/(shop|store\/product)\//), page.keyboard.press('Enter')]);
  await upgraded(page, 'store-product', 30_000);
  await page.locator('store-product h1').first().waitFor();

  await tabTo(page, 'Add to Cart', (f) => f.tag === 'button' && /^Add to Cart/.test(f.name));
  await page.keyboard.press('Enter');
  await page.locator('site-toast [role="status"]', { hasText: 'Added to cart' }).waitFor();

  await tabTo(page, 'the cart button', (f) => f.tag === 'button' && /^Open cart, 1 item/.test(f.name), { max: 120 });
  await page.keyboard.press('Enter');
  await expectFocus(page, 'the cart dialog', (f) => f.dialog && f.within === 'site-cart');
  await tabTo(page, 'Checkout in the cart', (f) => f.dialog && f.name === 'Checkout', { max: 20 });
  await Promise.all([page.waitForURL(/\/store\/checkout$/), page.keyboard.press('Enter')]);

  await page.locator('store-checkout aside').waitFor({ timeout: 10_000 });
  await tabTo(page, 'the Email field', (f) => f.tag === 'input' && /^Email/.test(f.name));
  await page.keyboard.type('ada@example.com');
  await tabTo(page, 'Continue (contact)', (f) => f.tag === 'button' && f.name === 'Continue');
  await page.keyboard.press('Enter');
  const shipping = page.locator('store-checkout section[data-step="shipping"]');
  // Continue moves focus to the next section's first field.
  await expectFocus(page, 'the First name field', (f) => f.tag === 'input' && f.name.startsWith('First name'));
  await page.keyboard.type('Ada');
  for (const [label, value] of [
    ['Last name', 'Lovelace'],
    ['Address', '12 Analytical Way'],
    ['City', 'Springfield'],
    ['State', 'IL'],
    ['ZIP code', '62701'],
  ] as const) {
    await tabTo(page, `the ${label} field`, (f) => f.tag === 'input' && f.name.startsWith(label), { max: 10 });
    await page.keyboard.type(value);
    if (label === 'Address') await page.keyboard.press('Escape');
  }
  await tabTo(page, 'Continue (shipping)', (f) => f.tag === 'button' && f.name === 'Continue', { max: 10 });
  await page.keyboard.press('Enter');
  await shipping.getByRole('button', { name: 'Edit Shipping Address' }).waitFor();
  await tabTo(page, 'a payment method', (f) => f.tag === 'input' && f.within === 'store-checkout' && /card|PayPal|transfer/i.test(f.name), { max: 30 });
});

test('keyboard only: book a meeting slot from location to confirmation', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/book/meeting');
  const widget = page.locator('booking-widget').first();
  const heading = widget.locator('[data-step-heading]').first();
  await heading.waitFor({ timeout: 15_000 });
  const inWidget = (f: Focused) => f.within === 'booking-widget';

  for (let step = 0; step < 10; step++) {
    const title = ((await heading.textContent()) ?? '').trim();
    if (title === 'Appointment Confirmed!' || title === 'Payment Successful') return;
    if (title === 'Choose a Location' || title === 'Choose a Service') {
      const card = await tabTo(page, `a card on "${title}"`, (f) => inWidget(f) && f.card);
      await page.keyboard.press(card.role === 'radio' ? 'Space' : 'Enter');
      await tabTo(page, 'Continue', (f) => inWidget(f) && f.name === 'Continue');
      await page.keyboard.press('Enter');
    } else if (title === 'Choose Your Staff Member') {
      await tabTo(page, 'Continue', (f) => inWidget(f) && f.name === 'Continue');
      await page.keyboard.press('Enter');
    } else if (title === 'Choose a Date and Time') {
      await tabTo(page, 'the calendar', (f) => inWidget(f) && f.role === 'gridcell', { max: 30 });
      // Move day by day (arrow keys inside the grid) until a day with a free slot shows.
      let found = false;
      for (let day = 0; day < 40 && !found; day++) {
        await press(page, 'ArrowRight');
        const now = await focused(page);
        if (now.role !== 'gridcell') continue;
        await page.keyboard.press('Enter');
        await widget.locator('[data-slots], [data-no-slots]').first().waitFor({ timeout: 10_000 }).catch(() => undefined);
        found = (await widget.locator('[role="option"]:not([aria-disabled])').count()) > 0;
        if (found) await expectFocus(page, 'the chosen day', (f) => f.role === 'gridcell');
      }
      assert.ok(found, 'a day with a free slot within 40 days');
      await tabTo(page, 'a free slot', (f) => inWidget(f) && (f.role === 'option' || f.role === 'listbox'), { max: 10 });
      await press(page, 'ArrowDown');
      await press(page, 'ArrowUp');
      await page.keyboard.press('Enter');
      await tabTo(page, 'Book Appointment', (f) => inWidget(f) && f.name === 'Book Appointment', { max: 30 });
      await page.keyboard.press('Enter');
    } else if (title === 'Your Details') {
      for (const [label, value] of [
        ['Full name', 'Kay Board'],
        ['Email', 'kay.board@example.com'],
        ['Phone', '+1 212 555 0177'],
      ] as const) {
        await tabTo(page, `the ${label} field`, (f) => inWidget(f) && f.tag === 'input' && f.name.startsWith(label), { max: 20 });
        await page.keyboard.type(value);
      }
      await tabTo(page, 'Confirm Booking', (f) => inWidget(f) && f.name === 'Confirm Booking', { max: 20 });
      await page.keyboard.press('Enter');
    } else if (title === 'Payment') {
      // A priced service: the reservation waits for its payment, made here by keyboard too.
      for (const [label, value] of [
        ['Card number', '4242 4242 4242 4242'],
        ['Expiry date', '1230'],
        ['CVV', '123'],
        ['Name on card', 'Kay Board'],
      ] as const) {
        // The first field may be a whole lap of the page away when focus stayed on the step's last control.
        await tabTo(page, `the ${label} field`, (f) => inWidget(f) && f.tag === 'input' && f.name.startsWith(label), { max: 80 });
        await page.keyboard.type(value);
      }
      await tabTo(page, 'Pay', (f) => inWidget(f) && f.tag === 'button' && /^Pay\b/.test(f.name) && f.name !== 'Pay', { max: 10 });
      await page.keyboard.press('Enter');
    } else {
      throw new Error(`unexpected step "${title}"`);
    }
    await page.waitForFunction((before) => document.querySelector('booking-widget [data-step-heading]')?.textContent?.trim() !== before, title, {
      timeout: 10_000,
    });
    // A new step puts focus on its heading (or inside the widget), never back on the page.
    await expectFocus(page, `the widget after "${title}"`, inWidget);
  }
  throw new Error(`the booking did not finish (last step: ${((await heading.textContent()) ?? '').trim()})`);
});
