/**
 * Saved forms end to end: staff design a form in the designer and save it; the demo page shows it
 * by id; a visitor (another browser, no session) fills it in like a person and sends it; staff see
 * the answers on /staff/forms and download them as CSV.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { upgraded } from './upgraded.ts';
import { expectNoAxeViolations, signInAsStaff, test } from './harness.ts';

test('forms: staff design and save a form, the page shows it by id, a visitor sends it, staff read it and download the CSV', async ({ page, context, baseURL }) => {
  await signInAsStaff(page);
  await page.goto('/contact/designer');
  const designer = await upgraded(page, 'site-form');
  await designer.getByRole('heading', { name: 'Form designer' }).waitFor({ timeout: 10_000 });
  const title = designer.getByLabel('Form title');
  await title.fill('Plan a visit');
  await designer.getByLabel('Form id (where answers are stored)').fill('visit');
  await designer.getByRole('button', { name: 'Remove Order number' }).click();
  await designer.getByRole('button', { name: 'Save form' }).click();
  await designer.getByRole('status').filter({ hasText: 'Saved “Plan a visit” as version 1.' }).waitFor();
  await expectNoAxeViolations(page, 'site-form');

  const browser = context.browser();
  assert.ok(browser, 'the test browser');
  const visitorContext = await browser.newContext({ baseURL });
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto('/forms/visit');
    const form = await upgraded(visitor, 'site-form');
    await form.getByRole('heading', { name: 'Plan a visit' }).waitFor();
    assert.equal(await form.getByLabel('Order number').count(), 0, 'the saved version, without the removed field');
    await form.getByLabel('Your name').fill('Ada Lovelace');
    await form.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
    await form.getByLabel('Topic').selectOption('booking');
    await form.getByLabel('By email').check();
    await form.getByRole('textbox', { name: 'Message' }).fill('=1+1, a table for "two"');
    await form.getByLabel('I agree that you store my message to answer it').check();
    // A person takes a few seconds over a form: the server refuses anything under 3.
    await visitor.waitForTimeout(3_000);
    await form.getByRole('button', { name: 'Send message' }).click();
    await form.getByRole('status').filter({ hasText: 'Thank you! Your message is on its way' }).waitFor();
    await expectNoAxeViolations(visitor, 'site-form');
  } finally {
    await visitorContext.close();
  }

  await page.goto('/staff/forms');
  const table = page.getByRole('table', { name: 'Submissions to Plan a visit, newest first' });
  await table.getByRole('cell', { name: 'Ada Lovelace' }).waitFor();
  await table.getByRole('cell', { name: '=1+1, a table for "two"' }).waitFor();
  await table.getByRole('cell', { name: 'A booking' }).waitFor();
  await expectNoAxeViolations(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download the submissions of Plan a visit as CSV' }).click()]);
  assert.equal(download.suggestedFilename(), 'visit-submissions.csv');
  const csv = await readFile(await download.path(), 'utf8');
  assert.ok(csv.startsWith('\uFEFFReceived,Your name,Email,Topic,Party size,Preferred date,How should we reply?,Message,I agree that you store my message to answer it\r\n'), csv.slice(0, 200));
  assert.match(csv, /,Ada Lovelace,ada@example\.com,booking,,,email,"'=1\+1, a table for ""two""",true\r\n$/);
});
