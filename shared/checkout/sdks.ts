/**
 * The seam for the payment providers' browser SDKs and the maps places library. The checkout uses only
 * the small interfaces below, which the real SDKs satisfy (`@stripe/stripe-js`'s `Stripe`,
 * `@paypal/paypal-js`'s `PayPalNamespace`, the Maps JavaScript API's `google.maps.PlacesLibrary`; see
 * sdk-types.test.ts). By default the checkout loads the real SDKs lazily. Tests, Storybook and the
 * demo site in DEMO_MODE (whose browsers have no internet) inject stand-ins instead, with
 * `setPaymentSdks()` or `window.__siteElementsProviders`; nothing is injected by default, so a
 * production page always gets the real SDKs.
 */
import type { AddressSuggestion, PlaceDetails } from './address.ts';

/** An error as the card provider's SDK reports it. */
export interface CardSdkError {
  type?: string;
  code?: string;
  message?: string;
  payment_intent?: { id: string; status: string };
}

/** A mounted provider element (the card provider's Payment Element). */
export interface CardSdkElement {
  mount(target: HTMLElement | string): void;
  unmount(): void;
  destroy(): void;
  on(event: 'ready' | 'change', handler: (event: { complete?: boolean; empty?: boolean }) => void): unknown;
}

/** The card provider's Elements group. */
export interface CardSdkElements {
  create(type: 'payment', options?: { layout?: 'tabs' | 'accordion' | 'auto' }): CardSdkElement;
  /** Validates the fields (call before creating the intent). */
  submit(): Promise<{ error?: CardSdkError }>;
}

/** What the card provider's SDK offers the checkout (a subset of Stripe.js). */
export interface CardSdk {
  elements(options: { mode: 'payment'; amount: number; currency: string; appearance?: { theme?: 'stripe' | 'flat' | 'night' } }): CardSdkElements;
  confirmPayment(options: {
    elements: CardSdkElements;
    /** The intent's secret (the checkout always passes it; deferred-intent mode needs it here). */
    clientSecret?: string;
    confirmParams?: { return_url?: string; receipt_email?: string };
    redirect: 'if_required';
  }): Promise<{ error: CardSdkError; paymentIntent?: undefined } | { paymentIntent: { id: string; status: string }; error?: undefined }>;
  retrievePaymentIntent(clientSecret: string): Promise<{ paymentIntent?: { id: string; status: string }; error?: CardSdkError }>;
}

/** A postal address as the card provider's wallets report it. */
export interface ExpressAddress {
  line1?: string | null;
  line2?: string | null;
  city?: string | null;
  state?: string | null;
  postal_code?: string | null;
  country?: string | null;
}

/** What the express buttons show in the wallet's sheet (amounts in minor units). */
export interface ExpressSheet {
  lineItems?: { name: string; amount: number }[];
  shippingRates?: { id: string; displayName: string; amount: number }[];
}

/** The card provider's express `click` event: resolve with what the wallet's sheet asks and shows. */
export interface ExpressClickEvent {
  resolve(options?: ExpressSheet & { emailRequired?: boolean; shippingAddressRequired?: boolean; allowedShippingCountries?: string[] }): void;
}

/** The card provider's express `shippingaddresschange` event (the address is partial until confirm). */
export interface ExpressShippingEvent {
  address: ExpressAddress;
  resolve(payload?: ExpressSheet): void;
  reject(): void;
}

/** The card provider's express `confirm` event: who pays and where to ship. */
export interface ExpressConfirmEvent {
  billingDetails?: { name?: string | null; email?: string | null; phone?: string | null; address?: ExpressAddress | null } | null;
  shippingAddress?: { name?: string | null; address?: ExpressAddress | null } | null;
  paymentFailed(payload?: { reason?: 'fail' | 'invalid_shipping_address' }): void;
}

/** The card provider's Express Checkout Element (Apple Pay, Google Pay, Link). */
export interface ExpressCheckoutElement {
  mount(target: HTMLElement): void;
  destroy(): void;
  on(event: 'ready', handler: (event: { availablePaymentMethods?: Record<string, boolean> | undefined }) => void): unknown;
  on(event: 'click', handler: (event: ExpressClickEvent) => void): unknown;
  on(event: 'shippingaddresschange', handler: (event: ExpressShippingEvent) => void): unknown;
  on(event: 'confirm', handler: (event: ExpressConfirmEvent) => void): unknown;
  on(event: 'cancel', handler: () => void): unknown;
}

/** How the express buttons are laid out: their height in px, and at most this many per row and rows. */
export interface ExpressCheckoutOptions {
  buttonHeight?: number;
  layout?: { maxColumns?: number; maxRows?: number; overflow?: 'auto' | 'never' };
}

/** The card provider's Elements group for express checkout. */
export interface ExpressSdkElements {
  create(type: 'expressCheckout', options?: ExpressCheckoutOptions): ExpressCheckoutElement;
  /** Changes the amount the wallet shows (a new quote for the shipping address). */
  update(options: { amount: number }): unknown;
  submit(): Promise<{ error?: CardSdkError }>;
}

