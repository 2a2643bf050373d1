// Generated from custom-elements.json by `npm run manifest`. Do not edit.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { CalendarAddDetail } from '../elements/site-calendar/site-calendar.element.ts';
import type { AudioTrack } from '../shared/audio/rules.ts';
import type { CartLine } from '../shared/cart/rules.ts';
import type { SiteErrorDetail } from '../shared/element/emit.ts';
import type { FormSchema } from '../shared/forms/schema.ts';
import type { BookingEvents } from '../shared/stores/booking-context.ts';

/** JSX attributes of `<booking-widget>`: Booking, reservation and queue widget. */
export interface BookingWidgetAttributes extends HTMLAttributes<HTMLElement> {
  /** The business configuration to start from (booking spec section 9): meeting, pickup, salon, license, restaurant, healthcare or retail. */
  'data-preset'?: 'meeting' | 'pickup' | 'salon' | 'license' | 'restaurant' | 'healthcare' | 'retail';
  /** The mode to open in, when the configuration enables it (section 2.1). */
  'data-mode'?: 'new-reservation' | 'manage' | 'payment' | 'check-in' | 'walk-in' | 'view-queue-progress';
  /** Site-builder preview: placeholder times, a local CONF code, no booking is made (section 9). */
  'data-preview'?: boolean | '' | 'true' | 'false';
  /** Heading level of the step titles. */
  'data-heading-level'?: '2' | '3' | '4';
  /** Where the confirmation's 'Manage this booking' link points (a page with a booking widget in manage mode); the link adds `manage=<token>`. Default: this page. */
  'data-manage-href'?: string;
  /** A signed manage link's token: the widget opens in manage mode showing that booking. Default: the page's `manage` query parameter. */
  'data-manage-token'?: string;
  /** The staff sign-in page the queue screen's staff console links to when the staff session has ended; ?next= with the current path is added. */
  'data-sign-in-href'?: string;
  /** A URL to fetch the element's JSON from (a business configuration object (booking spec section 3), optionally with serverData) when it has no inline JSON. */
  'data-src'?: string;
}

/** JSX attributes of `<site-accordion>`: Stacked sections that expand and collapse. */
export interface SiteAccordionAttributes extends HTMLAttributes<HTMLElement> {
  /** Allow several sections open at once. */
  'data-multiple'?: boolean | '' | 'true' | 'false';
  /** Allow the last open section to close (data-collapsible="false" keeps one open). */
  'data-collapsible'?: boolean | '' | 'true' | 'false';
  /** Comma-separated indexes (from 0) of the sections open at first. */
  'data-open'?: string;
  /** Heading level of the section headers. */
  'data-heading-level'?: '2' | '3' | '4' | '5' | '6';
  /** Open and close animation in milliseconds. */
  'data-switch-delay'?: number | `${number}`;
  /** Accessible name of the accordion as a whole. */
  'data-label'?: string;
  /** A URL to fetch the element's JSON from (a list of { title, content, open? }) when it has no inline JSON. */
  'data-src'?: string;
}

/** JSX attributes of `<site-audio-bar>`: Persistent audio bar with a scrubber, elapsed and remaining time, lock-screen controls and a playlist. */
export interface SiteAudioBarAttributes extends HTMLAttributes<HTMLElement> {
  /** bar: the page shell's fixed player (one per page); playlist: an in-page track list that starts tracks in the bar. */
  'data-view'?: 'bar' | 'playlist';
  /** Accessible name of the region (default "Audio player" or "Audio playlist"). */
  'data-label'?: string;
  /** A URL to fetch the element's JSON from (a list of { url, title, description?, coverImage? }) when it has no inline JSON. */
  'data-src'?: string;
}

