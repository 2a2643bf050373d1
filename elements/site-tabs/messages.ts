import { defineMessages } from '../../shared/element/messages.ts';

/** Texts of `<site-tabs>`. */
export const tabsMessages = defineMessages(
  {
    label: 'Tabs',
  },
  { es: () => import('./messages.es.ts').then((m) => m.tabs) },
);
