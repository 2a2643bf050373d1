import { globalStyle, keyframes } from '@vanilla-extract/css';
import { gridHooks as h } from '../../../shared/catalog/class-hooks.ts';
import { vars } from '../../../shared/theme/contract.css.ts';
import { visuallyHidden, starRatingFill } from '../../../shared/theme/style-blocks.ts';

// Deliberate deviation from hashed class names: the grid styles the stable hooks of
// shared/catalog/class-hooks.ts, because the server renders the same markup inside the tag before
// JavaScript. The page links this stylesheet, so fallback and upgraded grid look the same (no shift).
const c = (name: string): string => `.${name}`;
const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });
const reduced = '(prefers-reduced-motion: reduce)';
const narrow = '(max-width: 37.5em)';

globalStyle('store-product-grid', { display: 'block' });
globalStyle(c(h.root), { fontFamily: vars.font.body, color: vars.color.text });

globalStyle(c(h.toolbar), {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  marginBottom: vars.space.small,
});
globalStyle(c(h.chips), {
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  // One scrolling row on phones instead of two ragged ones.
  '@media': { [narrow]: { flexWrap: 'nowrap', overflowX: 'auto', width: '100%', paddingBottom: vars.space.xsmall, scrollbarWidth: 'thin' } },
});
globalStyle(c(h.chip), {
  display: 'inline-flex',
  alignItems: 'center',
  flex: 'none',
  minHeight: '2.25rem',
  padding: `0 ${vars.space.medium}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.round,
  background: vars.color.surface,
  color: vars.color.text,
  font: `500 ${vars.font.sizeSmall}/1 ${vars.font.body}`,
  textDecoration: 'none',
});
globalStyle(`${c(h.chip)}:hover`, { borderColor: vars.color.primary, color: vars.color.primary });
globalStyle(`${c(h.chip)}[aria-current]`, { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.onPrimary });
globalStyle(`${c(h.chip)}:focus-visible, ${c(h.select)}:focus-visible, ${c(h.brand)}:focus-visible, ${c(h.input)}:focus-visible, ${c(h.filters)} button:focus-visible, ${c(h.clear)}:focus-visible, ${c(h.check)} input:focus-visible, ${c(h.add)}:focus-visible, ${c(h.moreButton)}:focus-visible, ${c(h.retry)}:focus-visible`, {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

globalStyle(c(h.sort), { display: 'flex', alignItems: 'center', gap: vars.space.small, fontSize: vars.font.sizeSmall, marginInlineStart: 'auto' });
globalStyle(`${c(h.select)}, ${c(h.brand)}, ${c(h.input)}`, {
  minHeight: '2.25rem',
  padding: `0 ${vars.space.small}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: `${vars.font.sizeSmall} ${vars.font.body}`,
});
globalStyle(c(h.filters), {
  flexBasis: '100%',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: `${vars.space.small} ${vars.space.medium}`,
  fontSize: vars.font.sizeSmall,
});
globalStyle(c(h.range), { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.small, margin: 0, padding: 0, border: 0, minWidth: 0 });
globalStyle(c(h.legend), { padding: 0, marginBottom: vars.space.xsmall, fontWeight: 600 });
globalStyle(c(h.field), { display: 'grid', gap: vars.space.xsmall });
globalStyle(c(h.input), { width: '6.5rem' });
globalStyle(`${c(h.input)}[aria-invalid="true"]`, { borderColor: vars.color.danger, borderWidth: '2px' });
// Its own row under the controls, so a long message never widens the price range; on phones, where
// the controls wrap anyway, right under the price range.
globalStyle(c(h.fieldError), { order: 1, flexBasis: '100%', margin: 0, color: vars.color.danger, fontWeight: 600, '@media': { [narrow]: { order: -1 } } });
globalStyle(c(h.range), { '@media': { [narrow]: { order: -2 } } });
globalStyle(c(h.check), { display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall, minHeight: '2.25rem', cursor: 'pointer' });
globalStyle(`${c(h.check)} input`, { width: '1.125rem', height: '1.125rem', margin: 0, accentColor: vars.color.primary });
globalStyle(`${c(h.apply)}, ${c(h.clear)}`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.25rem',
  padding: `0 ${vars.space.medium}`,
  border: `1px solid ${vars.color.primary}`,
  borderRadius: vars.radius.small,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  font: `600 ${vars.font.sizeSmall} ${vars.font.body}`,
  textDecoration: 'none',
  cursor: 'pointer',
});
globalStyle(c(h.clear), { background: vars.color.surface, color: vars.color.primary });