/** JSX attributes of `<site-calendar>`: Calendar and scheduler: day, week, month and year views, fast with thousands of events; staff add, edit, move and delete meetings, posts and messages. */
export interface SiteCalendarAttributes extends HTMLAttributes<HTMLElement> {
  /** Accessible name of the calendar. */
  'data-label'?: string;
  /** The grid view shown first: day (spec default), week, month or year. */
  'data-view'?: 'day' | 'week' | 'month' | 'year';
  /** The mode shown first: upcoming, calendar, timeline or montage. */
  'data-mode'?: 'upcoming' | 'calendar' | 'timeline' | 'montage';
  /** The date shown first, YYYY-MM-DD (default today in the zone). An invalid date logs 'Invalid date' and today is used. */
  'data-date'?: string;
  /** IANA zone times are shown in (default: the events' location zone, else the page's zone). */
  'data-time-zone'?: string;
  /** First day of the week: 0 Sunday (spec default) … 6 Saturday. */
  'data-week-start'?: number | `${number}`;
  /** URL of the calendar endpoint (GET ?from=&to=) loaded on mount, on refresh and when the range changes, e.g. /api/calendar; called through the page's API client (organisation headers, same-origin credentials). */
  'data-api'?: string;
  /** Who the calendar is for: staff (customer details; the endpoint needs a staff session, and without one a sign-in prompt shows) or public (a published schedule: requests view=public and never shows customer names, contacts or confirmation codes). */
  'data-audience'?: 'staff' | 'public';
  /** The staff sign-in page the prompt links to when the endpoint answers 401 or 403; ?next= with the current path is added. */
  'data-sign-in-href'?: string;
  /** Only this location’s reservations (passed to the endpoint). */
  'data-location-id'?: string;
  /** Keep view, mode and date in the URL query (calendar-view, calendar-mode, calendar-date). */
  'data-url'?: boolean | '' | 'true' | 'false';
  /** Where Add Reservation goes when the page has no booking-widget and no listener prevented the event (same-origin path). */
  'data-booking-url'?: string;
  /** Fixed "now" (ISO date-time) for demos and tests; default the clock. */
  'data-now'?: string;
  /** A URL to fetch the element's JSON from (a list of calendar events { sk, name, data: { startTime, endTime } }) when it has no inline JSON. */
  'data-src'?: string;
}

/** JSX attributes of `<site-carousel>`: Slides that move or fade, with autoplay, dots and thumbnails. */
export interface SiteCarouselAttributes extends HTMLAttributes<HTMLElement> {
  /** Accessible name. */
  'data-label'?: string;
  /** Move animation, ms. */
  'data-duration'?: number | `${number}`;
  /** Wrap around. */
  'data-loop'?: boolean | '' | 'true' | 'false';
  /** Glide freely when dragged. */
  'data-drag-free'?: boolean | '' | 'true' | 'false';
  /** Slide alignment. */
  'data-align'?: 'start' | 'center' | 'end';
  /** Gap in px. */
  'data-spacing'?: number | `${number}`;
  /** Slides in view. */
  'data-slides-to-show'?: number | `${number}`;
  /** From 640 px. */
  'data-slides-to-show-sm'?: number | `${number}`;
  /** From 768 px. */
  'data-slides-to-show-md'?: number | `${number}`;
  /** From 1024 px. */
  'data-slides-to-show-lg'?: number | `${number}`;
  /** From 1280 px. */
  'data-slides-to-show-xl'?: number | `${number}`;
  /** Slides per move. */
  'data-slides-to-scroll'?: number | `${number}`;
  /** Move on by itself. */
  'data-autoplay'?: boolean | '' | 'true' | 'false';
  /** Autoplay delay, ms. */
  'data-autoplay-delay'?: number | `${number}`;
  /** Slide or fade. */
  'data-effect'?: 'slide' | 'fade';
  /** Slide axis. */
  'data-direction'?: 'horizontal' | 'vertical';
  /** Dots. */
  'data-pagination'?: boolean | '' | 'true' | 'false';
  /** Thumbnails in view in a synced strip (0: none). */
  'data-thumbnails'?: number | `${number}`;
  /** A URL to fetch the element's JSON from (a list of { image, alt, title?, caption?, href? }) when it has no inline JSON. */
  'data-src'?: string;
}

/** JSX attributes of `<site-cart>`: Floating cart button and cart drawer. */
export interface SiteCartAttributes extends HTMLAttributes<HTMLElement> {
  /** Opens the cart drawer; removing it closes the drawer. */
  'data-open'?: boolean | '' | 'true' | 'false';
  /** Where Checkout leads. */
  'data-checkout-href'?: string;
  /** Where Continue Shopping leads. */
  'data-store-href'?: string;
  /** Where the drawer's 'Saved for later' link leads (no link without it). */
  'data-saved-href'?: string;
  /** ISO 4217 currency of the prices (default: the currency the items were added in, else USD). */
  'data-currency'?: string;
}

