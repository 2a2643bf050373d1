/**
 * Spanish everywhere (issue #11): with `?lang=es` every demo page, the booking journey and the
 * checkout journey, each with an error state, show no text of the elements' English catalogues.
 * The English phrases come from the catalogues themselves (every `elements/**\/messages*.ts`), so a
 * message added in English only, or logic that hands a view English text, makes this fail.
 */
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { messageLoaders, type Catalogue } from '../../shared/element/messages.ts';
import { chooseDayAndSlot, widgetOf } from './booking-support.e2e.ts';
import { choose, confirmationReference, openCheckoutWith } from './checkout-journey.ts';
import { upgraded } from './upgraded.ts';
import { repoRoot, test } from './harness.ts';
import { DEMO_PAGES } from './demo-pages.ts';
import { trackRequests } from './requests-settled.ts';

function messageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return messageFiles(path);
    return /^messages(-[\w-]+)?\.ts$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The English phrases a Spanish page must not show: each catalogue text (or, for a template, each
 * fixed part between placeholders) whose Spanish differs, with at least two words and ten letters, so
 * a brand, a code or a word both languages share ("Total", "PayPal") is not taken for English.
 */
async function englishPhrases(): Promise<{ phrase: string; source: string }[]> {
  const found = new Map<string, string>();
  for (const file of messageFiles(join(repoRoot, 'elements'))) {
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (typeof value !== 'object' || value === null || !('en' in value)) continue;
      const catalogue = value as Catalogue<string>;
      const spanish = (await messageLoaders(catalogue).es?.()) ?? {};
      for (const [key, english] of Object.entries(catalogue.en)) {
        if (spanish[key] === english) continue;
        for (const part of english.split(/\{\w+\}/)) {
          const phrase = part.trim().replace(/[.:,;!?…]+$/, '');
          if (/\s/.test(phrase) && phrase.replace(/[^A-Za-z]/g, '').length >= 10) found.set(phrase, `${file.slice(repoRoot.length + 1)} ${name}.${key}`);
        }
      }
    }
  }
  return [...found].map(([phrase, source]) => ({ phrase, source }));
}

const phrases = englishPhrases();

/** The visible text of a page, without a payment provider's own fields (the provider localises those itself). */
async function visibleText(page: Page): Promise<string> {
  let text = await page.locator('body').innerText();
  for (const provider of await page.locator('.fake-stripe-element').all()) text = text.replace(await provider.innerText(), ' ');
  return text.replace(/\s+/g, ' ');
}

