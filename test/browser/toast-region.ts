/**
 * Registers the page's toast region (`<site-toast>`) for a browser test of another element that
 * shows toasts, so the test can read what the live region announces next to the element's own
 * regions (an element's code never imports another element; a test of how two meet may).
 */
import '../../elements/site-toast/site-toast.element.ts';

/** The text the page's toast live region shows now ('' when there is none). */
export function toastRegionText(doc: Document = document): string {
  return doc.querySelector('site-toast [role="status"]')?.textContent ?? '';
}
