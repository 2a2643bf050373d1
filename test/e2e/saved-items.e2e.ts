/**
 * Saved for later on the demo site: a product saved from its page is listed on /store/saved (reached
 * from the cart drawer's link), Add to Cart moves it into the cart, which then lists it; the list
 * follows another tab; the server-rendered frame stands where the upgraded list does (no layout
 * shift); Spanish texts.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, test } from './harness.ts';
import { upgraded } from './upgraded.ts';
import { describeShifts, layoutShifts, recordLayoutShifts, totalShift } from './layout-shifts.ts';

const LAMP = '/shop/lumen-smart-desk-lamp';

/** Saves the product on the page at `path` with its Save for Later button. */
async function saveFrom(page: Page, path: string, label = 'Save for Later'): Promise<string> {
  await page.goto(path);
  const product = await upgraded(page, 'store-product');
  const save = product.getByRole('button', { name: label });
  await save.click();
  await product.locator('.store-product__save[aria-pressed="true"]').waitFor();
  return (await product.locator('.store-product__name').textContent())?.trim() ?? '';
}

test('saved items: save a product from its page, find it through the cart drawer, Add to Cart moves it into the cart', async ({ page }) => {
  const name = await saveFrom(page, LAMP);
  assert.equal(name, 'Lumen Smart Desk Lamp');
  const price = (await page.locator('store-product .store-product__price').first().textContent())?.trim() ?? '';
  await page.getByRole('button', { name: /^Open cart/ }).click();
  await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('link', { name: 'Saved for later' }).click();
  await page.waitForURL('**/store/saved');
  const list = await upgraded(page, 'store-saved-items');
  const item = list.getByRole('listitem').filter({ hasText: name });
  await item.waitFor();
  assert.match((await item.textContent()) ?? '', new RegExp(price.replace(/[$.]/g, '\\$&')));
  assert.equal(await item.getByRole('link', { name }).getAttribute('href'), '/store/product/NW-ELE-003');
  await expectNoAxeViolations(page);
  await item.getByRole('button', { name: 'Add to Cart' }).click();
  await list.getByRole('status').filter({ hasText: `Moved to your cart: ${name}` }).waitFor();
  await list.getByText('Nothing saved for later').waitFor();
  // Focus lands on Continue Shopping, not on the page's start.
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Continue Shopping');
  await page.getByRole('button', { name: 'Open cart, 1 item' }).click();
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  await drawer.getByRole('link', { name }).waitFor();
  await expectNoAxeViolations(page);
  // A reload keeps both: the product stays in the cart and off the saved list.
  await page.reload();
  await (await upgraded(page, 'store-saved-items')).getByText('Nothing saved for later').waitFor();
  await page.getByRole('button', { name: 'Open cart, 1 item' }).waitFor();
});

test('saved items: Remove, another tab’s save, and no layout shift when the list upgrades', async ({ page, context }) => {
  await recordLayoutShifts(page);
  await page.goto('/store/saved');
  const list = await upgraded(page, 'store-saved-items');
  await list.getByText('Nothing saved for later').waitFor();
  await page.waitForTimeout(300);
  const shifts = await layoutShifts(page);
  assert.equal(totalShift(shifts), 0, `the server-rendered frame and the upgraded empty list take the same room: ${describeShifts(shifts)}`);
  const other = await context.newPage();
  const name = await saveFrom(other, LAMP);
  const item = list.getByRole('listitem').filter({ hasText: name });
  await item.waitFor();
  await item.getByRole('button', { name: 'Remove' }).click();
  await list.getByRole('status').filter({ hasText: `Removed from saved items: ${name}` }).waitFor();
  await list.getByText('Nothing saved for later').waitFor();
  await other.reload();
  await (await upgraded(other, 'store-product')).locator('.store-product__save[aria-pressed="false"]').waitFor();
  await expectNoAxeViolations(page);
});

test('saved items: in Spanish', async ({ page }) => {
  const name = await saveFrom(page, `${LAMP}?lang=es`, 'Guardar para más tarde');
  await page.goto('/store/saved?lang=es');
  await page.getByRole('heading', { level: 1, name: 'Guardado para más tarde' }).waitFor();
  const list = await upgraded(page, 'store-saved-items');
  const item = list.getByRole('listitem').filter({ hasText: name });
  await item.getByRole('button', { name: 'Añadir al carrito' }).click();
  await list.getByRole('status').filter({ hasText: `Movido a tu carrito: ${name}` }).waitFor();
  await list.getByText('No hay nada guardado para más tarde').waitFor();
  await expectNoAxeViolations(page);
});
