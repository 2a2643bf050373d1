import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

/** The text of an HTML fragment, read by an inert parser (nothing loads or runs), blocks apart. */
function plainText(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const blocks = Array.from(doc.body.querySelectorAll('p, li, h1, h2, h3, h4, h5, h6, blockquote'));
  const texts = (blocks.length > 0 ? blocks : [doc.body]).map((el) => el.textContent?.replace(/\s+/g, ' ').trim() ?? '');
  return texts.filter(Boolean);
}

/**
 * The product description: its plain text at first (as the server rendered it), then the HTML,
 * sanitized with DOMPurify, once the section comes near the screen. DOMPurify (12 KB) loads only
 * then, so a shopper who never scrolls that far never downloads it.
 */
export function Description({ html, className }: { html: string; className: string }): ReactNode {
  const [safe, setSafe] = useState<{ html: string; source: string } | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const text = useMemo(() => plainText(html), [html]);

  useEffect(() => {
    const el = box.current;
    if (!el || !html) return undefined;
    let cancelled = false;
    const load = (): void =>
      void import('../../shared/catalog/sanitize.ts').then(({ sanitizeHtml }) => {
        if (!cancelled) setSafe({ html: sanitizeHtml(html), source: html });
      });
    if (typeof IntersectionObserver === 'undefined') load();
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) {
                observer?.disconnect();
                load();
              }
            },
            // When it scrolls into view: below the fold at load, so the page loads without DOMPurify.
            { rootMargin: '0px' },
          );
    observer?.observe(el);
    return () => {
      cancelled = true;
      observer?.disconnect();
    };
  }, [html]);

  if (safe && safe.source === html) {
    // The only use of dangerouslySetInnerHTML: DOMPurify's output (shared/catalog/sanitize.ts).
    return <div ref={box} className={className} dangerouslySetInnerHTML={{ __html: safe.html }} />;
  }
  return (
    <div ref={box} className={className}>
      {text.map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </div>
  );
}
