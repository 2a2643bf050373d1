import { booleanAttr, stringAttr } from '../../shared/element/attributes.ts';
import { defineElement } from '../../shared/element/react/define-element.tsx';
import type { EventMapOf } from '../../shared/element/event-spec.ts';
import { themeSwitchMessages } from './messages.ts';
import { SiteThemeSwitch } from './SiteThemeSwitch.tsx';

/** Attributes of `<site-theme-switch>`. */
export const themeSwitchAttributes = {
  label: stringAttr({ description: 'Legend of the choice (default "Theme").', maxLength: 80 }),
  brand: stringAttr({ description: 'Name of the site\'s own theme (its rule is `:root[data-site-theme="name"]`), offered besides Light and Dark.', maxLength: 32 }),
  brandLabel: stringAttr({ description: 'Label of the site\'s own theme (default "Site theme").', maxLength: 80 }),
  system: booleanAttr({ description: 'Also offer System (`auto`: dark when the visitor\'s system prefers dark).' }),
  default: stringAttr({ description: 'Theme applied when the visitor has chosen none (default: the site\'s own theme, else light).', maxLength: 32 }),
  storageKey: stringAttr({ description: 'localStorage key of the choice (default `site-theme:<tenant>`).', maxLength: 80 }),
};

/** Events `<site-theme-switch>` sends (bubbling, composed); each member's type is its `event.detail`. */
export interface SiteThemeSwitchEvents {
  /** The visitor chose a theme (its name, as in `data-site-theme`). */
  'site-theme-change': { theme: string };
}

/**
 * `<site-theme-switch>`: lets the visitor choose the page's theme (Light, Dark, the site's own and
 * optionally System) as a radio group. The choice sets `data-site-theme` on `<html>` at once (the
 * tokens do the rest, no reload), is remembered per site in localStorage (a page keeps working when
 * storage fails) and follows a choice made in another tab or another switch.
 * Events: `site-theme-change` `{ theme }`.
 */
export const SiteThemeSwitchElement = defineElement('site-theme-switch', SiteThemeSwitch, {
  description: 'A Light / Dark / site theme choice applied to the whole page at run time.',
  attributes: themeSwitchAttributes,
  messages: themeSwitchMessages,
});

declare global {
  interface HTMLElementTagNameMap {
    'site-theme-switch': HTMLElement;
  }
  interface GlobalEventHandlersEventMap extends EventMapOf<SiteThemeSwitchEvents> {}
}
