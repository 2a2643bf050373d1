import { globalStyle, keyframes } from '@vanilla-extract/css';
import { productHooks as h } from '../../../shared/catalog/class-hooks.ts';
import { vars } from '../../../shared/theme/contract.css.ts';
import { visuallyHidden, starRatingFill } from '../../../shared/theme/style-blocks.ts';

// Deliberate deviation from hashed class names: the product page styles the stable hooks of
// shared/catalog/class-hooks.ts, because the server renders the same markup inside the tag before
// JavaScript. The page links this stylesheet, so fallback and upgraded page look the same (no shift).
const c = (name: string): string => `.${name}`;
const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });
const wide = '(min-width: 48em)';
const focus = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' };

globalStyle('store-product', { display: 'block' });
globalStyle(c(h.root), { fontFamily: vars.font.body, color: vars.color.text });
globalStyle(`${c(h.root)} a:focus-visible, ${c(h.root)} button:focus-visible`, focus);
globalStyle(c(h.back), { display: 'inline-block', marginBottom: vars.space.medium, fontSize: vars.font.sizeSmall, fontWeight: 600 });

globalStyle(c(h.layout), {
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { [wide]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)', gap: vars.space.xlarge } },
});

globalStyle(c(h.gallery), { display: 'grid', gap: vars.space.small, minWidth: 0 });
globalStyle(c(h.stage), { aspectRatio: '1 / 1', borderRadius: vars.radius.medium, background: vars.color.surfaceAlt, overflow: 'hidden' });
globalStyle(`${c(h.stage)}:has([data-loading])`, { animation: `${pulse} 1.4s ease-in-out infinite`, '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } } });
globalStyle(c(h.zoom), { display: 'block', width: '100%', height: '100%', padding: 0, border: 0, background: 'none', cursor: 'zoom-in' });
globalStyle(c(h.image), { display: 'block', width: '100%', height: '100%', objectFit: 'cover', transition: `opacity ${vars.motion.medium}` });
globalStyle(`${c(h.image)}[data-loading]`, { opacity: 0 });
globalStyle(c(h.thumbs), { display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
globalStyle(c(h.thumb), {
  width: '4.5rem',
  height: '4.5rem',
  padding: 0,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  overflow: 'hidden',
  background: vars.color.surfaceAlt,
  cursor: 'pointer',
});
globalStyle(`${c(h.thumb)}[aria-current]`, { borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` });
globalStyle(`${c(h.thumb)} img`, { display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

globalStyle(c(h.info), { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.small, minWidth: 0 });
globalStyle(c(h.category), { color: vars.color.textMuted, fontSize: '0.75rem', fontWeight: 700, letterSpacing: '0.06em', textTransform: 'uppercase' });
globalStyle(c(h.rating), { margin: 0, display: 'flex', alignItems: 'center', gap: vars.space.xsmall, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });
globalStyle(c(h.stars), { position: 'relative', display: 'inline-block', fontSize: '1.05rem', lineHeight: 1, letterSpacing: '0.05em', color: vars.color.border });
globalStyle(`${c(h.stars)}::before`, { content: '"★★★★★"' });
globalStyle(`${c(h.stars)}::after`, starRatingFill);
for (let half = 1; half <= 10; half++) globalStyle(`${c(h.stars)}[data-rating="${half / 2}"]::after`, { width: `${half * 10}%` });

globalStyle(c(h.name), { margin: 0, fontFamily: vars.font.heading, fontSize: 'clamp(1.5rem, 1.1rem + 1.5vw, 2.1rem)', lineHeight: 1.2 });
globalStyle(c(h.priceRow), { margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.small });
globalStyle(c(h.price), { fontSize: '1.6rem', fontWeight: 700 });
globalStyle(c(h.basePrice), { color: vars.color.textMuted });
globalStyle(c(h.discount), { padding: `0.1rem ${vars.space.small}`, borderRadius: vars.radius.round, background: vars.color.danger, color: vars.color.onPrimary, fontSize: vars.font.sizeSmall, fontWeight: 700 });
globalStyle(c(h.ships), { margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });
globalStyle(c(h.stock), { margin: 0, fontWeight: 700, fontSize: vars.font.sizeSmall, color: vars.color.warning });
globalStyle(`${c(h.stock)}[data-kind="out"]`, { color: vars.color.danger });

globalStyle(c(h.options), { display: 'grid', gap: vars.space.medium, marginTop: vars.space.small, width: '100%' });
globalStyle(c(h.option), { margin: 0, padding: 0, border: 0, minWidth: 0 });
globalStyle(c(h.legend), { padding: 0, marginBottom: vars.space.small, fontWeight: 600, fontSize: vars.font.sizeSmall });
globalStyle(`${c(h.legend)} span`, { fontWeight: 400, color: vars.color.textMuted });
globalStyle(`${c(h.option)}[data-missing] ${c(h.legend)}`, { color: vars.color.danger });
globalStyle(c(h.choices), { display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
globalStyle(c(h.choice), { position: 'relative', display: 'inline-flex' });
globalStyle(`${c(h.choice)} input`, { position: 'absolute', inset: 0, margin: 0, opacity: 0, cursor: 'pointer' });
globalStyle(`${c(h.choice)} > span`, {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '2.75rem',
  minHeight: '2.5rem',
  padding: `0 ${vars.space.medium}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  fontSize: vars.font.sizeSmall,
});
globalStyle(`${c(h.choice)} input:checked + span`, { borderColor: vars.color.primary, boxShadow: `inset 0 0 0 1px ${vars.color.primary}`, background: vars.color.surfaceAlt, fontWeight: 600 });
globalStyle(`${c(h.choice)} input:focus-visible + span`, focus);
globalStyle(`${c(h.choice)}[data-sold-out] > span`, { color: vars.color.textMuted, textDecoration: 'line-through' });
globalStyle(`${c(h.option)}[data-missing] ${c(h.choice)} > span`, { borderColor: vars.color.danger });

globalStyle(c(h.quantity), { display: 'flex', alignItems: 'center', gap: vars.space.medium, marginTop: vars.space.small, fontSize: vars.font.sizeSmall, fontWeight: 600 });
globalStyle(c(h.stepper), { display: 'inline-flex', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.medium, overflow: 'hidden' });
globalStyle(c(h.step), { width: '2.5rem', minHeight: '2.5rem', border: 0, background: vars.color.surface, color: vars.color.text, font: `600 1.1rem ${vars.font.body}`, cursor: 'pointer' });
globalStyle(`${c(h.step)}:disabled`, { color: vars.color.textMuted, cursor: 'not-allowed' });
globalStyle(c(h.count), {
  width: '3.5rem',
  border: 0,
  borderInline: `1px solid ${vars.color.border}`,
  textAlign: 'center',
  font: `600 ${vars.font.sizeBase} ${vars.font.body}`,
  color: vars.color.text,
  background: vars.color.surface,
  appearance: 'textfield',
});
globalStyle(`${c(h.count)}:focus-visible`, { ...focus, outlineOffset: '-3px' });

globalStyle(c(h.actions), { display: 'flex', flexWrap: 'wrap', gap: vars.space.small, width: '100%', marginTop: vars.space.small });
const button = {
  minHeight: '3rem',
  padding: `0 ${vars.space.large}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.medium,
  font: `600 ${vars.font.sizeBase} ${vars.font.body}`,
  cursor: 'pointer',
} as const;
globalStyle(c(h.add), { ...button, flex: '1 1 12rem', background: vars.color.primary, color: vars.color.onPrimary });
globalStyle(`${c(h.add)}:hover:not(:disabled)`, { background: vars.color.primaryHover });
globalStyle(`${c(h.add)}:disabled`, { background: vars.color.surfaceAlt, color: vars.color.textMuted, borderColor: vars.color.border, cursor: 'not-allowed' });
globalStyle(c(h.save), { ...button, flex: '1 1 auto', background: vars.color.surface, color: vars.color.text, borderColor: vars.color.border });
// The page's slot="actions" nodes (express checkout) under Add to Cart; they bring their own spacing.
globalStyle(c(h.slot), { display: 'grid', width: '100%', minWidth: 0 });
globalStyle(`${c(h.save)}[aria-pressed="true"]`, { borderColor: vars.color.danger, color: vars.color.danger });

globalStyle(c(h.facts), { display: 'grid', gap: vars.space.xsmall, margin: `${vars.space.medium} 0 0`, fontSize: vars.font.sizeSmall });
globalStyle(`${c(h.facts)} > div`, { display: 'flex', gap: vars.space.small });
globalStyle(`${c(h.facts)} dt`, { minWidth: '5.5rem', color: vars.color.textMuted });
globalStyle(`${c(h.facts)} dd`, { margin: 0 });
globalStyle(c(h.tags), { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small, fontSize: vars.font.sizeSmall });
globalStyle(`${c(h.tags)} ul`, { display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall, margin: 0, padding: 0, listStyle: 'none' });
globalStyle(c(h.tag), { display: 'inline-block', padding: `0.15rem ${vars.space.small}`, borderRadius: vars.radius.round, background: vars.color.surfaceAlt, color: vars.color.text });

globalStyle(c(h.description), { marginTop: vars.space.xlarge, paddingTop: vars.space.large, borderTop: `1px solid ${vars.color.border}`, maxWidth: '46rem' });
globalStyle(`${c(h.description)} h2`, { margin: `0 0 ${vars.space.medium}`, fontSize: vars.font.sizeLarge });
globalStyle(c(h.descriptionBody), { lineHeight: 1.6 });

globalStyle(c(h.message), {
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.medium,
  padding: vars.space.xlarge,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  color: vars.color.textMuted,
  textAlign: 'center',
});
globalStyle(`${c(h.message)} > p`, { margin: 0 });
globalStyle(`${c(h.message)}[data-kind="error"]`, { color: vars.color.danger });
globalStyle(c(h.visuallyHidden), visuallyHidden);
