import { describe, expect, it } from 'vitest';
import { isOpen, openChoicesStore, openStateKey, openStateStorage, readChoices, withChoice, writeChoices } from './open-state.ts';

function memory(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => Array.from(data.keys())[i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, value) => void data.set(k, value),
  };
}

describe('open state', () => {
  it('is kept per tenant and per tree', () => {
    const mem = memory();
    const a = openStateStorage('docs', { tenant: 'org_a', storage: () => mem });
    const b = openStateStorage('docs', { tenant: 'org_b', storage: () => mem });
    writeChoices(a, new Map([['guides', false]]));
    expect(readChoices(a)).toEqual(new Map([['guides', false]]));
    expect(readChoices(b)).toEqual(new Map());
    expect(mem.getItem(openStateKey('docs', 'org_a'))).toBe(JSON.stringify({ version: 1, items: [{ key: 'guides', open: false }] }));
  });

  it('ignores corrupted, foreign-version and invalid entries, and survives a refusing storage', () => {
    const key = openStateKey('t', 'x');
    const bad = memory({ [key]: '{not json' });
    expect(readChoices(openStateStorage('t', { tenant: 'x', storage: () => bad }))).toEqual(new Map());
    const foreign = memory({ [key]: JSON.stringify({ version: 99, items: [{ key: 'a', open: true }] }) });
    expect(readChoices(openStateStorage('t', { tenant: 'x', storage: () => foreign }))).toEqual(new Map());
    const mixed = memory({ [key]: JSON.stringify({ version: 1, items: [{ key: 'a', open: true }, { key: 1 }, 'x'] }) });
    expect(readChoices(openStateStorage('t', { tenant: 'x', storage: () => mixed }))).toEqual(new Map([['a', true]]));
    const full = memory();
    full.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(writeChoices(openStateStorage('t', { tenant: 'x', storage: () => full }), new Map([['a', true]]))).toBe(false);
    expect(readChoices(openStateStorage('t', { tenant: 'x', storage: () => null }))).toEqual(new Map());
  });

  it('keeps the latest choices within the limit', () => {
    let choices = new Map<string, boolean>();
    choices = withChoice(choices, 'a', true, 2);
    choices = withChoice(choices, 'b', true, 2);
    choices = withChoice(choices, 'a', false, 2);
    choices = withChoice(choices, 'c', true, 2);
    expect([...choices]).toEqual([
      ['a', false],
      ['c', true],
    ]);
  });

  it('prefers the visitor choice, then the trail, then the default', () => {
    const choices = new Map([['x', false]]);
    expect(isOpen(choices, 'x', { open: true, onTrail: true })).toBe(false);
    expect(isOpen(choices, 'y', { open: false, onTrail: true })).toBe(true);
    expect(isOpen(choices, 'y', { open: true, onTrail: false })).toBe(true);
    expect(isOpen(choices, 'y', { open: false, onTrail: false })).toBe(false);
  });
});

describe('open choices store', () => {
  it('remembers a choice and reads what was stored before', () => {
    const mem = memory();
    const first = openChoicesStore('docs', { tenant: 'org_a', storage: () => mem });
    first.choose('guides', false);
    expect(first.$choices.get()).toEqual(new Map([['guides', false]]));
    const later = openChoicesStore('docs', { tenant: 'org_a', storage: () => mem });
    expect(later.$choices.get()).toEqual(new Map([['guides', false]]));
    expect(openChoicesStore('other', { tenant: 'org_a', storage: () => mem }).$choices.get()).toEqual(new Map());
  });
});
