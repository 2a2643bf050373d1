/**
 * `<site-presentation>` before it upgrades (joined into `site-elements.css`): the <section> slides
 * read as a vertical list of cards; speaker notes (<aside data-notes>) and the inline JSON stay out
 * of sight.
 */
import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/contract.css.ts';

globalStyle('site-presentation:not(:defined)', {
  display: 'block',
  fontFamily: vars.font.body,
  lineHeight: 1.5,
  color: vars.color.text,
});
globalStyle('site-presentation:not(:defined) > section', {
  margin: `0 0 ${vars.space.medium}`,
  padding: vars.space.large,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});
globalStyle('site-presentation:not(:defined) > section img', {
  maxWidth: '100%',
  height: 'auto',
});
globalStyle(
  "site-presentation:not(:defined) > section aside:is([data-notes], .notes), site-presentation:not(:defined) > script[type='application/json']",
  {
    display: 'none',
  },
);
