/**
 * Chooses each provider once per app (`gatewayMode`, modes.ts): with the provider's keys in the
 * environment, the real adapter (HTTPS) and never a simulator; otherwise, in DEMO_MODE only, the
 * local simulator; otherwise none, and that gateway is not offered. The simulators are kept apart
 * too, for the `/sim` routes.
 */
import type { Config } from '../config.ts';
import type { Data } from '../database.ts';
import { CardbankLive } from './cardbank-live.ts';
import { CardbankSimulator } from './cardbank-sim.ts';
import type { FetchFn } from './http.ts';
import { MultipayLive } from './multipay-live.ts';
import { MultipaySimulator } from './multipay-sim.ts';
import { PaypalLive } from './paypal-live.ts';
import { PaypalSimulator } from './paypal-sim.ts';
import { gatewayMode } from './modes.ts';
import { handleStripeWebhook } from './stripe-events.ts';
import { StripeLive } from './stripe-live.ts';
import { StripeSimulator } from './stripe-sim.ts';
import type { CardProvider, MultiProvider, ProviderName, TransferProvider, WalletProvider } from './types.ts';

/** The providers of one app, and the simulators among them. */
export interface PaymentProviders {
  stripe?: CardProvider;
  paypal?: WalletProvider;
  multipay?: MultiProvider;
  cardbank?: TransferProvider;
  sim: { stripe?: StripeSimulator; paypal?: PaypalSimulator; multipay?: MultipaySimulator; cardbank?: CardbankSimulator };
}

/**
 * Builds the providers for a configuration (`fetch` and `now` are for tests). The simulators keep
 * their objects in the app's data layer `data`, through which the card simulator also applies its
 * webhook events.
 */
export function buildProviders(config: Config, data: Data, options: { fetch?: FetchFn; now?: () => Date } = {}): PaymentProviders {
  const settings = config.payments ?? {};
  const fetchFn = options.fetch ?? fetch;
  const simulated = (name: ProviderName) => gatewayMode(config.payments, config.demoMode, name) === 'simulated';
  const providers: PaymentProviders = { sim: {} };

  if (settings.stripe) providers.stripe = new StripeLive({ ...settings.stripe, webhookSecret: settings.stripeWebhookSecret }, fetchFn);
  else if (simulated('stripe')) {
    const simulator = new StripeSimulator(data, { webhookSecret: settings.stripeWebhookSecret, now: options.now });
    simulator.onEvent = async (payload, signature) => {
      await handleStripeWebhook(data, simulator, payload, signature, Math.floor((options.now?.() ?? new Date()).getTime() / 1000));
    };
    providers.stripe = providers.sim.stripe = simulator;
  }

  if (settings.paypal) providers.paypal = new PaypalLive(settings.paypal, fetchFn);
  else if (simulated('paypal')) providers.paypal = providers.sim.paypal = new PaypalSimulator(data, { now: options.now });

  if (settings.multipay) providers.multipay = new MultipayLive(settings.multipay, fetchFn);
  else if (simulated('multipay'))
    providers.multipay = providers.sim.multipay = new MultipaySimulator(data, {
      ttlSeconds: settings.simSessionTtlSeconds,
      now: options.now,
    });

  if (settings.cardbank) providers.cardbank = new CardbankLive(settings.cardbank, fetchFn);
  else if (simulated('cardbank'))
    providers.cardbank = providers.sim.cardbank = new CardbankSimulator(data, {
      actionThresholdCents: settings.simActionThresholdCents,
      now: options.now,
    });

  return providers;
}

const chosen = new WeakMap<Data, { config: Config; providers: PaymentProviders }>();
const byConfig = new WeakMap<Config, PaymentProviders>();

/** The providers chosen for an app's configuration (by `providersFor` or `replaceProviders`), for code that has the data layer but not the connection. */
export function providersOfConfig(config: Config): PaymentProviders {
  const providers = byConfig.get(config);
  if (!providers) throw new Error('No payment providers have been chosen for this configuration yet');
  return providers;
}

/** The providers of the app whose data layer is `data`, chosen on first use and kept. */
export function providersFor(config: Config, data: Data): PaymentProviders {
  const entry = chosen.get(data);
  if (entry && entry.config === config) return entry.providers;
  const providers = buildProviders(config, data);
  chosen.set(data, { config, providers });
  byConfig.set(config, providers);
  return providers;
}

/** Replaces the providers of an app (tests: real adapters over a fake fetch, a fixed clock). */
export function replaceProviders(config: Config, data: Data, providers: PaymentProviders): void {
  chosen.set(data, { config, providers });
  byConfig.set(config, providers);
}

/**
 * True when the gateway can be offered here: external ones need keys or a simulator, and the real
 * multi-method provider also its payment page hosts (without them the checkout would refuse every page).
 */
export function providerAvailable(providers: PaymentProviders, name: string): boolean {
  if (name === 'multipay') return providers.multipay !== undefined && multipayPagesKnown(providers.multipay);
  return !['stripe', 'paypal', 'cardbank'].includes(name) || providers[name as ProviderName] !== undefined;
}

/** The simulator's pages are on this site; the real provider's only on MULTIPAY_PAYMENT_HOSTS. */
function multipayPagesKnown(multipay: MultiProvider): boolean {
  return multipay.mode === 'simulator' || (multipay.paymentHosts?.length ?? 0) > 0;
}
