/**
 * One realistic configuration per element for the server-rendering tests: the attributes and inline
 * JSON a page builder would pass to `renderElement`. Shared by the Node test of `site-elements/server`
 * and the browser test that upgrades the rendered HTML.
 */
import { sampleEvents } from './fixtures/calendar-events.ts';
import { sampleCatalogue, sampleImage, sampleShirt } from './fixtures/catalog-products.ts';
import { sampleReviewPage } from './fixtures/review-pages.ts';
import type { AttributeValue } from '../shared/element/server-markup.ts';

/** One element configuration. */
export interface ServerRenderCase {
  tag: string;
  attributes: Record<string, AttributeValue>;
  data?: unknown;
  /** Text the first view must contain (what a visitor or a crawler reads before any script). */
  text: string;
}

const navItems = [
  { title: 'Overview', href: '/docs' },
  {
    title: 'Getting started',
    href: '/docs/start',
    children: [
      { title: 'Install', href: '/docs/start/install' },
      { title: 'Your first page', href: '/docs/start/first-page' },
    ],
  },
  { title: 'Elements', children: [{ title: 'Header', href: '/docs/elements/header' }] },
];

const menuItems = [
  {
    title: 'Shop',
    href: '/store',
    type: 'hero',
    category: 'Featured',
    banner: { title: 'Summer sale', description: 'Up to 30% off outdoor gear.', cta: 'Shop the sale', href: '/store?sale=1' },
    items: [
      { title: 'Electronics', href: '/store?category=electronics', description: 'Headphones, speakers, lamps', badge: 'New' },
      { title: 'Fashion', href: '/store?category=fashion', description: 'Jackets, jeans, beanies' },
    ],
  },
  { title: 'Help', children: [{ title: 'Shipping', href: '/shipping' }] },
  { title: 'Contact', href: '/contact' },
];

/** Every element's case, by tag. */
export const serverRenderCases: ServerRenderCase[] = [
  {
    tag: 'booking-widget',
    attributes: { 'data-preset': 'salon' },
    // Preloaded server data: the catalogue is known, so the first view is its first step.
    data: {
      serverData: {
        title: 'Salon Lumen',
        locations: [
          { id: 'loc_old', name: 'Old Town', address: '1 Market Street', timeZone: 'Europe/London', hours: [] },
          { id: 'loc_river', name: 'Riverside', address: '8 Quay Road', timeZone: 'Europe/London', hours: [] },
        ],
        services: [{ id: 'svc_cut', name: 'Haircut', duration: 45, price: 3500 }],
        people: [],
      },
    },
    text: 'Riverside',
  },
  { tag: 'store-checkout', attributes: { 'data-store-href': '/store' }, text: '' },
  {
    tag: 'site-calendar',
    attributes: { 'data-url': 'false', 'data-time-zone': 'America/New_York', 'data-now': '2026-11-22T15:00:00Z', 'data-date': '2026-11-22' },
    data: sampleEvents(12, '2026-11-20', 5),
    text: 'November 22, 2026',
  },
  { tag: 'site-search', attributes: { 'data-datatype': 'all', 'data-placeholder': 'Search "gear" & more' }, text: 'Search' },
  { tag: 'site-mega-menu', attributes: { 'data-label': 'Main', 'data-current': '/contact' }, data: menuItems, text: 'Shop' },
  { tag: 'site-nav-list', attributes: { id: 'guides', 'data-label': 'Guides', 'data-current': '/docs/start/first-page' }, data: navItems, text: 'Your first page' },
  {
    tag: 'site-accordion',
    attributes: { 'data-label': 'Questions', 'data-open': '0' },
    data: [
      { title: 'Do you ship abroad?', content: 'Yes, to 40 countries.', open: true },
      { title: 'Can I return an item?', content: 'Within 30 days.' },
    ],
    text: 'Do you ship abroad?',
  },
  {
    tag: 'site-tabs',
    attributes: { 'data-label': 'Details', 'data-hash': 'false' },
    data: [
      { title: 'Description', content: 'A warm merino layer.', id: 'description' },
      { title: 'Care', content: 'Wash cold.', id: 'care' },
    ],
    text: 'A warm merino layer.',
  },
  { tag: 'site-docs-sidebar', attributes: { id: 'docs', 'data-current': '/docs/start/install' }, data: navItems, text: 'Install' },
  { tag: 'site-header', attributes: { 'data-current': '/docs' }, data: { title: 'Northwind', href: '/', items: navItems }, text: 'Northwind' },
  { tag: 'site-footer', attributes: { 'data-title': 'Northwind <Outfitters>' }, data: { title: 'Northwind <Outfitters>' }, text: 'Northwind <Outfitters>' },
  { tag: 'site-theme-switch', attributes: { 'data-system': true }, text: 'Theme' },
  { tag: 'site-toast', attributes: {}, text: '' },
  { tag: 'site-cart', attributes: {}, text: '' },
  { tag: 'store-saved-items', attributes: {}, text: 'Nothing saved for later' },
  {
    tag: 'site-form',
    attributes: {},
    data: {
      id: 'contact',
      title: 'Contact us',
      submitLabel: 'Send',
      fields: [
        { name: 'email', label: 'E-mail', type: 'email', required: true },
        { name: 'message', label: 'Message', type: 'textarea' },
      ],
    },
    text: 'Contact us',
  },
  {
    tag: 'site-presentation',
    attributes: { 'data-label': 'Launch', 'data-hash': 'false' },
    data: [
      { title: 'Welcome', content: 'Our plans for spring.' },
      { title: 'Numbers', content: 'Up 12%.' },
    ],
    text: 'Welcome',
  },
  { tag: 'store-order-confirmation', attributes: {}, text: 'We could not find this order.' },
  { tag: 'site-audio-bar', attributes: {}, text: '' },
  { tag: 'store-express-checkout', attributes: {}, text: '' },
  {
    tag: 'site-carousel',
    attributes: { 'data-label': 'Lookbook' },
    data: [
      { image: sampleImage('Autumn'), alt: 'Autumn jackets', title: 'Autumn' },
      { image: sampleImage('Winter'), alt: 'Winter boots', title: 'Winter' },
    ],
    text: 'Autumn',
  },
  { tag: 'site-video', attributes: { 'data-label': 'Films' }, data: [{ url: '/media/trail.mp4', title: 'On the trail' }], text: 'On the trail' },
  { tag: 'store-product', attributes: { 'data-product-id': sampleShirt._id }, data: sampleShirt, text: 'Trailhead Merino T-Shirt' },
  {
    tag: 'store-product-grid',
    attributes: { 'data-url-state': 'false', 'data-limit': '4' },
    data: { data: sampleCatalogue.slice(0, 4), total: 4, page: 1, limit: 4 },
    text: sampleCatalogue[0]?.name ?? '',
  },
  { tag: 'store-reviews', attributes: { 'data-product-id': 'prod_1' }, data: sampleReviewPage(), text: '4.6' },
];
