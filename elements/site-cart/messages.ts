import { defineMessages } from '../../shared/element/messages.ts';

/** Texts of `<site-cart>`; English is the product's specified wording. */
export const cartMessages = defineMessages(
  {
    title: 'Your Cart',
    openCart_one: 'Open cart, {count} item',
    openCart_other: 'Open cart, {count} items',
    close: 'Close cart',
    emptyTitle: 'Your cart is empty',
    emptyBody: "Looks like you haven't added any products to your cart yet.",
    continueShopping: 'Continue Shopping',
    savedLink: 'Saved for later',
    subtotal: 'Subtotal',
    shippingNote: 'Shipping and taxes calculated at checkout',
    clearCart: 'Clear Cart',
    checkout: 'Checkout',
    quantity: 'Quantity of {name}',
    decrease: 'Decrease quantity of {name}',
    increase: 'Increase quantity of {name}',
    remove: 'Remove {name}',
    removeShort: 'Remove',
    each: '{price} each',
    shareLink: 'Copy cart link',
    linkLabel: 'Link to this cart',
    linkCopied: 'Cart link copied',
    linkFailed: 'The cart link could not be created. Please try again.',
    linkNotFound: 'This cart link could not be opened; your cart on this device is unchanged.',
    restoredPartially: 'Some saved cart items could not be restored and were removed.',
    notSaved: 'Your cart could not be saved on this device; it will be kept while this page is open.',
  },
  { es: () => import('./messages.es.ts').then((m) => m.cart) },
);
