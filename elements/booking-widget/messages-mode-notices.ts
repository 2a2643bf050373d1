import { defineMessages } from '../../shared/element/messages.ts';
import { MODE_NOTICE_TEXTS } from '../../shared/booking/mode-notices.ts';

/**
 * The messages the stores of the manage, check-in, walk-in, queue and payment screens answer with
 * (see shared/booking/mode-notices.ts), loaded with those screens. English is the product's specified wording.
 */
export const modeNoticeMessages = defineMessages(MODE_NOTICE_TEXTS, { es: () => import('./messages.es.ts').then((m) => m.modeNotices) });
