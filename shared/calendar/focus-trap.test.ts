import { describe, expect, it } from 'vitest';
import { trapTarget } from './focus-trap.ts';

const items = ['a', 'b', 'c'].map((id) => ({ id }) as unknown as HTMLElement);
const [a, b, c] = items as [HTMLElement, HTMLElement, HTMLElement];

describe('trapTarget', () => {
  it('wraps Tab from the last element to the first and Shift+Tab from the first to the last', () => {
    expect(trapTarget(items, c, false)).toBe(a);
    expect(trapTarget(items, a, true)).toBe(c);
  });

  it('lets Tab move on inside the dialog', () => {
    expect(trapTarget(items, a, false)).toBeNull();
    expect(trapTarget(items, b, true)).toBeNull();
  });

  it('brings focus from outside back in, and does nothing in an empty dialog', () => {
    expect(trapTarget(items, null, false)).toBe(a);
    expect(trapTarget(items, { id: 'x' } as unknown as HTMLElement, true)).toBe(c);
    expect(trapTarget([], a, false)).toBeNull();
  });
});
