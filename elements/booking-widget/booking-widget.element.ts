import { booleanAttr, enumAttr, stringAttr } from '../../shared/element/attributes.ts';
import type { EventDoc } from '../../shared/element/event-spec.ts';
import { defineElement } from '../../shared/element/react/define-element.tsx';
import { MODES, PRESET_ATTRIBUTE_VALUES, widgetPayloadSchema, type WidgetPayload } from '../../shared/booking/widget-config.ts';
import type { BookingEvents } from '../../shared/booking/state/context.ts';
import { BookingWidget } from './BookingWidget.tsx';
import { bookingMessages } from './messages.ts';

/** Attributes of `<booking-widget>`. */
export const bookingAttributes = {
  preset: enumAttr(PRESET_ATTRIBUTE_VALUES, {
    default: 'meeting',
    description:
      'The business configuration to start from: meeting, pickup, salon, license, restaurant, healthcare or retail.',
  }),
  mode: enumAttr(MODES, {
    default: 'new-reservation',
    description: 'The mode to open in, when the configuration enables it.',
  }),
  preview: booleanAttr({ description: 'Site-builder preview: placeholder times, a local CONF code, no booking is made.' }),
  headingLevel: enumAttr(['2', '3', '4'], { default: '2', description: 'Heading level of the step titles.' }),
  manageHref: stringAttr({
    maxLength: 500,
    description:
      "Where the confirmation's 'Manage this booking' link points (a page with a booking widget in manage mode); the link adds `manage=<token>`. Default: this page.",
  }),
  manageToken: stringAttr({
    maxLength: 400,
    description: "A signed manage link's token: the widget opens in manage mode showing that booking. Default: the page's `manage` query parameter.",
  }),
  signInHref: stringAttr({
    maxLength: 500,
    // The same default as <site-calendar>'s (shared/calendar/sign-in-link.ts), written out so the element's chunk stays small.
    default: '/staff/sign-in',
    description:
      "The staff sign-in page the queue screen's staff console links to when the staff session has ended; ?next= with the current path is added.",
  }),
};

/** The inline JSON (or `data-src`): business-configuration fields overriding the preset, and optional `serverData`. */
export const bookingPayload = {
  schema: widgetPayloadSchema,
  description: 'a business configuration object, optionally with serverData',
};

/** Events `<booking-widget>` sends (bubbling, composed). */
export const bookingEvents: Record<keyof BookingEvents, EventDoc> = {
  'booking-reservation-created': { description: 'A reservation was made.', detail: "BookingEvents['booking-reservation-created']" },
  'booking-reservation-cancelled': { description: 'A reservation was cancelled.', detail: "BookingEvents['booking-reservation-cancelled']" },
  'booking-reservation-checked-in': { description: 'A reservation was checked in.', detail: "BookingEvents['booking-reservation-checked-in']" },
  'booking-reservation-modified': { description: 'A reservation moved to a new time.', detail: "BookingEvents['booking-reservation-modified']" },
  'booking-queue-joined': { description: 'A walk-in joined the queue.', detail: "BookingEvents['booking-queue-joined']" },
  'booking-payment-completed': { description: 'A reservation was paid and confirmed by the server.', detail: "BookingEvents['booking-payment-completed']" },
};

/**
 * `<booking-widget>`: book, manage, check in, walk in, follow the queue and pay a reservation, for
 * every business preset. Configuration: `data-preset`, `data-mode`, `data-preview`,
 * and inline JSON overriding any field of the business configuration. A `?manage=<token>` on the page
 * (or `data-manage-token`) opens that booking in manage mode. Listens for the page event
 * `view-queue-progress` (`detail: { queueId? }`) on `document`.
 */
export const BookingWidgetElement = defineElement<typeof bookingAttributes, WidgetPayload>('booking-widget', BookingWidget, {
  description: 'Booking, reservation and queue widget.',
  attributes: bookingAttributes,
  payload: bookingPayload,
  events: bookingEvents,
  messages: bookingMessages,
});

declare global {
  interface HTMLElementTagNameMap {
    'booking-widget': HTMLElement;
  }
  interface GlobalEventHandlersEventMap {
    'booking-reservation-created': CustomEvent<BookingEvents['booking-reservation-created']>;
    'booking-reservation-cancelled': CustomEvent<BookingEvents['booking-reservation-cancelled']>;
    'booking-reservation-checked-in': CustomEvent<BookingEvents['booking-reservation-checked-in']>;
    'booking-reservation-modified': CustomEvent<BookingEvents['booking-reservation-modified']>;
    'booking-queue-joined': CustomEvent<BookingEvents['booking-queue-joined']>;
    'booking-payment-completed': CustomEvent<BookingEvents['booking-payment-completed']>;
    'view-queue-progress': CustomEvent<{ queueId?: string } | null>;
  }
}
