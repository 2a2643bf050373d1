import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/contract.css.ts';
import { EXPRESS_SIZES } from '../sizes.ts';

/** Stable hook: the express area; it takes no room until a wallet button is ready (unless the host reserves it). */
export const root = style({
  display: 'grid',
  gap: vars.space.small,
  marginBlock: vars.space.medium,
  fontFamily: vars.font.body,
  color: vars.color.text,
  selectors: {
    '&[data-ready="false"]': { height: 0, margin: 0, overflow: 'hidden', visibility: 'hidden' },
  },
});

/** Stable hook: the 'Express checkout' caption above the buttons. */
export const caption = style({
  margin: 0,
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
  textAlign: 'center',
});

/** The box the provider mounts its buttons in. */
export const buttons = style({ minWidth: 0 });

/** Stable hook: a failed payment's message. */
export const error = style({
  margin: 0,
  padding: vars.space.small,
  borderInlineStart: `4px solid ${vars.color.danger}`,
  background: vars.color.surfaceAlt,
  color: vars.color.danger,
  fontSize: vars.font.sizeSmall,
});

/**
 * With `data-reserve` the host keeps the room (fallback.css.ts) and its margins: the area fills it,
 * hidden until a button is ready, with the caption on one line and each row one button high (the providers are asked for buttons
 * of that height, on one row).
 */
const reserved = 'store-express-checkout[data-reserve]';
globalStyle(`${reserved} ${root}`, { marginBlock: 0 });
globalStyle(`${reserved} ${root}[data-ready="false"]`, { height: 'auto', overflow: 'visible' });
globalStyle(`${reserved} ${caption}`, {
  height: EXPRESS_SIZES.captionHeight,
  lineHeight: EXPRESS_SIZES.captionHeight,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
globalStyle(`${reserved} ${buttons}`, { minHeight: `${EXPRESS_SIZES.rowHeightPx}px` });
