import type { SafeHtml } from './html.ts';

/** Shell features a page asks for: the floating cart and the persistent audio bar. */
export interface PageFeatures {
  /** Adds `<site-cart>` (a floating cart button) to the page shell. */
  hasStore?: boolean;
  /** Adds `<site-audio-bar>` (the persistent audio player) to the page shell. */
  hasAudioPlayer?: boolean;
}

/** The public facts about the tenant a page is rendered for (never secrets). */
export interface PageTenant {
  id: string;
  name: string;
  siteName: string;
  currency: string;
  locale: string;
  timeZone: string;
}

/** Everything a page function may read. */
export interface PageContext {
  tenant: PageTenant;
  /** The CSP nonce of this response, for the layout's `<script>` tags. */
  nonce: string;
  /** Defaults from the configuration. */
  site: {
    url: string;
    defaultTitle: string;
    defaultDescription: string;
    defaultLocale: string;
    demoMode: boolean;
    /** The Maps JavaScript API browser key (GOOGLE_MAPS_API_KEY), when one is configured. */
    mapsKey?: string;
    /**
     * How many of Stripe and PayPal the tenant takes with real keys (1 or 2; absent: none). Product pages,
     * the checkout and the cart drawer then get `<store-express-checkout>`, keeping room for that many rows.
     */
    expressRows?: number;
  };
  /** The request path, for the current-page marker in the navigation. */
  path: string;
  /** The request's path and query, for first views that read a choice from the address (a calendar's view and date). Default: `path`. */
  url?: string;
  /** A link to another page of this site, keeping an explicit `?org=` choice. */
  link(path: string): string;
}

/** What a page function returns: its main content plus head and shell settings. */
export interface Page {
  /** Page title; the layout appends the site name. Defaults to DEFAULT_TITLE. */
  title?: string;
  /** Meta description. Defaults to DEFAULT_DESCRIPTION. */
  description?: string;
  features?: PageFeatures;
  /** The content of `<main>`. */
  body: SafeHtml;
}

/** A page route: its path, its navigation label, and the function that renders it. */
export interface PageRoute {
  path: string;
  /** Label in the site navigation; pages without one are left out of it. */
  navLabel?: string;
  /** The page; a promise when it renders elements' first views on the server (`renderedElement`). */
  render(ctx: PageContext): Page | Promise<Page>;
}
