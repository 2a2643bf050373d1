import { describe, expect, it } from 'vitest';
import { deckReducer, hashPrefix, initialDeck, slideFromHash, slideHash, type DeckAction, type DeckState } from './deck.ts';

const run = (state: DeckState, ...actions: DeckAction[]): DeckState => actions.reduce(deckReducer, state);

describe('navigation', () => {
  it('moves one slide at a time and stops at both ends', () => {
    const deck = initialDeck(3);
    expect(run(deck, { type: 'previous' }).index).toBe(0);
    expect(run(deck, { type: 'next' }, { type: 'next' }).index).toBe(2);
    expect(run(deck, { type: 'next' }, { type: 'next' }, { type: 'next' }).index).toBe(2);
    expect(run(deck, { type: 'next' }, { type: 'next' }, { type: 'previous' }).index).toBe(1);
  });

  it('Home and End go to the first and the last slide', () => {
    const deck = initialDeck(5, { index: 2 });
    expect(run(deck, { type: 'last' }).index).toBe(4);
    expect(run(deck, { type: 'last' }, { type: 'first' }).index).toBe(0);
  });

  it('go clamps to the deck and keeps the same object when nothing changes', () => {
    const deck = initialDeck(4);
    expect(run(deck, { type: 'go', index: 9 }).index).toBe(3);
    expect(run(deck, { type: 'go', index: -2 }).index).toBe(0);
    expect(deckReducer(deck, { type: 'go', index: 0 })).toBe(deck);
  });

  it('starts on a clamped slide, and an empty deck stays on 0', () => {
    expect(initialDeck(3, { index: 7 }).index).toBe(2);
    expect(run(initialDeck(0), { type: 'next' }, { type: 'last' }).index).toBe(0);
  });
});

describe('autoplay', () => {
  it('ticks forward and stops on the last slide', () => {
    let deck = initialDeck(3, { autoplay: true });
    expect(deck.playing).toBe(true);
    deck = run(deck, { type: 'tick' });
    expect(deck).toMatchObject({ index: 1, playing: true });
    deck = run(deck, { type: 'tick' });
    expect(deck).toMatchObject({ index: 2, playing: false });
    expect(run(deck, { type: 'tick' }).index).toBe(2);
  });

  it('never runs under reduced motion, and stops when reduced motion turns on', () => {
    expect(initialDeck(3, { autoplay: true, reducedMotion: true }).playing).toBe(false);
    expect(run(initialDeck(3, { reducedMotion: true }), { type: 'play' }).playing).toBe(false);
    const playing = run(initialDeck(3), { type: 'play' });
    expect(playing.playing).toBe(true);
    expect(run(playing, { type: 'reduced-motion', on: true }).playing).toBe(false);
  });

  it('play from the last slide restarts at the first; toggle pauses and resumes', () => {
    const atEnd = initialDeck(3, { index: 2 });
    expect(run(atEnd, { type: 'play' })).toMatchObject({ index: 0, playing: true });
    expect(run(atEnd, { type: 'toggle-play' }, { type: 'toggle-play' }).playing).toBe(false);
    expect(run(initialDeck(1), { type: 'play' }).playing).toBe(false);
  });

  it('a paused deck ignores ticks; opening the grid pauses', () => {
    const deck = initialDeck(3);
    expect(run(deck, { type: 'tick' })).toBe(deck);
    expect(run(initialDeck(3, { autoplay: true }), { type: 'toggle-grid' })).toMatchObject({ grid: true, playing: false });
  });
});

describe('modes', () => {
  it('choosing in the grid shows the slide and leaves the grid', () => {
    const deck = run(initialDeck(6), { type: 'toggle-grid' });
    expect(deck.grid).toBe(true);
    expect(run(deck, { type: 'choose', index: 4 })).toMatchObject({ index: 4, grid: false });
    expect(run(deck, { type: 'toggle-grid' }).grid).toBe(false);
  });

  it('Esc leaves the grid first, then presenting, then fullscreen, then does nothing', () => {
    let deck = run(initialDeck(3), { type: 'toggle-fullscreen' }, { type: 'toggle-presenting' }, { type: 'toggle-grid' });
    expect(deck).toMatchObject({ grid: true, presenting: true, fullscreen: true });
    deck = run(deck, { type: 'escape' });
    expect(deck).toMatchObject({ grid: false, presenting: true, fullscreen: true });
    deck = run(deck, { type: 'escape' });
    expect(deck).toMatchObject({ presenting: false, fullscreen: true });
    deck = run(deck, { type: 'escape' });
    expect(deck.fullscreen).toBe(false);
    expect(run(deck, { type: 'escape' })).toBe(deck);
  });

  it('presenting mode closes the grid; a failed fullscreen request turns the wish off', () => {
    expect(run(initialDeck(3), { type: 'toggle-grid' }, { type: 'toggle-presenting' })).toMatchObject({ grid: false, presenting: true });
    const wanted = run(initialDeck(3), { type: 'toggle-fullscreen' });
    expect(wanted.fullscreen).toBe(true);
    expect(run(wanted, { type: 'fullscreen-changed', on: false }).fullscreen).toBe(false);
    expect(deckReducer(wanted, { type: 'fullscreen-changed', on: true })).toBe(wanted);
  });
});

describe('URL hash', () => {
  it('names slides from 1 with the element id or "slide" as prefix', () => {
    expect(hashPrefix(null)).toBe('slide');
    expect(hashPrefix('')).toBe('slide');
    expect(hashPrefix('deck')).toBe('deck');
    expect(slideHash('slide', 0)).toBe('#slide-1');
    expect(slideHash('deck', 2)).toBe('#deck-3');
  });

  it('reads a valid slide number into an index', () => {
    expect(slideFromHash('#slide-3', 'slide', 5)).toBe(2);
    expect(slideFromHash('#slide-5', 'slide', 5)).toBe(4);
    expect(slideFromHash('#deck-1', 'deck', 2)).toBe(0);
    expect(slideFromHash(slideHash('my deck', 1), 'my deck', 2)).toBe(1);
  });

  it('ignores bad values: zero, past the end, words, leading zeros, signs and other prefixes', () => {
    for (const hash of ['#slide-0', '#slide-999', '#slide-abc', '#slide-03', '#slide--1', '#slide-1.5', '#slide-', '#slide', '', '#other-2', '#%E0%A4%A', '#slide-1e2']) {
      expect(slideFromHash(hash, 'slide', 5), hash).toBeNull();
    }
    expect(slideFromHash('#slide-2', 'deck', 5)).toBeNull();
    expect(slideFromHash('#deck-2', 'slide', 5)).toBeNull();
  });
});