/** What express checkout uses of the card provider's SDK (a subset of Stripe.js). */
export interface ExpressSdk {
  elements(options: { mode: 'payment'; amount: number; currency: string }): ExpressSdkElements;
  confirmPayment(options: {
    elements: ExpressSdkElements;
    /** The intent's secret (express checkout always passes it). */
    clientSecret?: string;
    confirmParams?: { return_url?: string };
    redirect: 'if_required';
  }): Promise<{ error: CardSdkError; paymentIntent?: undefined } | { paymentIntent: { id: string; status: string }; error?: undefined }>;
}

/** The wallet provider's button callbacks (a subset of PayPal's Buttons options). */
export interface WalletButtonsOptions {
  createOrder: () => Promise<string>;
  onApprove: (data: { orderID: string }) => Promise<void>;
  onCancel?: (data: Record<string, unknown>) => void;
  onError?: (error: Record<string, unknown>) => void;
  /**
   * The buyer picked or changed the shipping address in PayPal's window (PayPal tells the page only
   * country, state, city and postal code); `actions.reject(text)` refuses it, with one of PayPal's own
   * `errors` texts (`COUNTRY_ERROR`, `ADDRESS_ERROR`, …).
   */
  onShippingAddressChange?: (data: WalletShippingChange, actions: { reject: (text?: string) => Promise<void> }) => Promise<void>;
  style?: { layout?: 'vertical' | 'horizontal'; label?: 'paypal' | 'pay'; height?: number; tagline?: boolean };
}

/** What PayPal's `onShippingAddressChange` receives (a subset: real PayPal data fits it). */
export interface WalletShippingChange {
  orderID?: string;
  shippingAddress: { countryCode: string; state?: string; city?: string; postalCode?: string };
  /** PayPal's own texts for a rejected address, by kind. */
  errors?: Partial<Record<'ADDRESS_ERROR' | 'COUNTRY_ERROR' | 'STATE_ERROR' | 'ZIP_ERROR', string>>;
}

/** What the wallet provider's SDK offers (a subset of PayPal's namespace). */
export interface WalletSdk {
  Buttons?: (options: WalletButtonsOptions) => { render(container: HTMLElement | string): Promise<void>; close(): Promise<void>; isEligible(): boolean };
}

/** A place whose details can be fetched (a subset of the Places API (New) `Place`). */
export interface PlacesPlace extends PlaceDetails {
  /** Fetches the named fields; the session token of the suggestion it came from goes along. */
  fetchFields(options: { fields: string[] }): Promise<{ place: PlaceDetails }>;
}

/** A suggested place (a subset of the Places API (New) `PlacePrediction`). */
export interface PlacesPrediction extends AddressSuggestion {
  toPlace(): PlacesPlace;
}

/** A request for suggestions (a subset of the Places API (New) `AutocompleteRequest`). */
export interface PlacesSuggestionsRequest {
  input: string;
  /** One token for all requests of one address entry, ended by fetching the picked place's fields. */
  sessionToken?: object;
  /** Only places in these regions (two-letter codes). */
  includedRegionCodes?: string[];
  /** Only places whose primary type is one of these. */
  includedPrimaryTypes?: string[];
}

/**
 * What the address suggestions use of the maps places library (a subset of the Places API (New) in the
 * Maps JavaScript API, `importLibrary('places')`). Failures reject; no match is an empty list.
 */
export interface PlacesService {
  AutocompleteSessionToken: new () => object;
  AutocompleteSuggestion: {
    fetchAutocompleteSuggestions(request: PlacesSuggestionsRequest): Promise<{ suggestions: { placePrediction: PlacesPrediction | null }[] }>;
  };
}

/** Loaders of the SDKs, each returning the SDK (or null when the provider's script refused to load). */
export interface SdkLoaders {
  stripe: (publishableKey: string) => Promise<CardSdk | null>;
  /** Stripe.js for `<store-express-checkout>` (the same SDK; its express subset). */
  stripeExpress: (publishableKey: string) => Promise<ExpressSdk | null>;
  paypal: (options: { clientId: string; currency: string }) => Promise<WalletSdk | null>;
  places: (apiKey: string) => Promise<PlacesService>;
}

declare global {
  interface Window {
    /** Stand-in SDK loaders for tests and demos (see shared/checkout/sdks.ts); never set in production. */
    __siteElementsProviders?: Partial<SdkLoaders>;
  }
}

let injected: Partial<SdkLoaders> = {};

/**
 * Replaces SDK loaders (tests, stories, the demo's simulators). Returns a function that puts the
 * previous ones back.
 */
export function setPaymentSdks(loaders: Partial<SdkLoaders>): () => void {
  const previous = injected;
  injected = { ...injected, ...loaders };
  return () => {
    injected = previous;
  };
}

/** The injected loader for an SDK, if any: `setPaymentSdks()` first, then `window.__siteElementsProviders`. */
export function injectedLoader<K extends keyof SdkLoaders>(name: K): SdkLoaders[K] | undefined {
  return injected[name] ?? (globalThis as { __siteElementsProviders?: Partial<SdkLoaders> }).__siteElementsProviders?.[name];
}
