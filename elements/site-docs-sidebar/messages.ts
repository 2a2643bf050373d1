import { defineMessages } from '../../shared/element/messages.ts';

/** Texts of `<site-docs-sidebar>`. */
export const docsSidebarMessages = defineMessages(
  {
    label: 'Documentation',
    more: 'More in {title}',
  },
  { es: () => import('./messages.es.ts').then((m) => m.docsSidebar) },
);
