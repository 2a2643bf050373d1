/**
 * The main journeys with the keyboard only, in each engine (the Chromium suite's keyboard journeys):
 * browse the store, open a product, add it to the cart, open the cart drawer and reach the checkout's
 * payment step; and book a meeting slot. Only keys move and act; every stop Tab makes must show a
 * visible focus indicator (`:focus-visible` and an outline or ring) and be on screen.
 *
 * WebKitGTK's Tab reaches links, as Chromium's and Firefox's do (its `enable-tabs-to-links` setting is
 * on by default). Safari's is off until the visitor turns on "Press Tab to highlight each item on a
 * webpage" (Option-Tab reaches links meanwhile): that is the browser's choice for every site, and these
 * journeys run with WebKit's default.
 */
import assert from 'node:assert/strict';
import { count, pressSeen, sleep, textOf, toast, upgraded, waitFor, waitForURL, waitUntil, type EnginePage } from './engine.ts';
import { engineTest } from './suite.ts';

/** What has focus, as a keyboard user sees it. */
interface Stop {
  tag: string;
  role: string;
  name: string;
  /** It matches `:focus-visible` and it, its label or its parent draws an outline or ring. */
  indicated: boolean;
  /** Some of its box is inside the viewport. */
  onScreen: boolean;
  /** The closest element of ours around it (`site-cart`, `store-checkout`, …). */
  within: string;
  dialog: boolean;
  /** On (or in) a booking widget choice card. */
  card: boolean;
  /** Where its box is, in the viewport, and how far the page is scrolled (for a failure's message). */
  box: string;
}

const STOP = `
  const el = document.activeElement;
  if (!el || el === document.body) return { tag: 'body', role: '', name: '', indicated: false, onScreen: false, within: '', dialog: false, card: false, box: '' };
  const ring = (s) => (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || (s.boxShadow !== 'none' && s.boxShadow !== '');
  const drawn = (n) => !!n && [null, '::before', '::after'].some((p) => ring(getComputedStyle(n, p)));
  const r = el.getBoundingClientRect();
  let host = el.parentElement;
  while (host && !(host.localName.includes('-') && host.localName !== 'site-element-root')) host = host.parentElement;
  return {
    tag: el.localName,
    role: el.getAttribute('role') || '',
    name: nameOf(el).slice(0, 80),
    indicated: el.matches(':focus-visible') && (drawn(el) || drawn(el.labels && el.labels[0]) || drawn(el.parentElement)),
    onScreen: r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth,
    within: host ? host.localName : '',
    dialog: !!el.closest('[role="dialog"], dialog'),
    card: !!el.closest('[data-card]'),
    box: Math.round(r.left) + ',' + Math.round(r.top) + ' ' + Math.round(r.width) + 'x' + Math.round(r.height) + ' in ' + innerWidth + 'x' + innerHeight + ' scrolled ' + Math.round(scrollY),
  };
`;

function describeStop(f: Stop): string {
  return `<${f.tag}${f.role ? ` role=${f.role}` : ''}> "${f.name}"${f.within ? ` in <${f.within}>` : ''}`;
}

/** Waits (at most 1 s) for finite animations, such as a drawer sliding in, to finish; then reads focus. */
function settledStop(page: EnginePage): Promise<Stop> {
  return page.script<Stop>(
    `await Promise.race([
       Promise.all(document.getAnimations().filter((a) => a.effect && a.effect.getComputedTiming().endTime !== Infinity).map((a) => a.finished.catch(() => null))),
       new Promise((done) => setTimeout(done, 1000)),
     ]);
     ${STOP}`,
  );
}

/**
 * Presses a key and checks that focus, wherever it went, is visible and on screen. WebKit scrolls a
 * newly focused element into view at its next rendering update, and a busy browser may match
 * `:focus-visible` a frame late, so a stop that is off screen or shows no indicator is read again for
 * up to three seconds before that counts as a fault (a CI machine running two engines at once has
 * taken more than one).
 */
async function press(page: EnginePage, key: string): Promise<Stop> {
  await page.press(key);
  let now = await settledStop(page);
  for (let wait = 0; !(now.onScreen && now.indicated) && now.tag !== 'body' && now.tag !== 'main' && wait < 30; wait++) {
    await sleep(100);
    now = await page.script<Stop>(STOP);
  }
  if (now.tag !== 'body' && now.tag !== 'main') {
    assert.ok(now.indicated, `${page.engine}: after ${key}, ${describeStop(now)} has focus but no visible focus indicator`);
    assert.ok(now.onScreen, `${page.engine}: after ${key}, ${describeStop(now)} has focus but is off screen (${now.box})`);
  }
  return now;
}

