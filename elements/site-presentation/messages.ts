import { defineMessages } from '../../shared/element/messages.ts';

/** Texts of `<site-presentation>`. */
export const presentationMessages = defineMessages(
  {
    label: 'Presentation',
    slide: '{n} of {count}: {title}',
    announce: 'Slide {n} of {count}',
    counter: '{n} / {count}',
    controls: 'Slide controls',
    previous: 'Previous slide',
    next: 'Next slide',
    play: 'Play slideshow',
    pause: 'Pause slideshow',
    grid: 'Grid overview',
    present: 'Presenting mode',
    fullscreen: 'Fullscreen',
    thumbnails: 'Slides',
    overview: 'All slides',
    goTo: 'Slide {n}: {title}',
    notes: 'Speaker notes',
    noNotes: 'No notes for this slide.',
    nextUp: 'Next: {title}',
    lastSlide: 'This is the last slide.',
    empty: 'This presentation has no slides.',
    fullscreenFailed: '<site-presentation>: fullscreen is not available here; the viewer stays as it is.',
  },
  { es: () => import('./messages.es.ts').then((m) => m.presentation) },
);

/** The translator the presentation's parts receive. */
export type Translate = (key: keyof (typeof presentationMessages)['en'], params?: Record<string, string | number>) => string;
