import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/contract.css.ts';
import { insetFocusRing, visuallyHidden as hiddenText } from '../../../shared/theme/style-blocks.ts';
import { CALENDAR_SIZES } from '../sizes.ts';

// Mobile breakpoint 768 px; 48 half-hour rows of 6 sub-rows (3 rem per row, 0.5 rem per sub-row).
const mobile = CALENDAR_SIZES.mobileQuery;

// The calendar keeps one height from the server's markup to the month view (sizes.ts, which the
// pre-upgrade box reads too), so nothing below it moves when it upgrades.
globalStyle('site-calendar', {
  display: 'block',
  minHeight: CALENDAR_SIZES.minHeight,
  '@media': { [mobile]: { minHeight: CALENDAR_SIZES.minHeightMobile } },
});

/** Stable hook: the calendar. */
export const root = style({ margin: 0, fontFamily: vars.font.body, fontSize: vars.font.sizeBase, lineHeight: 1.4, color: vars.color.text, background: vars.color.surface });

export const visuallyHidden = style(hiddenText);

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small, paddingBottom: vars.space.small, borderBottom: `1px solid ${vars.color.border}` });
export const title = style({ margin: 0, fontSize: vars.font.sizeLarge, flex: '1 1 12rem', fontFamily: vars.font.heading });
export const controls = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall, alignItems: 'center' });
export const desktopOnly = style({ '@media': { [mobile]: { display: 'none' } } });

