/**
 * The write-a-review form's rules: what each field needs, checked with valibot in the order the
 * fields appear, and which field a server refusal is about.
 */
import * as v from 'valibot';
import { REVIEW_BODY_MAX, REVIEW_BODY_MIN, REVIEW_NAME_MAX, REVIEW_TITLE_MAX } from '../catalog/review-rules.ts';

/** Limits of a review: the server's (shared/catalog/review-rules.ts). */
export const REVIEW_LIMITS = { title: REVIEW_TITLE_MAX, bodyMin: REVIEW_BODY_MIN, body: REVIEW_BODY_MAX, displayName: REVIEW_NAME_MAX } as const;

/** The fields of the form, in the order they appear. */
export const DRAFT_FIELDS = ['rating', 'title', 'body', 'displayName'] as const;

/** A field of the form. */
export type DraftField = (typeof DRAFT_FIELDS)[number];

/** Why a field is refused; the view turns it into a sentence. */
export type DraftProblem = 'ratingRequired' | 'titleRequired' | 'titleTooLong' | 'bodyTooShort' | 'bodyTooLong' | 'nameRequired' | 'nameTooLong';

/** What the form holds while the shopper types (rating 0: none chosen). */
export interface DraftValues {
  rating: number;
  title: string;
  body: string;
  displayName: string;
}

const text = (required: DraftProblem, max: number, tooLong: DraftProblem, min = 1, tooShort = required) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.minLength(min, tooShort), v.maxLength(max, tooLong));

const draftSchema = v.object({
  rating: v.pipe(v.number(), v.integer('ratingRequired'), v.minValue(1, 'ratingRequired'), v.maxValue(5, 'ratingRequired')),
  title: text('titleRequired', REVIEW_LIMITS.title, 'titleTooLong'),
  body: text('bodyTooShort', REVIEW_LIMITS.body, 'bodyTooLong', REVIEW_LIMITS.bodyMin),
  displayName: text('nameRequired', REVIEW_LIMITS.displayName, 'nameTooLong'),
});

/** The outcome of checking the form: the trimmed values, or the first problem of each refused field. */
export type DraftCheck = { ok: true; values: DraftValues } | { ok: false; problems: Partial<Record<DraftField, DraftProblem>> };

/** Checks every field (not only the first refused one), so each shows its message at once. */
export function checkDraft(values: DraftValues): DraftCheck {
  const result = v.safeParse(draftSchema, values, { abortPipeEarly: true });
  if (result.success) return { ok: true, values: result.output };
  const problems: Partial<Record<DraftField, DraftProblem>> = {};
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key as DraftField | undefined;
    if (field && !problems[field]) problems[field] = issue.message as DraftProblem;
  }
  return { ok: false, problems };
}

/** The first refused field in the form's order (where focus goes). */
export function firstProblemField(problems: Partial<Record<DraftField, unknown>>): DraftField | undefined {
  return DRAFT_FIELDS.find((field) => problems[field]);
}

/**
 * The field a server refusal is about: its `field`, else the field its message starts with
 * (`title: must be at most 100 characters`); undefined when it is about the whole review.
 */
export function serverErrorField(error: { field?: string; message: string }): DraftField | undefined {
  const named = error.field ?? /^(\w+):/.exec(error.message)?.[1];
  return (DRAFT_FIELDS as readonly string[]).includes(named ?? '') ? (named as DraftField) : undefined;
}

/** A server message without its leading field name (`title: must be…` → `must be…`). */
export function withoutFieldName(message: string): string {
  return message.replace(/^\w+:\s*/, '');
}
