import { describe, expect, it } from 'vitest';
import { customProperty, namedThemeRule, themeDeclarations, themeSelector, themeStylesheet } from './theme-css.ts';
import { darkTheme } from './dark-theme.ts';
import { defaultTheme } from './default-theme.ts';

describe('theme CSS', () => {
  it('names tokens as the contract does', () => {
    expect(customProperty('color', 'primaryHover')).toBe('--site-color-primaryHover');
  });

  it('writes the tokens a theme sets, and refuses unknown tokens and values that could break out of the rule', () => {
    expect(themeDeclarations({ color: { primary: '#0b6e4f' }, radius: { medium: '2px' } })).toBe('--site-color-primary:#0b6e4f;--site-radius-medium:2px;');
    expect(() => themeDeclarations({ color: { brand: '#000' } as never })).toThrow(/Unknown theme token color.brand/);
    expect(() => themeDeclarations({ color: { primary: 'red;} body{display:none' } })).toThrow(/unsafe value/);
    expect(() => themeDeclarations({ font: { body: 'x</style><script>' } })).toThrow(/unsafe value/);
  });

  it('selects a named theme on <html> and refuses names that are not theme names', () => {
    expect(themeSelector('northwind')).toBe(':root[data-site-theme="northwind"]');
    expect(() => themeSelector('"]{}*{')).toThrow(/Not a theme name/);
    expect(namedThemeRule('harbor', { color: { primary: '#8a2d5b' } })).toBe(
      ':root[data-site-theme="harbor"]{color-scheme:light;--site-color-primary:#8a2d5b;}\n',
    );
  });

  it('the page stylesheet has the default tokens at zero specificity, dark on its hook and auto under prefers-color-scheme', () => {
    const css = themeStylesheet();
    expect(css).toContain(`:where(:root){--site-color-primary:${defaultTheme.color.primary};`);
    expect(css).toContain(`:root[data-site-theme="dark"]{color-scheme:dark;--site-color-primary:${darkTheme.color.primary};`);
    expect(css).toMatch(/@media \(prefers-color-scheme: dark\)\{:root\[data-site-theme="auto"\]\{color-scheme:dark;--site-color-primary:#8ab4f8;/);
    expect(css.match(/--site-/g)?.length).toBeGreaterThan(Object.values(defaultTheme).flatMap(Object.keys).length);
  });
});
