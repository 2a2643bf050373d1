import { describe, expect, it } from 'vitest';
import { exceptServerRenderedViews, NOT_SERVER_RENDERED } from './fallback-css.ts';

describe('exceptServerRenderedViews', () => {
  it('keeps every fallback rule off tags whose first view the server rendered', () => {
    expect(exceptServerRenderedViews('site-search:not(:defined)::before { content: "Search"; }\nsite-tabs:not(:defined) > nav { display: flex; }')).toBe(
      'site-search:not(:defined):not(:where(:has(> site-element-root)))::before { content: "Search"; }\n' +
        'site-tabs:not(:defined):not(:where(:has(> site-element-root))) > nav { display: flex; }',
    );
  });

  it('adds the exception once to a rule that already carries it (a stylesheet an element also loads itself)', () => {
    const css = `store-checkout:not(:defined)${NOT_SERVER_RENDERED} { min-height: 52rem; }`;
    expect(exceptServerRenderedViews(css)).toBe(css);
  });

  it('leaves other rules as they are', () => {
    expect(exceptServerRenderedViews('site-element-root { display: contents; }')).toBe('site-element-root { display: contents; }');
  });
});
