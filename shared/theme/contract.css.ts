import { createGlobalTheme, createGlobalThemeContract } from '@vanilla-extract/css';
import { defaultTheme } from './default-theme.ts';

/**
 * The design-token contract. Every token is a CSS custom property named `--site-…`
 * (`vars.color.primary` is `--site-color-primary`); a tenant restyles every element by setting them.
 */
export const vars = createGlobalThemeContract(defaultTheme, (_value, path) => `site-${path.join('-')}`);

// :where() keeps the defaults at zero specificity, so any tenant rule on :root or body wins.
createGlobalTheme(':where(:root)', vars, defaultTheme);
