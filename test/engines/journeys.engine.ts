/**
 * The main journeys in each engine, with the Chromium e2e suite's steps and selectors (test/e2e/
 * store, checkout, checkout-card, booking, booking-queue, calendar, navigation, presentation, sliders
 * and media), kept lean: what a shopper, a guest or staff sees at each step.
 */
import assert from 'node:assert/strict';
import { E2E_STAFF_PASSWORD } from '../e2e/harness.ts';
import { expectNoAxeViolations } from './axe.ts';
import {
  attribute,
  click,
  count,
  fill,
  firstInput,
  selectOption,
  takeProblems,
  textOf,
  toast,
  upgraded,
  waitFor,
  waitForURL,
  waitUntil,
  type EnginePage,
  type Name,
  type Target,
} from './engine.ts';
import { choose, fillCustomer, openCheckoutWith } from './checkout-steps.ts';
import { launchFirefox, newFirefoxPage } from './firefox.ts';
import { engineTest } from './suite.ts';

const CART_BUTTON: Target = { css: 'site-cart button[aria-label^="Open cart"]' };

/** Waits until the floating cart button reads `label` ("Open cart, 2 items"). */
async function expectCartLabel(page: EnginePage, label: string): Promise<void> {
  await waitFor(page, { ...CART_BUTTON, name: label, exact: true });
}

/** Adds a product from the /store grid with its Add to Cart button, as a shopper does. */
async function addFromStore(page: EnginePage, product: string): Promise<void> {
  await page.open('/store');
  await upgraded(page, 'store-product-grid');
  await click(page, { within: 'store-product-grid', role: 'button', name: new RegExp(`^Add to Cart\\s?: ${product}$`) });
  await toast(page, 'Added to cart');
}

/** Waits for the order confirmation page and its payment status. */
async function expectConfirmation(page: EnginePage, status: Name): Promise<void> {
  await waitForURL(page, /\/store\/order-confirmation\/[^/]+$/);
  await upgraded(page, 'store-order-confirmation');
  await waitFor(page, { css: 'store-order-confirmation [data-status]', text: status }, 15_000);
}

engineTest('journey: browse the store, filter, open a product, pick options and add it to the cart', async (page) => {
  await page.open('/store');
  await upgraded(page, 'store-product-grid');
  // A click while the grid still loads its first page can land on a chip that render replaces.
  await waitUntil(page, 'the grid has loaded', 'return !document.querySelector("store-product-grid [aria-busy]");');
  await click(page, { css: 'store-product-grid .store-grid__chip', text: 'Fashion', exact: true });
  await waitForURL(page, /\?category=fashion$/);
  await waitUntil(page, 'only fashion cards', 'const c = Array.from(document.querySelectorAll(".store-grid__category")); return c.length > 0 && c.every((p) => p.textContent === "Fashion");');
  await click(page, { css: 'store-product-grid .store-grid__link', text: 'Trailhead Merino T-Shirt', exact: true });
  await waitForURL(page, /\/shop\/trailhead-merino-t-shirt$/);
  await upgraded(page, 'store-product');
  await click(page, { css: 'store-product label', text: 'Navy', exact: true });
  await click(page, { css: 'store-product label', text: 'M', exact: true });
  await click(page, { within: 'store-product', role: 'button', name: 'Increase quantity', exact: true });
  await click(page, { within: 'store-product', role: 'button', name: 'Add to Cart', exact: true });
  await toast(page, 'Added to cart: 2 M Navy Trailhead Merino T-Shirt');
  await expectCartLabel(page, 'Open cart, 2 items');
  await expectNoAxeViolations(page);
});

engineTest('journey: the cart drawer opens, changes a quantity, keeps the cart over a reload and removes a line', async (page) => {
  await addFromStore(page, 'Plush Otter');
  await click(page, CART_BUTTON);
  const drawer = 'site-cart dialog[open]';
  await waitFor(page, { css: drawer });
  await click(page, { within: drawer, role: 'button', name: 'Increase quantity of Plush Otter', exact: true });
  await expectCartLabel(page, 'Open cart, 2 items');
  await expectNoAxeViolations(page);
  await page.press('Escape');
  await waitUntil(page, 'the drawer to close', 'return !document.querySelector("site-cart dialog[open]");');
  await page.open('/store');
  await expectCartLabel(page, 'Open cart, 2 items');
  await click(page, CART_BUTTON);
  await click(page, { within: drawer, role: 'button', name: 'Remove Plush Otter', exact: true });
  await expectCartLabel(page, 'Open cart, 0 items');
});

