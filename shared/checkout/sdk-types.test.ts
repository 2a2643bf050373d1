/// <reference types="google.maps" />
import type { Stripe } from '@stripe/stripe-js';
import type { PayPalNamespace } from '@paypal/paypal-js';
import { describe, expect, it } from 'vitest';
import { injectedLoader, setPaymentSdks, type CardSdk, type ExpressSdk, type PlacesService, type WalletSdk } from './sdks.ts';

// Compile-time proof that the real SDKs satisfy the interfaces the checkout (and the fakes) use:
// `tsc` fails here if Stripe.js, the PayPal namespace or the Maps places library stop fitting them.
type Fits<Real, Ours> = Real extends Ours ? true : false;
const stripeFits: Fits<Stripe, CardSdk> = true;
const stripeExpressFits: Fits<Stripe, ExpressSdk> = true;
const paypalFits: Fits<Required<Pick<PayPalNamespace, 'Buttons'>>, Required<WalletSdk>> = true;
const placesFits: Fits<google.maps.PlacesLibrary, PlacesService> = true;

describe('SDK seam', () => {
  it('the real SDK types fit the checkout interfaces', () => {
    expect([stripeFits, stripeExpressFits, paypalFits, placesFits]).toEqual([true, true, true, true]);
  });

  it('injects loaders and restores the previous ones', async () => {
    expect(injectedLoader('stripe')).toBeUndefined();
    const restore = setPaymentSdks({ stripe: async () => null });
    expect(await injectedLoader('stripe')?.('pk')).toBeNull();
    restore();
    expect(injectedLoader('stripe')).toBeUndefined();
  });
});
