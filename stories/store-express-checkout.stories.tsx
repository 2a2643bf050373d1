import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import { expect, userEvent, within } from 'storybook/test';
// Registers the element (the import has that one side effect).
import '../elements/store-express-checkout/store-express-checkout.element.ts';
// The host's rules (data-reserve's room) ship in site-elements.css on a page; the stories load them here.
import '../elements/store-express-checkout/fallback.css.ts';
import { jsonResponse, stubFetch } from '../test/fixtures/catalog-products.ts';
import { setPaymentSdks } from '../shared/checkout/sdks.ts';
import { cart } from '../shared/cart/store.ts';
import { fakeCheckoutApi } from '../test/fakes/checkout-api.ts';
import { loadPaypalStandIn } from '../test/fakes/paypal-stand-in.ts';
import { fakeStripeExpress } from '../test/fakes/stripe-express.ts';
import { Html } from './html.tsx';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'store-express-checkout': DetailedHTMLProps<HTMLAttributes<HTMLElement> & { 'data-sku'?: string; 'data-quantity'?: string; 'data-source'?: string }, HTMLElement>;
    }
  }
}

/** What the story sets up: whether the store offers Stripe, and how the stand-in confirms. */
interface ExpressArgs {
  /** The stand-in server lists Stripe with real-looking keys. */
  stripe: boolean;
  /** The stand-in's confirmPayment declines the card. */
  decline: boolean;
  /** PayPal stories: where the buyer ships in PayPal's (stand-in) window. */
  shipTo?: 'New York' | 'Paris';
}

/** Stand-in API and Stripe.js for a story; returns the cleanup. */
function setUp(args: ExpressArgs): () => void {
  cart.replace([]);
  const api = fakeCheckoutApi({
    gateways: args.stripe ? [{ name: 'stripe', data: { provider: 'stripe', mode: 'live', publishableKey: 'pk_test_story' } }] : [{ name: 'offline', data: {} }],
    cardStatus: 'succeeded',
    delayMs: 150,
  });
  const stripe = fakeStripeExpress(args.decline ? { confirm: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } } : {});
  const restore = setPaymentSdks({ stripeExpress: stripe.loader });
  // The story stays on its page: the confirmation redirect is cancelled.
  const stay = (event: Event): void => event.preventDefault();
  document.addEventListener('store-express-checkout-complete', stay);
  return () => {
    api.restore();
    restore();
    document.removeEventListener('store-express-checkout-complete', stay);
  };
}


const meta = {
  title: 'Elements/store-express-checkout',
  render: () => (
    <Html>
      <store-express-checkout data-sku="NW-MUG-001" data-quantity="1"></store-express-checkout>
    </Html>
  ),
  beforeEach: ({ args }) => setUp(args),
  args: { stripe: true, decline: false },
  argTypes: {
    stripe: { control: 'boolean', description: 'The server lists Stripe with real keys (otherwise the element renders nothing)' },
    decline: { control: 'boolean', description: "The stand-in's confirmPayment declines the card" },
  },
  parameters: { elementEvents: ['store-express-checkout-complete'] },
} satisfies Meta<ExpressArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const describe = (story: string) => ({ docs: { description: { story } } });

/** The wallet button for a product. */
export const Product: Story = {
  parameters: describe("Stripe is offered: an 'Express checkout' caption and the wallet's button (a stand-in for Apple Pay, Google Pay or Link)."),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Google Pay (stand-in)' }, { timeout: 8000 })).toBeVisible();
  },
};

/** A declined payment. */
export const Declined: Story = {
  args: { decline: true },
  parameters: describe("The wallet's card is declined: the provider's message shows as an alert and the button stays usable."),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Google Pay (stand-in)' }, { timeout: 8000 }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('Your card was declined.');
  },
};