/** JSX attributes of `<site-docs-sidebar>`: Collapsible documentation tree that keeps its open state. */
export interface SiteDocsSidebarAttributes extends HTMLAttributes<HTMLElement> {
  /** Name of the sidebar and its navigation (default "Documentation"). */
  'data-label'?: string;
  /** Path of the current page, when it is not the address bar's. */
  'data-current'?: string;
  /** Name under which the open state is remembered (default: the element id, else "docs"). */
  'data-storage-key'?: string;
  /** A URL to fetch the element's JSON from (a list of navigation items { title, href?, children? }) when it has no inline JSON. */
  'data-src'?: string;
}

/** JSX attributes of `<site-footer>`: Site footer with contact, quick links, newsletter and social icons. */
export interface SiteFooterAttributes extends HTMLAttributes<HTMLElement> {
  /** Title of the footer (default: the markup's heading, else "Company"). */
  'data-title'?: string;
  /** Show the newsletter box (data-newsletter="false" hides it). */
  'data-newsletter'?: boolean | '' | 'true' | 'false';
  /** A URL to fetch the element's JSON from (an object { title?, description?, contact?, links?, social?, copyright? }) when it has no inline JSON. */
  'data-src'?: string;
}

/** JSX attributes of `<site-form>`: A form from a JSON schema or a saved form, with a lazily loaded designer. */
export interface SiteFormAttributes extends HTMLAttributes<HTMLElement> {
  /** form: visitors fill it in; designer: a page builder edits it (loaded on demand). */
  'data-mode'?: 'form' | 'designer';
  /** A saved form to show or edit. */
  'data-form-id'?: string;
  /** A URL to fetch the element's JSON from (a form schema { id, title?, description?, submitLabel?, successMessage?, fields }) when it has no inline JSON. */
  'data-src'?: string;
}

/** JSX attributes of `<site-header>`: Header bar: brand, disclosure navigation with dropdowns, mobile menu. */
export interface SiteHeaderAttributes extends HTMLAttributes<HTMLElement> {
  /** Accessible name of the navigation (default "Main"). */
  'data-label'?: string;
  /** Path of the current page, when it is not the address bar's (e.g. "/store"). */
  'data-current'?: string;
  /** A URL to fetch the element's JSON from (an object { title, href?, logo?, items }) when it has no inline JSON. */
  'data-src'?: string;
}

/** JSX attributes of `<site-mega-menu>`: Navigation bar with wide hero, blog and link panels. */
export interface SiteMegaMenuAttributes extends HTMLAttributes<HTMLElement> {
  /** Accessible name of the navigation (default "Menu"). */
  'data-label'?: string;
  /** Path of the current page, when it is not the address bar's. */
  'data-current'?: string;
  /** A URL to fetch the element's JSON from (a list of menu items { title, href?, type?, category?, banner?, items?, children? }) when it has no inline JSON. */
  'data-src'?: string;
}

/** JSX attributes of `<site-nav-list>`: Nested navigation list that remembers what is open. */
export interface SiteNavListAttributes extends HTMLAttributes<HTMLElement> {
  /** Accessible name of the navigation (default "Navigation"). */
  'data-label'?: string;
  /** Path of the current page, when it is not the address bar's. */
  'data-current'?: string;
  /** Name under which the open state is remembered (default: the element id, else "nav-list"). */
  'data-storage-key'?: string;
  /** Open every branch the visitor has not closed (default: only the current page's branch). */
  'data-expanded'?: boolean | '' | 'true' | 'false';
  /** A URL to fetch the element's JSON from (a list of navigation items { title, href?, image?, description?, icon?, children? }) when it has no inline JSON. */
  'data-src'?: string;
}

/** JSX attributes of `<site-presentation>`: A slide viewer with thumbnails, grid overview, presenting mode, fullscreen and URL-hash links. */
export interface SitePresentationAttributes extends HTMLAttributes<HTMLElement> {
  /** The deck title: the accessible name of the viewer. */
  'data-label'?: string;
  /** Number (from 1) of the slide shown first, unless the URL hash names another. */
  'data-start'?: number | `${number}`;
  /** Start playing (one slide every 5 s, stopping on the last); never under reduced motion. */
  'data-autoplay'?: boolean | '' | 'true' | 'false';
  /** Follow and keep the shown slide in the URL hash (#slide-N, or #<id>-N when the element has an id). */
  'data-hash'?: boolean | '' | 'true' | 'false';
  /** Show the strip of slide thumbnails under the slide. */
  'data-thumbnails'?: boolean | '' | 'true' | 'false';
  /** Heading level of slide titles rendered from inline JSON. */
  'data-heading-level'?: number | `${number}`;
  /** A URL to fetch the element's JSON from (a list of { title, content?, image?, alt?, notes? }) when it has no inline JSON. */
  'data-src'?: string;
}

