/**
 * Runs every ```html example of the page builders' guide (docs/*.md) on the demo site's origin
 * (its /elements/ files and API), under the site's strict Content Security Policy: each tag the
 * example uses must upgrade with no configuration notice and no `site-error` (unless the example is
 * wrong on purpose), and the events its `<!-- docs-test: … -->` comment names must fire.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { contentSecurityPolicy, createNonce } from '../../demo-site/server/middleware/security.ts';
import { docsExamples, examplePage, tagsIn, type DocExample } from './docs-examples.ts';
import { repoRoot, test } from './harness.ts';

const knownTags = readdirSync(join(repoRoot, 'elements'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(repoRoot, 'elements', d.name, `${d.name}.element.ts`)))
  .map((d) => d.name);

const examples = existsSync(join(repoRoot, 'docs')) ? docsExamples(repoRoot) : [];

test('docs: the guide has runnable html examples', async () => {
  assert.ok(examples.length >= 10, `expected at least 10 html examples in docs/*.md, found ${examples.length}`);
});

/** How many times each event reached `document` so far. */
function eventCounts(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => ({ ...(window as unknown as { __docsEvents: Record<string, number> }).__docsEvents }));
}

async function waitForEvents(page: Page, names: string[], before: Record<string, number>): Promise<void> {
  for (const name of names) {
    await page
      .waitForFunction(
        ({ name, count }) => ((window as unknown as { __docsEvents: Record<string, number> }).__docsEvents[name] ?? 0) > count,
        { name, count: before[name] ?? 0 },
        { timeout: 10_000 },
      )
      .catch(() => {
        throw new Error(`the event ${name} did not fire`);
      });
  }
}

async function runExample(page: Page, baseURL: string, example: DocExample, index: number): Promise<void> {
  const nonce = createNonce();
  const url = `${baseURL}/__docs-example/${index}`;
  await page.route(url, (route) =>
    route.fulfill({
      status: 200,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': contentSecurityPolicy(nonce) },
      body: examplePage(example, nonce),
    }),
  );
  const watched = [...new Set(['site-error', ...example.expect.events])];
  await page.addInitScript((names: string[]) => {
    const counts: Record<string, number> = {};
    (window as unknown as { __docsEvents: Record<string, number> }).__docsEvents = counts;
    for (const name of names) document.addEventListener(name, () => void (counts[name] = (counts[name] ?? 0) + 1), true);
  }, watched);
  await page.goto(url);
  // A first input loads the tags marked data-load="interaction".
  await page.mouse.move(5, 5);

  for (const tag of tagsIn(example.html, knownTags)) {
    await page.locator(tag).first().scrollIntoViewIfNeeded({ timeout: 10_000 });
    await page
      .waitForFunction(
        (t) =>
          customElements.get(t) !== undefined && [...document.querySelectorAll(t)].every((el) => el.querySelector('site-element-root')),
        tag,
        { timeout: 15_000 },
      )
      .catch(() => {
        throw new Error(`<${tag}> did not upgrade within 15 s`);
      });
  }

  const notices = await page.locator('[data-site-config-error]').allTextContents();
  const counts = await eventCounts(page);
  if (example.expect.configError) {
    assert.ok(notices.length > 0, 'the example is wrong on purpose, but no configuration notice is shown');
    assert.ok((counts['site-error'] ?? 0) > 0, 'the example is wrong on purpose, but no site-error was sent');
  } else {
    assert.deepEqual(notices, [], 'configuration notices on the page');
    assert.equal(counts['site-error'] ?? 0, 0, 'site-error events were sent');
  }

  const { click, events, text, visible } = example.expect;
  if (click) await page.locator(click).first().click();
  await waitForEvents(page, events, click ? counts : {});
  if (text) {
    await page
      .locator(text.selector)
      .filter({ hasText: text.contains })
      .first()
      .waitFor({ state: 'attached', timeout: 10_000 })
      .catch(async () => {
        const actual = await page.locator(text.selector).first().textContent();
        throw new Error(`${text.selector} does not contain "${text.contains}" (it reads "${actual}")`);
      });
  }
  if (visible) await page.locator(visible).first().waitFor({ state: 'visible', timeout: 10_000 });
}

examples.forEach((example, index) => {
  test(`docs: ${example.where} upgrades${example.expect.events.length ? ` and fires ${example.expect.events.join(', ')}` : ''}`, async ({
    page,
    baseURL,
  }) => {
    await runExample(page, baseURL, example, index);
  });
});
