import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/contract.css.ts';
import { bodyText, primaryButton, textField, visuallyHidden as hiddenText } from '../../../shared/theme/style-blocks.ts';
import { FORM_SIZES } from '../sizes.ts';

// Field sizes come from sizes.ts, as do the pre-upgrade rules (fallback.css.ts).
const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' };

globalStyle('site-form', { display: 'block' });

/** Stable hook: the form. */
export const form = style({
  display: 'grid',
  gap: vars.space.large,
  maxWidth: FORM_SIZES.maxWidth,
  margin: 0,
  ...bodyText,
});

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.font.sizeLarge, lineHeight: 1.3 });
// The title, description and note read as one block: their grid gap is cut to a small one.
const intro = { 'h2 + &, p + &': { marginTop: `calc(-1 * ${vars.space.medium})` } };
export const description = style({ margin: 0, color: vars.color.textMuted, selectors: intro });
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall, selectors: intro });

export const visuallyHidden = style(hiddenText);

/** The honeypot: off-screen (not `display: none`, which simple bots skip), for bots only. */
export const trap = style({ position: 'absolute', left: '-10000px', width: '1px', height: '1px', overflow: 'hidden' });

export const field = style({ display: 'grid', gap: vars.space.xsmall, minWidth: 0, margin: 0, padding: 0, border: 0 });

export const label = style({ display: 'block', padding: 0, fontWeight: 600 });
export const star = style({ color: vars.color.danger });
export const help = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });
export const error = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });

const control = {
  ...textField,
  selectors: {
    // On any focus, as a text field matches :focus-visible anyway: WebKit puts a date field's focus on
    // its inner month, day and year parts, and the field itself never matches :focus-visible there.
    '&:focus': focusRing,
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, boxShadow: `inset 0 0 0 1px ${vars.color.danger}` },
  },
} as const;

export const input = style({ ...control, height: FORM_SIZES.controlHeight, padding: `0 ${vars.space.medium}` });
export const textarea = style({ ...control, minHeight: FORM_SIZES.textareaMinHeight, padding: `${vars.space.small} ${vars.space.medium}`, resize: 'vertical' });

export const choices = style({ display: 'grid', gap: vars.space.small, marginTop: vars.space.xsmall });
export const choice = style({ display: 'flex', alignItems: 'center', gap: vars.space.small, minHeight: FORM_SIZES.controlHeight, cursor: 'pointer' });
export const checkLabel = style({ fontWeight: 600 });
globalStyle(`${choice} input`, { width: FORM_SIZES.choiceSize, height: FORM_SIZES.choiceSize, margin: 0, accentColor: vars.color.primary, flex: 'none' });
globalStyle(`${choice} input:focus-visible`, focusRing);
globalStyle(`${choice} input[aria-invalid="true"]`, { outline: `2px solid ${vars.color.danger}`, outlineOffset: '2px' });

export const summary = style({
  padding: vars.space.medium,
  border: `3px solid ${vars.color.danger}`,
  borderRadius: vars.radius.small,
  selectors: { '&:focus-visible': focusRing },
});
globalStyle(`${summary} p`, { margin: `${vars.space.small} 0` });
globalStyle(`${summary} ul`, { margin: 0, paddingInlineStart: vars.space.large });
globalStyle(`${summary} a`, { color: vars.color.danger, fontWeight: 600 });

export const summaryTitle = style({ margin: 0, fontSize: vars.font.sizeLarge });

export const actions = style({ display: 'flex', gap: vars.space.medium, alignItems: 'center' });

export const submit = style({
  boxSizing: 'border-box',
  height: FORM_SIZES.controlHeight,
  ...primaryButton,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.primaryHover }, '&:focus-visible': focusRing, '&[aria-disabled="true"]': { cursor: 'progress', opacity: 0.8 } },
});

export const outcome = style({ display: 'grid', gap: vars.space.small, marginTop: `calc(-1 * ${vars.space.small})` });

export const sent = style({
  color: vars.color.success,
  fontWeight: 600,
  selectors: { '&:not(:empty)': { padding: vars.space.medium, border: `2px solid ${vars.color.success}`, borderRadius: vars.radius.small } },
});

export const failed = style({ color: vars.color.danger, fontWeight: 600 });

export const loading = style({ margin: 0, padding: vars.space.large, color: vars.color.textMuted, fontFamily: vars.font.body });
