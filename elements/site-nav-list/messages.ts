import { defineMessages } from '../../shared/element/messages.ts';

/** Texts of `<site-nav-list>`. */
export const navListMessages = defineMessages(
  {
    navLabel: 'Navigation',
    more: 'More in {title}',
  },
  { es: () => import('./messages.es.ts').then((m) => m.navList) },
);
