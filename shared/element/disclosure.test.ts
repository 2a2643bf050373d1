import { describe, expect, it } from 'vitest';
import { toggleSection } from './disclosure.ts';

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
