import { defineMessages } from '../../shared/element/messages.ts';
import { PAYMENT_MESSAGES as P } from '../../shared/payments/messages.ts';

/** Texts of `<store-express-checkout>`; payment texts in the product's specified wording. */
export const expressMessages = defineMessages(
  {
    caption: 'Express checkout',
    shipping: 'Shipping',
    tax: 'Tax',
    unexpected: P.unexpected,
    cardRequiresPaymentMethod: P.cardRequiresPaymentMethod,
    cardOther: P.cardOther,
    failed: P.failed,
  },
  { es: () => import('./messages.es.ts').then((m) => m.express) },
);
