import type { Browser } from 'playwright-core';

/**
 * Opens `url` in a fresh context and checks that each tag upgrades (its kit root renders), that the
 * CSS of each element arrived (a loaded stylesheet named after it, and the shared runtime's), and
 * that nothing went wrong on the way: no failed request, no console error, no uncaught error and no
 * Content Security Policy violation. Throws listing every problem.
 */
export async function checkPageUpgrades(browser: Browser, url: string, tags: string[]): Promise<void> {
  const context = await browser.newContext();
  const problems: string[] = [];
  try {
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}`),
      );
    });
    const page = await context.newPage();
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    page.on('console', (message) => {
      // A failed load is reported (with its address) by the response listener below.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        problems.push(`console error: ${message.text()}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400 && !response.url().endsWith('/favicon.ico')) problems.push(`${response.status()} for ${response.url()}`);
    });
    page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`));
    await page.goto(url);
    for (const tag of tags) {
      await page
        .waitForFunction(
          (t) => customElements.get(t) !== undefined && (document.querySelector(`${t} site-element-root`)?.childElementCount ?? 0) > 0,
          tag,
          { timeout: 15_000 },
        )
        .catch(() => problems.push(`<${tag}> did not upgrade and render within 15 s`));
    }
    await page.waitForLoadState('networkidle');
    const sheets = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => ({
        href: link.href,
        loaded: link.sheet !== null,
      })),
    );
    for (const sheet of sheets) if (!sheet.loaded) problems.push(`stylesheet not applied: ${sheet.href}`);
    for (const name of ['runtime', ...tags]) {
      if (!sheets.some((s) => s.loaded && new URL(s.href).pathname.split('/').pop()?.startsWith(`${name}-`)))
        problems.push(`no stylesheet of ${name} was applied (stylesheets: ${sheets.map((s) => s.href).join(', ') || 'none'})`);
    }
  } finally {
    await context.close();
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
}