/** The text of the page as the server sent it (its content, before any element ran). */
async function serverText(page: Page): Promise<string> {
  const markup = await (await page.request.get(page.url())).text();
  return markup
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
const contains = (text: string, phrase: string) => new RegExp(`(^|[^A-Za-z])${escape(phrase)}($|[^A-Za-z])`).test(text);

/** Demo page copy in English seen on Spanish pages (the site's content, not an element's): reported, not failed. */
export const contentInEnglish = new Map<string, Set<string>>();

/**
 * Fails when the page shows an English catalogue phrase that an element produced. A phrase that is
 * already in the server's page (the demo site's own copy, such as the footer links it passes to
 * `<site-footer>`) is content, not an element's text: it is collected in `contentInEnglish` instead.
 */
async function expectNoEnglish(page: Page, where: string): Promise<void> {
  const text = await visibleText(page);
  const shown = (await phrases).filter(({ phrase }) => contains(text, phrase));
  if (shown.length === 0) return;
  const content = await serverText(page);
  const leaks = shown.filter(({ phrase }) => !contains(content, phrase));
  for (const { phrase } of shown.filter(({ phrase }) => contains(content, phrase))) {
    contentInEnglish.set(phrase, (contentInEnglish.get(phrase) ?? new Set()).add(where));
  }
  if (leaks.length > 0) {
    throw new Error(`English catalogue text on the Spanish ${where}: ${leaks.map(({ phrase, source }) => `"${phrase}" (${source})`).join(', ')}`);
  }
}

/** Loads a page in Spanish and makes every element upgrade (a key press, then a scroll to the bottom). */
async function openSpanish(page: Page, path: string): Promise<void> {
  const url = `${path}${path.includes('?') ? '&' : '?'}lang=es`;
  const requests = trackRequests(page);
  await page.goto(url);
  assert.equal(await page.locator('html').getAttribute('lang'), 'es-ES', url);
  await page.keyboard.press('Shift');
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await requests.settled();
  await page.waitForFunction(() => !document.querySelector(':not(:defined)'), undefined, { timeout: 10_000 }).catch(() => undefined);
}

test(
  'Spanish pages: no demo page shows a text of the English catalogues',
  async ({ page }) => {
    const leaks: string[] = [];
    for (const path of DEMO_PAGES) {
      await openSpanish(page, path);
      await expectNoEnglish(page, `page ${path}`).catch((error: Error) => leaks.push(error.message));
    }
    if (contentInEnglish.size > 0) {
      console.log(`  demo page copy still in English: ${[...contentInEnglish].map(([phrase, pages]) => `"${phrase}" (${pages.size} pages)`).join(', ')}`);
    }
    if (leaks.length > 0) throw new Error(leaks.join('\n'));
  },
  { timeout: 180_000 },
);

/** Waits until the widget's step heading reads one of these texts, and returns it. */
async function stepHeading(page: Page): Promise<string> {
  return (await widgetOf(page).locator('[data-step-heading]').first().textContent({ timeout: 10_000 }))?.trim() ?? '';
}

test(
  'Spanish booking: the steps, field errors, a failed booking banner and the lookup problem are all Spanish',
  async ({ page }) => {
    await openSpanish(page, '/book/pickup?org=northwind');
    const w = widgetOf(page);
    const click = (name: string) => w.locator('[aria-busy]').getByRole('button', { name, exact: true }).first().click();
    await w.locator('[data-step-heading]').first().waitFor({ timeout: 15_000 });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    for (let step = 0; step < 8; step++) {
      const title = await stepHeading(page);
      if (title === 'Tus datos') break;
      if (title === 'Elige una ubicación' || title === 'Elige un servicio') {
        await w.locator('[data-card]').first().click();
        await click('Continuar');
      } else if (title === 'Elige a tu profesional') await click('Continuar');
      else if (title === 'Elige fecha y hora') {
        await chooseDayAndSlot(page, tomorrow);
        await click('Reservar cita');
      } else assert.fail(`unexpected step heading "${title}"`);
      await page.waitForFunction((before) => document.querySelector('booking-widget [data-step-heading]')?.textContent?.trim() !== before, title);
    }
    await click('Confirmar reserva');
    await w.getByText('El nombre es obligatorio').first().waitFor();
    await expectNoEnglish(page, 'booking form with field errors');

    // The server fails every reservation call: the banner says so in Spanish.
    await w.getByLabel('Nombre completo', { exact: true }).fill('Ada Lovelace');
    await w.getByLabel('Correo electrónico', { exact: true }).fill('ada.i18n@example.com');
    await w.getByLabel('Teléfono', { exact: true }).fill('+1 212 555 0100');
    const broken = '**/api/reservations/**';
    await page.route(broken, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'internal_error', message: 'Something went wrong on the server.' } }) })
        : route.fallback(),
    );
    await click('Confirmar reserva');
    const banner = w.locator('[data-error-banner]');
    await banner.filter({ hasText: /No se ha podido/ }).waitFor({ timeout: 20_000 });
    await banner.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(repoRoot, 'test-results', 'i18n-booking-error-es.png') });
    await expectNoEnglish(page, 'booking error banner');

    await page.unroute(broken);
    await click('Confirmar reserva');
    await w.locator('[data-confirmation-code], [data-reservation-code]').first().waitFor({ timeout: 20_000 });
    await expectNoEnglish(page, 'booking confirmation');

    // Manage Booking with no code: the lookup's own problem.
    await w.getByRole('navigation', { name: 'Opciones de reserva' }).getByRole('button', { name: 'Gestionar reserva', exact: true }).click();
    await click('Buscar reserva');
    await w.getByText('Introduce un código de confirmación').first().waitFor();
    await expectNoEnglish(page, 'manage lookup problem');
  },
  { timeout: 90_000 },
);

test(
  'Spanish checkout: the steps, a failed payment and the order confirmation are all Spanish',
  async ({ page }) => {
    await page.goto('/store?lang=es');
    const checkout = await openCheckoutWith(page);
    assert.equal(await page.locator('html').getAttribute('lang'), 'es-ES');
    await expectNoEnglish(page, 'checkout');
    const contact = checkout.locator('section[data-step="contact"]');
    await contact.getByLabel('Correo electrónico').fill('ada.i18n@example.com');
    await contact.getByRole('button', { name: 'Continuar' }).click();
    const shipping = checkout.locator('section[data-step="shipping"]');
    await shipping.getByLabel('Nombre', { exact: true }).fill('Ada');
    await shipping.getByLabel('Apellidos').fill('Lovelace');
    await shipping.getByLabel('Dirección', { exact: true }).fill('12 Analytical Way');
    await shipping.getByLabel('Ciudad').fill('Springfield');
    await shipping.getByLabel('Provincia o estado').fill('IL');
    await shipping.getByLabel('Código postal').fill('62701');
    await shipping.getByRole('button', { name: 'Continuar' }).click();

    const broken = '**/api/payments/offline';
    await page.route(broken, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'internal_error', message: 'Something went wrong on the server.' } }) }),
    );
    const panel = await choose(checkout, 'Pago sin conexión (transferencia bancaria, efectivo, cheque)', 'offline');
    await panel.getByRole('checkbox', { name: /^Entiendo/ }).check();
    const place = panel.getByRole('button', { name: 'Realizar pedido' });
    await place.click();
    await panel.getByRole('alert').filter({ hasText: 'No se ha podido crear la solicitud de pago sin conexión' }).waitFor({ timeout: 20_000 });
    await expectNoEnglish(page, 'checkout payment failure');

    await page.unroute(broken);
    await place.click();
    await confirmationReference(page);
    await upgraded(page, 'store-order-confirmation');
    await page.waitForLoadState('networkidle');
    await expectNoEnglish(page, 'order confirmation');
  },
  { timeout: 90_000 },
);
