import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { listOf } from './list.ts';

describe('listOf', () => {
  const slides = listOf(v.object({ title: v.string() }), 3, 'slides');

  it('accepts up to the limit', () => {
    expect(v.safeParse(slides, [{ title: 'a' }, { title: 'b' }, { title: 'c' }]).success).toBe(true);
  });

  it('refuses one more with a message naming the limit', () => {
    const result = v.safeParse(slides, Array.from({ length: 4 }, () => ({ title: 'a' })));
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('at most 3 slides');
  });

  it('still checks every item', () => {
    expect(v.safeParse(slides, [{ title: 1 }]).success).toBe(false);
  });
});