engineTest('journey: checkout: the PayPal panel renders, then the card simulator: 4242 pays and the confirmation says Paid', async (page) => {
  await openCheckoutWith(page, [{ id: 'prod-candles', sku: 'NW-HOM-015', name: 'Glow Soy Candle Trio', price: 2520, quantity: 1 }]);
  await fillCustomer(page);
  const paypal = await choose(page, 'PayPal', 'paypal');
  await waitFor(page, { within: paypal, role: 'button', name: 'Pay with PayPal (simulator)', exact: true });
  const panel = await choose(page, 'Credit or debit card', 'stripe');
  const card = `${panel} [role="group"][aria-label="Card details (payment provider simulator)"]`;
  await fill(page, { within: card, label: 'Card number' }, '4242 4242 4242 4242');
  await fill(page, { within: card, label: 'Expiration (MM/YY)' }, '1234');
  await fill(page, { within: card, label: 'Security code' }, '123');
  await expectNoAxeViolations(page);
  await click(page, { within: panel, role: 'button', name: /^Pay \$/ });
  await expectConfirmation(page, 'Paid');
});

engineTest('journey: add from the store, check out from the cart drawer and pay offline: Awaiting payment', async (page) => {
  await addFromStore(page, 'Plush Otter');
  await click(page, CART_BUTTON);
  await click(page, { within: 'site-cart dialog[open]', role: 'link', name: 'Checkout', exact: true });
  await waitForURL(page, /\/store\/checkout$/);
  await upgraded(page, 'store-checkout');
  await waitFor(page, { css: 'store-checkout aside li', text: 'Plush Otter' });
  await fillCustomer(page);
  const panel = await choose(page, 'Pay offline (bank transfer, cash, check)', 'offline');
  await click(page, { within: panel, role: 'radio', name: 'Check', exact: true });
  await click(page, { within: panel, role: 'checkbox', name: /I understand/ });
  await click(page, { within: panel, role: 'button', name: 'Place order', exact: true });
  await expectConfirmation(page, 'Awaiting payment');
  assert.match(await textOf(page, { css: 'store-order-confirmation' }), /Mail a check for \$33\.76/);
  await expectNoAxeViolations(page);
});

const WIDGET = 'booking-widget';
const BODY = 'booking-widget [aria-busy]';
const CUSTOMER = { name: 'Ada Lovelace', email: 'ada.engines@example.com', phone: '+1 212 555 0100' };

async function expectHeading(page: EnginePage, text: Name, timeout = 10_000): Promise<void> {
  await waitFor(page, { within: WIDGET, css: '[data-step-heading]', text }, timeout);
}

async function widgetButton(page: EnginePage, name: string): Promise<void> {
  await click(page, { within: BODY, role: 'button', name, exact: true });
}

/** On the date step: the first day (firefox) or a later one (webkit, so two engines never race for one slot) with a free slot. */
async function chooseDayAndSlot(page: EnginePage): Promise<void> {
  const skip = page.engine === 'firefox' ? 0 : 3;
  for (let tries = 0; tries < 4; tries++) {
    const days = await page.script<string[]>('return Array.from(document.querySelectorAll("booking-widget td[data-date]:not([aria-disabled])")).map((c) => c.dataset.date);');
    for (const date of days.slice(tries === 0 ? skip : 0)) {
      await click(page, { within: WIDGET, css: `td[data-date="${date}"]` });
      await waitFor(page, { within: WIDGET, css: '[data-slots], [data-no-slots]', hidden: true });
      if ((await count(page, { within: WIDGET, css: '[role="option"]:not([aria-disabled])' })) > 0) {
        await click(page, { within: WIDGET, css: '[role="option"]:not([aria-disabled])', nth: page.engine === 'firefox' ? 0 : 1 });
        return;
      }
    }
    await click(page, { within: WIDGET, role: 'button', name: 'Next month', exact: true });
  }
  throw new Error('no free slot in four months');
}