const buttonBase = {
  boxSizing: 'border-box',
  minHeight: '2.5rem',
  padding: `0 ${vars.space.medium}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceAlt }, '&:focus-visible': insetFocusRing },
} as const;
export const button = style(buttonBase);
export const iconButton = style({ ...buttonBase, padding: 0, width: '2.5rem', fontSize: '1.25rem' });
export const selectLabel = style({ display: 'inline-flex' });
export const select = style({ ...buttonBase, paddingInlineEnd: vars.space.small });

export const disclosure = style({ position: 'relative' });
export const popover = style({ position: 'absolute', insetInlineEnd: 0, top: 'calc(100% + 4px)', zIndex: vars.layer.floating, minWidth: '12rem', background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.medium, boxShadow: vars.shadow.large, padding: vars.space.xsmall });
export const menuList = style({ listStyle: 'none', margin: 0, padding: 0 });
export const menuItem = style({ ...buttonBase, border: 'none', width: '100%', textAlign: 'start', selectors: { ...buttonBase.selectors, '&[aria-pressed="true"]': { fontWeight: 700 } } });
export const mobileMenu = style({ display: 'none', '@media': { [mobile]: { display: 'block' } } });

export const segmented = style({ display: 'inline-flex', flexWrap: 'wrap', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.small, overflow: 'hidden' });
export const segment = style({ ...buttonBase, border: 'none', borderRadius: 0, selectors: { ...buttonBase.selectors, '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.onPrimary } } });

export const status = style({ minHeight: '1.25rem', fontSize: vars.font.sizeSmall, color: vars.color.textMuted });
export const error = style({ color: vars.color.danger, margin: `${vars.space.xsmall} 0` });
export const empty = style({ color: vars.color.textMuted });
export const body = style({ position: 'relative' });
export const dayLayout = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 15rem', gap: vars.space.medium, '@media': { [mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } } });

/* Month grid */
// Each week row fits two events and '+ N more' at every width, so rows keep their height when events arrive.
// Below 768 px a day is as narrow as 33 px and '+ 12 more' takes three lines: the rows leave room for them.
export const monthGrid = style({ display: 'grid', gridTemplateRows: 'auto repeat(6, minmax(6.5rem, auto))', '@media': { [mobile]: { gridTemplateRows: 'auto repeat(6, minmax(9.5rem, auto))' } }, border: `1px solid ${vars.color.border}` });
export const monthRow = style({ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' });
export const weekday = style({ padding: vars.space.xsmall, fontSize: vars.font.sizeSmall, fontWeight: 600, textAlign: 'center', color: vars.color.textMuted });
const cellBase = { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0, padding: '2px', borderTop: `1px solid ${vars.color.border}`, borderInlineStart: `1px solid ${vars.color.border}`, cursor: 'pointer', selectors: { '&:focus-visible': insetFocusRing, '&[aria-selected="true"]': { background: vars.color.surfaceAlt } } } as const;
export const monthCell = style(cellBase);
export const monthCellOther = style({ ...cellBase, color: vars.color.textMuted });
export const dayNumber = style({ fontSize: vars.font.sizeSmall, fontWeight: 600, selectors: { '[aria-current="date"] > &': { color: vars.color.onPrimary, background: vars.color.primary, borderRadius: vars.radius.round, padding: '0 0.4em', alignSelf: 'flex-start' } } });
// Below 768 px a smaller word keeps '+ N more' inside a day as narrow as 33 px.
export const more = style({ all: 'unset', display: 'inline-block', minHeight: '24px', lineHeight: '24px', cursor: 'pointer', fontSize: vars.font.sizeSmall, fontWeight: 600, color: vars.color.primary, padding: '0 4px', selectors: { '&:focus-visible': insetFocusRing, '&:hover': { textDecoration: 'underline' } }, '@media': { [mobile]: { padding: '0 1px', fontSize: '0.75rem' } } });
export const moreFloating = style([more, { position: 'absolute', bottom: 0, insetInlineEnd: 0, background: vars.color.surface, pointerEvents: 'auto' }]);

/* Events */
// `contain: paint` as well as `overflow: hidden`: WebKit clips a button's text but still counts the
// text's full width as scrollable overflow, so long titles in a narrow month made phones scroll sideways.
const chipBase = { all: 'unset', boxSizing: 'border-box', display: 'block', overflow: 'hidden', contain: 'paint', whiteSpace: 'nowrap', textOverflow: 'ellipsis', color: vars.color.onMedia, borderRadius: vars.radius.small, padding: '1px 4px', fontSize: vars.font.sizeSmall, cursor: 'pointer', pointerEvents: 'auto', selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' } } } as const;
/** Stable hook: one event. */
export const chip = style({ ...chipBase, whiteSpace: 'normal', border: `1px solid ${vars.color.surface}` });
export const chipCompact = style(chipBase);
export const chipTime = style({ fontWeight: 600 });
export const chipName = style({});
export const swatch = style({ display: 'inline-block', width: '0.75rem', height: '0.75rem', borderRadius: vars.radius.round, marginInlineEnd: vars.space.small, flex: 'none' });

/* Time grid */
export const timeGrid = style({ border: `1px solid ${vars.color.border}` });
export const allDayLane = style({ display: 'grid', borderBottom: `1px solid ${vars.color.border}` });
export const allDayCell = style({ display: 'flex', flexDirection: 'column', gap: '2px', padding: '2px', minWidth: 0, borderInlineStart: `1px solid ${vars.color.border}` });
export const columnDate = style({ fontSize: vars.font.sizeSmall, fontWeight: 600, textAlign: 'center' });
export const timeLabel = style({ fontSize: '0.75rem', color: vars.color.textMuted, padding: '0 4px', textAlign: 'end' });
export const timeScroller = style({ maxHeight: '36rem', overflowY: 'auto', position: 'relative' });
export const timeBody = style({ position: 'relative' });
export const slotGrid = style({ display: 'block' });
export const slotRow = style({ display: 'grid', gridTemplateColumns: 'inherit', height: '3rem' });
const slotBase = { borderInlineStart: `1px solid ${vars.color.border}`, borderTop: `1px solid ${vars.color.border}`, selectors: { '&:focus-visible': insetFocusRing } } as const;
export const slot = style(slotBase);
export const slotSkipped = style({ ...slotBase, background: `repeating-linear-gradient(45deg, ${vars.color.surfaceAlt} 0 6px, ${vars.color.surface} 6px 12px)` });
export const eventLayer = style({ position: 'absolute', inset: 0, display: 'grid', pointerEvents: 'none' });
export const eventColumn = style({ position: 'relative', margin: '0 2px' });

/* Year */
export const yearGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))', gap: vars.space.medium });
export const yearMonth = style({ display: 'grid', gap: '2px' });
export const yearMonthTitle = style({ fontWeight: 600, marginBottom: vars.space.xsmall });
export const miniRow = style({ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: '2px' });
export const miniHead = style({ fontSize: '0.75rem', textAlign: 'center', color: vars.color.textMuted });
export const miniBlank = style({});
export const yearDay = style({
  fontSize: '0.75rem',
  textAlign: 'center',
  lineHeight: '1.75rem',
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[data-density="1"]': { background: `color-mix(in srgb, ${vars.color.primary} 15%, ${vars.color.surface})` },
    '&[data-density="2"]': { background: `color-mix(in srgb, ${vars.color.primary} 35%, ${vars.color.surface})` },
    '&[data-density="3"]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&[data-density="4"]': { background: vars.color.primaryHover, color: vars.color.onPrimary },
    '&[aria-selected="true"]': { boxShadow: `inset 0 0 0 2px ${vars.color.text}` },
  },
});

/* Upcoming */
export const upcoming = style({ marginTop: vars.space.medium });
export const sectionTitle = style({ fontSize: vars.font.sizeLarge, margin: `0 0 ${vars.space.small}` });
export const upcomingScroller = style({ overflowY: 'auto', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.small });
export const upcomingList = style({ listStyle: 'none', margin: 0, padding: 0, position: 'relative' });
export const upcomingRow = style({ position: 'absolute', left: 0, right: 0, boxSizing: 'border-box', borderBottom: `1px solid ${vars.color.border}` });
export const upcomingButton = style({ all: 'unset', boxSizing: 'border-box', display: 'grid', gridTemplateColumns: 'auto 1fr', alignItems: 'center', width: '100%', height: '100%', padding: `0 ${vars.space.small}`, cursor: 'pointer', selectors: { '&:hover': { background: vars.color.surfaceAlt }, '&:focus-visible': insetFocusRing } });
export const upcomingName = style({ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const upcomingMeta = style({ gridColumn: 2, fontSize: vars.font.sizeSmall, color: vars.color.textMuted, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

/* Timeline */
export const timeline = style({ display: 'grid', gap: vars.space.small });
export const lanes = style({ listStyle: 'none', margin: 0, padding: 0 });
export const lane = style({ display: 'grid', gridTemplateColumns: '10rem 1fr', alignItems: 'center', borderBottom: `1px solid ${vars.color.border}`, minHeight: '2.5rem', '@media': { [mobile]: { gridTemplateColumns: '6rem 1fr' } } });
export const laneName = style({ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis' });
export const laneTrack = style({ position: 'relative', height: '2rem', background: `repeating-linear-gradient(90deg, transparent 0 calc(100% / 24 - 1px), ${vars.color.border} calc(100% / 24 - 1px) calc(100% / 24))` });
export const laneMore = style({ position: 'absolute', insetInlineEnd: 0, bottom: '-1rem', fontSize: '0.75rem' });

/* Montage */
export const montage = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))', gap: vars.space.small });
export const card = style({ all: 'unset', boxSizing: 'border-box', display: 'grid', gap: '2px', width: '100%', padding: vars.space.small, border: `1px solid ${vars.color.border}`, borderTop: '6px solid', borderRadius: vars.radius.medium, cursor: 'pointer', fontSize: vars.font.sizeSmall, selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } } });

/* Mini month */
export const mini = style({ fontSize: vars.font.sizeSmall, '@media': { [mobile]: { display: 'none' } } });
export const miniTable = style({ borderCollapse: 'collapse', width: '100%' });
const miniDayBase = { all: 'unset', display: 'block', boxSizing: 'border-box', lineHeight: '1.75rem', width: '100%', minWidth: '1.75rem', height: '1.75rem', textAlign: 'center', borderRadius: vars.radius.round, cursor: 'pointer', selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}` }, '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.onPrimary }, '&[aria-current="date"]': { fontWeight: 700, textDecoration: 'underline' } } } as const;
export const miniDay = style(miniDayBase);
export const miniDayOther = style({ ...miniDayBase, color: vars.color.textMuted });

