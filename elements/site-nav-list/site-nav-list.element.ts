import { booleanAttr, stringAttr } from '../../shared/element/attributes.ts';
import { defineElement } from '../../shared/element/react/define-element.tsx';
import type { EventMapOf } from '../../shared/element/event-spec.ts';
import { firstList, readLinkTree } from '../../shared/navigation/markup.ts';
import { navItemSchema, type NavItem } from '../../shared/navigation/schemas.ts';
import { navListMessages } from './messages.ts';
import { SiteNavList } from './SiteNavList.tsx';
import { listOf } from '../../shared/schemas/list.ts';

/** Attributes of `<site-nav-list>`. */
export const navListAttributes = {
  label: stringAttr({ description: 'Accessible name of the navigation (default "Navigation").', maxLength: 120 }),
  current: stringAttr({ description: 'Path of the current page, when it is not the address bar\'s.' }),
  storageKey: stringAttr({ description: 'Name under which the open state is remembered (default: the element id, else "nav-list").', maxLength: 80 }),
  expanded: booleanAttr({ description: 'Open every branch the visitor has not closed (default: only the current page\'s branch).' }),
};

/** Reads the server-rendered nested list (`<ul><li><a href>…</a><p>…</p><ul>…</ul></li></ul>`). */
export function readNavListMarkup(host: HTMLElement): NavItem[] {
  const list = firstList(host);
  return list ? readLinkTree(list) : [];
}

/** Events `<site-nav-list>` sends (bubbling, composed); each member's type is its `event.detail`. */
export interface SiteNavListEvents {
  /** A branch opened or closed. */
  'site-nav-list-toggle': { title: string; open: boolean };
}

/**
 * `<site-nav-list>`: a nested navigation block. Each entry shows its title (a link when it has a page),
 * an image or icon and a description; entries with children expand and collapse (WAI-ARIA disclosure),
 * and what the visitor opened or closed is remembered per site in `localStorage`. The current page is
 * marked `aria-current="page"` and its branch opens. Items from the server's nested `<ul>` or inline
 * JSON (navigation items `{ title, href, image, description, icon, children }`).
 * Events: `site-nav-list-toggle` `{ title, open }`.
 */
export const SiteNavListElement = defineElement('site-nav-list', SiteNavList, {
  description: 'Nested navigation list that remembers what is open.',
  attributes: navListAttributes,
  payload: { schema: listOf(navItemSchema, 500, 'navigation items'), description: 'a list of navigation items { title, href?, image?, description?, icon?, children? }' },
  readLightDom: readNavListMarkup,
  messages: navListMessages,
});

declare global {
  interface HTMLElementTagNameMap {
    'site-nav-list': HTMLElement;
  }
  interface GlobalEventHandlersEventMap extends EventMapOf<SiteNavListEvents> {}
}
