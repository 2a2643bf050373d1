/** One slide read from the server markup: its title, speaker notes, first image and body nodes. */
export interface LightSlide {
  title: string;
  notes: string;
  image: { src: string; alt: string } | null;
  nodes: Node[];
}

/**
 * Reads `<section><h2>Title</h2>…<aside data-notes>…</aside></section>` children. The first heading
 * (or `data-title`) names the slide and stays in it; `<aside data-notes>` (or `aside.notes`) holds the
 * speaker notes and is taken out of the slide; the first `<img>` becomes the thumbnail.
 */
export function readSlideSections(host: HTMLElement): LightSlide[] {
  const slides: LightSlide[] = [];
  for (const section of Array.from(host.children)) {
    if (section.localName !== 'section') continue;
    const heading = section.querySelector(':is(h1, h2, h3, h4, h5, h6)');
    const title = clean(section.getAttribute('data-title') ?? heading?.textContent ?? '') || `${slides.length + 1}`;
    const asides = Array.from(section.querySelectorAll('aside[data-notes], aside.notes'));
    const notes = asides.map((aside) => clean(aside.textContent ?? '')).join(' ');
    for (const aside of asides) aside.remove();
    const img = section.querySelector('img');
    const src = img?.getAttribute('src');
    slides.push({ title, notes, image: src ? { src, alt: img?.getAttribute('alt') ?? '' } : null, nodes: Array.from(section.childNodes) });
  }
  return slides;
}

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
