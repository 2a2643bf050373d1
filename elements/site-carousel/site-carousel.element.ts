import { booleanAttr, enumAttr, numberAttr, stringAttr } from '../../shared/element/attributes.ts';
import { defineElement } from '../../shared/element/react/define-element.tsx';
import type { EventMapOf } from '../../shared/element/event-spec.ts';
import { AUTOPLAY_DELAY_MS, MAX_SLIDES_PER_VIEW } from '../../shared/carousel/options.ts';
import { carouselSlidesSchema } from '../../shared/carousel/slides-schema.ts';
import { carouselMessages } from './messages.ts';
import { readSlides } from './read-slides.ts';
import { DEFAULT_SPACING_PX } from './sizes.ts';
import { SiteCarousel } from './SiteCarousel.tsx';

/** A slide count attribute; 0 (a breakpoint default) means not set. */
const countAttr = (fallback: number, docs: { description: string }) =>
  numberAttr({ default: fallback, min: fallback, max: MAX_SLIDES_PER_VIEW, integer: true, ...docs });

/** Attributes of `<site-carousel>`. */
export const carouselAttributes = {
  label: stringAttr({ description: 'Accessible name.', maxLength: 120 }),
  duration: numberAttr({ default: 500, min: 0, max: 5000, integer: true, description: 'Move animation, ms.' }),
  loop: booleanAttr({ description: 'Wrap around.' }),
  dragFree: booleanAttr({ description: 'Glide freely when dragged.' }),
  align: enumAttr(['start', 'center', 'end'], { default: 'start', description: 'Slide alignment.' }),
  spacing: numberAttr({ default: DEFAULT_SPACING_PX, min: 0, max: 200, description: 'Gap in px.' }),
  slidesToShow: countAttr(1, { description: 'Slides in view.' }),
  slidesToShowSm: countAttr(0, { description: 'From 640 px.' }),
  slidesToShowMd: countAttr(0, { description: 'From 768 px.' }),
  slidesToShowLg: countAttr(0, { description: 'From 1024 px.' }),
  slidesToShowXl: countAttr(0, { description: 'From 1280 px.' }),
  slidesToScroll: numberAttr({ default: 1, min: 1, max: MAX_SLIDES_PER_VIEW, integer: true, description: 'Slides per move.' }),
  autoplay: booleanAttr({ description: 'Move on by itself.' }),
  autoplayDelay: numberAttr({ default: AUTOPLAY_DELAY_MS, min: 1000, max: 60_000, integer: true, description: 'Autoplay delay, ms.' }),
  effect: enumAttr(['slide', 'fade'], { default: 'slide', description: 'Slide or fade.' }),
  direction: enumAttr(['horizontal', 'vertical'], { default: 'horizontal', description: 'Slide axis.' }),
  pagination: booleanAttr({ default: true, description: 'Dots.' }),
  thumbnails: countAttr(0, { description: 'Thumbnails in view in a synced strip (0: none).' }),
};

/** Events `<site-carousel>` sends (bubbling, composed); each member's type is its `event.detail`. */
export interface SiteCarouselEvents {
  /** Another slide is current. */
  'site-carousel-change': { index: number };
}

/**
 * `<site-carousel>`: slides on keen-slider, following the WAI-ARIA carousel pattern (a labelled
 * region of slides labelled "N of M", previous and next buttons, a Pause / Play button when it
 * autoplays, a polite live region while it does not). Slides are the child elements of the server
 * markup (a row that scrolls sideways before JavaScript) or inline JSON `[{ image, alt, title?,
 * caption?, href? }]`. Autoplay every 3000 ms by default, paused while the pointer is over it and
 * stopped when keyboard focus moves in; never by itself under reduced motion. Optional dots and a
 * synced thumbnail strip (`data-thumbnails="4"`). Slides in view per breakpoint with
 * `data-slides-to-show-{sm,md,lg,xl}`. A vertical carousel is `--site-carousel-height` tall (24rem).
 * Events: `site-carousel-change` `{ index }`.
 */
export const SiteCarouselElement = defineElement('site-carousel', SiteCarousel, {
  description: 'Slides that move or fade, with autoplay, dots and thumbnails.',
  attributes: carouselAttributes,
  payload: { schema: carouselSlidesSchema, description: 'a list of { image, alt, title?, caption?, href? }' },
  readLightDom: readSlides,
  messages: carouselMessages,
});

declare global {
  interface HTMLElementTagNameMap {
    'site-carousel': HTMLElement;
  }
  interface GlobalEventHandlersEventMap extends EventMapOf<SiteCarouselEvents> {}
}