/** The room kept for the buttons. */
export const Reserved: Story = {
  render: () => (
    <Html>
      <div>
        <store-express-checkout data-sku="NW-MUG-001" data-quantity="1" data-reserve="1"></store-express-checkout>
        <p>The product's details below the buttons stay where they are when the buttons arrive.</p>
      </div>
    </Html>
  ),
  parameters: describe(
    "With data-reserve=\"1\" the page keeps the caption's line and one 44 px row from the first paint (the host's own rule), so the text below does not move when the wallet's button arrives.",
  ),
  play: async ({ canvasElement }) => {
    const host = canvasElement.querySelector('store-express-checkout');
    const before = host?.getBoundingClientRect().height ?? 0;
    await expect(await within(canvasElement).findByRole('button', { name: 'Google Pay (stand-in)' }, { timeout: 8000 })).toBeVisible();
    await expect(before).toBeGreaterThan(60);
    await expect(host?.getBoundingClientRect().height).toBe(before);
  },
};

/** No express-capable gateway. */
export const NotConfigured: Story = {
  args: { stripe: false },
  parameters: describe('The store offers no Stripe with real keys: the element renders nothing and takes no room.'),
};

const ADDRESSES = {
  'New York': { countryCode: 'US', state: 'NY', city: 'New York', postalCode: '10004' },
  Paris: { countryCode: 'FR', state: '', city: 'Paris', postalCode: '75001' },
};

/**
 * Stand-ins for PayPal express: the API lists PayPal with real-looking keys and answers the express
 * routes as the reference server does for a mug (18.00 + 10.00 shipping, 8 % at home, New York's 4 %,
 * no shipping to France); PayPal's SDK is the provider-script stand-in with an in-page button.
 */
function paypalStandIns(args: ExpressArgs): () => void {
  const api = fakeCheckoutApi({ gateways: [{ name: 'paypal', data: { provider: 'paypal', mode: 'live', clientId: 'pp-story-client' } }], delayMs: 150 });
  const express = stubFetch((call) => {
    const { pathname } = call.url;
    if (!pathname.startsWith('/api/payments/wallet/express')) return undefined;
    if (pathname.endsWith('/shipping')) {
      const { country, state } = JSON.parse(call.body) as { country: string; state?: string };
      if (country !== 'US') return jsonResponse({ error: { code: 'not_shipped', message: 'We do not ship to this country.', field: 'country' } }, 422);
      const tax = state === 'NY' ? 72 : 144;
      return jsonResponse({ id: 'STORY-PP-1', currency: 'USD', subtotal: 1800, shipping: 1000, tax, discount: 0, total: 2800 + tax });
    }
    if (pathname.endsWith('/capture'))
      return jsonResponse({ success: true, status: 'succeeded', message: 'Payment completed successfully!', orderId: 'ord_story', order: { id: 'ord_story', number: 'NW-100042' } });
    return jsonResponse({ id: 'STORY-PP-1', status: 'CREATED', amount: 2944, currency: 'USD' }, 201);
  });
  const restore = setPaymentSdks({
    paypal: () =>
      loadPaypalStandIn('pp-story-client', { inline: true }).then((sdk) => {
        sdk.standIn.address = ADDRESSES[args.shipTo ?? 'New York'];
        return sdk;
      }),
  });
  return () => {
    express.restore();
    api.restore();
    restore();
  };
}

/** PayPal's buttons, the total re-priced for the buyer's address. */
export const PayPal: Story = {
  args: { stripe: false, shipTo: 'New York' },
  argTypes: { shipTo: { control: 'select', options: ['New York', 'Paris'], description: "Where the buyer ships in PayPal's (stand-in) window" } },
  beforeEach: ({ args }) => paypalStandIns(args as ExpressArgs),
  parameters: describe(
    "The store offers PayPal with real keys: PayPal's buttons (here the SDK stand-in's in-page button). When the buyer picks a New York address in PayPal's window, " +
      "the server re-prices (4 % instead of 8 %) and updates PayPal's amount before the approval, then captures that total.",
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'PayPal (stand-in)' }, { timeout: 8000 }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** PayPal: an address the store does not ship to. */
export const PayPalNotShipped: Story = {
  args: { stripe: false, shipTo: 'Paris' },
  beforeEach: ({ args }) => paypalStandIns(args as ExpressArgs),
  parameters: describe("The buyer picks a Paris address: the store does not ship to France, so PayPal rejects the address with its own text and nothing is approved."),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'PayPal (stand-in)' }, { timeout: 8000 }));
    await expect(await canvas.findByText("Your order can't be shipped to this country.", {}, { timeout: 8000 })).toBeVisible();
  },
};
