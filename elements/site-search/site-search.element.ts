import { enumAttr, numberAttr, stringAttr } from '../../shared/element/attributes.ts';
import { defineElement } from '../../shared/element/react/define-element.tsx';
import type { EventMapOf } from '../../shared/element/event-spec.ts';
import { searchMessages } from './messages.ts';
import { SiteSearch } from './SiteSearch.tsx';

/** Attributes of `<site-search>`. */
export const searchAttributes = {
  datatype: enumAttr(['all', 'products', 'pages'], { default: 'all', description: 'What to search: all, products or pages (GET search-data/{datatype}).' }),
  label: stringAttr({ description: 'Text of the button (default "Search").', maxLength: 60 }),
  placeholder: stringAttr({ description: 'Placeholder of the search box.', maxLength: 120 }),
  debounce: numberAttr({ default: 250, min: 0, max: 2000, integer: true, description: 'Milliseconds typing must pause before searching.' }),
};

/** Events `<site-search>` sends (bubbling, composed); each member's type is its `event.detail`. */
export interface SiteSearchEvents {
  /** A result was chosen; cancel it to stay on the page. @cancelable */
  'site-search-select': { title: string; url: string };
}

/**
 * `<site-search>`: a Search button (shortcut `/`, Ctrl+K or ⌘K) opening a modal dialog with a search
 * combobox and a listbox of results (title, address, snippet with the searched words marked). Typing
 * is debounced, a newer search aborts the older one, an empty box clears the results; 'No results
 * found.', the 'Search Not Configured' notice for sites without search, and server errors as a toast.
 * Events: `site-search-select` `{ title, url }` (cancelable: `preventDefault()` keeps the page).
 */
export const SiteSearchElement = defineElement('site-search', SiteSearch, {
  description: 'Search button and dialog with live results.',
  attributes: searchAttributes,
  messages: searchMessages,
});

declare global {
  interface HTMLElementTagNameMap {
    'site-search': HTMLElement;
  }
  interface GlobalEventHandlersEventMap extends EventMapOf<SiteSearchEvents> {}
}