/** JSX attributes of `<site-search>`: Search button and dialog with live results. */
export interface SiteSearchAttributes extends HTMLAttributes<HTMLElement> {
  /** What to search: all, products or pages (GET search-data/{datatype}). */
  'data-datatype'?: 'all' | 'products' | 'pages';
  /** Text of the button (default "Search"). */
  'data-label'?: string;
  /** Placeholder of the search box. */
  'data-placeholder'?: string;
  /** Milliseconds typing must pause before searching. */
  'data-debounce'?: number | `${number}`;
}

/** JSX attributes of `<site-tabs>`: Tabs over panels, kept in the URL hash. */
export interface SiteTabsAttributes extends HTMLAttributes<HTMLElement> {
  /** Accessible name of the tab list. */
  'data-label'?: string;
  /** Index (from 0) of the tab shown first, unless the URL hash names another. */
  'data-selected'?: number | `${number}`;
  /** Reflect the selected tab in the URL hash (#id) and follow hash changes. */
  'data-hash'?: boolean | '' | 'true' | 'false';
  /** A URL to fetch the element's JSON from (a list of { title, content, id? }) when it has no inline JSON. */
  'data-src'?: string;
}

/** JSX attributes of `<site-theme-switch>`: A Light / Dark / site theme choice applied to the whole page at run time. */
export interface SiteThemeSwitchAttributes extends HTMLAttributes<HTMLElement> {
  /** Legend of the choice (default "Theme"). */
  'data-label'?: string;
  /** Name of the site's own theme (its rule is `:root[data-site-theme="name"]`), offered besides Light and Dark. */
  'data-brand'?: string;
  /** Label of the site's own theme (default "Site theme"). */
  'data-brand-label'?: string;
  /** Also offer System (`auto`: dark when the visitor's system prefers dark). */
  'data-system'?: boolean | '' | 'true' | 'false';
  /** Theme applied when the visitor has chosen none (default: the site's own theme, else light). */
  'data-default'?: string;
  /** localStorage key of the choice (default `site-theme:<tenant>`). */
  'data-storage-key'?: string;
}

/** JSX attributes of `<site-toast>`: The shared live region for toasts. */
export interface SiteToastAttributes extends HTMLAttributes<HTMLElement> {
  /** Accessible name of the live region (optional). */
  'data-label'?: string;
}

/** JSX attributes of `<site-video>`: Video player with seek bar, captions and fullscreen, a playlist, hover preview and popup mode. */
export interface SiteVideoAttributes extends HTMLAttributes<HTMLElement> {
  /** inline: play in the block's player; popup: play in a modal dialog. */
  'data-play-mode'?: 'inline' | 'popup';
  /** Hide the list of videos (inline mode shows only the player). */
  'data-hide-playlist'?: boolean | '' | 'true' | 'false';
  /** Start the first video when the block appears (inline mode). */
  'data-auto-play'?: boolean | '' | 'true' | 'false';
  /** Start muted (default true; data-muted="false" to start with sound). */
  'data-muted'?: boolean | '' | 'true' | 'false';
  /** Loop the video (default true). */
  'data-loop'?: boolean | '' | 'true' | 'false';
  /** Show the player controls (default true); clicking the video always toggles play/pause. */
  'data-controls'?: boolean | '' | 'true' | 'false';
  /** Starting volume from 0 to 1 (default 0.4). */
  'data-volume'?: number | `${number}`;
  /** Player width in CSS pixels (default 1024; it never overflows its container). */
  'data-width'?: number | `${number}`;
  /** Player height in CSS pixels (default 640; kept as the aspect ratio). */
  'data-height'?: number | `${number}`;
  /** No muted preview when pointing at or focusing a video in the list. */
  'data-no-preview'?: boolean | '' | 'true' | 'false';
  /** Accessible name of the block (default "Videos"). */
  'data-label'?: string;
  /** A URL to fetch the element's JSON from (a list of { url, coverImage?, title?, captions? }) when it has no inline JSON. */
  'data-src'?: string;
}

