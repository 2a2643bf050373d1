/**
 * How each external payment gateway runs: `real` when its keys are set (never a simulator then,
 * whatever DEMO_MODE says), `simulated` in DEMO_MODE without keys, otherwise `off` (not offered).
 * The start-up lines are made from the same decision, so what is printed is what runs.
 */
import type { PaymentSettings } from './config.ts';
import type { ProviderName } from './types.ts';

/** The external gateways, in the order they are printed. */
export const EXTERNAL_GATEWAYS: readonly ProviderName[] = ['stripe', 'paypal', 'multipay', 'cardbank'];

/** How one gateway runs. */
export type GatewayMode = 'real' | 'simulated' | 'off';

/** The variable whose presence makes each gateway real. */
const KEY_VARIABLE: Record<ProviderName, string> = {
  stripe: 'STRIPE_SECRET_KEY',
  paypal: 'PAYPAL_CLIENT_ID',
  multipay: 'MULTIPAY_MERCHANT_ID',
  cardbank: 'CARDBANK_API_KEY',
};

/** The mode of one gateway for these settings. */
export function gatewayMode(settings: PaymentSettings | undefined, demoMode: boolean, name: ProviderName): GatewayMode {
  if (settings?.[name]) return 'real';
  return demoMode ? 'simulated' : 'off';
}

function liveOrTest(settings: PaymentSettings, name: ProviderName): string {
  if (name === 'stripe') return settings.stripe?.secretKey.includes('_live_') ? 'live keys' : 'test keys';
  if (name === 'paypal') return settings.paypal?.live ? 'live' : 'sandbox';
  if (name === 'cardbank') return settings.cardbank?.live ? 'live' : 'test';
  return 'keys set';
}

/**
 * One start-up line per gateway saying whether it is real or simulated, or why a keyed one is not
 * offered (pure; never prints a secret).
 */
export function gatewayStartupLines(settings: PaymentSettings | undefined, demoMode: boolean): string[] {
  return EXTERNAL_GATEWAYS.map((name) => {
    const mode = gatewayMode(settings, demoMode, name);
    if (mode === 'real' && name === 'multipay' && !settings?.multipay?.paymentHosts?.length)
      return 'Payment gateway multipay: not offered (keys set, but no MULTIPAY_PAYMENT_HOSTS: the checkout opens payment pages only on those hosts)';
    if (mode === 'real') return `Payment gateway ${name}: real (${liveOrTest(settings ?? {}, name)})`;
    if (mode === 'simulated') return `Payment gateway ${name}: simulated (DEMO_MODE, no ${KEY_VARIABLE[name]})`;
    return `Payment gateway ${name}: off (set ${KEY_VARIABLE[name]} to offer it)`;
  });
}
