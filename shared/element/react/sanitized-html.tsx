import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

let inertPolicy: { createHTML(html: string): string } | null | undefined;

/**
 * HTML for the inert parser below, through the kit's Trusted Types policy `site-elements#inert`
 * (created once, kept private) where the page's CSP requires Trusted Types. Only DOMParser gets it:
 * nothing it parses is ever put into the page.
 */
function forInertParser(html: string): string {
  const tt = (globalThis as { trustedTypes?: { createPolicy(name: string, rules: object): { createHTML(html: string): string } } }).trustedTypes;
  inertPolicy ??= tt ? tt.createPolicy('site-elements#inert', { createHTML: (text: string) => text }) : null;
  return inertPolicy ? inertPolicy.createHTML(html) : html;
}

/** The text of an HTML fragment, read by an inert parser (nothing loads or runs), blocks apart. */
function plainText(html: string): string[] {
  const doc = new DOMParser().parseFromString(forInertParser(html), 'text/html');
  const blocks = Array.from(doc.body.querySelectorAll('p, li, h1, h2, h3, h4, h5, h6, blockquote'));
  return (blocks.length > 0 ? blocks : [doc.body]).map((el) => el.textContent?.replace(/\s+/g, ' ').trim() ?? '').filter(Boolean);
}

/**
 * HTML from a page builder or the server, rendered safely: its plain text first, then the HTML
 * sanitized with DOMPurify (shared/catalog/sanitize.ts, loaded only by pages that need it). With
 * `whenVisible`, DOMPurify loads only once the box scrolls into view. The one place the elements use
 * `dangerouslySetInnerHTML`, and only with DOMPurify's output.
 */
export function SanitizedHtml({ html, className, whenVisible = false }: { html: string; className?: string; whenVisible?: boolean }): ReactNode {
  const [safe, setSafe] = useState<{ html: string | TrustedHTML; source: string } | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const text = useMemo(() => plainText(html), [html]);

  useEffect(() => {
    const el = box.current;
    if (!el || !html) return undefined;
    let cancelled = false;
    const load = (): void =>
      void import('../../catalog/sanitize.ts').then(({ sanitizeToMarkup }) => {
        if (!cancelled) setSafe({ html: sanitizeToMarkup(html), source: html });
      });
    let observer: IntersectionObserver | null = null;
    if (!whenVisible || typeof IntersectionObserver === 'undefined') load();
    else {
      observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer?.disconnect();
          load();
        }
      });
      observer.observe(el);
    }
    return () => {
      cancelled = true;
      observer?.disconnect();
    };
  }, [html, whenVisible]);

  if (safe && safe.source === html) return <div ref={box} className={className} dangerouslySetInnerHTML={{ __html: safe.html }} />;
  return (
    <div ref={box} className={className}>
      {text.map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </div>
  );
}
