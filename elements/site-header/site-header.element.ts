import * as v from 'valibot';
import { stringAttr } from '../../shared/element/attributes.ts';
import { defineElement } from '../../shared/element/react/define-element.tsx';
import type { EventMapOf } from '../../shared/element/event-spec.ts';
import { hrefSchema, menuItemSchema } from '../../shared/navigation/schemas.ts';
import { headerMessages } from './messages.ts';
import { readHeaderMarkup } from './read-header.ts';
import { SiteHeader } from './SiteHeader.tsx';
import { listOf } from '../../shared/schemas/list.ts';

/** Attributes of `<site-header>`. */
export const headerAttributes = {
  label: stringAttr({ description: 'Accessible name of the navigation (default "Main").' }),
  current: stringAttr({ description: 'Path of the current page, when it is not the address bar\'s (e.g. "/store").' }),
};

/** The inline JSON form: `{ "title", "href", "logo", "items": [menu items] }`. */
export const headerSchema = v.object({
  title: v.pipe(v.string(), v.maxLength(200)),
  href: v.optional(hrefSchema, '/'),
  logo: v.optional(hrefSchema),
  items: listOf(menuItemSchema, 50, 'menu items'),
});

/** Events `<site-header>` sends (bubbling, composed); each member's type is its `event.detail`. */
export interface SiteHeaderEvents {
  /** A dropdown or the mobile menu opened or closed. */
  'site-header-toggle': { title: string; open: boolean };
}

/**
 * `<site-header>`: the site's header bar. The brand (logo or title) links home; the menu is a
 * WAI-ARIA disclosure navigation whose dropdowns open with a click, Enter or Space; below 768 px the
 * whole menu collapses behind a Menu button. The current page is marked with `aria-current="page"`.
 * Content from server markup (`<a data-brand>`, `<nav><ul>…</ul></nav>`, `<div data-actions>`) or
 * inline JSON. Events: `site-header-toggle` with `{ title, open }` when a dropdown opens or closes.
 */
export const SiteHeaderElement = defineElement('site-header', SiteHeader, {
  description: 'Header bar: brand, disclosure navigation with dropdowns, mobile menu.',
  attributes: headerAttributes,
  payload: { schema: headerSchema, description: 'an object { title, href?, logo?, items }' },
  readLightDom: readHeaderMarkup,
  messages: headerMessages,
});

declare global {
  interface HTMLElementTagNameMap {
    'site-header': HTMLElement;
  }
  interface GlobalEventHandlersEventMap extends EventMapOf<SiteHeaderEvents> {}
}
