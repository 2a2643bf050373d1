import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Slide } from './slides.ts';

/** Moves server-rendered nodes into the slide once, without copying them. */
function NodeBody({ nodes, className }: { nodes: Node[]; className: string }): ReactNode {
  const attach = useCallback(
    (box: HTMLDivElement | null) => {
      if (box) for (const node of nodes) if (node.parentNode !== box) box.appendChild(node);
    },
    [nodes],
  );
  return <div ref={attach} className={className} />;
}

/** The text of an HTML fragment, read by an inert parser (nothing loads or runs), blocks apart. */
function plainText(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const blocks = Array.from(doc.body.querySelectorAll('p, li, h1, h2, h3, h4, h5, h6, blockquote'));
  return (blocks.length > 0 ? blocks : [doc.body]).map((el) => el.textContent?.replace(/\s+/g, ' ').trim() ?? '').filter(Boolean);
}

/**
 * HTML content: its plain text first, then the HTML sanitized with DOMPurify (shared/catalog/sanitize.ts),
 * loaded only by decks that hold HTML.
 */
function HtmlBody({ html }: { html: string }): ReactNode {
  const [safe, setSafe] = useState<{ html: string; source: string } | null>(null);
  const text = useMemo(() => plainText(html), [html]);
  useEffect(() => {
    let cancelled = false;
    void import('../../shared/catalog/sanitize.ts').then(({ sanitizeHtml }) => {
      if (!cancelled) setSafe({ html: sanitizeHtml(html), source: html });
    });
    return () => {
      cancelled = true;
    };
  }, [html]);
  // The only use of dangerouslySetInnerHTML here: DOMPurify's output.
  if (safe && safe.source === html) return <div dangerouslySetInnerHTML={{ __html: safe.html }} />;
  return (
    <div>
      {text.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}

/** The body of one slide: server nodes as they are, or the JSON title, text or HTML and image. */
export function SlideBody({ slide, headingLevel, className }: { slide: Slide; headingLevel: number; className: { title: string; figure: string; text: string; nodes: string } }): ReactNode {
  const { body } = slide;
  if (body.kind === 'nodes') return <NodeBody nodes={body.nodes} className={className.nodes} />;
  const Heading = `h${headingLevel}` as 'h2';
  return (
    <>
      <div className={className.text}>
        <Heading className={className.title}>{slide.title}</Heading>
        {body.kind === 'html' ? <HtmlBody html={body.html} /> : body.paragraphs.map((p, i) => <p key={i}>{p}</p>)}
      </div>
      {slide.image && <img className={className.figure} src={slide.image.src} alt={slide.image.alt} />}
    </>
  );
}
