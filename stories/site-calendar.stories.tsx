import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DetailedHTMLProps, HTMLAttributes, ReactElement } from 'react';
import { expect, within } from 'storybook/test';
// Registers <site-calendar> (the import has that one side effect).
import '../elements/site-calendar/site-calendar.element.ts';
import { sampleEvents } from '../shared/calendar/sample-events.ts';
import { Html } from './html.tsx';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'site-calendar': DetailedHTMLProps<
        HTMLAttributes<HTMLElement> & { 'data-view'?: string; 'data-mode'?: string; 'data-date'?: string; 'data-time-zone'?: string; 'data-url'?: string; 'data-now'?: string; 'data-week-start'?: string },
        HTMLElement
      >;
    }
  }
}

interface CalendarArgs {
  view: 'day' | 'week' | 'month' | 'year';
  mode: 'upcoming' | 'calendar' | 'timeline' | 'montage';
  count: 0 | 10 | 5000;
  spread: 'month' | 'year';
  weekStart: string;
  badDate: boolean;
}

const DATE = '2026-11-18';

function CalendarMarkup(args: CalendarArgs): ReactElement {
  const events = args.spread === 'year' ? sampleEvents(args.count, '2026-01-01', 365) : sampleEvents(args.count, args.count === 10 ? '2026-11-16' : '2026-11-01', args.count === 10 ? 5 : 30);
  return (
    <site-calendar data-view={args.view} data-mode={args.mode} data-date={args.badDate ? '2026-02-30' : DATE} data-time-zone="America/New_York" data-url="false" data-now="2026-11-18T15:00:00Z" data-week-start={args.weekStart || undefined}>
      <script type="application/json">{JSON.stringify(events)}</script>
    </site-calendar>
  );
}

const meta = {
  title: 'Elements/site-calendar',
  render: (args) => (
    <Html>
      <CalendarMarkup {...args} />
    </Html>
  ),
  args: { view: 'month', mode: 'calendar', count: 10, spread: 'month', weekStart: '', badDate: false },
  argTypes: {
    view: { control: 'inline-radio', options: ['day', 'week', 'month', 'year'], description: 'data-view: the grid view shown first (spec default day)' },
    mode: { control: 'inline-radio', options: ['upcoming', 'calendar', 'timeline', 'montage'], description: 'data-mode' },
    count: { control: 'inline-radio', options: [0, 10, 5000], description: 'How many sample events (inline JSON)' },
    spread: { control: 'inline-radio', options: ['month', 'year'], description: 'Events inside November 2026, or over all of 2026' },
    weekStart: { control: 'text', description: 'data-week-start: 0 Sunday (default) … 6 Saturday' },
    badDate: { control: 'boolean', description: "data-date=\"2026-02-30\": logs 'Invalid date' and shows today" },
  },
  parameters: { elementEvents: ['site-calendar-add', 'site-calendar-change', 'site-calendar-open'] },
} satisfies Meta<CalendarArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const describe = (story: string) => ({ docs: { description: { story } } });

/** Month view, no events. */
export const MonthEmpty: Story = { args: { count: 0 }, parameters: describe('The 6×7 month grid with no events.') };
/** Month view, 10 events. */
export const Month10: Story = {
  args: { count: 10 },
  parameters: describe('Arrows, Home/End and PageUp/PageDown move the focused day; Enter opens it; Tab reaches its events.'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('grid')).toBeVisible();
  },
};
/** Month view, 5,000 events in the month. */
export const Month5000: Story = { args: { count: 5000 }, parameters: describe("5,000 events in November: each cell shows 2 then '+ N more', so the page holds under 300 event nodes.") };
/** Month view, 5,000 events over the year. */
export const Month5000OverYear: Story = { args: { count: 5000, spread: 'year' }, parameters: describe('5,000 events over 2026, month view.') };
/** Day view, no events. */
export const DayEmpty: Story = { args: { view: 'day', count: 0 }, parameters: describe('48 half-hour rows with the mini month picker beside.') };
/** Day view, 10 events. */
export const Day10: Story = { args: { view: 'day', count: 10 }, parameters: describe('Overlapping events sit side by side.') };
/** Day view, 5,000 events. */
export const Day5000: Story = { args: { view: 'day', count: 5000 }, parameters: describe("At most 4 columns per overlap group, then '+ N more'.") };
/** Week view, no events. */
export const WeekEmpty: Story = { args: { view: 'week', count: 0 }, parameters: describe('Seven days from Sunday.') };
/** Week view, 10 events. */
export const Week10: Story = { args: { view: 'week', count: 10 }, parameters: describe('All-day events in the lane on top.') };
/** Week view, 5,000 events. */
export const Week5000: Story = { args: { view: 'week', count: 5000 } };
/** Week view starting Monday. */
export const WeekFromMonday: Story = { args: { view: 'week', count: 10, weekStart: '1' } };
/** Year view, no events. */
export const YearEmpty: Story = { args: { view: 'year', count: 0, spread: 'year' } };
/** Year view, 10 events. */
export const Year10: Story = { args: { view: 'year', count: 10 } };
/** Year view, 5,000 events. */
export const Year5000: Story = { args: { view: 'year', count: 5000, spread: 'year' }, parameters: describe('Each day shaded by its number of events.') };
/** Upcoming mode, no events. */
export const UpcomingEmpty: Story = { args: { mode: 'upcoming', count: 0 } };
/** Upcoming mode, 10 events. */
export const Upcoming10: Story = { args: { mode: 'upcoming', count: 10 } };
/** Upcoming mode, 5,000 events. */
export const Upcoming5000: Story = { args: { mode: 'upcoming', count: 5000 }, parameters: describe('A virtualised list: only the rows in view exist.') };
/** Timeline mode, no events. */
export const TimelineEmpty: Story = { args: { mode: 'timeline', count: 0 } };
/** Timeline mode, 10 events. */
export const Timeline10: Story = { args: { mode: 'timeline', count: 10 } };
/** Timeline mode, 5,000 events. */
export const Timeline5000: Story = { args: { mode: 'timeline', count: 5000 } };
/** Montage mode, no events. */
export const MontageEmpty: Story = { args: { mode: 'montage', count: 0 } };
/** Montage mode, 10 events. */
export const Montage10: Story = { args: { mode: 'montage', count: 10 } };
/** Montage mode, 5,000 events. */
export const Montage5000: Story = { args: { mode: 'montage', count: 5000 } };
/** Phone width. */
export const Mobile: Story = { args: { view: 'day', count: 10 }, globals: { viewport: { value: 'mobile1', isRotated: false } }, parameters: describe('Below 768 px the Menu offers Schedule Event, Go to Today and the views.') };
/** An invalid date. */
export const InvalidDate: Story = { args: { badDate: true, count: 10 }, parameters: describe("data-date=\"2026-02-30\" is rejected: 'Invalid date' is logged and today is shown.") };
