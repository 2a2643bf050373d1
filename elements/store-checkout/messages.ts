import { defineMessages } from '../../shared/element/messages.ts';
import { PAYMENT_MESSAGES as P } from '../../shared/payments/messages.ts';

/**
 * Texts of `<store-checkout>`. English is the product's specified wording where it has one (customer
 * sections, promo code, order summary, toasts); the payment texts come word for word from
 * shared/payments/messages.ts.
 */
export const checkoutMessages = defineMessages(
  {
    title: 'Checkout',
    backToCart: 'Back to cart',
    loading: 'Loading your order…',
    redirecting: 'Your cart is empty. Taking you to the store…',
    quoteFailed: 'Your order could not be priced: {message}',
    retry: 'Try again',
    returnChecking: 'Checking your payment…',
    returnUnverified: 'Unable to verify payment status',
    returnToCheckout: 'Back to checkout',
    // Customer sections
    customer: 'Customer information',
    step: 'Step {n}',
    contact: 'Contact Information',
    shipping: 'Shipping Address',
    continue: 'Continue',
    edit: 'Edit',
    editSection: 'Edit {section}',
    completed: 'Completed',
    email: 'Email',
    firstName: 'First name',
    lastName: 'Last name',
    address: 'Address',
    apartment: 'Apartment, suite, etc. (optional)',
    city: 'City',
    state: 'State',
    zip: 'ZIP code',
    country: 'Country',
    phone: 'Phone (optional)',
    sameForBilling: 'Use the same address for billing',
    billing: 'Billing address',
    saveInfo: 'Save my information for next time',
    suggestions: 'Address suggestions',
    suggestionCount_one: '{count} address suggestion. Use the arrow keys to choose it.',
    suggestionCount_other: '{count} address suggestions. Use the arrow keys to choose one.',
    // Order summary
    summary: 'Order summary',
    showSummary: 'Show order summary',
    hideSummary: 'Hide order summary',
    quantity: 'Quantity {n}',
    each: '{price} each',
    promo: 'Promo code',
    apply: 'Apply',
    removeCode: 'Remove code {code}',
    codeApplied: 'Code {code} applied',
    remove: 'Remove',
    invalidCoupon: 'Invalid coupon',
    couponFailed: 'Failed to apply coupon',
    subtotal: 'Subtotal',
    shippingCost: 'Shipping',
    free: 'Free',
    tax: 'Tax',
    vatIncluded: 'Includes VAT',
    discount: 'Discount',
    total: 'Total',
    // Payment section
    payment: 'Payment',
    paymentMethod: 'Payment method',
    completeCustomer: 'Complete your contact information and shipping address to pay.',
    noGateways: 'No payment methods are available for this store right now.',
    gatewaysFailed: 'The payment methods could not be loaded.',
    loadingMethod: 'Loading payment method…',
    pay: 'Pay {total}',
    paying: 'Processing payment…',
    placeOrder: 'Place order',
    paymentCompleted: P.paymentCompleted,
    paymentCompletedToast: P.paymentCompletedToast,
    paymentProcessing: P.cardProcessing,
    orderPlaced: 'Order placed: payment pending.',
    paymentFailedToast: 'Payment failed: {reason}',
    viewOrder: 'View your order',
    gatewayUnavailable: 'Payment gateway "{name}" not available',
    label_stripe: 'Credit or debit card',
    label_paypal: 'PayPal',
    label_multipay: 'Card, bank account, mobile wallet or crypto',
    label_cardbank: 'Card or bank transfer',
    label_account_balance: 'Account balance',
    label_gift_card: 'Gift card',
    label_offline: 'Pay offline (bank transfer, cash, check)',
  },
  { es: () => import('./messages.es.ts').then((m) => m.checkout) },
);

/** A key of the checkout catalogue. */
export type CheckoutMessage = keyof (typeof checkoutMessages)['en'];

/** The translator a checkout view receives. */
export type Translate = (key: CheckoutMessage, params?: Record<string, string | number>) => string;
