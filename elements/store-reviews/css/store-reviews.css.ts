import { globalStyle } from '@vanilla-extract/css';
import { reviewHooks as h } from '../../../shared/reviews/hooks.ts';
import { vars } from '../../../shared/theme/contract.css.ts';
import { visuallyHidden, starRatingFill } from '../../../shared/theme/style-blocks.ts';

// Deliberate deviation from hashed class names: the block styles the stable hooks of
// shared/reviews/hooks.ts, because the server renders the same markup inside the tag before
// JavaScript. The page links this stylesheet, so first view and upgraded block look the same.
const c = (name: string): string => `.${name}`;
const narrow = '(max-width: 37.5em)';
const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' };
const button = {
  minHeight: '2.5rem',
  padding: `0 ${vars.space.medium}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  font: `600 ${vars.font.sizeSmall} ${vars.font.body}`,
  cursor: 'pointer',
} as const;

globalStyle('store-reviews', { display: 'block' });
globalStyle(c(h.root), { fontFamily: vars.font.body, color: vars.color.text, lineHeight: 1.5, marginTop: vars.space.xlarge, paddingTop: vars.space.large, borderTop: `1px solid ${vars.color.border}` });

globalStyle(c(h.header), { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.small, minHeight: '2.5rem' });
globalStyle(c(h.heading), { margin: 0, fontFamily: vars.font.heading, fontSize: vars.font.sizeLarge, lineHeight: 1.3 });
globalStyle(`${c(h.write)}, ${c(h.submit)}`, { ...button, background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.onPrimary });
globalStyle(`${c(h.write)}:hover, ${c(h.submit)}:hover:not(:disabled)`, { background: vars.color.primaryHover });
globalStyle(`${c(h.moreButton)}, ${c(h.cancel)}, ${c(h.helpful)}`, button);
globalStyle(`${c(h.moreButton)}:hover, ${c(h.cancel)}:hover, ${c(h.helpful)}:hover:not(:disabled)`, { borderColor: vars.color.primary, color: vars.color.primary });
globalStyle(`${c(h.root)} :is(button, select):focus-visible, ${c(h.input)}:focus-visible, ${c(h.reviewTitle)}:focus-visible`, focusRing);
globalStyle(`${c(h.root)} button:disabled`, { cursor: 'default', opacity: 0.75 });

globalStyle(c(h.thanks), { margin: `${vars.space.medium} 0`, padding: vars.space.medium, borderRadius: vars.radius.medium, background: vars.color.surfaceAlt, color: vars.color.success, fontWeight: 600 });
globalStyle(`${c(h.thanks)}:empty`, { margin: 0, padding: 0 });

globalStyle(c(h.summary), {
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 26rem)',
  justifyContent: 'start',
  alignItems: 'center',
  columnGap: vars.space.xlarge,
  rowGap: vars.space.medium,
  margin: `${vars.space.medium} 0`,
  '@media': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
globalStyle(c(h.average), { margin: 0, display: 'grid', justifyItems: 'start', gap: vars.space.xsmall });
globalStyle(c(h.averageValue), { fontSize: '2.5rem', fontWeight: 700, lineHeight: 1 });
globalStyle(`${c(h.count)}, ${c(h.meta)}, ${c(h.language)}, ${c(h.hint)}`, { color: vars.color.textMuted, fontSize: vars.font.sizeSmall });
globalStyle(c(h.stars), { position: 'relative', display: 'inline-block', fontSize: '1.25rem', lineHeight: 1, letterSpacing: '0.05em', color: vars.color.border });
globalStyle(`${c(h.review)} ${c(h.stars)}`, { fontSize: '1rem' });
globalStyle(`${c(h.stars)}::before`, { content: '"★★★★★"' });
globalStyle(`${c(h.stars)}::after`, starRatingFill);
for (let half = 1; half <= 10; half++) globalStyle(`${c(h.stars)}[data-rating="${half / 2}"]::after`, { width: `${half * 10}%` });

globalStyle(c(h.bars), { margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.xsmall });
globalStyle(c(h.bar), { display: 'grid', gridTemplateColumns: '5.5rem minmax(0, 1fr) 2.5rem', alignItems: 'center', gap: vars.space.small, fontSize: vars.font.sizeSmall });
globalStyle(c(h.barCount), { textAlign: 'end', color: vars.color.textMuted });
globalStyle(c(h.barTrack), {
  appearance: 'none',
  width: '100%',
  height: '0.625rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.round,
  background: vars.color.surfaceAlt,
  overflow: 'hidden',
});
globalStyle(`${c(h.barTrack)}::-webkit-progress-bar`, { background: vars.color.surfaceAlt });
globalStyle(`${c(h.barTrack)}::-webkit-progress-value`, { background: vars.color.warning });
globalStyle(`${c(h.barTrack)}::-moz-progress-bar`, { background: vars.color.warning });

globalStyle(c(h.empty), { margin: `${vars.space.medium} 0`, color: vars.color.textMuted });
globalStyle(c(h.message), { margin: `${vars.space.medium} 0`, color: vars.color.textMuted });
globalStyle(`${c(h.message)}[role="alert"]`, { color: vars.color.danger });

globalStyle(c(h.toolbar), { display: 'flex', alignItems: 'center', gap: vars.space.small, fontSize: vars.font.sizeSmall, margin: `${vars.space.medium} 0 0` });
globalStyle(c(h.select), { ...button, fontWeight: 400, padding: `0 ${vars.space.small}` });

globalStyle(c(h.list), { margin: 0, padding: 0, listStyle: 'none' });
globalStyle(c(h.review), { display: 'grid', justifyItems: 'start', gap: vars.space.xsmall, padding: `${vars.space.medium} 0`, borderBottom: `1px solid ${vars.color.border}` });
globalStyle(c(h.reviewTitle), { margin: 0, fontSize: vars.font.sizeBase, lineHeight: 1.4 });
globalStyle(c(h.meta), { margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: vars.space.small });
globalStyle(`${c(h.meta)} > span:first-child`, { color: vars.color.text, fontWeight: 600 });
globalStyle(c(h.verified), { color: vars.color.success, fontWeight: 600 });
globalStyle(`${c(h.verified)}::before`, { content: '"✓ "' });
globalStyle(c(h.reviewBody), { margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
globalStyle(c(h.language), { margin: 0, fontStyle: 'italic' });
globalStyle(c(h.helpful), { minHeight: '2.25rem', marginTop: vars.space.xsmall, fontWeight: 400 });
globalStyle(c(h.more), { display: 'flex', justifyContent: 'center', marginTop: vars.space.large });

globalStyle(c(h.form), {
  display: 'grid',
  gap: vars.space.medium,
  maxWidth: '40rem',
  margin: `${vars.space.medium} 0`,
  padding: vars.space.large,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  '@media': { [narrow]: { padding: vars.space.medium } },
});
globalStyle(c(h.field), { display: 'grid', gap: vars.space.xsmall, minWidth: 0, margin: 0, padding: 0, border: 0 });
globalStyle(`${c(h.field)} > label, ${c(h.field)} > legend`, { padding: 0, fontWeight: 600, fontSize: vars.font.sizeSmall });
globalStyle(c(h.input), {
  width: '100%',
  boxSizing: 'border-box',
  minHeight: '2.5rem',
  padding: `${vars.space.small} ${vars.space.small}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: `${vars.font.sizeBase} ${vars.font.body}`,
});
globalStyle(`textarea${c(h.input)}`, { resize: 'vertical' });
globalStyle(`${c(h.input)}[aria-invalid="true"], ${c(h.field)}[aria-invalid="true"] ${c(h.rating)}`, { borderColor: vars.color.danger, boxShadow: `0 0 0 1px ${vars.color.danger}` });
globalStyle(`${c(h.hint)}, ${c(h.error)}`, { margin: 0 });
globalStyle(c(h.error), { color: vars.color.danger, fontSize: vars.font.sizeSmall, fontWeight: 600 });
globalStyle(c(h.alert), { margin: 0, padding: vars.space.small, borderInlineStart: `4px solid ${vars.color.danger}`, background: vars.color.surfaceAlt, color: vars.color.danger });

globalStyle(c(h.rating), { display: 'inline-flex', gap: vars.space.xsmall, justifySelf: 'start', borderRadius: vars.radius.small, padding: '0 0.125rem' });
globalStyle(c(h.star), { position: 'relative', fontSize: '2rem', lineHeight: 1, color: vars.color.border, cursor: 'pointer' });
globalStyle(`${c(h.star)}::before`, { content: '"★"' });
globalStyle(`${c(h.star)} input`, { position: 'absolute', inset: 0, margin: 0, opacity: 0, cursor: 'pointer' });
globalStyle(`${c(h.star)}:has(input:checked), ${c(h.star)}:has(~ ${c(h.star)} input:checked)`, { color: vars.color.warning });
globalStyle(`${c(h.star)}:has(input:focus-visible)`, { ...focusRing, borderRadius: vars.radius.small });

globalStyle(c(h.actions), { display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

globalStyle(c(h.visuallyHidden), visuallyHidden);
