/** A picture that stands for a slide in the thumbnail strip. */
export interface SlidePicture {
  src: string;
  alt: string;
}

/** One slide read from the server markup: the child element itself and its first picture. */
export interface LightSlide {
  node: Element;
  picture: SlidePicture | null;
}

/**
 * Reads the slides of server markup: every child element is a slide (the inline JSON script is not),
 * kept as it is so the carousel can move it into its own slide box unchanged.
 */
export function readSlides(host: HTMLElement): LightSlide[] {
  const slides: LightSlide[] = [];
  for (const child of Array.from(host.children)) {
    if (child instanceof HTMLScriptElement || child.localName === 'template') continue;
    const img = child instanceof HTMLImageElement ? child : child.querySelector('img');
    const src = img?.currentSrc || img?.getAttribute('src');
    slides.push({ node: child, picture: img && src ? { src, alt: img.alt } : null });
  }
  return slides;
}
