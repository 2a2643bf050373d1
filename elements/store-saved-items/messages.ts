import { defineMessages } from '../../shared/element/messages.ts';

/** Texts of `<store-saved-items>`; 'Add to Cart', 'Remove', 'Continue Shopping' and 'Failed to add item to cart' are the product's specified wording. */
export const savedMessages = defineMessages(
  {
    listLabel_one: 'Saved for later, {count} product',
    listLabel_other: 'Saved for later, {count} products',
    add: 'Add to Cart',
    remove: 'Remove',
    moved: 'Moved to your cart: {name}',
    removed: 'Removed from saved items: {name}',
    addFailed: 'Failed to add item to cart',
    emptyTitle: 'Nothing saved for later',
    emptyBody: 'Products you save for later on this device appear here.',
    continueShopping: 'Continue Shopping',
  },
  { es: () => import('./messages.es.ts').then((m) => m.saved) },
);
