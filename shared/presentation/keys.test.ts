import { describe, expect, it } from 'vitest';
import { deckKeyAction, gridKeyTarget } from './keys.ts';

const onSlide = { grid: false, onControl: false };

describe('deckKeyAction', () => {
  it('maps the navigation keys', () => {
    expect(deckKeyAction('ArrowRight', onSlide)).toEqual({ type: 'next' });
    expect(deckKeyAction('PageDown', onSlide)).toEqual({ type: 'next' });
    expect(deckKeyAction(' ', onSlide)).toEqual({ type: 'next' });
    expect(deckKeyAction('ArrowLeft', onSlide)).toEqual({ type: 'previous' });
    expect(deckKeyAction('PageUp', onSlide)).toEqual({ type: 'previous' });
    expect(deckKeyAction('Home', onSlide)).toEqual({ type: 'first' });
    expect(deckKeyAction('End', onSlide)).toEqual({ type: 'last' });
    expect(deckKeyAction('x', onSlide)).toBeNull();
  });

  it('maps the mode keys in either case', () => {
    expect(deckKeyAction('g', onSlide)).toEqual({ type: 'toggle-grid' });
    expect(deckKeyAction('G', onSlide)).toEqual({ type: 'toggle-grid' });
    expect(deckKeyAction('F', onSlide)).toEqual({ type: 'toggle-fullscreen' });
    expect(deckKeyAction('p', onSlide)).toEqual({ type: 'toggle-presenting' });
    expect(deckKeyAction('Escape', onSlide)).toEqual({ type: 'escape' });
  });

  it('leaves Space to a focused button, and arrows to the grid', () => {
    expect(deckKeyAction(' ', { grid: false, onControl: true })).toBeNull();
    expect(deckKeyAction('ArrowRight', { grid: false, onControl: true })).toEqual({ type: 'next' });
    expect(deckKeyAction('ArrowRight', { grid: true, onControl: true })).toBeNull();
    expect(deckKeyAction('End', { grid: true, onControl: false })).toBeNull();
    expect(deckKeyAction('G', { grid: true, onControl: true })).toEqual({ type: 'toggle-grid' });
    expect(deckKeyAction('Escape', { grid: true, onControl: true })).toEqual({ type: 'escape' });
  });
});

describe('gridKeyTarget', () => {
  it('moves by one sideways and by a row up and down, inside the grid', () => {
    expect(gridKeyTarget('ArrowRight', 0, 7, 3)).toBe(1);
    expect(gridKeyTarget('ArrowLeft', 0, 7, 3)).toBe(0);
    expect(gridKeyTarget('ArrowDown', 1, 7, 3)).toBe(4);
    expect(gridKeyTarget('ArrowDown', 5, 7, 3)).toBe(6);
    expect(gridKeyTarget('ArrowUp', 4, 7, 3)).toBe(1);
    expect(gridKeyTarget('End', 2, 7, 3)).toBe(6);
    expect(gridKeyTarget('Home', 5, 7, 3)).toBe(0);
    expect(gridKeyTarget('Enter', 5, 7, 3)).toBeNull();
  });
});
