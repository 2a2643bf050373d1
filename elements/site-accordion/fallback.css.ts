/**
 * `<site-accordion>` before it upgrades (joined into `site-elements.css`): the server's
 * <details> questions in the upgraded element's boxes, from the same sizes; they open and close
 * without JavaScript.
 */
import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/contract.css.ts';
import { ACCORDION_SIZES } from './sizes.ts';

globalStyle('site-accordion:not(:defined)', {
  display: 'block',
  borderTop: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.body,
  color: vars.color.text,
});
globalStyle('site-accordion:not(:defined) > details', {
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle('site-accordion:not(:defined) > details > summary', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: `${vars.space.medium} ${vars.space.small}`,
  fontWeight: 600,
  lineHeight: 'normal',
  listStyle: 'none',
  cursor: 'pointer',
});
globalStyle('site-accordion:not(:defined) > details > summary::-webkit-details-marker', {
  display: 'none',
});
// The upgraded header's chevron, so a question wraps at the same width.
globalStyle('site-accordion:not(:defined) > details > summary::after', {
  content: '""',
  flex: 'none',
  width: ACCORDION_SIZES.chevronSize,
  height: ACCORDION_SIZES.chevronSize,
  border: 'solid',
  borderWidth: '0 2px 2px 0',
  transform: 'rotate(45deg)',
});
globalStyle('site-accordion:not(:defined) > details > :not(summary)', {
  marginTop: '0',
  padding: `0 ${vars.space.small} ${vars.space.medium}`,
  lineHeight: 1.5,
});
globalStyle("site-accordion:not(:defined) > script[type='application/json']", {
  display: 'none',
});
