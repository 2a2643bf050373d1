import { booleanAttr, stringAttr } from '../../shared/element/attributes.ts';
import { defineElement } from '../../shared/element/react/define-element.tsx';
import type { EventMapOf } from '../../shared/element/event-spec.ts';
import { footerMessages } from './messages.ts';
import { footerSchema, readFooterMarkup } from './model.ts';
import { SiteFooter } from './SiteFooter.tsx';

/** Attributes of `<site-footer>`. */
export const footerAttributes = {
  title: stringAttr({ description: 'Title of the footer (default: the markup\'s heading, else "Company").', maxLength: 120 }),
  newsletter: booleanAttr({ default: true, description: 'Show the newsletter box (data-newsletter="false" hides it).' }),
};

/** Events `<site-footer>` sends (bubbling, composed); each member's type is its `event.detail`. */
export interface SiteFooterEvents {
  /** A visitor subscribed to the newsletter. */
  'site-footer-subscribe': { email: string; alreadySubscribed: boolean };
}

/**
 * `<site-footer>`: the site footer. Title (default 'Company') and contact details, quick links (the
 * default six unless the page gives its own), a newsletter box whose Subscribe posts to
 * `POST /api/forms/newsletter` with a clear thank-you or error, social icons named for screen
 * readers, and a copyright line. Content from server markup (readable before JavaScript) or inline
 * JSON. Put it inside the page's `<footer>` landmark. Events: `site-footer-subscribe` `{ email, alreadySubscribed }`.
 */
export const SiteFooterElement = defineElement('site-footer', SiteFooter, {
  description: 'Site footer with contact, quick links, newsletter and social icons.',
  attributes: footerAttributes,
  payload: { schema: footerSchema, description: 'an object { title?, description?, contact?, links?, social?, copyright? }' },
  readLightDom: readFooterMarkup,
  messages: footerMessages,
});

declare global {
  interface HTMLElementTagNameMap {
    'site-footer': HTMLElement;
  }
  interface GlobalEventHandlersEventMap extends EventMapOf<SiteFooterEvents> {}
}
