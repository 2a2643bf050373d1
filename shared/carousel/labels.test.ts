import { describe, expect, it } from 'vitest';
import { interpolate } from '../element/messages.ts';
import { dotLabel, slideLabel } from './labels.ts';

describe('slide labels', () => {
  it('names each slide "N of M" from 1', () => {
    expect(slideLabel('{n} of {total}', 0, 5)).toBe('1 of 5');
    expect(slideLabel('{n} of {total}', 4, 5)).toBe('5 of 5');
  });

  it('fills the placeholders wherever a translation puts them, as the catalogue would', () => {
    for (const template of ['{n} de {total}', 'Folie {n} von {total}', '{total} 枚中 {n} 枚目', 'no number'])
      expect(slideLabel(template, 2, 9)).toBe(interpolate(template, { n: 3, total: 9 }));
  });
});

describe('dot labels', () => {
  it('names each dot after the slide it shows, from 1', () => {
    expect(dotLabel('Go to slide {n}', 0)).toBe('Go to slide 1');
    expect(dotLabel('Ir a la diapositiva {n}', 16)).toBe('Ir a la diapositiva 17');
  });
});