engineTest('journey: book a pickup, then find it in Manage Booking and cancel it', async (page) => {
  await page.open('/book/pickup');
  await expectHeading(page, /./, 15_000);
  let code = '';
  for (let step = 0; step < 10 && !code; step++) {
    const title = await textOf(page, { within: WIDGET, css: '[data-step-heading]' });
    if (title === 'Choose a Location' || title === 'Choose a Service') {
      await click(page, { within: WIDGET, css: '[data-card]' });
      await widgetButton(page, 'Continue');
    } else if (title === 'Choose Your Staff Member') {
      await widgetButton(page, 'Continue');
    } else if (title === 'Choose a Date and Time') {
      await chooseDayAndSlot(page);
      await widgetButton(page, 'Book Appointment');
    } else if (title === 'Your Details') {
      await fill(page, { within: WIDGET, label: 'Full name', exact: true }, CUSTOMER.name);
      await fill(page, { within: WIDGET, label: 'Email', exact: true }, CUSTOMER.email);
      await fill(page, { within: WIDGET, label: 'Phone', exact: true }, CUSTOMER.phone);
      await widgetButton(page, 'Confirm Booking');
    } else if (title === 'Appointment Confirmed!') {
      code = await textOf(page, { within: WIDGET, css: '[data-confirmation-code], [data-reservation-code]' });
      break;
    }
    await waitUntil(page, `a step after "${title}"`, 'return (document.querySelector("booking-widget [data-step-heading]")?.textContent ?? "").trim() !== arg;', title);
  }
  assert.ok(code, 'the booking was confirmed with a code');
  await expectNoAxeViolations(page);

  await click(page, { within: `${WIDGET} nav[aria-label="Booking options"]`, role: 'button', name: 'Manage Booking', exact: true });
  await expectHeading(page, 'Find Your Reservation');
  await fill(page, { within: WIDGET, label: 'Confirmation code', exact: true }, code.toLowerCase());
  await fill(page, { within: WIDGET, label: 'Email or phone used to book', exact: true }, CUSTOMER.email);
  await widgetButton(page, 'Find Reservation');
  await expectHeading(page, 'Your Reservation');
  assert.equal(await textOf(page, { within: WIDGET, css: '[data-reservation-code]' }), code);
  await widgetButton(page, 'Cancel Reservation');
  await waitFor(page, { within: WIDGET, role: 'dialog' });
  await expectNoAxeViolations(page);
  await click(page, { within: `${WIDGET} [role="dialog"], ${WIDGET} dialog`, role: 'button', name: /^(Yes|Cancel Reservation|Confirm)/ });
  await waitFor(page, { within: WIDGET, css: '*', text: /cancelled/i });
});

engineTest('journey: a walk-in joins the queue and sees its status and position', async (page) => {
  await page.open('/queue?org=harbor');
  await expectHeading(page, 'Queue Status', 15_000);
  await widgetButton(page, 'Join the Queue');
  await expectHeading(page, 'Join the Queue');
  await fill(page, { within: WIDGET, label: 'Your name', exact: true }, `Grace ${page.engine}`);
  await fill(page, { within: WIDGET, label: 'Phone', exact: true }, page.engine === 'firefox' ? '+44 20 7946 0771' : '+44 20 7946 0772');
  await selectOption(page, { within: WIDGET, label: 'Service', exact: true }, 'svc_hb_lunch');
  await widgetButton(page, 'Join Queue');
  await expectHeading(page, "You're in the Queue");
  const position = Number(await attribute(page, { within: WIDGET, css: '[data-position]', hidden: true }, 'data-position'));
  assert.ok(position >= 1, `a position in the queue (${position})`);
  await expectNoAxeViolations(page);
});

