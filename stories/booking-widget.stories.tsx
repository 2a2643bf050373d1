import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useMemo, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
// Registers <booking-widget> (the import has that one side effect).
import '../elements/booking-widget/booking-widget.element.ts';
import type { QueueEntry, Reservation } from '../shared/api/schemas.ts';
import { FAKE_STAFF, fakeManageToken, installFakeReservationServer, type FakeServerOptions } from '../test/fakes/booking-server.ts';
import { SAMPLE_CATALOG } from '../test/fixtures/booking-catalog.ts';
import { isoInZoneIntl } from '../shared/booking/wall-clock.ts';

/** What a page author writes on the tag, plus how the stand-in API behaves. */
interface BookingArgs {
  preset: 'meeting' | 'pickup' | 'salon' | 'license' | 'restaurant' | 'healthcare' | 'retail' | 'bakery';
  mode: '' | 'new-reservation' | 'manage' | 'payment' | 'check-in' | 'walk-in' | 'view-queue-progress';
  preview: boolean;
  /** `data-manage-token`: a signed manage link's token (empty for none). */
  manageToken?: string;
  /** The inline JSON (business-configuration fields); null for none. */
  config: Record<string, unknown> | null;
  /** The stand-in reservation API (the booking widget's calls), in memory. */
  server: Omit<FakeServerOptions, 'catalog'>;
}

const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The tag as a server page writes it; set as innerHTML so the element upgrades like on a real page. */
function BookingMarkup({ args }: { args: BookingArgs }): ReactNode {
  const html = useMemo(() => {
    const attrs = [
      `data-preset="${escapeAttr(args.preset)}"`,
      args.mode ? `data-mode="${args.mode}"` : '',
      args.preview ? 'data-preview' : '',
      args.manageToken ? `data-manage-token="${escapeAttr(args.manageToken)}"` : '',
    ]
      .filter(Boolean)
      .join(' ');
    const json = args.config ? `<script type="application/json">${JSON.stringify(args.config).replace(/</g, '\\u003c')}</script>` : '';
    return `<booking-widget ${attrs}>${json}</booking-widget>`;
  }, [args]);
  const attach = useCallback(
    (wrapper: HTMLDivElement | null) => {
      if (!wrapper) return undefined;
      queueMicrotask(() => (wrapper.innerHTML = html));
      return () => wrapper.replaceChildren();
    },
    [html],
  );
  return <div ref={attach} />;
}

/** A reservation at Old Town (London) starting `minutes` from now. */
function reservationIn(minutes: number, change: Partial<Reservation> = {}): Reservation {
  const start = Math.floor((Date.now() + minutes * 60_000) / 900_000) * 900_000;
  const stamp = new Date().toISOString();
  return {
    id: 'res_story',
    locationId: 'loc_a',
    serviceId: 'svc_cut',
    attendantId: 'att_amelia',
    startTime: isoInZoneIntl(start, 'Europe/London'),
    endTime: isoInZoneIntl(start + 3_600_000, 'Europe/London'),
    customerName: 'Ada Lovelace',
    customerEmail: 'ada@example.com',
    customerPhone: '+44 20 7946 0000',
    partySize: 2,
    status: 'confirmed',
    confirmationCode: 'K7QX2M9P',
    createdAt: stamp,
    updatedAt: stamp,
    price: 5500,
    ...change,
  };
}

/** Walk-ins already in the queue. */
function waiting(n: number): QueueEntry[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `q_${i + 1}`,
    locationId: 'loc_a',
    serviceId: i % 2 ? 'svc_table' : 'svc_cut',
    customerName: ['Grace', 'Linus', 'Barbara', 'Edsger'][i % 4] ?? 'Guest',
    customerPhone: `+44 20 7946 010${i}`,
    partySize: 1 + (i % 4),
    estimatedWaitTime: 0,
    notes: null,
    status: i === 0 ? 'notified' : i === n - 1 ? 'seated' : 'waiting',
    position: 0,
    joinedAt: new Date(Date.now() - (n - i) * 600_000).toISOString(),
    notifiedAt: null,
    createdAt: new Date().toISOString(),
  }));
}

