import type { StandardResult, StandardSchema } from '../element/standard-schema.ts';

/** One slide given as inline JSON. */
export interface CarouselSlide {
  image: string;
  alt: string;
  title?: string;
  caption?: string;
  href?: string;
}

/** A link that cannot run script: http(s), a path, a query or an #id (no other scheme). */
export function isSafeHref(href: string): boolean {
  const text = href.trim();
  return /^https?:/i.test(text) || !/^[a-z][a-z\d+.-]*:/i.test(text);
}

const FIELDS: [keyof CarouselSlide, string][] = [
  ['image', 'an image URL'],
  ['alt', 'an alt text (empty for a decorative image)'],
  ['title', 'text'],
  ['caption', 'text'],
  ['href', 'a link to http(s), a path or #id'],
];

/** Most slides one carousel may carry: more is not a carousel a visitor can browse. */
export const MAX_SLIDES = 200;

/** Checks a list of slides; unknown keys are dropped, the first problem is named with its path. */
export function validateSlides(value: unknown): StandardResult<CarouselSlide[]> {
  if (!Array.isArray(value)) return { issues: [{ message: 'a list of slides', path: [] }] };
  if (value.length > MAX_SLIDES) return { issues: [{ message: `at most ${MAX_SLIDES} slides`, path: [] }] };
  const slides: CarouselSlide[] = [];
  for (const [i, item] of value.entries()) {
    if (typeof item !== 'object' || item === null) return { issues: [{ message: 'an object { image, alt, … }', path: [i] }] };
    const slide: Record<string, string> = {};
    for (const [key, expected] of FIELDS) {
      const field = (item as Record<string, unknown>)[key];
      const required = key === 'image' || key === 'alt';
      if (field === undefined && !required) continue;
      if (typeof field !== 'string' || (key === 'image' && !field.trim()) || (key === 'href' && !isSafeHref(field))) {
        return { issues: [{ message: expected, path: [i, key] }] };
      }
      slide[key] = field;
    }
    slides.push(slide as unknown as CarouselSlide);
  }
  return { value: slides };
}

/** The inline JSON payload of `<site-carousel>` as a Standard Schema (no schema library needed). */
export const carouselSlidesSchema: StandardSchema<CarouselSlide[]> = {
  '~standard': { version: 1, vendor: 'site-carousel', validate: validateSlides },
};
