import { describe, expect, it } from 'vitest';
import { decodeEntities, htmlText, TextOnlyDomParser } from './server-text.ts';

describe('reading text out of HTML without a DOM', () => {
  it('decodes named and numeric references, keeping unknown names', () => {
    expect(decodeEntities('Tom &amp; Jerry &lt;3 &#39;hi&#x27; &nbsp;&copy;')).toBe("Tom & Jerry <3 'hi' \u00a0&copy;");
  });

  it('drops tags, comments, scripts and styles', () => {
    expect(htmlText('<p>Warm <b>merino</b><!-- x --></p><script>alert(1)</script><style>p{}</style>')).toBe('Warm merino');
  });

  it('answers body.querySelectorAll for block tags in document order, and body.textContent', () => {
    const doc = new TextOnlyDomParser().parseFromString('<h2>Care</h2><p>Wash <i>cold</i>.</p><ul><li>Dry flat</li></ul>');
    expect(doc.body.querySelectorAll('p, li, h2').map((el) => el.textContent)).toEqual(['Care', 'Wash cold.', 'Dry flat']);
    expect(doc.body.textContent).toBe('CareWash cold.Dry flat');
  });
});
