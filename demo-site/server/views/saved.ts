import { languageOf } from '../middleware/language.ts';
import { html } from './html.ts';
import { elementStylesheets } from './store-styles.ts';
import type { Page, PageContext } from './types.ts';

const TEXT = {
  en: { title: 'Saved for later', lead: 'Products you saved on this device. Add one to your cart when you are ready.', loading: 'Loading your saved products…', noScript: 'The saved list needs JavaScript.' },
  es: { title: 'Guardado para más tarde', lead: 'Los productos que guardaste en este dispositivo. Añade uno a tu carrito cuando quieras.', loading: 'Cargando tus productos guardados…', noScript: 'La lista de guardados necesita JavaScript.' },
};

/**
 * `/store/saved`: `<store-saved-items>` with the floating cart. The list lives on the shopper's device,
 * so the server renders the frame only (the element's stylesheet gives the tag its box before upgrade).
 */
export function savedPage(ctx: PageContext): Page {
  const text = TEXT[languageOf(ctx.tenant.locale) === 'es' ? 'es' : 'en'];
  return {
    title: text.title,
    description: `Products saved for later at ${ctx.tenant.name}.`,
    features: { hasStore: true },
    body: html`${elementStylesheets(['store-saved-items'])}<h1>${text.title}</h1>
<p class="lead">${text.lead}</p>
<store-saved-items data-store-href="${ctx.link('/store')}" data-currency="${ctx.tenant.currency}"><p>${text.loading}</p><noscript><p>${text.noScript}</p></noscript></store-saved-items>`,
  };
}
