import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import { expect, userEvent, within } from 'storybook/test';
// Registers the element (the import has that one side effect).
import '../elements/store-express-checkout/store-express-checkout.element.ts';
import { setPaymentSdks } from '../shared/checkout/sdks.ts';
import { cart } from '../shared/stores/cart.ts';
import { fakeCheckoutApi } from '../test/fakes/checkout-api.ts';
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

/** No express-capable gateway. */
export const NotConfigured: Story = {
  args: { stripe: false },
  parameters: describe('The store offers no Stripe with real keys: the element renders nothing and takes no room.'),
};
