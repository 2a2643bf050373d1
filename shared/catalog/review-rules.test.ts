import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { looksLikeHtml, reviewDraftSchema } from './review-rules.ts';

const draft = { rating: 5, title: 'Quiet on the train', body: 'The noise cancelling is superb.', displayName: 'Maya' };
const firstMessage = (input: unknown) => {
  const result = v.safeParse(reviewDraftSchema, input);
  return result.success ? undefined : `${result.issues[0]?.path?.[0]?.key as string}: ${result.issues[0]?.message}`;
};

describe('review drafts', () => {
  it('accept a plain review, trimmed, in English unless told', () => {
    const result = v.parse(reviewDraftSchema, { ...draft, title: '  Quiet on the train  ' });
    expect(result).toEqual({ ...draft, language: 'en' });
  });

  it('refuse ratings outside 1-5 and fractions', () => {
    expect(firstMessage({ ...draft, rating: 0 })).toBe('rating: must be from 1 to 5');
    expect(firstMessage({ ...draft, rating: 6 })).toBe('rating: must be from 1 to 5');
    expect(firstMessage({ ...draft, rating: 4.5 })).toBe('rating: must be a whole number from 1 to 5');
  });

  it('refuse HTML, blank titles, short and long text with a message naming the field', () => {
    expect(firstMessage({ ...draft, body: 'Great <script>alert(1)</script> headphones' })).toBe('body: must be plain text, without HTML');
    expect(firstMessage({ ...draft, title: '<b>Wow</b>' })).toBe('title: must be plain text, without HTML');
    expect(firstMessage({ ...draft, title: '   ' })).toBe('title: is required');
    expect(firstMessage({ ...draft, body: 'Too short' })).toBe('body: must be at least 10 characters');
    expect(firstMessage({ ...draft, body: 'x'.repeat(2001) })).toBe('body: must be at most 2000 characters');
    expect(firstMessage({ ...draft, displayName: 'x'.repeat(51) })).toBe('displayName: must be at most 50 characters');
  });

  it('keep ordinary punctuation that merely resembles markup', () => {
    expect(looksLikeHtml('Rated it 5 > 4, and 3 < 4 & fine')).toBe(false);
    expect(looksLikeHtml('Tom & Jerry <3')).toBe(false);
    expect(looksLikeHtml('a &amp; b')).toBe(true);
    expect(looksLikeHtml('<img src=x onerror=alert(1)>')).toBe(true);
  });
});

describe('review text', () => {
  it('keeps line breaks and tabs and refuses other control characters', () => {
    expect(firstMessage({ ...draft, body: 'Line one\nLine two\tindented' })).toBeUndefined();
    expect(firstMessage({ ...draft, body: 'Sneaky \u0007 bell character' })).toBe('body: must not contain control characters');
  });

  it('refuses bidirectional overrides, embeddings and isolates and C1 controls, which could make a name read as other text; keeps right-to-left letters', () => {
    for (const trick of ['\u202E', '\u202D', '\u202A', '\u2066', '\u2069', '\u0085', '\u009B']) {
      expect(firstMessage({ ...draft, displayName: `Ada${trick}esahcrup deifireV` }), JSON.stringify(trick)).toBe('displayName: must not contain control characters');
      expect(firstMessage({ ...draft, title: `Great${trick} book` }), JSON.stringify(trick)).toBe('title: must not contain control characters');
    }
    expect(firstMessage({ ...draft, displayName: 'שרה כהן' })).toBeUndefined();
  });
});
