import { describe, expect, it } from 'vitest';
import { checkDraft, firstProblemField, serverErrorField, withoutFieldName } from './draft.ts';

const good = { rating: 4, title: 'Warm and light', body: 'Wore it on a cold hike, stayed warm.', displayName: 'Ada L.' };

describe('checkDraft', () => {
  it('accepts a complete review and trims it', () => {
    expect(checkDraft({ ...good, title: '  Warm and light ' })).toEqual({ ok: true, values: good });
  });

  it('names every refused field at once', () => {
    expect(checkDraft({ rating: 0, title: ' ', body: 'Too short', displayName: '' })).toEqual({
      ok: false,
      problems: { rating: 'ratingRequired', title: 'titleRequired', body: 'bodyTooShort', displayName: 'nameRequired' },
    });
  });

  it('keeps to the limits: title 100, text 10 to 2000, name 50', () => {
    expect(checkDraft({ ...good, title: 'x'.repeat(100), body: 'x'.repeat(2000), displayName: 'x'.repeat(50) }).ok).toBe(true);
    expect(checkDraft({ ...good, title: 'x'.repeat(101), body: 'x'.repeat(2001), displayName: 'x'.repeat(51) })).toEqual({
      ok: false,
      problems: { title: 'titleTooLong', body: 'bodyTooLong', displayName: 'nameTooLong' },
    });
    expect(checkDraft({ ...good, body: ' 123456789 ' })).toEqual({ ok: false, problems: { body: 'bodyTooShort' } });
  });

  it('finds the first refused field in the order of the form', () => {
    expect(firstProblemField({ displayName: 'x', title: 'y' })).toBe('title');
    expect(firstProblemField({})).toBeUndefined();
  });
});

describe('server refusals', () => {
  it('names the field from the error or from the start of its message', () => {
    expect(serverErrorField({ message: 'title: must be at most 100 characters' })).toBe('title');
    expect(serverErrorField({ field: 'body', message: 'too short' })).toBe('body');
    expect(serverErrorField({ message: 'You have already reviewed this product from this order.' })).toBeUndefined();
    expect(serverErrorField({ message: 'token: expired' })).toBeUndefined();
    expect(withoutFieldName('title: must be at most 100 characters')).toBe('must be at most 100 characters');
  });
});