/** Presses Tab (Shift+Tab with `back`) until `wanted` matches the focused element, checking every stop. */
async function tabUntil(page: EnginePage, what: string, wanted: (f: Stop) => boolean, { max = 80, back = false } = {}): Promise<Stop> {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    const now = await press(page, back ? 'Shift+Tab' : 'Tab');
    // <main> is not a Tab stop (tabindex -1): focus there means the page took it from the visitor.
    assert.notEqual(now.tag, 'main', `${page.engine}: after ${back ? 'Shift+Tab' : 'Tab'} from ${seen.at(-1) ?? 'the start'}, focus jumped to <main>`);
    if (wanted(now)) return now;
    seen.push(describeStop(now));
  }
  throw new Error(`${what} never got focus in ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}; focus went to:\n  ${seen.slice(-15).join('\n  ')}`);
}

/** Waits until focus (moved by the page after an action) satisfies `wanted`. */
async function focusLands(page: EnginePage, what: string, wanted: (f: Stop) => boolean, timeout = 10_000): Promise<Stop> {
  const deadline = Date.now() + timeout;
  let now = await page.script<Stop>(STOP);
  while (!wanted(now) && Date.now() < deadline) {
    await sleep(100);
    now = await page.script<Stop>(STOP);
  }
  assert.ok(wanted(now), `focus should be on ${what}, but it is on ${describeStop(now)}`);
  return now;
}

/**
 * The first Tab on a fresh page, which must reach the skip link. WebKit's driver now and then loses a
 * key sent right after a load: Tab is pressed again only when the page saw no keydown at all.
 */
async function tabToSkipLink(page: EnginePage): Promise<void> {
  await page.script('return true;');
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.press('Tab');
    if (await page.script<boolean>('return (window.__engineKeydowns || 0) > 0;')) break;
    await sleep(200);
  }
  const skip = await focusLands(page, 'the skip link', (f) => f.tag === 'a', 3000);
  assert.equal(skip.name, 'Skip to main content');
  assert.ok((await settledStop(page)).indicated, 'the skip link shows a focus indicator');
}

