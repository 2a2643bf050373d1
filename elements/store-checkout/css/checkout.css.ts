/**
 * Styles of `<store-checkout>` (theme tokens only; hashed class names, light DOM): page layout, the
 * customer sections, fields, buttons and status messages. Every export is a class name.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/contract.css.ts';
import { visuallyHidden as visuallyHiddenBlock, largeButton } from '../../../shared/theme/style-blocks.ts';
import { CHECKOUT_SIZES } from '../sizes.ts';

/**
 * Two columns from the mobile breakpoint (768 px) up, measured on the element itself (a container
 * query): a checkout placed in a narrow column of a page stacks like on a phone.
 */
const wide = '(min-width: 48em)';
const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' };

globalStyle('store-checkout', { display: 'block' });

export const root = style({
  containerType: 'inline-size',
  fontFamily: vars.font.body,
  color: vars.color.text,
  lineHeight: 1.5,
  maxWidth: CHECKOUT_SIZES.maxWidth,
  margin: '0 auto',
});
globalStyle(`${root} *`, { boxSizing: 'border-box' });
globalStyle(`${root} :is(a, button, input, select, summary):focus-visible`, focusRing);

export const topBar = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.medium, marginBottom: vars.space.large });
export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: CHECKOUT_SIZES.titleFontSize, lineHeight: CHECKOUT_SIZES.titleLineHeight });

export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  '@container': { [wide]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(18rem, 24rem)', gap: vars.space.xlarge } },
});
// The summary comes first in the page (it is short when folded below 768 px); from 768 px it sits in the right column.
export const main = style({ display: 'grid', gap: vars.space.medium, minWidth: 0, '@container': { [wide]: { gridColumn: 1, gridRow: 1 } } });

const buttonBase = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  ...largeButton,
} as const;

export const primaryButton = style({
  ...buttonBase,
  border: '1px solid transparent',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.primaryHover },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
});
export const payButton = style([primaryButton, { width: '100%', minHeight: '3rem', fontSize: vars.font.sizeLarge }]);

export const secondaryButton = style({
  ...buttonBase,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceAlt }, '&:disabled': { opacity: 0.6, cursor: 'not-allowed' } },
});

export const linkButton = style({
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  margin: `calc(-1 * ${vars.space.xsmall}) calc(-1 * ${vars.space.small})`,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'none',
  color: vars.color.primary,
  font: `600 ${vars.font.sizeSmall} ${vars.font.body}`,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  minHeight: '2rem',
});

export const backLink = style({
  ...buttonBase,
  minHeight: CHECKOUT_SIZES.topBarHeight,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.sizeSmall,
  selectors: { '&:hover': { background: vars.color.surfaceAlt } },
});

export const card = style({
  margin: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  padding: vars.space.large,
  '@container': { '(max-width: 30em)': { padding: vars.space.medium } },
});

export const sectionHeader = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.medium });
export const sectionTitle = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontFamily: vars.font.heading,
  fontSize: vars.font.sizeLarge,
  lineHeight: 1.3,
  selectors: { '&[data-waiting]': { color: vars.color.textMuted } },
});
export const stepNumber = style({
  display: 'inline-grid',
  placeItems: 'center',
  flex: 'none',
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: vars.radius.round,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.font.sizeSmall,
  fontWeight: 700,
  selectors: { '[data-done] > &': { background: vars.color.success, borderColor: vars.color.success, color: vars.color.onPrimary } },
});
export const plain = style({ margin: 0 });
export const sectionBody = style({ marginTop: vars.space.medium });
export const summaryText = style({ margin: `${vars.space.small} 0 0 2.25rem`, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const fields = style({
  display: 'grid',
  gap: vars.space.medium,
  marginTop: vars.space.medium,
  gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
});
// Children of a field grid take the whole row unless they say otherwise (half, third).
globalStyle(`${fields} > *`, { gridColumn: 'span 6' });
export const field = style({ display: 'grid', gap: vars.space.xsmall, minWidth: 0 });
export const half = style({ '@container': { '(min-width: 30em)': { selectors: { [`${fields} > &`]: { gridColumn: 'span 3' } } } } });
export const third = style({ '@container': { '(min-width: 30em)': { selectors: { [`${fields} > &`]: { gridColumn: 'span 2' } } } } });
export const label = style({ fontSize: vars.font.sizeSmall, fontWeight: 600 });
export const input = style({
  width: '100%',
  minHeight: '2.75rem',
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: `${vars.font.sizeBase} ${vars.font.body}`,
  selectors: { '&:focus-visible': { borderColor: vars.color.focus } },
});
export const checkRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  fontSize: vars.font.sizeSmall,
  cursor: 'pointer',
});
globalStyle(`${checkRow} input`, { width: '1.25rem', height: '1.25rem', margin: '0.05rem 0 0', flex: 'none', accentColor: vars.color.primary });
export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.medium, flexWrap: 'wrap' });
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });
export const subheading = style({ margin: `${vars.space.small} 0 0`, fontSize: vars.font.sizeBase });

export const status = style({
  margin: 0,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.small,
  borderInlineStart: `4px solid ${vars.color.primary}`,
  background: vars.color.surfaceAlt,
  selectors: {
    '&[data-tone="error"]': { borderColor: vars.color.danger, color: vars.color.danger },
    '&[data-tone="success"]': { borderColor: vars.color.success, color: vars.color.success },
  },
});

export const visuallyHidden = style(visuallyHiddenBlock);

/** An empty shape standing in for text that is still loading: one line high, no content. */
export const skeleton = style({
  display: 'inline-block',
  verticalAlign: 'middle',
  width: '6em',
  maxWidth: '100%',
  height: '1em',
  borderRadius: vars.radius.small,
  background: vars.color.border,
  opacity: 0.6,
});
/** A loading box as tall as one line of text inside it (a payment method's row). */
/** The place of a payment method's panel while the methods load. */
export const panelSkeleton = style({ minHeight: '10rem', borderRadius: vars.radius.small, background: vars.color.surfaceAlt });
export const skeletonBox = style({ opacity: 0.6, background: vars.color.surfaceAlt, selectors: { '&::before': { content: '""', height: '1lh' } } });

