import DOMPurify, { type Config } from 'dompurify';

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'video', 'audio', 'source', 'picture'],
  FORBID_ATTR: ['style', 'class', 'id'],
};

let purify: ReturnType<typeof DOMPurify> | undefined;
let pageOrigin = '';

/**
 * The one DOMPurify instance: its Trusted Types policy (`dompurify`, allowed by the demo site's CSP)
 * can be created only once per page, so a second instance would have none.
 */
function instance(origin: string): ReturnType<typeof DOMPurify> {
  pageOrigin = origin;
  if (purify) return purify;
  purify = DOMPurify();
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.localName === 'img') {
      const src = node.getAttribute('src') ?? '';
      let sameOrigin = src.startsWith('data:image/');
      try {
        sameOrigin ||= new URL(src, pageOrigin || undefined).origin === pageOrigin;
      } catch {
        sameOrigin = false;
      }
      if (!sameOrigin) node.remove();
      // An image the author gave no text to is treated as decoration (screen readers skip it).
      else if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    }
    if (node.localName === 'a' && node.hasAttribute('href')) node.setAttribute('rel', 'noopener noreferrer');
  });
  return purify;
}

/**
 * Sanitizes server HTML (a product description) with DOMPurify before it is rendered: the one path
 * to `dangerouslySetInnerHTML` (nothing else in the kit may use it). Besides DOMPurify's defaults it drops `style`
 * attributes and `<style>` / `<form>` / media embeds (the page's CSP would block them and report a
 * violation) and images from other origins (CSP `img-src 'self' data:`); images without alt text get
 * `alt=""`; links to other sites open safely (`rel="noopener noreferrer"`).
 */
export function sanitizeHtml(html: string, origin = globalThis.location?.origin ?? ''): string {
  return instance(origin).sanitize(html, CONFIG);
}

/**
 * The same, as a `TrustedHTML` where the browser has Trusted Types (the page's CSP may require one
 * for `innerHTML`), else as a string: what `dangerouslySetInnerHTML` is given.
 */
export function sanitizeToMarkup(html: string, origin = globalThis.location?.origin ?? ''): string | TrustedHTML {
  return instance(origin).sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: true });
}
