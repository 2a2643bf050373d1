import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { attributeName, booleanAttr, enumAttr, numberAttr, parseAttributes, stringAttr } from './attributes.ts';

describe('attributeName', () => {
  it('maps camelCase props to data-* attributes', () => {
    expect(attributeName('switchDelay')).toBe('data-switch-delay');
    expect(attributeName('open')).toBe('data-open');
  });
});

describe('booleanAttr', () => {
  const spec = booleanAttr();
  it('treats an empty attribute as true, like HTML boolean attributes', () => {
    expect(spec.parse('')).toEqual({ ok: true, value: true });
    expect(spec.parse('true')).toEqual({ ok: true, value: true });
    expect(spec.parse('false')).toEqual({ ok: true, value: false });
  });
  it('uses the default when absent', () => {
    expect(spec.parse(null)).toEqual({ ok: true, value: false });
    expect(booleanAttr({ default: true }).parse(null)).toEqual({ ok: true, value: true });
  });
  it('rejects other words with what was expected', () => {
    expect(spec.parse('maybe')).toEqual({ ok: false, expected: 'true, false or no value' });
  });
});

describe('numberAttr', () => {
  const spec = numberAttr({ default: 300, min: 0, max: 2000, integer: true });
  it('parses numbers within bounds', () => {
    expect(spec.parse(' 150 ')).toEqual({ ok: true, value: 150 });
  });
  it('names the range when the value is wrong', () => {
    for (const bad of ['fast', '', '2001', '-1', '1.5', 'Infinity', 'NaN']) {
      expect(spec.parse(bad)).toEqual({ ok: false, expected: 'a whole number from 0 to 2000' });
    }
  });
  it('accepts every integer in range and rejects every one outside', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 10_000 }), (n) => {
        const result = spec.parse(String(n));
        return result.ok === (n >= 0 && n <= 2000);
      }),
    );
  });
});

describe('enumAttr', () => {
  const spec = enumAttr(['2', '3', '4'], { default: '3' });
  it('accepts listed values and lists them when wrong', () => {
    expect(spec.parse('4')).toEqual({ ok: true, value: '4' });
    expect(spec.parse('9')).toEqual({ ok: false, expected: 'one of 2, 3, 4' });
  });
});

describe('stringAttr', () => {
  it('caps the length', () => {
    const spec = stringAttr({ maxLength: 3 });
    expect(spec.parse('abc')).toEqual({ ok: true, value: 'abc' });
    expect(spec.parse('abcd').ok).toBe(false);
  });
});

describe('parseAttributes', () => {
  it('collects every failure, keeps defaults for them and values for the rest', () => {
    const specs = { delay: numberAttr({ default: 300, min: 0 }), level: enumAttr(['2', '3'], { default: '3' }), open: booleanAttr() };
    const attrs: Record<string, string> = { 'data-delay': 'soon', 'data-level': '7', 'data-open': '' };
    const { values, errors } = parseAttributes(specs, (name) => attrs[name] ?? null);
    expect(values).toEqual({ delay: 300, level: '3', open: true });
    expect(errors).toEqual([
      { attribute: 'data-delay', expected: 'a number of at least 0', received: 'soon' },
      { attribute: 'data-level', expected: 'one of 2, 3', received: '7' },
    ]);
  });
});
