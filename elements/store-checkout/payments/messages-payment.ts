import { defineMessages } from '../../../shared/element/messages.ts';
import { PAYMENT_TEXTS } from '../../../shared/payments/messages.ts';

/**
 * The payment messages shared logic answers with (outcomes and failures as keys, see
 * shared/payments/messages.ts). English is the product's exact specified wording.
 */
export const paymentTexts = defineMessages(PAYMENT_TEXTS, { es: () => import('../messages.es.ts').then((m) => m.paymentTexts) });
