import { describe, expect, it } from 'vitest';
import { formatHtml } from './format-html.ts';

describe('formatHtml', () => {
  it('puts one tag per line, indented, keeping text-only elements on one line', () => {
    expect(formatHtml('<site-accordion data-label="FAQ"><details><summary>Ship?</summary><p>Yes.</p></details></site-accordion><site-cart></site-cart>')).toBe(
      [
        '<site-accordion data-label="FAQ">',
        '  <details>',
        '    <summary>Ship?</summary>',
        '    <p>Yes.</p>',
        '  </details>',
        '</site-accordion>',
        '<site-cart></site-cart>',
      ].join('\n'),
    );
  });

  it('pretty-prints inline JSON and leaves void elements unclosed', () => {
    expect(formatHtml('<site-tabs><script type="application/json">[{"title":"A"}]</script><img src="a.png" alt=""/></site-tabs>')).toBe(
      ['<site-tabs>', '  <script type="application/json">', '    [', '      {', '        "title": "A"', '      }', '    ]', '  </script>', '  <img src="a.png" alt=""/>', '</site-tabs>'].join('\n'),
    );
  });
});
