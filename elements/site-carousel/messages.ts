import { defineMessages } from '../../shared/element/messages.ts';

/** Texts of `<site-carousel>`. */
export const carouselMessages = defineMessages(
  {
    label: 'Carousel',
    slide: '{n} of {total}',
    previous: 'Previous slide',
    next: 'Next slide',
    pause: 'Pause',
    play: 'Play',
    dots: 'Choose a slide',
    dot: 'Go to slide {n}',
    thumbnails: 'Slide thumbnails',
    thumbnail: 'Show slide {n}',
  },
  { es: () => import('./messages.es.ts').then((m) => m.carousel) },
);
