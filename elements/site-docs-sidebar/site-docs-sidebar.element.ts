import { stringAttr } from '../../shared/element/attributes.ts';
import { defineElement } from '../../shared/element/react/define-element.tsx';
import type { EventMapOf } from '../../shared/element/event-spec.ts';
import { firstList, readLinkTree } from '../../shared/navigation/markup.ts';
import { navItemSchema, type NavItem } from '../../shared/navigation/schemas.ts';
import { docsSidebarMessages } from './messages.ts';
import { SiteDocsSidebar } from './SiteDocsSidebar.tsx';
import { listOf } from '../../shared/schemas/list.ts';

/** Attributes of `<site-docs-sidebar>`. */
export const docsSidebarAttributes = {
  label: stringAttr({ description: 'Name of the sidebar and its navigation (default "Documentation").', maxLength: 120 }),
  current: stringAttr({ description: 'Path of the current page, when it is not the address bar\'s.' }),
  storageKey: stringAttr({ description: 'Name under which the open state is remembered (default: the element id, else "docs").', maxLength: 80 }),
};

/** Reads the server-rendered tree (`<nav><ul><li><span>Section</span><ul>…</ul></li></ul></nav>`). */
export function readDocsMarkup(host: HTMLElement): NavItem[] {
  const list = firstList(host.querySelector('nav') ?? host);
  return list ? readLinkTree(list) : [];
}

/** Events `<site-docs-sidebar>` sends (bubbling, composed); each member's type is its `event.detail`. */
export interface SiteDocsSidebarEvents {
  /** The sidebar or a section opened or closed. */
  'site-docs-sidebar-toggle': { title: string; open: boolean };
}

/**
 * `<site-docs-sidebar>`: the collapsible documentation tree. The sidebar is open by default (from
 * 768 px; below it starts closed behind its toggle) and every section is open until the visitor
 * closes it; both choices are remembered per site in `localStorage`. The current page is marked
 * `aria-current="page"`, its sections open, and it is scrolled into view inside the sidebar.
 * Items from the server's `<nav><ul>` tree or inline JSON. Events: `site-docs-sidebar-toggle` `{ title, open }`.
 */
export const SiteDocsSidebarElement = defineElement('site-docs-sidebar', SiteDocsSidebar, {
  description: 'Collapsible documentation tree that keeps its open state.',
  attributes: docsSidebarAttributes,
  payload: { schema: listOf(navItemSchema, 1000, 'navigation items'), description: 'a list of navigation items { title, href?, children? }' },
  readLightDom: readDocsMarkup,
  messages: docsSidebarMessages,
});

declare global {
  interface HTMLElementTagNameMap {
    'site-docs-sidebar': HTMLElement;
  }
  interface GlobalEventHandlersEventMap extends EventMapOf<SiteDocsSidebarEvents> {}
}