engineTest('journey: staff sign in and switch the calendar between month, day, week and year', async (page) => {
  await page.open('/staff/sign-in');
  await fill(page, { label: 'Email', exact: true }, 'owner@northwind.example');
  await fill(page, { label: 'Password', exact: true }, E2E_STAFF_PASSWORD);
  await click(page, { role: 'button', name: 'Sign in', exact: true });
  await waitUntil(page, 'signed in', 'return !location.pathname.startsWith("/staff/sign-in");');
  await page.open('/calendar?calendar-view=month');
  await upgraded(page, 'site-calendar');
  await waitFor(page, { css: 'site-calendar [role="gridcell"][data-date]' });
  await expectNoAxeViolations(page, 'site-calendar');
  await selectOption(page, { css: 'site-calendar select' }, 'day');
  await waitFor(page, { css: 'site-calendar [role="grid"] [role="row"]', nth: 47 });
  await waitForURL(page, /calendar-view=day/);
  await selectOption(page, { css: 'site-calendar select' }, 'week');
  await waitForURL(page, /calendar-view=week/);
  await selectOption(page, { css: 'site-calendar select' }, 'year');
  await waitFor(page, { css: 'site-calendar [role="grid"]', nth: 11 });
  await waitForURL(page, /calendar-view=year/);
  await expectNoAxeViolations(page, 'site-calendar');
});

engineTest('journey: search with "/" from the home page, choose a result with the keyboard', async (page) => {
  await page.open('/');
  // Its code loads on the visitor's first input: here the first Tab (to the skip link).
  await firstInput(page);
  await upgraded(page, 'site-search');
  await page.press('/');
  await waitUntil(page, 'the search box to have focus', 'return document.activeElement?.getAttribute("role") === "combobox";');
  await page.type('aurora headphones');
  await waitFor(page, { role: 'option', text: /Aurora Wireless Headphones/ });
  await expectNoAxeViolations(page, 'site-search');
  await page.press('ArrowDown');
  await page.press('Enter');
  await waitForURL(page, /\/store\/product\/NW-ELE-001$/);
});

