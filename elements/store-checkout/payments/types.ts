import type { PaymentGateway } from '../../../shared/api/payments.ts';
import type { Order } from '../../../shared/api/schemas.ts';
import type { CheckoutForm } from '../../../shared/checkout/form.ts';
import type { Remote } from '../use-checkout.ts';

/** How a payment ended for the order: paid, still processing at the provider, or to be paid offline. */
export interface Completion {
  /** The reference the confirmation page is reached by (`/store/order-confirmation/{paymentIntentId}`). */
  paymentIntentId: string;
  order: Order;
  status: 'paid' | 'processing' | 'pending_payment';
}

/** What every payment panel receives from the checkout. */
export interface PanelProps {
  gateway: PaymentGateway;
  /** Both customer sections are completed: the panel may take a payment. */
  ready: boolean;
  form: CheckoutForm;
  /** The quote's total and currency (what the shopper sees; the order's own total is what is charged). */
  total: number;
  currency: string;
  money: (cents: number) => string;
  /** Use the demo server's simulators instead of the providers' scripts (`data-simulators`). */
  simulators: boolean;
  /** Creates the order for this attempt, or returns the one already created for the same contents. */
  ensureOrder: (method: string) => Promise<Order>;
  /** Finishes the checkout: Payment Completed, toast, cart cleared, confirmation page. */
  complete: (result: Completion) => void;
  /** Tells the checkout a payment is running (the rest of the form is locked meanwhile). */
  onBusy: (busy: boolean) => void;
  remote: () => Promise<Remote>;
  locale: string;
}
