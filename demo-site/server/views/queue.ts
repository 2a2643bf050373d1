import { renderedElement, renderOptions } from './element-renderer.ts';
import { html } from './html.ts';
import { bookingServerData, type BookingCatalog } from './page-data.ts';
import type { Page, PageContext } from './types.ts';

/** Which preset and locations the queue board shows for each seeded tenant. */
const BOARDS: Record<string, { preset: string; config: Record<string, unknown> }> = {
  harbor: {
    preset: 'restaurant',
    config: {
      ui: { businessName: 'Harbor Bistro walk-in queue', currency: 'GBP', primaryColor: '#0b6e6e' },
      filter: { locationIds: ['loc_hb_quayside'] },
    },
  },
  northwind: {
    preset: 'retail',
    config: { ui: { businessName: 'Northwind queue', currency: 'USD' }, enabledModes: ['view-queue-progress', 'walk-in'] },
  },
};

/**
 * The queue page: `<booking-widget>` opened in view-queue-progress mode (walk-ins can join from it
 * too), with the tenant's catalogue as `serverData` when the page is served with it (the store routes
 * do), and its first view rendered on the server: the board's frame and filters, the status lookup
 * and Join the Queue. The queue itself comes when the element fetches it on upgrade.
 */
export async function queuePage(ctx: PageContext, catalog?: BookingCatalog): Promise<Page> {
  const board = BOARDS[ctx.tenant.siteName] ?? { preset: 'retail', config: { enabledModes: ['view-queue-progress', 'walk-in'] } };
  const attributes = { 'data-preset': board.preset, 'data-mode': 'view-queue-progress', 'data-sign-in-href': ctx.link('/staff/sign-in') };
  const payload = catalog ? { ...board.config, serverData: bookingServerData(catalog) } : board.config;
  const widget = await renderedElement('booking-widget', attributes, payload, renderOptions(ctx));
  return {
    title: 'Queue',
    description: `Live walk-in queue at ${ctx.tenant.name}.`,
    body: html`<h1>Live queue</h1>
<p class="lead">See where you are in the walk-in queue. The board refreshes every 30 seconds; you can pause it.</p>
${widget}`,
  };
}
