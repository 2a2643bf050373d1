import { defineMessages } from '../../shared/element/messages.ts';
import { FLOW_NOTICE_TEXTS } from '../../shared/booking/widget-messages.ts';

/**
 * The messages the booking flow's stores answer with (a key plus values, see shared/booking/widget-messages.ts):
 * the error banner, form problems, policy refusals. English is the product's exact specified wording. The
 * mode screens' notices are in messages-mode-notices.ts, loaded with those screens.
 */
export const noticeMessages = defineMessages(FLOW_NOTICE_TEXTS, { es: () => import('./messages.es.ts').then((m) => m.notices) });
