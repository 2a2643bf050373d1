import { describe, it } from '../../test/browser/mocha.ts';
import { expect } from '../../test/browser/assert.ts';
import { sanitizeHtml, sanitizeToMarkup } from './sanitize.ts';

describe('sanitizeHtml (DOMPurify)', () => {
  it('keeps formatting and drops scripts, handlers, styles and javascript: links', () => {
    const html = sanitizeHtml(
      '<p onclick="alert(1)" style="color:red">Soft <strong>merino</strong></p><script>alert(2)</script><img src=x onerror="alert(3)"><a href="javascript:alert(4)">x</a><ul><li>One</li></ul><style>p{}</style>',
      'http://shop.test',
    );
    expect(html).toBe('<p>Soft <strong>merino</strong></p><img src="x" alt=""><a>x</a><ul><li>One</li></ul>');
  });

  it('keeps same-origin and data images only, and makes links noopener', () => {
    const html = sanitizeHtml('<img src="/demo-images/a.svg" alt="A"><img src="https://tracker.example/p.gif"><a href="https://example.com">site</a>', 'http://shop.test');
    expect(html).toBe('<img src="/demo-images/a.svg" alt="A"><a href="https://example.com" rel="noopener noreferrer">site</a>');
  });
});

describe('sanitizeToMarkup (for dangerouslySetInnerHTML)', () => {
  it('returns TrustedHTML from the one DOMPurify instance, each call judged by its own origin', () => {
    const dirty = '<img src="http://a.test/x.png"><b onclick="alert(1)">bold</b>';
    const first = sanitizeToMarkup(dirty, 'http://a.test');
    const second = sanitizeToMarkup(dirty, 'http://b.test');
    const trusted = (globalThis as { TrustedHTML?: new () => object }).TrustedHTML;
    expect(trusted === undefined || first instanceof trusted).toBe(true);
    expect(String(first)).toBe('<img src="http://a.test/x.png" alt=""><b>bold</b>');
    expect(String(second)).toBe('<b>bold</b>');
  });
});