engineTest('journey: the presentation answers its keys: arrows, Space, P for presenting mode, Esc, G for the grid', async (page) => {
  await page.open('/presentation');
  const deck = 'site-presentation:not([id])';
  await waitFor(page, { css: `${deck} [aria-roledescription="slide"]`, hidden: true }, 15_000);
  const counter = { css: `${deck} [role="group"][aria-label="Slide controls"] span` };
  await page.script('document.querySelector(arg + " [aria-roledescription=slide]:not([hidden])").focus();', deck);
  await page.press('ArrowRight');
  await page.press('Space');
  await waitFor(page, { ...counter, text: '3 / 5', exact: true });
  await waitForURL(page, /#slide-3$/);
  await page.press('p');
  await waitFor(page, { css: `${deck} [role="dialog"]`, text: /Show the booking page afterwards\./ });
  await page.press('Escape');
  await waitUntil(page, 'presenting mode to close', 'return !document.querySelector(arg + " [role=dialog]");', deck);
  await page.script('document.querySelector(arg + " [aria-roledescription=slide]:not([hidden])").focus();', deck);
  await page.press('g');
  await waitFor(page, { css: `${deck} ul[aria-label="All slides"] button`, nth: 4 });
  await click(page, { css: `${deck} ul[aria-label="All slides"] button`, nth: 4 });
  await waitFor(page, { ...counter, text: '5 / 5', exact: true });
  await page.press('Home');
  await waitFor(page, { ...counter, text: '1 / 5', exact: true });
});

engineTest('journey: the carousel moves by its scroll step and its thumbnails pick a slide', async (page) => {
  await page.open('/sliders');
  const scroll3 = '[aria-roledescription="carousel"][aria-label="Scroll 3"]';
  await waitFor(page, { css: scroll3 }, 15_000);
  await page.script('document.querySelector(arg).scrollIntoView({ block: "center" });', scroll3);
  await click(page, { within: scroll3, role: 'button', name: 'Next slide', exact: true });
  await waitUntil(
    page,
    'slides 4 to 6 in view',
    'return Array.from(document.querySelectorAll(arg + " [aria-roledescription=slide]")).filter((s) => !s.inert).map((s) => s.getAttribute("aria-label")).join() === "4 of 12,5 of 12,6 of 12";',
    scroll3,
  );
  const gallery = '[aria-roledescription="carousel"][aria-label="Gallery"]';
  await click(page, { within: gallery, role: 'button', name: /^Show slide 3/ });
  await waitFor(page, { css: `${gallery} [aria-label="3 of 10"]:not([inert])`, hidden: true });
});

const BAR = 'site-audio-bar:not([data-view])';

/** The bar's `<audio>` now. */
function barAudio(page: EnginePage): Promise<{ time: number; paused: boolean; src: string } | null> {
  return page.script('const a = document.querySelector(arg + " audio"); return a ? { time: a.currentTime, paused: a.paused, src: a.getAttribute("src") || "" } : null;', BAR);
}

engineTest('journey: audio resumes on the next page from the same position', async (page) => {
  await page.open('/media');
  await upgraded(page, 'site-audio-bar[data-view="playlist"]');
  await click(page, { role: 'button', name: 'Play Tuning note A', exact: true });
  await waitFor(page, { within: BAR, role: 'button', name: 'Pause', exact: true });
  await waitUntil(page, 'the audio to play', 'return (document.querySelector(arg + " audio")?.currentTime ?? 0) > 0;', BAR);
  await click(page, { within: BAR, role: 'button', name: 'Forward 20 seconds', exact: true });
  await waitUntil(page, 'the audio past 20 s', 'return (document.querySelector(arg + " audio")?.currentTime ?? 0) >= 20;', BAR);
  const before = await barAudio(page);
  assert.ok(before && !before.paused, `playing before leaving: ${JSON.stringify(before)}`);
  await click(page, { role: 'link', name: 'Read the show notes', exact: true });
  await waitForURL(page, /\/media\/notes$/);
  await waitUntil(page, 'the track back at its position', 'return (document.querySelector(arg + " audio")?.currentTime ?? 0) >= 19;', BAR, 15_000);
  const after = await barAudio(page);
  assert.ok(after, 'the bar shows the track on the next page');
  assert.equal(after.src, '/demo-media/tone-a.webm');
  assert.ok(after.time >= before.time - 1, `resumed near ${before.time.toFixed(1)} s, at ${after.time.toFixed(1)} s`);
  if (after.paused) {
    // Firefox and Safari refuse audible autoplay on a page the visitor has not touched yet: the bar
    // then waits at the same position with Play, and one press goes on from there.
    await click(page, { within: BAR, role: 'button', name: 'Play', exact: true });
    await waitFor(page, { within: BAR, role: 'button', name: 'Pause', exact: true });
    await waitUntil(page, 'the audio to go on from its position', 'const a = document.querySelector(arg.bar + " audio"); return a && !a.paused && a.currentTime > arg.from;', { bar: BAR, from: after.time });
  }
});

engineTest(
  'without Trusted Types (Firefox with them off, like Firefox ESR 140 and Safari before 26): sanitized HTML still renders, nothing breaks',
  async (page) => {
    const browser = await launchFirefox({ trustedTypes: false });
    const plain = await newFirefoxPage(browser, page.baseURL);
    try {
      await plain.open('/store/product/NW-ELE-001');
      assert.equal(await plain.script<string>('return typeof window.trustedTypes;'), 'undefined');
      await upgraded(plain, 'store-product');
      await plain.script('document.querySelector("store-product .store-product__description").scrollIntoView();');
      await waitFor(plain, { css: 'store-product .store-product__description-body li', text: 'Bluetooth 5.3' });
      await plain.open('/presentation');
      const team = 'site-presentation#team';
      await upgraded(plain, team);
      await click(plain, { within: team, role: 'button', name: 'Next slide', exact: true });
      await waitFor(plain, { within: team, css: 'strong', hidden: true });
      const problems = await takeProblems(plain);
      assert.deepEqual(problems, [], 'no page error, console error or CSP violation');
    } finally {
      await plain.close();
      await browser.close();
    }
  },
  { engines: ['firefox'] },
);
