import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { parsePayloadText, validatePayload } from './payload.ts';

const spec = { schema: v.array(v.object({ title: v.string(), price: v.number() })), description: 'a list of items' };

describe('parsePayloadText', () => {
  it('returns the validated value', () => {
    expect(parsePayloadText(spec, '[{"title":"A","price":1}]', 'inline JSON')).toEqual({ state: 'ready', value: [{ title: 'A', price: 1 }] });
  });
  it('names the source when the JSON is malformed', () => {
    const result = parsePayloadText(spec, '[{"title":', 'inline JSON');
    expect(result.state).toBe('error');
    if (result.state === 'error') {
      expect(result.source).toBe('inline JSON');
      expect(result.expected).toMatch(/^valid JSON/);
    }
  });
  it('names the path of the first wrong field', () => {
    const result = validatePayload(spec, [{ title: 'A', price: 1 }, { title: 'B', price: 'cheap' }], 'inline JSON');
    expect(result.state).toBe('error');
    if (result.state === 'error') expect(result.expected).toMatch(/^\[1\]\.price: /);
  });
});
