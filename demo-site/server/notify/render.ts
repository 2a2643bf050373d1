import type { Config } from '../config.ts';
import type { Data } from '../database.ts';
import type { StoredEvent } from '../lifecycle/events.ts';
import type { BookingData, OrderData, QueueData } from '../lifecycle/snapshots.ts';
import type { StaffAlertData } from '../lifecycle/staff-alerts.ts';
import { tenantLogo } from '../tenant-brand.ts';
import { tenantTheme } from '../tenant-themes.ts';
import type { Tenant } from '../tenants.ts';
import { icsUid } from './ics.ts';
import { manageLink, orderLink, queueLink, reviewLinks, siteLink, bookingPagePath } from './site-links.ts';
import { bookingMessage, type BookingMessageType } from './templates/booking.ts';
import type { Brand, RenderedMessage } from './templates/layout.ts';
import { orderMessage, type OrderMessageType } from './templates/order.ts';
import { queueMessage, type QueueMessageType } from './templates/queue.ts';
import { refundMessage } from './templates/refund.ts';
import { staffAlertMessage } from './templates/staff-alert.ts';

/** A tenant's look in its messages: its name, its theme's primary colour, its logo (Content-ID `logo@<SITE_URL host>`), its home page. */
export function brandOf(config: Config, tenant: Tenant): Brand {
  const logo = tenantLogo(tenant.id);
  return {
    name: tenant.name,
    color: tenantTheme(tenant.id)?.tokens.color?.primary ?? '',
    ...(logo ? { logo: { ...logo, cid: `logo@${new URL(config.siteUrl).hostname}` } } : {}),
    homeUrl: siteLink(config, tenant, '/'),
    locale: tenant.locale,
  };
}

/** The e-mail address part of `MAIL_FROM` (`Shop <shop@x>` → `shop@x`). */
function senderAddress(config: Config): string {
  return /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom;
}

/**
 * The e-mail of an event to one recipient, in the event's language. Signed links (a booking's
 * manage link, an order's link) are made now, never read from the event. Throws for an event
 * without a message.
 */
export async function renderEventMessage(
  config: Config,
  layer: Data,
  tenant: Tenant,
  event: StoredEvent,
  recipient: string,
): Promise<RenderedMessage> {
  const brand = brandOf(config, tenant);
  const language = event.language;
  switch (event.type) {
    case 'booking.created':
    case 'booking.paid':
    case 'booking.changed':
    case 'booking.cancelled':
    case 'booking.expired':
    case 'booking.reminder': {
      const data = event.data as unknown as BookingData;
      return bookingMessage(event.type satisfies BookingMessageType, data, {
        brand,
        language,
        manageUrl: await manageLink(config, layer, tenant, data.reservationId, data.endUtc),
        bookUrl: siteLink(config, tenant, await bookingPagePath(layer, tenant, data.reservationId)),
        uid: icsUid(data.reservationId, config.siteUrl),
        sequence: event.sequence,
        stamp: new Date(event.createdAt),
        organizerEmail: senderAddress(config),
        recipient,
      });
    }
    case 'order.received':
    case 'order.paid':
    case 'order.expired':
    case 'order.cancelled': {
      const data = event.data as unknown as OrderData;
      return orderMessage(event.type satisfies OrderMessageType, data, {
        brand,
        language,
        orderUrl: await orderLink(config, layer, tenant, data.orderId, event.createdAt),
        reviewUrls: event.type === 'order.paid' ? await reviewLinks(config, layer, tenant, data.orderId) : [],
      });
    }
    case 'order.refunded': {
      const data = event.data as unknown as OrderData;
      return refundMessage(event.type, data, {
        brand,
        language,
        url: await orderLink(config, layer, tenant, data.orderId, event.createdAt),
      });
    }
    case 'booking.refunded': {
      const data = event.data as unknown as BookingData;
      return refundMessage(event.type, data, {
        brand,
        language,
        url: await manageLink(config, layer, tenant, data.reservationId, data.endUtc),
      });
    }
    case 'queue.next':
    case 'queue.called': {
      const data = event.data as unknown as QueueData;
      return queueMessage(event.type satisfies QueueMessageType, data, {
        brand,
        language,
        queueUrl: queueLink(config, tenant, data.entryId, data.joinedAt),
      });
    }
    case 'refund.failed':
    case 'payment.late': {
      const data = event.data as unknown as StaffAlertData;
      return staffAlertMessage(event.type, data, { brand, language, url: siteLink(config, tenant, '/staff/orders') });
    }
    default:
      throw new Error(`No e-mail is written for ${event.type} events`);
  }
}
