import * as v from 'valibot';

/** Longest review title, in characters. */
export const REVIEW_TITLE_MAX = 100;
/** Shortest and longest review text, in characters. */
export const REVIEW_BODY_MIN = 10;
export const REVIEW_BODY_MAX = 2000;
/** Longest display name, in characters. */
export const REVIEW_NAME_MAX = 50;

/** What the shopper sees once a review is sent. */
export const REVIEW_THANKS = 'Thank you, your review will appear after moderation.';

/** True when a text looks like markup (a tag, a comment or an entity): reviews are plain text only. */
export function looksLikeHtml(text: string): boolean {
  return /<\/?[a-z!][^>]*>|&(#\d+|#x[\da-f]+|[a-z]+);/i.test(text);
}

/**
 * True when a text holds a control character other than a tab or a line break (C0, DEL, C1), or a
 * bidirectional embedding, override or isolate, which can make a name read as other text on the page
 * (a display name ending in U+202E showing "Verified purchase" reversed): never part of a review.
 */
function hasControl(text: string): boolean {
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (code < 32 && ch !== '\t' && ch !== '\n' && ch !== '\r') return true;
    if ((code >= 0x7f && code <= 0x9f) || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)) return true;
  }
  return false;
}

const plainText = (min: number, max: number) =>
  v.pipe(
    v.string('must be text'),
    v.trim(),
    v.minLength(min, min > 1 ? `must be at least ${min} characters` : 'is required'),
    v.maxLength(max, `must be at most ${max} characters`),
    v.check((text) => !hasControl(text), 'must not contain control characters'),
    v.check((text) => !looksLikeHtml(text), 'must be plain text, without HTML'),
  );

/** A review as a verified buyer sends it: rating 1-5, plain-text title, text and display name, the page's language. */
export const reviewDraftSchema = v.object({
  rating: v.pipe(v.number('must be a number from 1 to 5'), v.integer('must be a whole number from 1 to 5'), v.minValue(1, 'must be from 1 to 5'), v.maxValue(5, 'must be from 1 to 5')),
  title: plainText(1, REVIEW_TITLE_MAX),
  body: plainText(REVIEW_BODY_MIN, REVIEW_BODY_MAX),
  displayName: plainText(1, REVIEW_NAME_MAX),
  language: v.optional(v.pipe(v.string(), v.regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'must be a language tag such as en or es')), 'en'),
  token: v.optional(v.pipe(v.string(), v.maxLength(300, 'must be at most 300 characters'))),
});

/** A validated review draft. */
export type ValidReviewDraft = v.InferOutput<typeof reviewDraftSchema>;