/* Details dialog */
export const dialog = style({ border: 'none', borderRadius: vars.radius.medium, boxShadow: vars.shadow.large, padding: vars.space.large, maxWidth: 'min(32rem, 92vw)', color: vars.color.text, selectors: { '&::backdrop': { background: vars.color.backdrop } } });
export const dialogTitle = style({ display: 'flex', alignItems: 'center', margin: `0 0 ${vars.space.medium}`, fontSize: vars.font.sizeLarge });
export const details = style({ display: 'grid', gap: vars.space.xsmall, margin: `0 0 ${vars.space.medium}` });
globalStyle(`${details} > div`, { display: 'grid', gridTemplateColumns: '8rem 1fr', gap: vars.space.small });
globalStyle(`${details} dt`, { fontWeight: 600 });
globalStyle(`${details} dd`, { margin: 0 });

/* Staff sign-in prompt: laid over the view (absolutely positioned), so nothing moves when it appears. */
export const stage = style({ position: 'relative' });
// One box over the view from the first render (an empty live region, letting clicks through): when the
// prompt fills it nothing is moved or resized, so no layout shift is counted.
export const signIn = style({ position: 'absolute', inset: 0, zIndex: 1, display: 'flex', justifyContent: 'center', alignItems: 'flex-start', paddingTop: vars.space.xlarge, pointerEvents: 'none', selectors: { '&[data-sign-in]': { pointerEvents: 'auto' } } });
export const signInCard = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.small, maxWidth: 'min(24rem, calc(100% - 2rem))', padding: vars.space.large, background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.medium, boxShadow: vars.shadow.large, textAlign: 'center' });
export const signInText = style({ margin: 0 });
export const signInLink = style({ ...buttonBase, display: 'inline-flex', alignItems: 'center', textDecoration: 'none', background: vars.color.primary, color: vars.color.onPrimary, border: `1px solid ${vars.color.primary}`, selectors: { '&:hover': { background: vars.color.primaryHover }, '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } } });

/* Event form and the details dialog's actions */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, justifyContent: 'flex-end' });
export const dangerButton = style({ ...buttonBase, color: vars.color.danger, borderColor: vars.color.danger, fontWeight: 600 });
export const confirm = style({ display: 'grid', gap: vars.space.small });
export const confirmText = style({ margin: 0, fontWeight: 600 });
export const form = style({ display: 'grid', gap: vars.space.medium, width: 'min(28rem, 80vw)' });
export const field = style({ display: 'grid', gap: vars.space.xsmall });
export const fieldRow = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))', gap: vars.space.medium });
export const fieldLabel = style({ fontWeight: 600 });
const inputRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' };
// WebKit focuses a date and time field's inner parts and the field never matches :focus-visible, so Safari
// showed no ring on Start and End: those fields show it on any focus, as text fields do.
export const input = style({ boxSizing: 'border-box', width: '100%', minHeight: '2.5rem', padding: `0 ${vars.space.small}`, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.small, background: vars.color.surface, color: vars.color.text, font: 'inherit', selectors: { '&:focus-visible': inputRing, '&[type="datetime-local"]:focus': inputRing, '&[aria-invalid="true"]': { borderColor: vars.color.danger } } });
export const textarea = style([input, { minHeight: '5rem', padding: vars.space.small, resize: 'vertical' }]);
export const fieldError = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.sizeSmall });
export const announce = style({ minHeight: '1.25rem', fontSize: vars.font.sizeSmall });
export const primaryButton = style({ ...buttonBase, background: vars.color.primary, color: vars.color.onPrimary, borderColor: vars.color.primary, selectors: { '&:hover': { background: vars.color.primaryHover }, '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } } });
