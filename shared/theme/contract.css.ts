import { createGlobalTheme, createGlobalThemeContract } from '@vanilla-extract/css';
import { defaultTheme } from './default-theme.ts';

/**
 * The design-token contract. Every token is a CSS custom property named `--site-{group}-{key}`
 * (`vars.color.primaryHover` is `--site-color-primaryHover`); a tenant restyles every element by
 * setting them, and elements take every colour from them (a test fails on any other colour).
 *
 * Colours: `primary`/`primaryHover` (buttons, links, selection), `onPrimary` (text on primary,
 * primaryHover and the status colours), `text`, `textMuted`, `surface`, `surfaceAlt`, `border`
 * (3:1 on both surfaces), `focus` (the focus ring), `danger`/`success`/`warning` (text on the
 * surface, badge backgrounds, 10% tints), `backdrop` (behind dialogs), `media`/`onMedia`/
 * `mediaScrim` (player and viewer chrome, and text on content colours such as calendar events;
 * the same in every theme). Plus `space`, `radius`, `font`, `shadow`, `motion`, `layer`.
 *
 * Themes: these defaults sit on `:where(:root)` (zero specificity: any rule of a site wins).
 * `site-elements.css` also carries them, and the dark theme on `<html data-site-theme="dark">`
 * (`"auto"` follows `prefers-color-scheme`); a site adds its own named theme with a rule on
 * `:root[data-site-theme="name"]`. `<site-theme-switch>` switches at run time. See docs/theming.md.
 */
export const vars = createGlobalThemeContract(defaultTheme, (_value, path) => `site-${path.join('-')}`);

// :where() keeps the defaults at zero specificity, so any tenant rule on :root or body wins.
createGlobalTheme(':where(:root)', vars, defaultTheme);
