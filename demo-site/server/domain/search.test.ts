// @vitest-environment node
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ftsQuery } from './search.ts';
import { htmlToText } from './text.ts';

describe('ftsQuery', () => {
  it('quotes each word and matches prefixes of words of two letters or more', () => {
    expect(ftsQuery('Noise  cancel')).toBe('"noise"* "cancel"*');
    expect(ftsQuery('a b')).toBe('"a" "b"');
    expect(ftsQuery('NEAR(x y)')).toBe('"near"* "x" "y"');
  });

  it('returns null when nothing searchable is left', () => {
    for (const input of ['', '   ', '"', '*', '()', '<>', '--', '^']) expect(ftsQuery(input)).toBeNull();
  });

  it('never produces a query FTS5 rejects, whatever is typed (property)', () => {
    const db = new Database(':memory:');
    db.exec("CREATE VIRTUAL TABLE t USING fts5(body); INSERT INTO t VALUES ('hello world')");
    const run = db.prepare('SELECT count(*) FROM t WHERE t MATCH ?').pluck();
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (input) => {
        const query = ftsQuery(input);
        if (query !== null) expect(() => run.get(query)).not.toThrow();
      }),
      { numRuns: 300 },
    );
    db.close();
    // Hundreds of generated cases: on a busy 2-core machine this has taken over 10 s.
  }, 30_000);
});

describe('htmlToText', () => {
  it('drops tags, scripts and styles and decodes entities', () => {
    expect(htmlToText('<p>Fish &amp; chips</p><script>alert(1)</script><ul><li>Hot</li></ul>')).toBe('Fish & chips Hot');
    expect(htmlToText('&lt;b&gt; &#65;&#x42; &#99999999; &bogus;')).toBe('<b> AB &bogus;');
  });
});
