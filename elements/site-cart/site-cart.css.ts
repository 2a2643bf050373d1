import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/contract.css.ts';

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });

const buttonBase = {
  font: `600 ${vars.font.sizeBase} ${vars.font.body}`,
  borderRadius: vars.radius.medium,
  padding: `${vars.space.small} ${vars.space.medium}`,
  cursor: 'pointer',
  textAlign: 'center',
  textDecoration: 'none',
  border: '1px solid transparent',
} as const;

export const fab = style({
  position: 'fixed',
  right: vars.space.large,
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

export const badge = style({
  position: 'absolute',
  top: '-0.25rem',
  right: '-0.25rem',
  minWidth: '1.4rem',
  height: '1.4rem',
  padding: '0 0.3rem',
  boxSizing: 'border-box',
  borderRadius: vars.radius.round,
  background: vars.color.danger,
  color: '#fff',
  font: `700 0.75rem/1.4rem ${vars.font.body}`,
  textAlign: 'center',
});

export const drawer = style({
  margin: '0 0 0 auto',
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
    '&::backdrop': { background: vars.color.backdrop },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { selectors: { '&[open]': { animation: 'none' } } } },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space.large,
  gap: vars.space.medium,
  fontFamily: vars.font.body,
});

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' });
export const title = style({ margin: 0, fontSize: vars.font.sizeLarge, fontFamily: vars.font.heading });

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

export const notice = style({
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceAlt,
  color: vars.color.warning,
  fontSize: vars.font.sizeSmall,
});

export const empty = style({ display: 'grid', gap: vars.space.small, justifyItems: 'start', padding: `${vars.space.large} 0` });
export const emptyTitle = style({ margin: 0, fontWeight: 700, fontSize: vars.font.sizeLarge });

export const lines = style({ listStyle: 'none', margin: 0, padding: 0, overflowY: 'auto', flex: 1, display: 'grid', alignContent: 'start', gap: vars.space.medium });
export const line = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xsmall,
  paddingBottom: vars.space.medium,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const lineName = style({ color: vars.color.text, fontWeight: 600, textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } });
export const linePrice = style({ gridColumn: 2, gridRow: 1, fontWeight: 600 });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall, margin: 0 });
export const stepper = style({ gridColumn: '1 / -1', display: 'flex', alignItems: 'center', gap: vars.space.small });
export const quantity = style({ minWidth: '2ch', textAlign: 'center' });
export const linkButton = style({
  marginLeft: 'auto',
  background: 'none',
  border: 'none',
  color: vars.color.danger,
  textDecoration: 'underline',
  cursor: 'pointer',
  font: `${vars.font.sizeSmall} ${vars.font.body}`,
});
export const footer = style({ display: 'grid', gap: vars.space.small, borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.medium });
export const subtotal = style({ display: 'flex', justifyContent: 'space-between', margin: 0, fontWeight: 700, fontSize: vars.font.sizeLarge });
export const actions = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.small });
export const primaryButton = style({ ...buttonBase, background: vars.color.primary, color: vars.color.onPrimary, selectors: { '&:hover': { background: vars.color.primaryHover } } });
export const secondaryButton = style({ ...buttonBase, background: vars.color.surface, color: vars.color.text, borderColor: vars.color.border });
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
