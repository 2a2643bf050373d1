import { describe, expect, it } from 'vitest';
import { attributesMarkup, elementMarkup, inlineJsonMarkup, safeJson, withoutHydrationMarkers, renderKey, withoutLoadingPlaceholders, withRenderIds } from './server-markup.ts';

describe('server markup', () => {
  it('escapes attribute values, writes true as an empty value and leaves out false, null and undefined', () => {
    expect(attributesMarkup({ 'data-label': 'Tom & "Jerry" <3', 'data-open': true, 'data-multiple': false, id: null, 'data-x': undefined, 'data-limit': 4 })).toBe(
      ' data-label="Tom &amp; &quot;Jerry&quot; &lt;3" data-open="" data-limit="4"',
    );
  });

  it('refuses attribute names and tags that could break out of the markup', () => {
    expect(() => attributesMarkup({ 'a onclick': 'x' })).toThrow(/attribute name/);
    expect(() => attributesMarkup({ 'a"b': 'x' })).toThrow(/attribute name/);
    expect(() => elementMarkup('site-cart><script', {}, undefined, '')).toThrow(/tag name/);
    expect(() => elementMarkup('div', {}, undefined, '')).toThrow(/tag name/);
  });

  it('writes JSON that cannot end its script and parses back to the same value', () => {
    const data = { text: '</script><!-- & \u2028 >' };
    const json = safeJson(data);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(data);
    expect(inlineJsonMarkup([1])).toBe('<script type="application/json">[1]</script>');
  });

  it('puts the payload first and the view in the server box; without a view, no box', () => {
    expect(elementMarkup('site-tabs', { 'data-label': 'Tabs' }, [{ title: 'A' }], '<p>A</p>')).toBe(
      '<site-tabs data-label="Tabs"><script type="application/json">[{"title":"A"}]</script><site-element-root data-server=""><p>A</p></site-element-root></site-tabs>',
    );
    expect(elementMarkup('site-tabs', {}, undefined, null)).toBe('<site-tabs></site-tabs>');
  });

  it("drops React's hydration comments but keeps the page's own", () => {
    expect(withoutHydrationMarkers('<!--$--><p>Hi, <!-- -->Ada</p><!--/$--><!--$!--><!--/$--><!--&--><!--/&--><!-- note -->')).toBe('<p>Hi, Ada</p><!-- note -->');
  });

  it('leaves out the loading placeholder of media boxes, never text that reads like it', () => {
    expect(withoutLoadingPlaceholders('<div class="media" data-loading=""><img src="/a.png"></div><p>data-loading=&quot;&quot;</p>')).toBe(
      '<div class="media"><img src="/a.png"></div><p>data-loading=&quot;&quot;</p>',
    );
  });

  it("numbers each render's generated ids apart, in attributes only, so two first views on one page never share one", () => {
    const view = '<label for="_R_0_-email">Email</label><input id="_R_0_-email" aria-describedby="_R_1_ _R_a_-hint"><p>_R_0_ stays</p>';
    expect(withRenderIds(view, 'k3p')).toBe('<label for="_R_k3px0_-email">Email</label><input id="_R_k3px0_-email" aria-describedby="_R_k3px1_ _R_k3pxa_-hint"><p>_R_0_ stays</p>');
  });

  it('names a render by what it renders: the same element the same, another element differently', () => {
    const key = renderKey(['site-search', { 'data-load': 'interaction' }, null, 'en', '/help']);
    expect(key).toMatch(/^[0-9a-z]+$/);
    expect(renderKey(['site-search', { 'data-load': 'interaction' }, null, 'en', '/help'])).toBe(key);
    expect(renderKey(['site-search', { 'data-load': 'interaction' }, null, 'es', '/help'])).not.toBe(key);
    expect(renderKey(['site-footer', { 'data-load': 'interaction' }, null, 'en', '/help'])).not.toBe(key);
  });
});
