/**
 * Focus a keyboard user can see in every engine: each control reached with Tab draws a focus
 * indicator (WCAG 2.4.7), including the date and time fields, whose focus WebKit gives to their parts.
 */
import { E2E_STAFF_PASSWORD } from '../e2e/harness.ts';
import { click, expectFocusRing, fill, focused, tabTo, upgraded, waitFor, waitUntil } from './engine.ts';
import { engineTest } from './suite.ts';

engineTest('focus: every field and button of the contact form shows a focus ring when reached with Tab', async (page) => {
  await page.open('/contact');
  await upgraded(page, 'site-form');
  await tabTo(page, { within: 'site-form', label: /^Your name/ });
  for (let stop = 0; stop < 30; stop++) {
    const now = await focused(page);
    if (now.within !== 'site-form') return;
    await expectFocusRing(page, `"${now.name}" in the contact form`);
    await page.press('Tab');
  }
  throw new Error('Tab never left the contact form');
});

engineTest('focus: the staff calendar\'s Add Meeting form shows a focus ring on Start and End', async (page) => {
  await page.open('/staff/sign-in');
  await fill(page, { label: 'Email', exact: true }, 'owner@northwind.example');
  await fill(page, { label: 'Password', exact: true }, E2E_STAFF_PASSWORD);
  await click(page, { role: 'button', name: 'Sign in', exact: true });
  await waitUntil(page, 'signed in', 'return !location.pathname.startsWith("/staff/sign-in");');
  await page.open('/calendar');
  await upgraded(page, 'site-calendar');
  await click(page, { within: 'site-calendar', role: 'button', name: 'Add', exact: true });
  await click(page, { within: 'site-calendar', role: 'button', name: 'Add Meeting', exact: true });
  const form = 'site-calendar dialog[open] form';
  await waitFor(page, { css: form });
  for (const label of ['Start', 'End']) {
    // Firefox stops on each part of the previous date and time field (month, day, year, hour…) on the way.
    await tabTo(page, { within: form, label, exact: true }, 12);
    await expectFocusRing(page, `${label} in the Add Meeting form`);
  }
});