/** JSX attributes of `<store-checkout>`: Checkout and payment. */
export interface StoreCheckoutAttributes extends HTMLAttributes<HTMLElement> {
  /** The store page (empty cart, Back to cart without a cart drawer). */
  'data-store-href'?: string;
  /** Base of the confirmation page; the payment reference is appended. */
  'data-confirmation-href'?: string;
  /** Maps API key: enables address autocomplete. */
  'data-maps-key'?: string;
  /** Limit address suggestions to a country (ISO code). */
  'data-country'?: string;
  /** The store's country (ISO code): a new address starts there (default data-country, else US). */
  'data-home-country'?: string;
  /** Deprecated and ignored: the account balance is the signed-in customer’s own (the checkout signs them in with a code sent to their email). */
  'data-user-id'?: string;
  /** Demo only: use the demo server's provider simulators instead of the providers' scripts. */
  'data-simulators'?: boolean | '' | 'true' | 'false';
}

/** JSX attributes of `<store-express-checkout>`: Express checkout: Apple Pay, Google Pay, Link and PayPal. */
export interface StoreExpressCheckoutAttributes extends HTMLAttributes<HTMLElement> {
  /** What the buttons buy: the product (`data-sku`) or the cart. */
  'data-source'?: 'product' | 'cart';
  /** The product (or variation) sku a product page buys. */
  'data-sku'?: string;
  /** How many of `data-sku`. */
  'data-quantity'?: number | `${number}`;
  /** The order confirmation page; the payment reference is appended. */
  'data-confirmation-href'?: string;
}

/** JSX attributes of `<store-order-confirmation>`: Order confirmation. */
export interface StoreOrderConfirmationAttributes extends HTMLAttributes<HTMLElement> {
  /** The order to show. */
  'data-order-id'?: string;
  /** The payment reference of the confirmation URL (used when no order id is given). */
  'data-payment-intent-id'?: string;
  /** The order's signed link token (the order e-mail's `?token=`); default: the page's `?token=`. */
  'data-token'?: string;
  /** Continue shopping link. */
  'data-store-href'?: string;
}

/** JSX attributes of `<store-product>`: Product detail page. */
export interface StoreProductAttributes extends HTMLAttributes<HTMLElement> {
  /** Id, sku, slug or sk to load from the API. */
  'data-product-id'?: string;
  /** ISO 4217 currency. */
  'data-currency'?: string;
  /** Back to Products link. */
  'data-store-href'?: string;
  /** A URL to fetch the element's JSON from (a product { _id, sk, name, data, post }) when it has no inline JSON. */
  'data-src'?: string;
}

/** JSX attributes of `<store-product-grid>`: Product grid with category chips, sort, cards and add to cart. */
export interface StoreProductGridAttributes extends HTMLAttributes<HTMLElement> {
  /** Product links: /{slug}/{product}. */
  'data-slug'?: string;
  /** First category. */
  'data-category'?: 'all' | 'electronics' | 'fashion' | 'home' | 'books' | 'toys';
  /** First sort. */
  'data-sort'?: 'featured' | 'price-low' | 'price-high' | 'rating';
  /** Search text for the API. */
  'data-query'?: string;
  /** Page size. */
  'data-limit'?: number | `${number}`;
  /** ISO 4217 currency. */
  'data-currency'?: string;
  /** Show the category chips. */
  'data-categories'?: boolean | '' | 'true' | 'false';
  /** Show price, brand and stock filters. */
  'data-filters'?: boolean | '' | 'true' | 'false';
  /** Keep category, sort and filters in the URL. */
  'data-url-state'?: boolean | '' | 'true' | 'false';
  /** Heading level of names. */
  'data-heading-level'?: '2' | '3' | '4';
  /** Name of the list. */
  'data-label'?: string;
  /** A URL to fetch the element's JSON from (a page { data, total, page, limit } or a list of products) when it has no inline JSON. */
  'data-src'?: string;
}

/** JSX attributes of `<store-reviews>`: Ratings and reviews of a product, with the write form for verified buyers. */
export interface StoreReviewsAttributes extends HTMLAttributes<HTMLElement> {
  /** The product whose reviews to show. */
  'data-product-id'?: string;
  /** The review link's signed token; default: the page's `?review=`. */
  'data-review-token'?: string;
  /** Heading level of the block (review titles one below). */
  'data-heading-level'?: '2' | '3' | '4' | '5';
  /** A URL to fetch the element's JSON from (a page of reviews { data, total, page, limit, summary }) when it has no inline JSON. */
  'data-src'?: string;
}