engineTest(
  'keyboard only: browse the store, open a product, add it to the cart, open the cart drawer and reach the checkout’s payment methods',
  async (page) => {
    await page.open('/store');
    await upgraded(page, 'store-product-grid');
    await tabToSkipLink(page);
    await pressSeen(page, 'Enter');
    await focusLands(page, 'the main content', (f) => f.tag === 'main');

    await tabUntil(page, 'the Nimbus USB-C Charging Hub link', (f) => f.tag === 'a' && f.name === 'Nimbus USB-C Charging Hub');
    await pressSeen(page, 'Enter');
    await waitForURL(page, /\/(shop|store\/product)\//);
    await upgraded(page, 'store-product');
    await waitFor(page, { css: 'store-product h1' });

    await tabUntil(page, 'Add to Cart', (f) => f.tag === 'button' && /^Add to Cart/.test(f.name));
    await pressSeen(page, 'Enter');
    await toast(page, 'Added to cart');

    await tabUntil(page, 'the cart button', (f) => f.tag === 'button' && /^Open cart, 1 item/.test(f.name), { max: 120 });
    await pressSeen(page, 'Enter');
    await focusLands(page, 'the cart dialog', (f) => f.dialog && f.within === 'site-cart');
    await tabUntil(page, 'Checkout in the cart', (f) => f.dialog && f.name === 'Checkout', { max: 20 });
    await pressSeen(page, 'Enter');
    await waitForURL(page, /\/store\/checkout$/);

    await upgraded(page, 'store-checkout');
    await waitFor(page, { css: 'store-checkout aside' });
    await tabUntil(page, 'the Email field', (f) => f.tag === 'input' && /^Email/.test(f.name));
    await page.type('ada@example.com');
    await tabUntil(page, 'Continue (contact)', (f) => f.tag === 'button' && f.name === 'Continue');
    await pressSeen(page, 'Enter');
    // Continue moves focus to the next section's first field.
    await focusLands(page, 'the First name field', (f) => f.tag === 'input' && f.name.startsWith('First name'));
    await page.type('Ada');
    for (const [label, value] of [
      ['Last name', 'Lovelace'],
      ['Address', '12 Analytical Way'],
      ['City', 'Springfield'],
      ['State', 'IL'],
      ['ZIP code', '62701'],
    ] as const) {
      await tabUntil(page, `the ${label} field`, (f) => f.tag === 'input' && f.name.startsWith(label), { max: 10 });
      await page.type(value);
      if (label === 'Address') await page.press('Escape');
    }
    await tabUntil(page, 'Continue (shipping)', (f) => f.tag === 'button' && f.name === 'Continue', { max: 10 });
    await pressSeen(page, 'Enter');
    await waitFor(page, { within: 'store-checkout section[data-step="shipping"]', role: 'button', name: 'Edit Shipping Address', exact: true });
    await tabUntil(page, 'a payment method', (f) => f.tag === 'input' && f.within === 'store-checkout' && /card|PayPal|transfer/i.test(f.name), { max: 30 });
  },
  { timeout: 90_000 },
);

const WIDGET = 'booking-widget';

engineTest(
  'keyboard only: book a meeting slot from location to confirmation',
  async (page) => {
    await page.open('/book/meeting');
    await waitFor(page, { within: WIDGET, css: '[data-step-heading]' }, 15_000);
    const inWidget = (f: Stop): boolean => f.within === WIDGET;
    // Two engines book side by side: each starts its day search at a different offset, so they never race for one slot.
    const skipDays = page.engine === 'firefox' ? 0 : 5;

    for (let step = 0; step < 10; step++) {
      const title = await textOf(page, { within: WIDGET, css: '[data-step-heading]' });
      if (title === 'Appointment Confirmed!' || title === 'Payment Successful') return;
      if (title === 'Choose a Location' || title === 'Choose a Service') {
        const card = await tabUntil(page, `a card on "${title}"`, (f) => inWidget(f) && f.card);
        await page.press(card.role === 'radio' ? 'Space' : 'Enter');
        await tabUntil(page, 'Continue', (f) => inWidget(f) && f.name === 'Continue');
        await pressSeen(page, 'Enter');
      } else if (title === 'Choose Your Staff Member') {
        await tabUntil(page, 'Continue', (f) => inWidget(f) && f.name === 'Continue');
        await pressSeen(page, 'Enter');
      } else if (title === 'Choose a Date and Time') {
        await tabUntil(page, 'the calendar', (f) => inWidget(f) && f.role === 'gridcell', { max: 30 });
        // Move day by day (arrow keys inside the grid) until a day with a free slot shows.
        let found = false;
        for (let day = 0; day < 40 && !found; day++) {
          const now = await press(page, 'ArrowRight');
          if (now.role !== 'gridcell' || day < skipDays) continue;
          await pressSeen(page, 'Enter');
          await waitFor(page, { within: WIDGET, css: '[data-slots], [data-no-slots]', hidden: true }).catch(() => undefined);
          found = (await count(page, { within: WIDGET, css: '[role="option"]:not([aria-disabled])' })) > 0;
          if (found) await focusLands(page, 'the chosen day', (f) => f.role === 'gridcell');
        }
        assert.ok(found, 'a day with a free slot within 40 days');
        await tabUntil(page, 'a free slot', (f) => inWidget(f) && (f.role === 'option' || f.role === 'listbox'), { max: 10 });
        await press(page, 'ArrowDown');
        if (page.engine === 'firefox') await press(page, 'ArrowUp');
        await pressSeen(page, 'Enter');
        await tabUntil(page, 'Book Appointment', (f) => inWidget(f) && f.name === 'Book Appointment', { max: 30 });
        await pressSeen(page, 'Enter');
      } else if (title === 'Your Details') {
        for (const [label, value] of [
          ['Full name', 'Kay Board'],
          ['Email', `kay.${page.engine}@example.com`],
          ['Phone', page.engine === 'firefox' ? '+1 212 555 0177' : '+1 212 555 0178'],
        ] as const) {
          await tabUntil(page, `the ${label} field`, (f) => inWidget(f) && f.tag === 'input' && f.name.startsWith(label), { max: 20 });
          await page.type(value);
        }
        await tabUntil(page, 'Confirm Booking', (f) => inWidget(f) && f.name === 'Confirm Booking', { max: 20 });
        await pressSeen(page, 'Enter');
      } else if (title === 'Payment') {
        // A priced service: the reservation waits for its payment, made here by keyboard too.
        for (const [label, value] of [
          ['Card number', '4242 4242 4242 4242'],
          ['Expiry date', '1230'],
          ['CVV', '123'],
          ['Name on card', 'Kay Board'],
        ] as const) {
          // The first field may be a whole lap of the page away when focus stayed on the step's last control.
          await tabUntil(page, `the ${label} field`, (f) => inWidget(f) && f.tag === 'input' && f.name.startsWith(label), { max: 80 });
          await page.type(value);
        }
        await tabUntil(page, 'Pay', (f) => inWidget(f) && f.tag === 'button' && /^Pay\b/.test(f.name) && f.name !== 'Pay', { max: 10 });
        await pressSeen(page, 'Enter');
      } else {
        throw new Error(`unexpected step "${title}"`);
      }
      await waitUntil(page, `a step after "${title}"`, 'return (document.querySelector("booking-widget [data-step-heading]")?.textContent ?? "").trim() !== arg;', title);
      // A new step puts focus on its heading (or inside the widget), never back on the page.
      await focusLands(page, `the widget after "${title}"`, inWidget);
    }
    throw new Error(`the booking did not finish (last step: ${await textOf(page, { within: WIDGET, css: '[data-step-heading]' })})`);
  },
  { timeout: 120_000 },
);
