/**
 * The one pre-upgrade rule that belongs to no element (joined into `site-elements.css` before the
 * elements' own `fallback.css.ts` rules): the box a server-rendered first view comes in
 * (`site-elements/server`) takes no space of its own, as after the upgrade.
 */
import { globalStyle } from '@vanilla-extract/css';

globalStyle('site-element-root', { display: 'contents' });
