import { defineMessages } from '../../shared/element/messages.ts';

/** Texts of `<site-mega-menu>`. */
export const megaMenuMessages = defineMessages(
  {
    navLabel: 'Menu',
    viewAll: 'See everything in {title}',
    more: 'More in {title}',
  },
  { es: () => import('./messages.es.ts').then((m) => m.megaMenu) },
);
