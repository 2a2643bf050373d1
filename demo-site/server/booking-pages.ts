/**
 * The booking widget's preset pages: their paths and inline configuration, which the booking views
 * render and the e-mails link to (a reservation's message points at the page of its service).
 */

/** One preset page: the tag's preset, which tenant's data it shows, and the configuration it writes inline. */
export interface PresetPage {
  path: string;
  navLabel: string;
  preset: 'meeting' | 'pickup' | 'salon' | 'license' | 'restaurant';
  title: string;
  lead: string;
  /** The seeded tenant (site name) whose locations and services fit the preset. */
  siteName: 'northwind' | 'harbor';
  config: Record<string, unknown>;
  /** Said on the page when the seed has no business of this kind and another one stands in. */
  standIn?: string;
}

/** The five preset pages of the booking widget, each on the tenant whose data fits. */
export const PRESET_PAGES: readonly PresetPage[] = [
  {
    path: '/book/meeting',
    navLabel: 'Meet a specialist',
    preset: 'meeting',
    title: 'Meet a specialist',
    lead: 'Book a styling consultation or a device setup with one of our specialists, in store.',
    siteName: 'northwind',
    // The sessions are priced and Northwind takes payment when booking: the payment step and Pay mode are on.
    config: {
      enabledModes: ['new-reservation', 'manage', 'payment', 'check-in'],
      ui: { businessName: 'Northwind specialists', currency: 'USD', primaryColor: '#1f5fbf' },
      flow: { skipPayment: false },
      filter: { serviceIds: ['svc_nw_styling', 'svc_nw_tech'] },
    },
  },
  {
    path: '/book/pickup',
    navLabel: 'In-store pickup',
    preset: 'pickup',
    title: 'In-store pickup',
    lead: 'Choose when to collect your online order, or book a boot fitting.',
    siteName: 'northwind',
    config: {
      ui: {
        businessName: 'Northwind pickup',
        currency: 'USD',
        primaryColor: '#1f5fbf',
        additionalFields: [{ name: 'orderNumber', label: 'Order number (for pickups)', type: 'text' }],
      },
      filter: { serviceIds: ['svc_nw_pickup', 'svc_nw_fitting'] },
    },
  },
  {
    path: '/book/license',
    navLabel: 'License renewal',
    preset: 'license',
    title: 'License renewal appointments',
    lead: 'Book a counter appointment to renew a license, apply for a new one, get an ID card or change your address.',
    siteName: 'northwind',
    config: {
      ui: { businessName: 'Counter appointments', currency: 'USD', primaryColor: '#5a4a2f' },
      filter: { serviceIds: ['svc_nw_counter'] },
    },
    standIn:
      'The demo data has no government office, so this page runs the license-renewal preset (15-minute slots, 90 days ahead, 24 hours notice, a service-type field) on Northwind’s store counters.',
  },
  {
    path: '/book/salon',
    navLabel: 'Hair salon',
    preset: 'salon',
    title: 'Book a hair appointment',
    lead: 'Cuts, colour and grooming at our Old Town and Marina salons. No booking? Join the walk-in queue.',
    siteName: 'harbor',
    config: {
      ui: { businessName: 'Harbor Salon', currency: 'GBP', primaryColor: '#a33a6b' },
      filter: { locationIds: ['loc_hb_oldtown', 'loc_hb_marina'] },
    },
  },
  {
    path: '/book/restaurant',
    navLabel: 'Book a table',
    preset: 'restaurant',
    title: 'Book a table',
    lead: 'Lunch, dinner or the chef’s tasting menu at Harbor Bistro, Quayside. Walk-ins welcome: join the queue.',
    siteName: 'harbor',
    config: {
      ui: { businessName: 'Harbor Bistro', currency: 'GBP', primaryColor: '#0b6e6e' },
      filter: { locationIds: ['loc_hb_quayside'] },
    },
  },
];
