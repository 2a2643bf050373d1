import { describe, expect, it, vi } from 'vitest';
import { serverRenderCases } from '../test/server-render-cases.ts';
import { elementTags, renderElement } from './server.ts';

// React's development server renderer says this on Node 20 (no ArrayBuffer.prototype.detached); the built renderer does not.
const NODE_20_NOTICE = /ArrayBuffer\.prototype\.detached/;

/** Runs `render` with console.error recorded; a render that logs has failed somewhere. */
async function quietly(render: () => Promise<string>): Promise<{ html: string; errors: unknown[][] }> {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const html = await render();
    return { html, errors: spy.mock.calls.filter((call) => !NODE_20_NOTICE.test(String(call[0]))) };
  } finally {
    spy.mockRestore();
  }
}

describe('site-elements/server in Node (no window, no document)', () => {
  it('knows every element of the package', () => {
    expect(elementTags()).toEqual(serverRenderCases.map((c) => c.tag).sort());
  });

  for (const { tag, attributes, data, text } of serverRenderCases) {
    it(`<${tag}>: renders its first view inside the tag, with the payload the element reads`, async () => {
      const { html, errors } = await quietly(() => renderElement(tag, attributes, data, { url: 'https://shop.example/docs/start' }));
      expect(errors).toEqual([]);
      expect(html.startsWith(`<${tag}`)).toBe(true);
      expect(html.endsWith(`</${tag}>`)).toBe(true);
      expect(html).toContain('<site-element-root data-server="">');
      if (data !== undefined) expect(html).toContain('<script type="application/json">');
      const visible = html.replace(/<script[^>]*>.*?<\/script>/gs, '').replace(/<[^>]+>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
      expect(visible).toContain(text);
    });
  }

  it('escapes attribute values and writes true as an empty attribute', async () => {
    const html = await renderElement('site-search', { 'data-placeholder': 'a" onmouseover="x()" <b>', 'data-label': true, 'data-debounce': false });
    expect(html.startsWith('<site-search data-placeholder="a&quot; onmouseover=&quot;x()&quot; &lt;b&gt;" data-label="">')).toBe(true);
  });

  it('refuses an attribute name that would break out of the tag', async () => {
    await expect(renderElement('site-search', { 'x onload=alert(1)': 'y' })).rejects.toThrow(/attribute name/);
  });

  it('embeds the payload so no </script> can end it early, and JSON.parse gives it back', async () => {
    const items = [{ title: '</script><script>alert(1)</script> & <!--', content: 'Line\u2028two' }];
    const html = await renderElement('site-accordion', {}, items);
    const json = /<script type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(json).not.toMatch(/[<>]/);
    expect(JSON.parse(json)).toEqual(items);
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;!--');
  });

  it('renders the texts of the page language, loaded on demand', async () => {
    const html = await renderElement('site-search', {}, undefined, { lang: 'es' });
    expect(html).toContain('Buscar');
  });

  it('marks the current page from the address given', async () => {
    const html = await renderElement('site-nav-list', { id: 'n' }, [{ title: 'Install', href: '/docs/install' }], { url: 'https://shop.example/docs/install' });
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>/);
  });

  it('gives the tag without a first view when the configuration is wrong, and says why', async () => {
    const { html, errors } = await quietly(() => renderElement('site-calendar', { 'data-view': 'fortnight' }));
    expect(html).toBe('<site-calendar data-view="fortnight"></site-calendar>');
    expect(String(errors[0]?.[1])).toContain('data-view');
  });

  it('rejects a tag the package has no element for', async () => {
    await expect(renderElement('site-nothing', {})).rejects.toThrow('no element <site-nothing>');
  });
});