const meta = {
  title: 'Elements/booking-widget',
  render: (args) => <BookingMarkup args={args} />,
  args: { preset: 'salon', mode: '', preview: false, config: null, server: {} },
  argTypes: {
    preset: {
      control: 'select',
      options: ['meeting', 'pickup', 'salon', 'license', 'restaurant', 'healthcare', 'retail'],
      description: 'data-preset',
    },
    mode: {
      control: 'select',
      options: ['', 'new-reservation', 'manage', 'payment', 'check-in', 'walk-in', 'view-queue-progress'],
      description: 'data-mode',
    },
    preview: { control: 'boolean', description: 'data-preview: site-builder preview (placeholder times, no booking made)' },
    config: { control: 'object', description: 'Inline JSON overriding any business-configuration field' },
    server: { control: false, table: { disable: true } },
  },
  beforeEach: ({ args }) => {
    localStorage.clear();
    const server = installFakeReservationServer({ catalog: SAMPLE_CATALOG, ...args.server });
    return () => server.restore();
  },
  parameters: {
    elementEvents: [
      'booking-reservation-created',
      'booking-reservation-cancelled',
      'booking-reservation-checked-in',
      'booking-reservation-modified',
      'booking-queue-joined',
      'booking-payment-completed',
    ],
  },
} satisfies Meta<BookingArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const describe = (story: string) => ({ docs: { description: { story } } });
const widget = (canvas: HTMLElement) => within(canvas);
const heading = async (canvas: HTMLElement, name: string | RegExp) =>
  waitFor(() => expect(canvas.querySelector('[data-step-heading]')?.textContent ?? '').toMatch(name), { timeout: 5000 });

/** Clicks the first card and Continue. */
async function chooseFirst(canvas: HTMLElement): Promise<void> {
  await userEvent.click(canvas.querySelector('[data-card]') as HTMLElement);
  await userEvent.click(await widget(canvas).findByRole('button', { name: 'Continue' }));
}

/** Chooses the first free slot once the chosen day's times have loaded (a plain click: the listbox keeps focus). */
async function chooseFirstSlot(canvas: HTMLElement): Promise<void> {
  const day = canvas.querySelector<HTMLElement>('td[aria-selected="true"]')?.dataset.date ?? '';
  const option = await waitFor(() => {
    const found = canvas.querySelector<HTMLElement>(`[role="option"][data-start^="${day}"]:not([aria-disabled])`);
    if (!found) throw new Error('no slot yet');
    return found;
  });
  option.click();
  await waitFor(() => expect(option).toHaveAttribute('aria-selected', 'true'));
}

/** Walks the salon flow to the date step. */
async function toDateStep(canvas: HTMLElement): Promise<void> {
  await heading(canvas, 'Choose a Location');
  await chooseFirst(canvas);
  await heading(canvas, 'Choose a Service');
  await chooseFirst(canvas);
  await heading(canvas, 'Choose Your Staff Member');
  await userEvent.click(await widget(canvas).findByRole('button', { name: 'Continue' }));
  await heading(canvas, 'Choose a Date and Time');
  const days = canvas.querySelectorAll<HTMLElement>('td[data-date]:not([aria-disabled])');
  await userEvent.click(days[Math.min(2, days.length - 1)] as HTMLElement);
}

// ---- Business presets ----

/** Hair salon: locations, services with staff, staff cards, payment step, walk-in and queue. */
export const SalonPreset: Story = {
  parameters: describe(
    'data-preset="salon": 60-minute services on 30-minute slots, 60 days ahead, 24 hours notice; staff cards; payment step; walk-in and queue modes.',
  ),
};
/** Restaurant: guest count and seating preference. */
export const RestaurantPreset: Story = {
  args: { preset: 'restaurant', config: { filter: { serviceIds: ['svc_table'] } } },
  parameters: describe(
    'data-preset="restaurant": 90-minute tables on 15-minute slots, guest count 1 to 8 plus More than 8 (up to 20), a seating-preference field.',
  ),
};
/** Meeting scheduler. */
export const MeetingPreset: Story = {
  args: { preset: 'meeting' },
  parameters: describe('data-preset="meeting": 30-minute meetings on 15-minute slots, 30 days ahead, 1 hour notice, no payment step.'),
};
/** In-store pickup. */
export const PickupPreset: Story = {
  args: {
    preset: 'pickup',
    config: { ui: { businessName: 'Northwind pickup', additionalFields: [{ name: 'orderNumber', label: 'Order number', type: 'text' }] } },
  },
  parameters: describe('data-preset="pickup": 15-minute pickups, 7 days ahead, 2 hours notice, payment step on, an order-number field.'),
};
/** License renewal. */
export const LicensePreset: Story = {
  args: { preset: 'license' },
  parameters: describe(
    'data-preset="license": 15-minute counter slots, 90 days ahead, 24 hours notice, a required service-type field (License Renewal, New License, ID Card, Address Change).',
  ),
};
/** Healthcare business type. */
export const HealthcarePreset: Story = {
  args: { preset: 'healthcare', config: { ui: { businessName: 'Riverside Clinic', primaryColor: '#1e7a3c' } } },
  parameters: describe('data-preset="healthcare": the healthcare business type with the default figures; walk-in and queue modes.'),
};
/** Retail business type. */
export const RetailPreset: Story = {
  args: { preset: 'retail' },
  parameters: describe('data-preset="retail": the retail business type with the default figures.'),
};

