import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { upgraded } from './upgraded.ts';
import { expectNoAxeViolations, test } from './harness.ts';

/** The floating cart button (its accessible name starts "Open cart" or "Abrir el carrito"). */
const cartButton = (page: Page): Locator =>
  page.locator('site-cart button[aria-label^="Open cart"], site-cart button[aria-label^="Abrir el carrito"]');

test('Spanish store: ?lang=es sets <html lang>, the elements speak Spanish with Spanish money, and the choice is remembered', async ({
  page,
}) => {
  await page.goto('/store?lang=es');
  assert.equal(await page.locator('html').getAttribute('lang'), 'es-ES');
  const grid = await upgraded(page, 'store-product-grid');
  await grid.locator('.store-grid__select').waitFor();
  await grid.getByText('Ordenar por', { exact: true }).waitFor();
  await grid.getByText(/^Mostrando \d+ de \d+ productos$/).waitFor();
  // The tenant's currency is USD: Spanish formatting puts the amount first with a decimal comma.
  assert.match((await grid.locator('.store-grid__price').first().textContent()) ?? '', /^\d{1,3}(\.\d{3})*,\d{2}\s?US\$/);

  await grid.getByRole('button', { name: 'Añadir al carrito' }).first().click();
  await page.locator('site-toast [role="status"]', { hasText: /^Añadido al carrito: 1 / }).waitFor();
  await cartButton(page).waitFor();
  assert.equal(await cartButton(page).getAttribute('aria-label'), 'Abrir el carrito, 1 artículo');

  await cartButton(page).click();
  const drawer = page.locator('site-cart dialog[open]');
  await drawer.waitFor();
  await drawer.getByRole('heading', { name: 'Tu carrito' }).waitFor();
  const text = (await drawer.textContent()) ?? '';
  assert.match(text, /Subtotal\s*\d{1,3}(\.\d{3})*,\d{2}\s?US\$/);
  assert.match(text, /Los gastos de envío y los impuestos se calculan al finalizar la compra/);
  assert.ok(await drawer.getByRole('button', { name: 'Vaciar carrito' }).isVisible());
  await drawer
    .getByRole('button', { name: /^Aumentar la cantidad de / })
    .first()
    .click();
  await page.waitForFunction(
    () =>
      document.querySelector('site-cart button[aria-label^="Abrir el carrito"]')?.getAttribute('aria-label') ===
      'Abrir el carrito, 2 artículos',
  );
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  // The cookie keeps Spanish on a page reached without the parameter; ?lang=en goes back.
  await page.goto('/store');
  assert.equal(await page.locator('html').getAttribute('lang'), 'es-ES');
  await page.locator('.language-links a[hreflang="en"]').click();
  await page.waitForURL(/lang=en$/);
  assert.equal(await page.locator('html').getAttribute('lang'), 'en-US');
  await upgraded(page, 'store-product-grid');
  await cartButton(page).waitFor();
  assert.equal(await cartButton(page).getAttribute('aria-label'), 'Open cart, 2 items');
});

test('Spanish shell: the skip link, menu, footer and the search box before it loads speak Spanish', async ({ page }) => {
  // The search box's server-rendered first view, shown until the first input loads its code.
  const searchBoxText = (): Promise<string> => page.locator('site-search site-element-root[data-server] button[aria-haspopup]').innerText();
  await page.goto('/help?lang=es');
  assert.equal(await page.locator('a.skip-link').textContent(), 'Saltar al contenido principal');
  await page.locator('site-footer h2', { hasText: 'Enlaces rápidos' }).waitFor();
  assert.equal(await page.evaluate(() => customElements.get('site-search') === undefined), true, 'the search box waits for the first input');
  assert.match(await searchBoxText(), /^Buscar\b/);
  await page.goto('/help?lang=en');
  assert.match(await searchBoxText(), /^Search\b/);
});
