/**
 * `<site-footer>` before it upgrades (joined into `site-elements.css`): the same grid as the
 * upgraded footer, from the same sizes. Server markup:
 * <div data-about><h2>…</h2><p>…</p><address>…</address></div>, <nav><h2>…</h2><ul>…</ul></nav>,
 * <form data-newsletter><h2>…</h2><p>…</p><label>…</label><div><input><button></div></form>,
 * <ul data-social>…</ul>, <p data-copyright>…</p>.
 */
import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/contract.css.ts';
import { bodyText, primaryButton } from '../../shared/theme/style-blocks.ts';
import { FOOTER_SIZES } from './sizes.ts';

globalStyle('site-footer:not(:defined)', {
  boxSizing: 'border-box',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `${vars.space.xlarge} ${vars.space.large}`,
  // The upgraded host is full width with its grid centred inside: the same content box.
  padding: `${vars.space.xlarge} max(${vars.space.large}, calc((100% - ${FOOTER_SIZES.maxWidth}) / 2 + ${vars.space.large}))`,
  background: vars.color.surfaceAlt,
  borderTop: `1px solid ${vars.color.border}`,
  ...bodyText,
  textAlign: 'left',
});
globalStyle('site-footer:not(:defined) a', {
  color: vars.color.text,
  textUnderlineOffset: '0.2em',
});
globalStyle('site-footer:not(:defined) :is(h2, h3)', {
  margin: `0 0 ${vars.space.small}`,
  fontFamily: vars.font.heading,
  fontSize: vars.font.sizeBase,
  fontWeight: 700,
  lineHeight: 1.5,
});
globalStyle('site-footer:not(:defined) p', {
  margin: `0 0 ${vars.space.small}`,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
  lineHeight: 1.5,
});
globalStyle('site-footer:not(:defined) address', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  fontStyle: 'normal',
});
globalStyle('site-footer:not(:defined) nav ul', {
  display: 'grid',
  gap: vars.space.xsmall,
  margin: '0',
  padding: '0',
  listStyle: 'none',
});
globalStyle('site-footer:not(:defined) > form', {
  margin: '0',
});
globalStyle('site-footer:not(:defined) > form label', {
  display: 'block',
  marginBottom: vars.space.xsmall,
  fontWeight: 600,
});
globalStyle('site-footer:not(:defined) > form > div', {
  display: 'flex',
  gap: vars.space.small,
});
globalStyle('site-footer:not(:defined) > form input', {
  boxSizing: 'border-box',
  flex: '1 1 auto',
  minWidth: '0',
  height: FOOTER_SIZES.controlHeight,
  margin: '0',
  padding: `0 ${vars.space.medium}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.small,
  font: 'inherit',
});
globalStyle('site-footer:not(:defined) > form button', {
  boxSizing: 'border-box',
  flex: 'none',
  height: FOOTER_SIZES.controlHeight,
  ...primaryButton,
});
globalStyle('site-footer:not(:defined) > [data-social]', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: '0',
  padding: '0',
  listStyle: 'none',
});
globalStyle('site-footer:not(:defined) > [data-social] a', {
  boxSizing: 'border-box',
  display: 'grid',
  placeItems: 'center',
  width: FOOTER_SIZES.controlHeight,
  height: FOOTER_SIZES.controlHeight,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.round,
  fontSize: '0.75rem',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
});
globalStyle('site-footer:not(:defined) > [data-copyright]', {
  margin: '0',
  alignSelf: 'center',
});
globalStyle("site-footer:not(:defined) > script[type='application/json']", {
  display: 'none',
});
globalStyle('site-footer:not(:defined)', {
  '@media': {
    [FOOTER_SIZES.desktopQuery]: {
      gridTemplateColumns: FOOTER_SIZES.desktopColumns,
    },
  },
});
globalStyle('site-footer:not(:defined) > [data-copyright]', {
  '@media': {
    [FOOTER_SIZES.desktopQuery]: {
      gridColumn: '2 / 4',
      textAlign: 'right',
    },
  },
});
