import { stringAttr } from '../../shared/element/attributes.ts';
import { defineElement } from '../../shared/element/react/define-element.tsx';
import type { EventMapOf } from '../../shared/element/event-spec.ts';
import { firstList, readLinkTree } from '../../shared/navigation/markup.ts';
import { menuItemSchema, type MenuItem } from '../../shared/navigation/schemas.ts';
import { megaMenuMessages } from './messages.ts';
import { SiteMegaMenu } from './SiteMegaMenu.tsx';
import { listOf } from '../../shared/schemas/list.ts';

/** Attributes of `<site-mega-menu>`. */
export const megaMenuAttributes = {
  label: stringAttr({ description: 'Accessible name of the navigation (default "Menu").', maxLength: 120 }),
  current: stringAttr({ description: 'Path of the current page, when it is not the address bar\'s.' }),
};

/** Reads the server-rendered fallback (`<nav><ul><li><a>…</a><ul>…</ul></li></ul></nav>`) as menu items. */
export function readMegaMenuMarkup(host: HTMLElement): MenuItem[] {
  const list = firstList(host.querySelector('nav') ?? host);
  return list ? readLinkTree(list) : [];
}

/** Events `<site-mega-menu>` sends (bubbling, composed); each member's type is its `event.detail`. */
export interface SiteMegaMenuEvents {
  /** A panel opened or closed. */
  'site-mega-menu-toggle': { title: string; open: boolean };
}

/**
 * `<site-mega-menu>`: a navigation bar whose entries open wide panels: `hero` (a banner beside the
 * links), `blog` (cards with image and date) or `default` (links with icon, badge and description),
 * each with an optional banner. Opens on hover (closing 150 ms after the pointer leaves), on click or
 * tap, and by keyboard (disclosure navigation: Enter, Space, arrows, Home, End, Escape); the panel
 * fades in over 300 ms with its entries 50 ms apart, without motion when reduced motion is asked for.
 * Stacks below 768 px. Items from inline JSON (menu items) or the server-rendered `<nav>`.
 * Events: `site-mega-menu-toggle` `{ title, open }`.
 */
export const SiteMegaMenuElement = defineElement('site-mega-menu', SiteMegaMenu, {
  description: 'Navigation bar with wide hero, blog and link panels.',
  attributes: megaMenuAttributes,
  payload: { schema: listOf(menuItemSchema, 50, 'menu items'), description: 'a list of menu items { title, href?, type?, category?, banner?, items?, children? }' },
  readLightDom: readMegaMenuMarkup,
  messages: megaMenuMessages,
});

declare global {
  interface HTMLElementTagNameMap {
    'site-mega-menu': HTMLElement;
  }
  interface GlobalEventHandlersEventMap extends EventMapOf<SiteMegaMenuEvents> {}
}
