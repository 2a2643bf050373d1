import type { LightSlide } from './read-slides.ts';
import type { JsonSlide } from './site-presentation.element.ts';

/** One slide as the viewer shows it, from inline JSON or from a server-rendered `<section>`. */
export interface Slide {
  title: string;
  notes: string;
  image: { src: string; alt: string } | null;
  /** Plain text paragraphs, HTML to sanitize, or the server's own nodes. */
  body: { kind: 'text'; paragraphs: string[] } | { kind: 'html'; html: string } | { kind: 'nodes'; nodes: Node[] };
}

const HTML_TAG = /<\/?[a-z][\w-]*(\s[^>]*)?\/?>/i;

/** Content is HTML when it holds a tag; otherwise blank lines split it into paragraphs. */
export function slideBody(content: string): Slide['body'] {
  if (HTML_TAG.test(content)) return { kind: 'html', html: content };
  const paragraphs = content
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return { kind: 'text', paragraphs };
}

/** The slides of a viewer: the inline JSON when given, else the server-rendered sections. */
export function slidesFrom(data: JsonSlide[] | undefined, light: LightSlide[] | undefined): Slide[] {
  if (!data) return (light ?? []).map((s) => ({ title: s.title, notes: s.notes, image: s.image, body: { kind: 'nodes', nodes: s.nodes } }));
  return data.map((s) => ({
    title: s.title,
    notes: s.notes.trim(),
    image: s.image ? { src: s.image, alt: s.alt ?? '' } : null,
    body: slideBody(s.content),
  }));
}
