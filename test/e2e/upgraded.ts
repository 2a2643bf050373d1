/** Waiting for an element's upgrade in the end-to-end journeys. */
import type { Locator, Page } from 'playwright-core';

/**
 * Waits until an element has upgraded: its own view renders into the kit's box, not a server-rendered
 * first view, nor the server's copy the box shows while a lazily loaded part is on its way.
 */
export async function upgraded(page: Page, tag: string, timeout = 10_000): Promise<Locator> {
  const host = page.locator(tag).first();
  await host.locator(':scope > site-element-root:not([data-server]) > :not([data-fallback])').first().waitFor({ state: 'attached', timeout });
  return host;
}