// ---- States ----

/** Loading: the overlay while the catalogue loads. */
export const Loading: Story = {
  args: { server: { delayMs: 60_000 } },
  parameters: describe('The API takes long: the loading overlay shows and the frame keeps its size.'),
};
/** A load failure: the red banner (cleared after 5 s) and a retry. */
export const LoadError: Story = {
  args: { server: { failures: { 'GET /definitions': 500 } } },
  parameters: describe(
    'The catalogue cannot load: "Failed to load locations" in the red banner (role alert, gone after 5 seconds) and a Try again button.',
  ),
  play: async ({ canvasElement }) => {
    await expect(await widget(canvasElement).findByText('Failed to load locations')).toBeVisible();
  },
};
/** The date step with times. */
export const DateStep: Story = {
  parameters: describe(
    'The month calendar (a grid: arrows, Home/End, PageUp/PageDown) and the day’s times grouped by hour (a listbox), each with N spot(s) left.',
  ),
  play: async ({ canvasElement }) => toDateStep(canvasElement),
};
/** Full slots. */
export const FullSlots: Story = {
  args: { server: { allSlotsFull: true } },
  parameters: describe('Every time of the day is taken: each says Full and cannot be chosen.'),
  play: async ({ canvasElement }) => {
    await toDateStep(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('[role="option"][aria-disabled="true"]')).toBeTruthy());
  },
};
/** Customer details with validation messages. */
export const CustomerInfoErrors: Story = {
  args: { preset: 'meeting' },
  parameters: describe('Your Details with the summary and the customer form validation messages after an empty submit.'),
  play: async ({ canvasElement }) => {
    await toDateStep(canvasElement);
    await chooseFirstSlot(canvasElement);
    await userEvent.click(await widget(canvasElement).findByRole('button', { name: 'Book Appointment' }));
    await heading(canvasElement, 'Your Details');
    await userEvent.click(await widget(canvasElement).findByRole('button', { name: 'Confirm Booking' }));
    await expect(await widget(canvasElement).findByText('Name is required')).toBeVisible();
  },
};
/** A completed booking. */
export const Confirmation: Story = {
  args: { preset: 'meeting' },
  parameters: describe(
    'Appointment Confirmed!: the code, details, cancellation policy, Book Another Appointment and Add to Calendar (.ics and Google Calendar, in the location’s zone).',
  ),
  play: async ({ canvasElement }) => {
    const w = widget(canvasElement);
    await toDateStep(canvasElement);
    await chooseFirstSlot(canvasElement);
    await userEvent.click(await w.findByRole('button', { name: 'Book Appointment' }));
    await heading(canvasElement, 'Your Details');
    await userEvent.type(await w.findByLabelText('Full name'), 'Ada Lovelace');
    await userEvent.type(await w.findByLabelText('Email'), 'ada@example.com');
    await userEvent.type(await w.findByLabelText('Phone'), '+44 20 7946 0000');
    await userEvent.click(await w.findByRole('button', { name: 'Confirm Booking' }));
    await heading(canvasElement, 'Appointment Confirmed!');
  },
};
/** Site-builder preview. */
export const Preview: Story = {
  args: { preview: true, preset: 'meeting' },
  parameters: describe(
    'data-preview: labelled as a preview; hourly placeholder times 09:00 to 17:00 for future dates; Confirm makes a local CONF code and calls nothing.',
  ),
};
/** Bad configuration. */
export const BadConfiguration: Story = {
  args: { preset: 'bakery' },
  parameters: describe(
    'data-preset="bakery" is not a preset: the kit’s visible notice names the attribute and the allowed values; a site-error event is sent.',
  ),
  play: async ({ canvasElement }) => {
    await expect(await widget(canvasElement).findByText(/data-preset: expected one of/)).toBeVisible();
  },
};

// ---- Modes besides new-reservation: manage, payment, check-in, walk-in, queue progress ----

