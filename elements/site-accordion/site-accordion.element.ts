import * as v from 'valibot';
import { booleanAttr, enumAttr, numberAttr, stringAttr } from '../../shared/element/attributes.ts';
import { readDetailsSections } from '../../shared/element/light-dom.ts';
import { defineElement } from '../../shared/element/react/define-element.tsx';
import type { EventMapOf } from '../../shared/element/event-spec.ts';
import { SiteAccordion } from './SiteAccordion.tsx';
import { listOf } from '../../shared/schemas/list.ts';

/** Attributes of `<site-accordion>`. */
export const accordionAttributes = {
  multiple: booleanAttr({ description: 'Allow several sections open at once.' }),
  collapsible: booleanAttr({ default: true, description: 'Allow the last open section to close (data-collapsible="false" keeps one open).' }),
  open: stringAttr({ description: 'Comma-separated indexes (from 0) of the sections open at first.' }),
  headingLevel: enumAttr(['2', '3', '4', '5', '6'], { default: '3', description: 'Heading level of the section headers.' }),
  switchDelay: numberAttr({ default: 300, min: 0, max: 2000, integer: true, description: 'Open and close animation in milliseconds.' }),
  label: stringAttr({ description: 'Accessible name of the accordion as a whole.' }),
};

/** One section given as inline JSON: `[{ "title": "…", "content": "…", "open": true }]`. */
export const accordionItemSchema = v.object({
  title: v.pipe(v.string(), v.nonEmpty('a non-empty title')),
  content: v.string(),
  open: v.optional(v.boolean()),
});

/** The inline JSON payload: a list of sections. */
export const accordionPayload = {
  schema: listOf(accordionItemSchema, 200, 'sections'),
  description: 'a list of { title, content, open? }',
};

/** Events `<site-accordion>` sends (bubbling, composed); each member's type is its `event.detail`. */
export interface SiteAccordionEvents {
  /** A section opened or closed. */
  'site-accordion-toggle': { index: number; open: boolean; title: string };
}

/**
 * `<site-accordion>`: stacked sections that expand and collapse (WAI-ARIA accordion pattern).
 * Sections come from `<details><summary>` children (which work before JavaScript) or inline JSON.
 * Events: `site-accordion-toggle` with `{ index, open, title }`.
 */
export const SiteAccordionElement = defineElement('site-accordion', SiteAccordion, {
  description: 'Stacked sections that expand and collapse.',
  attributes: accordionAttributes,
  payload: accordionPayload,
  readLightDom: readDetailsSections,
});

declare global {
  interface HTMLElementTagNameMap {
    'site-accordion': HTMLElement;
  }
  interface GlobalEventHandlersEventMap extends EventMapOf<SiteAccordionEvents> {}
}
