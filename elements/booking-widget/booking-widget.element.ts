import { booleanAttr, enumAttr, stringAttr } from '../../shared/element/attributes.ts';
import { defineElement } from '../../shared/element/react/define-element.tsx';
import type { EventMapOf } from '../../shared/element/event-spec.ts';
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

/** Events `<booking-widget>` sends (bubbling, composed); each member's type is its `event.detail`. */
export interface BookingWidgetEvents {
  /** A reservation was made. */
  'booking-reservation-created': BookingEvents['booking-reservation-created'];
  /** A reservation was cancelled. */
  'booking-reservation-cancelled': BookingEvents['booking-reservation-cancelled'];
  /** A reservation was checked in. */
  'booking-reservation-checked-in': BookingEvents['booking-reservation-checked-in'];
  /** A reservation moved to a new time. */
  'booking-reservation-modified': BookingEvents['booking-reservation-modified'];
  /** A walk-in joined the queue. */
  'booking-queue-joined': BookingEvents['booking-queue-joined'];
  /** A reservation was paid and confirmed by the server. */
  'booking-payment-completed': BookingEvents['booking-payment-completed'];
}

/**
 * The screen of the first view the server rendered into the tag (`data-screen`), if it came with one:
 * while that screen's code loads, the view lets the kit show the server's copy of it.
 */
function serverScreen(host: HTMLElement): string | undefined {
  return host.querySelector<HTMLElement>('[data-screen]')?.dataset.screen;
}

/**
 * `<booking-widget>`: book, manage, check in, walk in, follow the queue and pay a reservation, for
 * every business preset. Configuration: `data-preset`, `data-mode`, `data-preview`,
 * and inline JSON overriding any field of the business configuration. A `?manage=<token>` on the page
 * (or `data-manage-token`) opens that booking in manage mode. Listens for the page event
 * `view-queue-progress` (`detail: { queueId? }`) on `document`.
 */
export const BookingWidgetElement = defineElement<typeof bookingAttributes, WidgetPayload, string | undefined, BookingWidgetEvents>('booking-widget', BookingWidget, {
  description: 'Booking, reservation and queue widget.',
  attributes: bookingAttributes,
  payload: bookingPayload,
  messages: bookingMessages,
  readLightDom: serverScreen,
});

declare global {
  interface HTMLElementTagNameMap {
    'booking-widget': HTMLElement;
  }
  interface GlobalEventHandlersEventMap extends EventMapOf<BookingWidgetEvents> {
    /** Asks `<booking-widget>` to show the queue board (the widget listens on `document`; it does not send it). */
    'view-queue-progress': CustomEvent<{ queueId?: string } | null>;
  }
}