/** Manage a booking. */
export const Manage: Story = {
  args: { mode: 'manage', server: { reservations: [reservationIn(2 * 24 * 60)] } },
  parameters: describe(
    'Manage: type K7QX2M9P (any case) and ada@example.com (or +44 20 7946 0000), the e-mail or phone used to book; either wrong says "No reservation found with this confirmation code". Cancel asks first in an in-widget dialog; Check In and Modify appear by status.',
  ),
};
/** A signed manage link opens the booking without typing anything. */
export const ManageLink: Story = {
  args: { manageToken: fakeManageToken('reservation', 'res_story'), server: { reservations: [reservationIn(2 * 24 * 60)] } },
  parameters: describe(
    'The page was opened from "Manage this booking" (`?manage=<token>`, here `data-manage-token`): the widget opens in Manage with the booking shown. An invalid or expired token says "No reservation found with this confirmation code" above the lookup form.',
  ),
  play: async ({ canvasElement }) => {
    await expect(await widget(canvasElement).findByText('K7QX2M9P')).toBeVisible();
  },
};
/** Pay a reservation. */
export const Payment: Story = {
  args: { mode: 'payment', server: { reservations: [reservationIn(2 * 24 * 60, { status: 'pending' })], payments: true } },
  parameters: describe(
    'Pay: type K7QX2M9P and ada@example.com. Reservation Details shows price, 8.25% tax and total; Payment Information is the card form of the card-and-bank-transfer provider (a stand-in here: 4242 4242 4242 4242 pays, a number ending 0002 is declined). Processing..., then Payment Successful and New Payment.',
  ),
};
/** Payment when the tenant offers no card-and-bank-transfer gateway. */
export const PaymentUnavailable: Story = {
  args: { mode: 'payment', server: { reservations: [reservationIn(2 * 24 * 60, { status: 'pending' })] } },
  parameters: describe(
    'The tenant has no card-and-bank-transfer gateway: after the lookup, Payment Information says online payment is not available.',
  ),
};

/** Self check-in. */
export const CheckIn: Story = {
  args: { mode: 'check-in', server: { reservations: [reservationIn(10)] } },
  parameters: describe(
    'Self check-in: type K7QX2M9P and ada@example.com (booked 10 minutes from now), confirm the details, then a 5-second countdown resets the screen.',
  ),
};
/** Walk-in. */
export const WalkIn: Story = {
  args: { mode: 'walk-in', server: { queue: waiting(3) } },
  parameters: describe(
    'Walk-in: name, phone, location, service, party size and notes; then the position and estimated wait. On View Queue Status the visitor can leave the queue (the join gave the widget a token for that).',
  ),
};
/** Queue status with people waiting. */
export const QueueStatus: Story = {
  args: { preset: 'restaurant', mode: 'view-queue-progress', server: { queue: waiting(5) } },
  parameters: describe(
    'The public queue board: filters, 30-second refresh with Pause, Find Me by the full phone number (try +44 20 7946 0102) or queue id, the Current Queue table (no names or phones) with status colours and the restaurant instructions.',
  ),
};
/** Queue status as a signed-in member of staff sees it: the staff console. */
export const StaffQueueConsole: Story = {
  args: {
    preset: 'salon',
    mode: 'view-queue-progress',
    config: { filter: { locationIds: ['loc_a'] } },
    server: { queue: waiting(4), staff: FAKE_STAFF },
  },
  parameters: describe(
    'With a staff session (the stand-in API answers `GET /api/auth/session` with a staff member), the queue screen adds the Staff Console: the full line with names, phones, party sizes, notes, status and wait; Call next; and per entry Served, No-show and Remove (asked first). Each action is announced. Visitors never see it.',
  ),
  play: async ({ canvasElement }) => {
    const canvas = widget(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Call next' }, { timeout: 5000 }));
    await waitFor(() => expect(canvasElement.querySelector('[aria-live="polite"]')?.textContent).toBe('Linus called'));
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove: Barbara' }));
    await expect(await canvas.findByText('Remove Barbara from the queue?')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Keep in Queue' }));
  },
};
/** Queue status, empty. */
export const EmptyQueue: Story = {
  args: { mode: 'view-queue-progress' },
  parameters: describe('Nobody waiting: "No one is currently in the queue".'),
  play: async ({ canvasElement }) => {
    await expect(await widget(canvasElement).findByText('No one is currently in the queue')).toBeVisible();
  },
};
