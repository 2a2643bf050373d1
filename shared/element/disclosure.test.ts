import { describe, expect, it } from 'vitest';
import { headerKeyTarget, toggleSection } from './disclosure.ts';

describe('toggleSection', () => {
  it('opens one section at a time in single mode', () => {
    expect([...toggleSection(new Set([0]), 2, { multiple: false, collapsible: true })]).toEqual([2]);
  });
  it('keeps others open in multiple mode', () => {
    expect([...toggleSection(new Set([0]), 2, { multiple: true, collapsible: true })].sort()).toEqual([0, 2]);
  });
  it('closes an open section unless it is the last and collapsing is off', () => {
    expect([...toggleSection(new Set([1]), 1, { multiple: false, collapsible: true })]).toEqual([]);
    expect([...toggleSection(new Set([1]), 1, { multiple: false, collapsible: false })]).toEqual([1]);
  });
});

describe('headerKeyTarget', () => {
  it('wraps with arrows and jumps with Home and End', () => {
    expect(headerKeyTarget('ArrowDown', 2, 3)).toBe(0);
    expect(headerKeyTarget('ArrowUp', 0, 3)).toBe(2);
    expect(headerKeyTarget('Home', 2, 3)).toBe(0);
    expect(headerKeyTarget('End', 0, 3)).toBe(2);
    expect(headerKeyTarget('a', 0, 3)).toBeNull();
  });
});
