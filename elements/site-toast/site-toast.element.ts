import { stringAttr } from '../../shared/element/attributes.ts';
import { defineElement } from '../../shared/element/react/define-element.tsx';
import { SiteToast } from './SiteToast.tsx';

/** Attributes of `<site-toast>`. */
export const toastAttributes = {
  label: stringAttr({ description: 'Accessible name of the live region (optional).' }),
};

/**
 * `<site-toast>`: the page's one live region (role=status, polite) showing short messages such as
 * 'Added to cart: …' for 3 seconds. Elements show messages through `showToast()` in
 * `shared/toast/store.ts`, which appends a `<site-toast>` to the page when there is none.
 */
export const SiteToastElement = defineElement('site-toast', SiteToast, {
  description: 'The shared live region for toasts.',
  attributes: toastAttributes,
});

declare global {
  interface HTMLElementTagNameMap {
    'site-toast': HTMLElement;
  }
}
