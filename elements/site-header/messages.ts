import { defineMessages } from '../../shared/element/messages.ts';

/** Texts of `<site-header>`. */
export const headerMessages = defineMessages(
  {
    menu: 'Menu',
    navLabel: 'Main',
    submenu: '{title} submenu',
    home: 'Home',
  },
  { es: () => import('./messages.es.ts').then((m) => m.header) },
);
