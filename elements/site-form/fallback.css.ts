/**
 * `<site-form>` before it upgrades (joined into `site-elements.css`): a server-rendered copy of the
 * form (the same fields in the same order) keeps the form's place until it upgrades, in the upgraded
 * form's boxes, from the same sizes. Markup per field:
 * <div data-field><label for>Label <span aria-hidden="true">*</span></label><p data-help>…</p><input></div>;
 * checkbox: <div data-field><label><input type="checkbox"><span>Label</span></label></div>;
 * radio: <fieldset data-field><legend>Label</legend><div><label><input type="radio">Option</label>…</div></fieldset>.
 */
import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/contract.css.ts';
import { bodyText, primaryButton } from '../../shared/theme/style-blocks.ts';
import { FORM_SIZES } from './sizes.ts';

globalStyle('site-form:not(:defined)', {
  display: 'block',
});
globalStyle("site-form:not(:defined) > script[type='application/json']", {
  display: 'none',
});
globalStyle('site-form:not(:defined) > form', {
  display: 'grid',
  gap: vars.space.large,
  maxWidth: FORM_SIZES.maxWidth,
  margin: '0',
  ...bodyText,
});
globalStyle('site-form:not(:defined) > form::after', {
  content: '""',
  marginTop: `calc(-1 * ${vars.space.small})`,
});
globalStyle('site-form:not(:defined) > form > h2', {
  margin: '0',
  fontFamily: vars.font.heading,
  fontSize: vars.font.sizeLarge,
  lineHeight: 1.3,
});
globalStyle('site-form:not(:defined) > form > p', {
  margin: '0',
  color: vars.color.textMuted,
});
globalStyle('site-form:not(:defined) > form > p[data-note]', {
  fontSize: vars.font.sizeSmall,
});
globalStyle('site-form:not(:defined) > form > h2 + p, site-form:not(:defined) > form > p + p[data-note]', {
  marginTop: `calc(-1 * ${vars.space.medium})`,
});
globalStyle('site-form:not(:defined) [data-field]', {
  display: 'grid',
  gap: vars.space.xsmall,
  minWidth: '0',
  margin: '0',
  padding: '0',
  border: '0',
});
globalStyle('site-form:not(:defined) [data-field] > :is(label, legend)', {
  display: 'block',
  padding: '0',
  fontWeight: 600,
});
globalStyle('site-form:not(:defined) [data-field] span[aria-hidden]', {
  color: vars.color.danger,
});
globalStyle('site-form:not(:defined) [data-field] > p[data-help]', {
  margin: '0',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
});
globalStyle('site-form:not(:defined) [data-field] > :is(input, select, textarea)', {
  boxSizing: 'border-box',
  width: '100%',
  margin: '0',
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
});
globalStyle('site-form:not(:defined) [data-field] > :is(input, select)', {
  height: FORM_SIZES.controlHeight,
  padding: `0 ${vars.space.medium}`,
});
globalStyle('site-form:not(:defined) [data-field] > textarea', {
  minHeight: FORM_SIZES.textareaMinHeight,
  padding: `${vars.space.small} ${vars.space.medium}`,
});
globalStyle('site-form:not(:defined) [data-field] > div', {
  display: 'grid',
  gap: vars.space.small,
  marginTop: vars.space.xsmall,
});
globalStyle('site-form:not(:defined) [data-field] label:has(> input)', {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: FORM_SIZES.controlHeight,
});
globalStyle('site-form:not(:defined) [data-field] label:has(> input) > span:not([aria-hidden])', {
  fontWeight: 600,
});
globalStyle('site-form:not(:defined) [data-field] label > input', {
  flex: 'none',
  width: FORM_SIZES.choiceSize,
  height: FORM_SIZES.choiceSize,
  margin: '0',
});
globalStyle('site-form:not(:defined) > form > div:not([data-field])', {
  display: 'flex',
  gap: vars.space.medium,
  alignItems: 'center',
});
globalStyle("site-form:not(:defined) button[type='submit']", {
  boxSizing: 'border-box',
  height: FORM_SIZES.controlHeight,
  ...primaryButton,
});
