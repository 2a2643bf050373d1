/** Waiting for an element's upgrade in the end-to-end journeys. */
import type { Locator, Page } from 'playwright-core';

/**
 * Inside an element (`host.locator(OWN_VIEW)`), the kit's box once the element's own view renders in it:
 * not a server-rendered first view (`data-server`), nor while the box still shows the server's copy
 * (`data-fallback`) because a lazily loaded part is on its way. Clicks on either do nothing.
 */
export const OWN_VIEW = ':scope > site-element-root:not([data-server]):not(:has(> [data-fallback]))';

/**
 * Waits until an element has upgraded: its own view renders into the kit's box, not a server-rendered
 * first view, nor the server's copy the box shows while a lazily loaded part is on its way.
 */
export async function upgraded(page: Page, tag: string, timeout = 10_000): Promise<Locator> {
  const host = page.locator(tag).first();
  await host.locator(':scope > site-element-root:not([data-server]) > :not([data-fallback])').first().waitFor({ state: 'attached', timeout });
  return host;
}