globalStyle(c(h.count), { margin: `0 0 ${vars.space.medium}`, minHeight: '1.5em', color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

globalStyle(c(h.list), {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(13.5rem, 1fr))',
  gap: vars.space.large,
  '@media': { [narrow]: { gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))', gap: vars.space.medium } },
});
// While another choice loads, the cards stay at full contrast; the count line says "Loading products…".
globalStyle(`${c(h.list)}[aria-busy]`, { cursor: 'progress' });

globalStyle(c(h.card), {
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
  background: vars.color.surface,
  transition: `box-shadow ${vars.motion.fast}`,
});
globalStyle(`${c(h.card)}:hover`, { boxShadow: vars.shadow.large });
globalStyle(c(h.media), { position: 'relative', aspectRatio: '1 / 1', background: vars.color.surfaceAlt, overflow: 'hidden' });
globalStyle(`${c(h.media)}[data-loading]`, { animation: `${pulse} 1.4s ease-in-out infinite`, '@media': { [reduced]: { animation: 'none' } } });
globalStyle(c(h.image), { display: 'block', width: '100%', height: '100%', objectFit: 'cover', transition: `opacity ${vars.motion.medium}` });
globalStyle(`${c(h.media)}[data-loading] ${c(h.image)}`, { opacity: 0 });
globalStyle(`${c(h.card)}[data-out-of-stock] ${c(h.image)}`, { filter: 'grayscale(0.7)', opacity: 0.7 });

globalStyle(c(h.badges), {
  position: 'absolute',
  top: vars.space.small,
  insetInlineStart: vars.space.small,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  pointerEvents: 'none',
});
globalStyle(c(h.badge), {
  padding: `0.125rem ${vars.space.small}`,
  borderRadius: vars.radius.round,
  background: vars.color.text,
  color: vars.color.surface,
  font: `600 0.75rem/1.4 ${vars.font.body}`,
});
globalStyle(`${c(h.badge)}[data-kind="top"]`, { background: vars.color.primary, color: vars.color.onPrimary });
globalStyle(`${c(h.badge)}[data-kind="low"]`, { background: vars.color.warning, color: vars.color.onPrimary });

globalStyle(c(h.body), {
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  '@media': { [narrow]: { padding: vars.space.small } },
});
globalStyle(c(h.category), { margin: 0, color: vars.color.textMuted, fontSize: '0.75rem', fontWeight: 600, letterSpacing: '0.04em', textTransform: 'uppercase' });
globalStyle(c(h.name), { margin: 0, fontFamily: vars.font.heading, fontSize: vars.font.sizeBase, fontWeight: 600, lineHeight: 1.3 });
globalStyle(c(h.link), { color: vars.color.text, textDecoration: 'none' });
globalStyle(`${c(h.link)}::after`, { content: '""', position: 'absolute', inset: 0 });
globalStyle(`${c(h.link)}:hover`, { color: vars.color.primary, textDecoration: 'underline' });
globalStyle(`${c(h.link)}:focus-visible`, { outline: 'none' });
globalStyle(`${c(h.link)}:focus-visible::after`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px', borderRadius: vars.radius.medium });

globalStyle(c(h.rating), {
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
  whiteSpace: 'nowrap',
});
globalStyle(c(h.stars), { position: 'relative', display: 'inline-block', fontSize: '0.95rem', lineHeight: 1, letterSpacing: '0.05em', color: vars.color.border });
globalStyle(`${c(h.stars)}::before`, { content: '"★★★★★"' });
globalStyle(`${c(h.stars)}::after`, starRatingFill);
// The average of the published reviews, to the nearest half star.
for (let half = 1; half <= 10; half++) globalStyle(`${c(h.stars)}[data-rating="${half / 2}"]::after`, { width: `${half * 10}%` });

globalStyle(c(h.price), {
  margin: `auto 0 0`,
  paddingTop: vars.space.xsmall,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.small,
  fontSize: vars.font.sizeLarge,
  fontWeight: 700,
});
globalStyle(c(h.basePrice), { color: vars.color.textMuted, fontSize: vars.font.sizeSmall, fontWeight: 400 });

const button = {
  minHeight: '2.5rem',
  padding: `0 ${vars.space.medium}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.medium,
  font: `600 ${vars.font.sizeSmall} ${vars.font.body}`,
  cursor: 'pointer',
} as const;
globalStyle(c(h.add), { ...button, position: 'relative', zIndex: 1, marginTop: vars.space.small, width: '100%', background: vars.color.primary, color: vars.color.onPrimary });
globalStyle(`${c(h.add)}:hover:not(:disabled)`, { background: vars.color.primaryHover });
globalStyle(`${c(h.add)}:disabled`, { background: vars.color.surfaceAlt, color: vars.color.textMuted, borderColor: vars.color.border, cursor: 'not-allowed' });
globalStyle(`${c(h.moreButton)}, ${c(h.retry)}`, { ...button, background: vars.color.surface, color: vars.color.text, borderColor: vars.color.border });
globalStyle(`${c(h.moreButton)}:hover:not(:disabled), ${c(h.retry)}:hover`, { borderColor: vars.color.primary, color: vars.color.primary });

globalStyle(c(h.message), {
  margin: 0,
  padding: vars.space.xlarge,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  color: vars.color.textMuted,
  textAlign: 'center',
});
globalStyle(`${c(h.message)}[data-kind="error"]`, { color: vars.color.danger, display: 'grid', justifyItems: 'center', gap: vars.space.medium });
globalStyle(`${c(h.message)} > p`, { margin: 0 });
globalStyle(`${c(h.more)} ${c(h.message)}`, { padding: vars.space.small, border: 'none' });
globalStyle(c(h.more), { display: 'grid', justifyItems: 'center', gap: vars.space.small, marginTop: vars.space.xlarge });

globalStyle(c(h.skeleton), {
  minHeight: '24rem',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceAlt,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { [reduced]: { animation: 'none' }, [narrow]: { minHeight: '18rem' } },
});
globalStyle(c(h.visuallyHidden), visuallyHidden);
