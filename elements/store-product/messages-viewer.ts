import { defineMessages } from '../../shared/element/messages.ts';

/** Texts of the full-screen image viewer (a module of their own, so they load with the viewer). */
export const viewerMessages = defineMessages(
  {
    viewer: 'Image viewer',
    close: 'Close',
    previous: 'Previous image',
    next: 'Next image',
    counter: 'Image {n} of {total}',
  },
  { es: () => import('./messages.es.ts').then((m) => m.viewer) },
);
