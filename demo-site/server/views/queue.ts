import { html, jsonScript } from './html.ts';
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

/** The queue page: `<booking-widget>` opened in view-queue-progress mode (walk-ins can join from it too). */
export function queuePage(ctx: PageContext): Page {
  const board = BOARDS[ctx.tenant.siteName] ?? { preset: 'retail', config: { enabledModes: ['view-queue-progress', 'walk-in'] } };
  return {
    title: 'Queue',
    description: `Live walk-in queue at ${ctx.tenant.name}.`,
    body: html`<h1>Live queue</h1>
<p class="lead">See where you are in the walk-in queue. The board refreshes every 30 seconds; you can pause it.</p>
<booking-widget data-preset="${board.preset}" data-mode="view-queue-progress" data-sign-in-href="${ctx.link('/staff/sign-in')}">${jsonScript(board.config)}</booking-widget>`,
  };
}
