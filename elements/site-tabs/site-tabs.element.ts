import * as v from 'valibot';
import { booleanAttr, numberAttr, stringAttr } from '../../shared/element/attributes.ts';
import { defineElement } from '../../shared/element/react/define-element.tsx';
import type { EventMapOf } from '../../shared/element/event-spec.ts';
import { tabsMessages } from './messages.ts';
import { readTabSections } from './read-tabs.ts';
import { SiteTabs } from './SiteTabs.tsx';
import { listOf } from '../../shared/schemas/list.ts';

/** Attributes of `<site-tabs>`. */
export const tabsAttributes = {
  label: stringAttr({ description: 'Accessible name of the tab list.', maxLength: 120 }),
  selected: numberAttr({ default: 0, min: 0, max: 99, integer: true, description: 'Index (from 0) of the tab shown first, unless the URL hash names another.' }),
  hash: booleanAttr({ default: true, description: 'Reflect the selected tab in the URL hash (#id) and follow hash changes.' }),
};

/** One tab given as inline JSON: `[{ "title": "…", "content": "…", "id": "…" }]`. */
export const tabItemSchema = v.object({
  title: v.pipe(v.string(), v.trim(), v.nonEmpty('a non-empty title'), v.maxLength(120)),
  content: v.string(),
  id: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z][\w-]{0,79}$/, 'an id of letters, digits, - or _ starting with a letter'))),
});

/** Events `<site-tabs>` sends (bubbling, composed); each member's type is its `event.detail`. */
export interface SiteTabsEvents {
  /** Another tab was selected. */
  'site-tabs-change': { index: number; id: string; title: string };
}

/**
 * `<site-tabs>`: a row of tabs over panels (WAI-ARIA tabs: arrows, Home and End move and select, Tab
 * enters the panel). The selected panel fades in over 300 ms (no motion under reduced motion); the
 * selected tab is kept in the URL hash (`#id`) so it can be linked and survives a reload. Below
 * 768 px the row scrolls sideways. Tabs from `<section id><h3>Title</h3>…</section>` children (with an
 * optional `<nav>` of `#id` links as the tab row before JavaScript) or inline JSON.
 * Events: `site-tabs-change` `{ index, id, title }`.
 */
export const SiteTabsElement = defineElement('site-tabs', SiteTabs, {
  description: 'Tabs over panels, kept in the URL hash.',
  attributes: tabsAttributes,
  payload: { schema: listOf(tabItemSchema, 100, 'tabs'), description: 'a list of { title, content, id? }' },
  readLightDom: readTabSections,
  messages: tabsMessages,
});

declare global {
  interface HTMLElementTagNameMap {
    'site-tabs': HTMLElement;
  }
  interface GlobalEventHandlersEventMap extends EventMapOf<SiteTabsEvents> {}
}
