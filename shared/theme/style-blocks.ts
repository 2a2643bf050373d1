import { vars } from './contract.css.ts';

/**
 * Style blocks that several elements' stylesheets write the same way, as plain objects to spread
 * into `style({...})` or `globalStyle(...)`. Stylesheets are evaluated at build time, so these cost
 * no bytes at run time; only stylesheets import this module.
 */

/** Text kept for screen readers but taking no room on screen. */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * The coloured stars of a rating, laid over five grey ones (`::before`) and cut to the rating's
 * width by a `[data-rating]` rule.
 */
export const starRatingFill = {
  content: '"★★★★★"',
  position: 'absolute',
  insetInlineStart: 0,
  top: 0,
  width: '0%',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  color: vars.color.warning,
} as const;

/** An element's own text: the theme's body font, base size, line height and text colour. */
export const bodyText = {
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeBase,
  lineHeight: 1.5,
  color: vars.color.text,
} as const;

/** A filled primary button's face (its height, hover and focus ring are the element's own). */
export const primaryButton = {
  margin: 0,
  padding: `0 ${vars.space.large}`,
  border: 0,
  borderRadius: vars.radius.small,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  font: 'inherit',
  fontWeight: 600,
} as const;

/** A text field's face: full width, a muted border, the surface colour, the surrounding font. */
export const textField = {
  boxSizing: 'border-box',
  width: '100%',
  margin: 0,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
} as const;

/** A chevron's strokes: two borders of a `size` square, which a transform turns to point. */
function chevronStrokes(size: string) {
  return {
    boxSizing: 'border-box',
    width: size,
    height: size,
    borderRight: '2px solid currentColor',
    borderBottom: '2px solid currentColor',
  } as const;
}

/** A chevron pointing down, drawn as two borders of a `size` square turned 45 degrees. */
export function downChevron(size: string) {
  return { ...chevronStrokes(size), transform: 'translateY(-25%) rotate(45deg)' } as const;
}

/** A large action button's size, shape and type, the same for a link and a button. */
export const largeButton = {
  minHeight: '2.75rem',
  padding: `${vars.space.small} ${vars.space.large}`,
  borderRadius: vars.radius.medium,
  font: `600 ${vars.font.sizeBase} ${vars.font.body}`,
  textDecoration: 'none',
  cursor: 'pointer',
} as const;

/**
 * A disclosure chevron in a `size` square: it points right, and turns down when the button it sits
 * in is expanded (no turning motion when the visitor asks for reduced motion).
 */
export function disclosureChevron(size: string) {
  return {
    ...chevronStrokes(size),
    transform: 'rotate(-45deg)',
    transition: `transform ${vars.motion.fast}`,
    selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(45deg)' } },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  } as const;
}

/** The focus ring drawn inside a control's box (rows and tabs that sit edge to edge). */
export const insetFocusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' } as const;

/**
 * A link tree's row control (its link, a branch's button or plain text): it fills the row, tints on
 * hover, and marks the current page with a bar on its start edge (`LinkTreeItems` draws the tree).
 */
export function linkTreeRow(minHeight: string, padding: string, radius: string) {
  return {
    all: 'unset',
    boxSizing: 'border-box',
    flex: '1 1 auto',
    minWidth: 0,
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    minHeight,
    padding,
    borderRadius: radius,
    color: vars.color.text,
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: {
      'span&': { cursor: 'default' },
      '&:hover': { background: vars.color.surfaceAlt, color: vars.color.text },
      '&:focus-visible': insetFocusRing,
      '&[aria-current="page"]': { background: vars.color.surfaceAlt, boxShadow: `inset 3px 0 0 ${vars.color.primary}` },
    },
  } as const;
}

/** The square chevron button beside a link tree's linked branch. */
export function linkTreeToggle(size: string, radius: string) {
  return {
    all: 'unset',
    boxSizing: 'border-box',
    flex: 'none',
    display: 'grid',
    placeItems: 'center',
    width: size,
    height: size,
    borderRadius: radius,
    cursor: 'pointer',
    selectors: { '&:hover': { background: vars.color.surfaceAlt }, '&:focus-visible': insetFocusRing },
  } as const;
}
