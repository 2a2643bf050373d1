import * as v from 'valibot';
import { booleanAttr, numberAttr, stringAttr } from '../../shared/element/attributes.ts';
import { defineElement } from '../../shared/element/react/define-element.tsx';
import type { EventMapOf } from '../../shared/element/event-spec.ts';
import { presentationMessages } from './messages.ts';
import { readSlideSections } from './read-slides.ts';
import { SitePresentation } from './SitePresentation.tsx';
import { listOf } from '../../shared/schemas/list.ts';

/** Attributes of `<site-presentation>`. */
export const presentationAttributes = {
  label: stringAttr({ description: 'The deck title: the accessible name of the viewer.', maxLength: 120 }),
  start: numberAttr({ default: 1, min: 1, max: 999, integer: true, description: 'Number (from 1) of the slide shown first, unless the URL hash names another.' }),
  autoplay: booleanAttr({ description: 'Start playing (one slide every 5 s, stopping on the last); never under reduced motion.' }),
  hash: booleanAttr({ default: true, description: 'Follow and keep the shown slide in the URL hash (#slide-N, or #<id>-N when the element has an id).' }),
  thumbnails: booleanAttr({ default: true, description: 'Show the strip of slide thumbnails under the slide.' }),
  headingLevel: numberAttr({ default: 2, min: 2, max: 6, integer: true, description: 'Heading level of slide titles rendered from inline JSON.' }),
};

/** Relative, http(s) or inline raster/SVG image URLs; `javascript:` and other schemes are refused. */
const imageUrl = /^(?![a-z][a-z\d+.-]*:)|^https?:\/\/|^data:image\/(png|jpe?g|gif|webp|svg\+xml)[;,]/i;

/** One slide given as inline JSON: `[{ "title", "content", "image", "alt", "notes" }]`. */
export const slideSchema = v.pipe(
  v.object({
    title: v.pipe(v.string(), v.trim(), v.nonEmpty('a non-empty title'), v.maxLength(200)),
    content: v.optional(v.pipe(v.string(), v.maxLength(20000)), ''),
    image: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty('an image URL'), v.regex(imageUrl, 'an http(s), relative or data:image URL'))),
    alt: v.optional(v.pipe(v.string(), v.maxLength(300))),
    notes: v.optional(v.pipe(v.string(), v.maxLength(5000)), ''),
  }),
  v.forward(
    v.check((slide) => slide.image === undefined || slide.alt !== undefined, 'alt text for the image ("" when it is decoration)'),
    ['alt'],
  ),
);

/** A slide as the view receives it from inline JSON. */
export type JsonSlide = v.InferOutput<typeof slideSchema>;

/** Events `<site-presentation>` sends (bubbling, composed); each member's type is its `event.detail`. */
export interface SitePresentationEvents {
  /** Another slide is shown (index from 0, slide from 1). */
  'site-presentation-change': { index: number; slide: number; title: string };
}

/**
 * `<site-presentation>`: a slide viewer. Previous/next, play/pause (one slide every 5 s, stopping on
 * the last, never under reduced motion), a "N / M" counter, a thumbnail strip, a grid overview,
 * presenting mode (covers the page, with the speaker notes) and fullscreen (a refusal is only logged).
 * Keys while focus is inside it: ←/PageUp, →/PageDown/Space, Home, End, Esc, G (grid), F (fullscreen),
 * P (presenting). The slide is kept in the URL hash (`#slide-N`, or `#<id>-N`) without new history
 * entries. Slides from `<section>` children (a readable list before JavaScript) or inline JSON
 * `[{ title, content, image, alt, notes }]` where content is plain text (blank lines make paragraphs)
 * or HTML, sanitized with DOMPurify. Events: `site-presentation-change` `{ index, slide, title }`.
 */
export const SitePresentationElement = defineElement('site-presentation', SitePresentation, {
  description: 'A slide viewer with thumbnails, grid overview, presenting mode, fullscreen and URL-hash links.',
  attributes: presentationAttributes,
  payload: { schema: v.pipe(listOf(slideSchema, 500, 'slides'), v.minLength(1, 'at least one slide')), description: 'a list of { title, content?, image?, alt?, notes? }' },
  readLightDom: readSlideSections,
  messages: presentationMessages,
});

declare global {
  interface HTMLElementTagNameMap {
    'site-presentation': HTMLElement;
  }
  interface GlobalEventHandlersEventMap extends EventMapOf<SitePresentationEvents> {}
}
