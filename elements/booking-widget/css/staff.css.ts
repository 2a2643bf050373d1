import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/contract.css.ts';
import { root } from './frame.css.ts';

/** The staff console: set apart from the public board by a frame of its own. */
export const staffConsole = style({
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.primary}`,
  borderRadius: vars.radius.medium,
  padding: vars.space.medium,
  selectors: {
    // Beats the frame's reset of `section` margins (frame.css.ts), which is more specific than one class.
    [`${root} &`]: { marginBottom: vars.space.large },
  },
});

/** Call next: one button, or one per location. */
export const callNext = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, marginBottom: vars.space.medium });

/** Served, No-show and Remove of one row. */
export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

/** Notes wrap instead of widening the table. */
export const notes = style({ maxWidth: '16rem', overflowWrap: 'anywhere' });

/** 'E-mail on call' under a walk-in's name: a small link to the address the call is sent to. */
export const emailOnCall = style({ display: 'block', fontSize: vars.font.sizeSmall, fontWeight: 'normal' });
