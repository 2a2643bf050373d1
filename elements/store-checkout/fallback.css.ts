/**
 * The server-rendered content of `<store-checkout>` before its code runs (in the element's own
 * stylesheet, which a page may link before the tag): the title where the top bar will put it.
 */
import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/contract.css.ts';

globalStyle('store-checkout:not(:defined) > :is(h1, p)', { maxWidth: '72rem', margin: '0 auto', fontFamily: vars.font.body, color: vars.color.textMuted });
globalStyle('store-checkout:not(:defined) > h1', {
  paddingBlock: 'calc((2.5rem - 1.2em) / 2)',
  marginBottom: vars.space.large,
  fontFamily: vars.font.heading,
  fontSize: '1.75rem',
  lineHeight: 1.2,
  color: vars.color.text,
});

