import { defineMessages } from '../../shared/element/messages.ts';
import { NOTICE_TEXTS } from '../../shared/booking/widget-messages.ts';

/**
 * The messages the booking stores answer with (a key plus values, see shared/booking/widget-messages.ts):
 * the error banner, form problems, check-in refusals. English is the specification's exact wording.
 */
export const noticeMessages = defineMessages(NOTICE_TEXTS, { es: () => import('./messages.es.ts').then((m) => m.notices) });
