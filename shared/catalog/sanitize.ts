import DOMPurify from 'dompurify';

/**
 * Sanitizes server HTML (a product description) with DOMPurify before it is rendered: the one path
 * to `dangerouslySetInnerHTML` (QUALITY.md). Besides DOMPurify's defaults it drops `style`
 * attributes and `<style>` / `<form>` / media embeds (the page's CSP would block them and report a
 * violation) and images from other origins (CSP `img-src 'self' data:`); images without alt text get
 * `alt=""`; links to other sites open safely (`rel="noopener noreferrer"`).
 */
export function sanitizeHtml(html: string, origin = globalThis.location?.origin ?? ''): string {
  const purify = DOMPurify();
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.localName === 'img') {
      const src = node.getAttribute('src') ?? '';
      let sameOrigin = src.startsWith('data:image/');
      try {
        sameOrigin ||= new URL(src, origin || undefined).origin === origin;
      } catch {
        sameOrigin = false;
      }
      if (!sameOrigin) node.remove();
      // An image the author gave no text to is treated as decoration (screen readers skip it).
      else if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    }
    if (node.localName === 'a' && node.hasAttribute('href')) node.setAttribute('rel', 'noopener noreferrer');
  });
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'video', 'audio', 'source', 'picture'],
    FORBID_ATTR: ['style', 'class', 'id'],
  });
}
