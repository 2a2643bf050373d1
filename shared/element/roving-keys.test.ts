import { describe, expect, it } from 'vitest';
import { rovingKeyTarget } from './roving-keys.ts';

describe('rovingKeyTarget', () => {
  it('wraps at both ends, jumps with Home and End, and follows the orientation', () => {
    expect(rovingKeyTarget('ArrowRight', 2, 3)).toBe(0);
    expect(rovingKeyTarget('ArrowLeft', 0, 3)).toBe(2);
    expect(rovingKeyTarget('ArrowDown', 0, 3)).toBeNull();
    expect(rovingKeyTarget('ArrowDown', 0, 3, 'vertical')).toBe(1);
    expect(rovingKeyTarget('ArrowDown', 2, 3, 'vertical')).toBe(0);
    expect(rovingKeyTarget('ArrowUp', 0, 3, 'vertical')).toBe(2);
    expect(rovingKeyTarget('ArrowRight', 0, 3, 'vertical')).toBeNull();
    expect(rovingKeyTarget('Enter', 0, 3)).toBeNull();
    expect(rovingKeyTarget('Home', 2, 3)).toBe(0);
    expect(rovingKeyTarget('End', 0, 3)).toBe(2);
    expect(rovingKeyTarget('End', 0, 0)).toBeNull();
  });
});
