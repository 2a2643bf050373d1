import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/contract.css.ts';
import { visuallyHidden as hiddenText } from '../../../shared/theme/style-blocks.ts';

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });
const slideInRtl = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });

const buttonBase = {
  font: `600 ${vars.font.sizeBase} ${vars.font.body}`,
  borderRadius: vars.radius.medium,
  padding: `${vars.space.small} ${vars.space.medium}`,
  cursor: 'pointer',
  textAlign: 'center',
  textDecoration: 'none',
  border: '1px solid transparent',
} as const;

/** The floating cart button, bottom right (bottom left in right-to-left text). */
export const fab = style({
  position: 'fixed',
  insetInlineEnd: vars.space.large,
  bottom: vars.space.large,
  zIndex: vars.layer.floating,
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: vars.radius.round,
  border: 'none',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  boxShadow: vars.shadow.large,
  cursor: 'pointer',
  display: 'grid',
  placeItems: 'center',
  selectors: {
    '&:hover': { background: vars.color.primaryHover },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '3px' },
  },
});

/** The bag drawn in CSS inside the button. */
export const bagIcon = style({
  width: '1.25rem',
  height: '1.1rem',
  border: '2px solid currentColor',
  borderRadius: '2px 2px 5px 5px',
  position: 'relative',
  marginTop: '0.3rem',
  '::before': {
    content: '""',
    position: 'absolute',
    left: '50%',
    top: '-0.55rem',
    width: '0.6rem',
    height: '0.5rem',
    marginLeft: '-0.3rem',
    border: '2px solid currentColor',
    borderBottom: 'none',
    borderRadius: '0.4rem 0.4rem 0 0',
  },
});

/** The item count on the button. */
export const badge = style({
  position: 'absolute',
  top: '-0.25rem',
  insetInlineEnd: '-0.25rem',
  minWidth: '1.4rem',
  height: '1.4rem',
  padding: '0 0.3rem',
  boxSizing: 'border-box',
  borderRadius: vars.radius.round,
  background: vars.color.danger,
  color: vars.color.onPrimary,
  font: `700 0.75rem/1.4rem ${vars.font.body}`,
  textAlign: 'center',
});

/** The `<dialog>`: a full-height panel from the end side (the right, the left in right-to-left text), with a dimmed backdrop. */
export const drawer = style({
  margin: 0,
  marginInlineStart: 'auto',
  height: '100%',
  maxHeight: '100%',
  width: 'min(26rem, 100%)',
  maxWidth: '100%',
  padding: 0,
  border: 'none',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.large,
  selectors: {
    '&[open]': { animation: `${slideIn} ${vars.motion.medium} ease-out` },
    '&[open]:dir(rtl)': { animationName: slideInRtl },
    '&::backdrop': { background: vars.color.backdrop },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { selectors: { '&[open]': { animation: 'none' } } } },
});

/** The drawer content: header, lines and footer in a column. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space.large,
  gap: vars.space.medium,
  fontFamily: vars.font.body,
});

/** Title row. */
export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' });
/** "Your Cart". */
export const title = style({ margin: 0, fontSize: vars.font.sizeLarge, fontFamily: vars.font.heading });

/** Small square buttons (close, −, +). */
export const iconButton = style({
  minWidth: '2rem',
  minHeight: '2rem',
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: `600 1rem ${vars.font.body}`,
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.5, cursor: 'not-allowed' }, '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});


/** A notice about the saved cart. */
export const notice = style({
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceAlt,
  color: vars.color.warning,
  fontSize: vars.font.sizeSmall,
});

/** The empty state. */
export const empty = style({ display: 'grid', gap: vars.space.small, justifyItems: 'start', padding: `${vars.space.large} 0` });
/** "Your cart is empty". */
export const emptyTitle = style({ margin: 0, fontWeight: 700, fontSize: vars.font.sizeLarge });

/** The list of lines (scrolls; the footer stays). */
export const lines = style({ listStyle: 'none', margin: 0, padding: 0, overflowY: 'auto', flex: 1, display: 'grid', alignContent: 'start', gap: vars.space.medium });
/** One line: thumbnail, name and options, price, then the stepper. */
export const line = style({
  display: 'grid',
  gridTemplateColumns: '4rem 1fr auto',
  columnGap: vars.space.medium,
  rowGap: vars.space.small,
  alignItems: 'start',
  paddingBottom: vars.space.medium,
  borderBottom: `1px solid ${vars.color.border}`,
});
/** The line image (or an empty box). */
export const thumb = style({ width: '4rem', height: '4rem', borderRadius: vars.radius.small, objectFit: 'cover', background: vars.color.surfaceAlt, gridRow: 'span 2' });
/** Name, options and unit price. */
export const lineText = style({ display: 'grid', gap: '0.125rem', minWidth: 0 });
/** The name, a link to the product. */
export const lineName = style({
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
/** The line total. */
export const linePrice = style({ fontWeight: 600, whiteSpace: 'nowrap' });
/** Secondary text. */
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall, margin: 0 });
/** − quantity + and Remove. */
export const stepper = style({ gridColumn: '2 / -1', display: 'flex', alignItems: 'center', gap: vars.space.small });
/** The quantity between − and +. */
export const quantity = style({ minWidth: '2ch', textAlign: 'center' });
/** Remove (a button that looks like a link). */
export const linkButton = style({
  marginInlineStart: 'auto',
  background: 'none',
  border: 'none',
  color: vars.color.danger,
  textDecoration: 'underline',
  cursor: 'pointer',
  font: `${vars.font.sizeSmall} ${vars.font.body}`,
});
/** Subtotal, note and actions. */
export const footer = style({ display: 'grid', gap: vars.space.small, borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.medium });
/** "Subtotal" and the amount. */
export const subtotal = style({ display: 'flex', justifyContent: 'space-between', margin: 0, fontWeight: 700, fontSize: vars.font.sizeLarge });
/** Clear Cart and Checkout side by side. */
export const actions = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.small });
/** The page's `slot="actions"` children (express checkout), under Checkout; an empty slot takes no room. */
export const slot = style({ display: 'grid', gap: vars.space.small, minWidth: 0 });
const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' };
/** Checkout and Continue Shopping. */
export const primaryButton = style({
  ...buttonBase,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  selectors: { '&:hover': { background: vars.color.primaryHover, color: vars.color.onPrimary }, '&:focus-visible': focusRing },
});
/** Clear Cart. */
export const secondaryButton = style({ ...buttonBase, background: vars.color.surface, color: vars.color.text, borderColor: vars.color.border, selectors: { '&:focus-visible': focusRing } });
/** The link to the products saved for later, under the title. */
export const savedLink = style({
  alignSelf: 'flex-start',
  color: vars.color.primary,
  font: `${vars.font.sizeSmall} ${vars.font.body}`,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

/** "Copy cart link". */
export const shareButton = style({
  justifySelf: 'center',
  background: 'none',
  border: 'none',
  padding: vars.space.xsmall,
  color: vars.color.primary,
  textDecoration: 'underline',
  cursor: 'pointer',
  font: `${vars.font.sizeSmall} ${vars.font.body}`,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});
/** The cart link in a read-only field. */
export const linkField = style({ display: 'grid', gap: vars.space.xsmall });
globalStyle(`${linkField} input`, {
  width: '100%',
  boxSizing: 'border-box',
  padding: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  font: `${vars.font.sizeSmall} ${vars.font.mono}`,
  color: vars.color.text,
});
/** Text for screen readers only. */
export const visuallyHidden = style(hiddenText);
