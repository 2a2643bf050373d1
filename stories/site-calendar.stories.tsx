import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DetailedHTMLProps, HTMLAttributes, ReactElement } from 'react';
import { expect, within } from 'storybook/test';
// Registers <site-calendar> (the import has that one side effect).
import '../elements/site-calendar/site-calendar.element.ts';
import { sampleEvents } from '../test/fixtures/calendar-events.ts';
import { Html } from './html.tsx';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'site-calendar': DetailedHTMLProps<
        HTMLAttributes<HTMLElement> & { 'data-view'?: string; 'data-mode'?: string; 'data-date'?: string; 'data-time-zone'?: string; 'data-url'?: string; 'data-now'?: string; 'data-week-start'?: string; 'data-api'?: string; 'data-audience'?: string; 'data-sign-in-href'?: string },
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
  audience: 'staff' | 'public';
  api: 'none' | 'bookings' | 'signed-out' | 'editable';
}

const DATE = '2026-11-18';

/** Two booked appointments as the staff calendar endpoint sends them, customer details included. */
const BOOKINGS = [
  { sk: 'r1', name: 'Haircut', location: 'SoHo', host: 'Ana', reservationName: 'K7Q2XM', customer: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+1 212 555 0100' }, timeZone: 'America/New_York', data: { startTime: '2026-11-18T10:00:00-05:00', endTime: '2026-11-18T11:00:00-05:00' } },
  { sk: 'r2', name: 'Colour', location: 'SoHo', host: 'Ben', reservationName: 'P3LW8D', customer: { name: 'Grace Hopper', email: 'grace@example.com' }, timeZone: 'America/New_York', data: { startTime: '2026-11-19T14:00:00-05:00', endTime: '2026-11-19T15:30:00-05:00' } },
];

/** A meeting staff added (its `cev_` id makes it editable, movable and deletable). */
const MEETING = { sk: 'cev_story', name: 'Supplier call', location: 'Back office', timeZone: 'America/New_York', data: { startTime: '2026-11-18T13:00:00-05:00', endTime: '2026-11-18T14:00:00-05:00' } };

/** The stand-in's answer to a write under /api/calendar/events: the event as the server would store it. */
async function written(request: Request): Promise<[number, unknown]> {
  if (request.method === 'DELETE') return [204, null];
  const b = (await request.json()) as Record<string, string>;
  const event = { sk: request.method === 'POST' ? `cev_${Date.now()}` : decodeURIComponent(new URL(request.url).pathname.split('/').pop() ?? ''), name: b.title ?? MEETING.name, ...(b.location ? { location: b.location } : {}), timeZone: b.timeZone, data: { startTime: b.start, endTime: b.end } };
  return [request.method === 'POST' ? 201 : 200, { event }];
}

/** A stand-in `/api/calendar`: the bookings (with a staff meeting whose writes are accepted, when editable), or 401 as for a visitor without a staff session. */
function mockCalendarApi(mode: CalendarArgs['api']): () => void {
  const real = window.fetch;
  window.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(request.url).pathname;
    if (mode === 'editable' && path.startsWith('/api/calendar/events')) {
      const [status, body] = await written(request);
      return new Response(body === null ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }
    if (mode === 'none' || path !== '/api/calendar') return real(input, init);
    const [status, body] = mode === 'signed-out' ? [401, { error: { code: 'unauthorized', message: 'Sign in to continue' } }] : [200, { events: mode === 'editable' ? [...BOOKINGS, MEETING] : BOOKINGS, truncated: false }];
    return new Promise((resolve) => setTimeout(() => resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })), 300));
  };
  return () => {
    window.fetch = real;
  };
}

function CalendarMarkup(args: CalendarArgs): ReactElement {
  const events = args.spread === 'year' ? sampleEvents(args.count, '2026-01-01', 365) : sampleEvents(args.count, args.count === 10 ? '2026-11-16' : '2026-11-01', args.count === 10 ? 5 : 30);
  return (
    <site-calendar
      data-view={args.view}
      data-mode={args.mode}
      data-date={args.badDate ? '2026-02-30' : DATE}
      data-time-zone="America/New_York"
      data-url="false"
      data-now="2026-11-18T15:00:00Z"
      data-week-start={args.weekStart || undefined}
      data-audience={args.audience}
      data-api={args.api === 'none' ? undefined : '/api/calendar'}
    >
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
  beforeEach: ({ args }) => mockCalendarApi(args.api),
  args: { view: 'month', mode: 'calendar', count: 10, spread: 'month', weekStart: '', badDate: false, audience: 'staff', api: 'none' },
  argTypes: {
    view: { control: 'inline-radio', options: ['day', 'week', 'month', 'year'], description: 'data-view: the grid view shown first (default day)' },
    mode: { control: 'inline-radio', options: ['upcoming', 'calendar', 'timeline', 'montage'], description: 'data-mode' },
    count: { control: 'inline-radio', options: [0, 10, 5000], description: 'How many sample events (inline JSON)' },
    spread: { control: 'inline-radio', options: ['month', 'year'], description: 'Events inside November 2026, or over all of 2026' },
    weekStart: { control: 'text', description: 'data-week-start: 0 Sunday (default) … 6 Saturday' },
    badDate: { control: 'boolean', description: "data-date=\"2026-02-30\": logs 'Invalid date' and shows today" },
    audience: { control: 'inline-radio', options: ['staff', 'public'], description: 'data-audience: staff (customer details) or public (view=public, no customer fields)' },
    api: { control: 'inline-radio', options: ['none', 'bookings', 'signed-out', 'editable'], description: 'data-api="/api/calendar" answered by a stand-in: two bookings, or 401 (no staff session), or the bookings and a staff meeting with writes accepted' },
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
/** Staff calendar with bookings from the API. */
export const StaffBookings: Story = {
  args: { count: 0, api: 'bookings' },
  parameters: describe("The staff calendar: an appointment's details name the customer and the confirmation code."),
};
/** Signed out: the endpoint answers 401. */
export const SignedOut: Story = {
  args: { count: 0, api: 'signed-out' },
  parameters: describe("Without a staff session the endpoint answers 401: the grid stays in place and a polite status asks to sign in, linking to data-sign-in-href (default /staff/sign-in) with ?next= this page."),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(within(canvasElement).getByText('Sign in as staff to see bookings.')).toBeVisible();
  },
};
/** Public schedule. */
export const PublicSchedule: Story = {
  args: { count: 0, api: 'bookings', audience: 'public' },
  parameters: describe('data-audience="public" asks for view=public and never shows customer names, contacts or confirmation codes, even if the answer carries them.'),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByText(/Haircut/);
    await expect(canvasElement.textContent).not.toContain('Ada Lovelace');
  },
};
/** Staff adding and changing their own events. */
export const StaffEditing: Story = {
  args: { count: 0, api: 'editable', view: 'week' },
  parameters: describe(
    'Add Meeting, Scheduled Post and Scheduled Message open a form (checked field by field; Tab stays inside, Esc closes, focus returns). The staff meeting (Supplier call) opens with Edit and Delete, moves by drag or by the arrow keys while focused, and each change shows at once and is announced.',
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Supplier call');
    (await canvas.findByRole('button', { name: 'Add' })).click();
    (await canvas.findByRole('button', { name: 'Add Meeting' })).click();
    await expect(await canvas.findByRole('dialog', { name: 'Add Meeting' })).toBeVisible();
    await expect(canvas.getByLabelText('Title')).toHaveFocus();
  },
};
