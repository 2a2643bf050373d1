import { describe, expect, it } from 'vitest';
import { isSafeHref, MAX_SLIDES, validateSlides } from './slides-schema.ts';

describe('validateSlides', () => {
  it('keeps the known fields of valid slides and drops unknown ones', () => {
    expect(
      validateSlides([
        { image: '/a.svg', alt: 'A', title: 'T', caption: 'C', href: '/x', extra: 1 },
        { image: '/b.svg', alt: '' },
      ]),
    ).toEqual({
      value: [
        { image: '/a.svg', alt: 'A', title: 'T', caption: 'C', href: '/x' },
        { image: '/b.svg', alt: '' },
      ],
    });
  });
  it('names the first bad field with its path', () => {
    const first = (value: unknown) => {
      const result = validateSlides(value);
      return 'issues' in result && result.issues ? result.issues[0] : undefined;
    };
    expect(first({})).toEqual({ message: 'a list of slides', path: [] });
    expect(first([{ image: '/a.svg', alt: 'A' }, 'slide'])).toEqual({ message: 'an object { image, alt, … }', path: [1] });
    expect(first([{ image: ' ', alt: 'A' }])).toEqual({ message: 'an image URL', path: [0, 'image'] });
    expect(first([{ image: '/a.svg' }])).toEqual({ message: 'an alt text (empty for a decorative image)', path: [0, 'alt'] });
    expect(first([{ image: '/a.svg', alt: 'A', title: 5 }])).toEqual({ message: 'text', path: [0, 'title'] });
    expect(first([{ image: '/a.svg', alt: 'A', href: 'javascript:alert(1)' }])).toEqual({
      message: 'a link to http(s), a path or #id',
      path: [0, 'href'],
    });
  });
});

describe('the slide limit', () => {
  it(`takes ${MAX_SLIDES} slides and refuses one more, naming the limit`, () => {
    const slides = Array.from({ length: MAX_SLIDES }, () => ({ image: '/a.svg', alt: 'A' }));
    expect(validateSlides(slides)).toHaveProperty('value');
    expect(validateSlides([...slides, { image: '/a.svg', alt: 'A' }])).toEqual({ issues: [{ message: `at most ${MAX_SLIDES} slides`, path: [] }] });
  });
});

describe('isSafeHref', () => {
  it('allows web links, paths and fragments and refuses other schemes', () => {
    for (const ok of ['https://example.com', 'http://a.b/c', '/store', 'page.html', '#top', '?q=1']) expect(isSafeHref(ok)).toBe(true);
    for (const bad of ['javascript:alert(1)', ' JavaScript:x', 'data:text/html,x', 'vbscript:x']) expect(isSafeHref(bad)).toBe(false);
  });
});