/** JSX attributes of `<store-saved-items>`: Products saved for later on this device, with Add to Cart and Remove. */
export interface StoreSavedItemsAttributes extends HTMLAttributes<HTMLElement> {
  /** Where Continue Shopping leads (empty list). */
  'data-store-href'?: string;
  /** ISO 4217 currency of items saved without one (default USD). */
  'data-currency'?: string;
}

declare global {
  interface HTMLElementTagNameMap {
    'booking-widget': HTMLElement;
    'site-accordion': HTMLElement;
    'site-audio-bar': HTMLElement;
    'site-calendar': HTMLElement;
    'site-carousel': HTMLElement;
    'site-cart': HTMLElement;
    'site-docs-sidebar': HTMLElement;
    'site-footer': HTMLElement;
    'site-form': HTMLElement;
    'site-header': HTMLElement;
    'site-mega-menu': HTMLElement;
    'site-nav-list': HTMLElement;
    'site-presentation': HTMLElement;
    'site-search': HTMLElement;
    'site-tabs': HTMLElement;
    'site-theme-switch': HTMLElement;
    'site-toast': HTMLElement;
    'site-video': HTMLElement;
    'store-checkout': HTMLElement;
    'store-express-checkout': HTMLElement;
    'store-order-confirmation': HTMLElement;
    'store-product': HTMLElement;
    'store-product-grid': HTMLElement;
    'store-reviews': HTMLElement;
    'store-saved-items': HTMLElement;
  }
  interface GlobalEventHandlersEventMap {
    /** A reservation was paid and confirmed by the server. */
    'booking-payment-completed': CustomEvent<BookingEvents['booking-payment-completed']>;
    /** A walk-in joined the queue. */
    'booking-queue-joined': CustomEvent<BookingEvents['booking-queue-joined']>;
    /** A reservation was cancelled. */
    'booking-reservation-cancelled': CustomEvent<BookingEvents['booking-reservation-cancelled']>;
    /** A reservation was checked in. */
    'booking-reservation-checked-in': CustomEvent<BookingEvents['booking-reservation-checked-in']>;
    /** A reservation was made. */
    'booking-reservation-created': CustomEvent<BookingEvents['booking-reservation-created']>;
    /** A reservation moved to a new time. */
    'booking-reservation-modified': CustomEvent<BookingEvents['booking-reservation-modified']>;
    /** A section opened or closed. */
    'site-accordion-toggle': CustomEvent<{ index: number; open: boolean; title: string }>;
    /** The current track or play state changed. */
    'site-audio-change': CustomEvent<{ track: AudioTrack | null; playing: boolean }>;
    /** An add menu item was chosen (cancelable: preventDefault stops the form or the move to the booking widget). */
    'site-calendar-add': CustomEvent<CalendarAddDetail>;
    /** The view, mode or date changed. */
    'site-calendar-change': CustomEvent<{ view: string; mode: string; date: string; from: string; to: string }>;
    /** An event’s details were opened. */
    'site-calendar-open': CustomEvent<{ id: string }>;
    /** Another slide is current. */
    'site-carousel-change': CustomEvent<{ index: number }>;
    /** The cart changed (this tab, another tab or a cart link); subtotal in cents. */
    'site-cart-change': CustomEvent<{ items: CartLine[]; count: number; subtotal: number }>;
    /** The sidebar or a section opened or closed. */
    'site-docs-sidebar-toggle': CustomEvent<{ title: string; open: boolean }>;
    /** The configuration is wrong (a bad attribute or payload); the element shows a notice and logs it once. */
    'site-error': CustomEvent<SiteErrorDetail>;
    /** A visitor subscribed to the newsletter. */
    'site-footer-subscribe': CustomEvent<{ email: string; alreadySubscribed: boolean }>;
    /** The designer changed the form. */
    'site-form-schema-change': CustomEvent<{ schema: FormSchema }>;
    /** The answers were stored. */
    'site-form-submit': CustomEvent<{ formId: string; id: string; values: Record<string, unknown> }>;
    /** A dropdown or the mobile menu opened or closed. */
    'site-header-toggle': CustomEvent<{ title: string; open: boolean }>;
    /** A panel opened or closed. */
    'site-mega-menu-toggle': CustomEvent<{ title: string; open: boolean }>;
    /** A branch opened or closed. */
    'site-nav-list-toggle': CustomEvent<{ title: string; open: boolean }>;
    /** Another slide is shown (index from 0, slide from 1). */
    'site-presentation-change': CustomEvent<{ index: number; slide: number; title: string }>;
    /** A result was chosen; cancel it to stay on the page. Cancelable. */
    'site-search-select': CustomEvent<{ title: string; url: string }>;
    /** Another tab was selected. */
    'site-tabs-change': CustomEvent<{ index: number; id: string; title: string }>;
    /** `{ theme }` after the visitor chose a theme. */
    'site-theme-change': CustomEvent;
    /** A video started playing. */
    'site-video-play': CustomEvent<{ url: string; title: string }>;
    /** A product was added to the cart. */
    'store-add-to-cart': CustomEvent<{ id: string; sku: string; quantity: number }>;
    /** The order is paid (or pending); cancel it to stay on the page instead of going to href. Cancelable. */
    'store-checkout-complete': CustomEvent<{ orderId: string; orderNumber: string; paymentIntentId: string; status: 'paid' | 'processing' | 'pending_payment'; href: string }>;
    /** The cart is empty and the shopper is sent to href; cancel it to stay. Cancelable. */
    'store-checkout-empty': CustomEvent<{ href: string }>;
    /** An express payment succeeded or is processing (cancelable: no redirect). */
    'store-express-checkout-complete': CustomEvent<{ orderId: string; orderNumber: string; paymentIntentId: string; status: string; href: string }>;
    /** The category, sort or filters changed. */
    'store-grid-change': CustomEvent<{ category: string; sort: string; filters?: { minPrice: number | null; maxPrice: number | null; brand: string; inStock: boolean } }>;
    /** The order was read. */
    'store-order-loaded': CustomEvent<{ orderId: string; number: string; paymentStatus: string }>;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'booking-widget': DetailedHTMLProps<BookingWidgetAttributes, HTMLElement>;
      'site-accordion': DetailedHTMLProps<SiteAccordionAttributes, HTMLElement>;
      'site-audio-bar': DetailedHTMLProps<SiteAudioBarAttributes, HTMLElement>;
      'site-calendar': DetailedHTMLProps<SiteCalendarAttributes, HTMLElement>;
      'site-carousel': DetailedHTMLProps<SiteCarouselAttributes, HTMLElement>;
      'site-cart': DetailedHTMLProps<SiteCartAttributes, HTMLElement>;
      'site-docs-sidebar': DetailedHTMLProps<SiteDocsSidebarAttributes, HTMLElement>;
      'site-footer': DetailedHTMLProps<SiteFooterAttributes, HTMLElement>;
      'site-form': DetailedHTMLProps<SiteFormAttributes, HTMLElement>;
      'site-header': DetailedHTMLProps<SiteHeaderAttributes, HTMLElement>;
      'site-mega-menu': DetailedHTMLProps<SiteMegaMenuAttributes, HTMLElement>;
      'site-nav-list': DetailedHTMLProps<SiteNavListAttributes, HTMLElement>;
      'site-presentation': DetailedHTMLProps<SitePresentationAttributes, HTMLElement>;
      'site-search': DetailedHTMLProps<SiteSearchAttributes, HTMLElement>;
      'site-tabs': DetailedHTMLProps<SiteTabsAttributes, HTMLElement>;
      'site-theme-switch': DetailedHTMLProps<SiteThemeSwitchAttributes, HTMLElement>;
      'site-toast': DetailedHTMLProps<SiteToastAttributes, HTMLElement>;
      'site-video': DetailedHTMLProps<SiteVideoAttributes, HTMLElement>;
      'store-checkout': DetailedHTMLProps<StoreCheckoutAttributes, HTMLElement>;
      'store-express-checkout': DetailedHTMLProps<StoreExpressCheckoutAttributes, HTMLElement>;
      'store-order-confirmation': DetailedHTMLProps<StoreOrderConfirmationAttributes, HTMLElement>;
      'store-product': DetailedHTMLProps<StoreProductAttributes, HTMLElement>;
      'store-product-grid': DetailedHTMLProps<StoreProductGridAttributes, HTMLElement>;
      'store-reviews': DetailedHTMLProps<StoreReviewsAttributes, HTMLElement>;
      'store-saved-items': DetailedHTMLProps<StoreSavedItemsAttributes, HTMLElement>;
    }
  }
}
