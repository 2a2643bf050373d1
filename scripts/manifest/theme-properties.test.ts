import { describe, expect, it } from 'vitest';
import { themeProperties } from './theme-properties.ts';

describe('themeProperties', () => {
  it('turns token paths into the custom properties with their default values', () => {
    const contract = { color: { primary: 'var(--site-color-primary)' }, space: { small: 'var(--site-space-small)' } };
    const defaults = { color: { primary: '#1f5fbf' }, space: { small: '0.5rem' } };
    expect(themeProperties(['space.small', 'color.primary', 'color.nope'], contract, defaults)).toEqual([
      { name: '--site-color-primary', default: '#1f5fbf', description: 'Colour token of the theme (color.primary).' },
      { name: '--site-space-small', default: '0.5rem', description: 'Spacing token of the theme (space.small).' },
    ]);
  });
});
