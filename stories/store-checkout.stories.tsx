import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import { expect, userEvent, within } from 'storybook/test';
// Registers the elements (each import has that one side effect).
import '../elements/store-checkout/store-checkout.element.ts';
import '../elements/site-toast/site-toast.element.ts';
import { SAMPLE_LINES } from '../test/helpers/store-checkout.ts';
import { emptyForm } from '../shared/checkout/form.ts';
import { savedInfoKey, writeSavedInfo } from '../shared/checkout/saved-info.ts';
import { setPaymentSdks } from '../shared/checkout/sdks.ts';
import { cart } from '../shared/cart/store.ts';
import { FAKE_GATEWAYS, FAKE_SIGN_IN_CODE, fakeCheckoutApi, type FakeApiOptions } from '../test/fakes/checkout-api.ts';
import { simulatorPayPalLoader } from '../shared/checkout/simulator-paypal.ts';
import { simulatorStripeLoader } from '../shared/checkout/simulator-stripe.ts';
import { Html } from './html.tsx';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'store-checkout': DetailedHTMLProps<HTMLAttributes<HTMLElement> & { 'data-store-href'?: string }, HTMLElement>;
    }
  }
}

const gateway = (name: string) => FAKE_GATEWAYS.find((g) => g.name === name)!;

/** What the story sets up: the shopper's saved details, the gateways and how the stand-in API answers. */
interface CheckoutArgs {
  /** Saved contact and address: both customer sections start completed. */
  saved: boolean;
  /** Gateways the stand-in server lists. */
  gateways: string[];
  /** The customer already signed in by e-mailed code (empty: the account balance asks to sign in). */
  customer: string;
  api: FakeApiOptions;
  emptyCart: boolean;
}

/** Cart, stand-in API, stand-in SDKs and saved details for a story; returns the cleanup. */
function setUp(args: CheckoutArgs): () => void {
  cart.replace(args.emptyCart ? [] : SAMPLE_LINES);
  const tenant = location.host;
  if (args.saved) writeSavedInfo(tenant, { ...emptyForm(), email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', address: '12 Analytical Way', city: 'Springfield', state: 'IL', zip: '62701', saveInfo: true });
  else localStorage.removeItem(savedInfoKey(tenant));
  const api = fakeCheckoutApi({
    gateways: args.gateways.map((name) => (name === 'venmo' ? { name, data: { provider: 'venmo' } } : gateway(name))),
    giftCards: { GIFT100: 10000, GIFT25: 2500 },
    balances: { 'ada@example.com': 25000, 'poor@example.com': 1000 },
    customer: args.customer || null,
    coupons: { SAVE5: { discount: 500 } },
    delayMs: 250,
    ...args.api,
  });
  const restore = setPaymentSdks({ stripe: simulatorStripeLoader({ endpoint: '/sim/stripe' }), paypal: simulatorPayPalLoader({ origin: location.origin }) });
  // The stories stay on their page: the confirmation and empty-cart redirects are cancelled.
  const stay = (event: Event): void => event.preventDefault();
  document.addEventListener('store-checkout-complete', stay);
  document.addEventListener('store-checkout-empty', stay);
  return () => {
    api.restore();
    restore();
    document.removeEventListener('store-checkout-complete', stay);
    document.removeEventListener('store-checkout-empty', stay);
  };
}

const meta = {
  title: 'Elements/store-checkout',
  render: () => (
    <Html>
      <store-checkout>
        <p>Loading your order…</p>
      </store-checkout>
    </Html>
  ),
  beforeEach: ({ args }) => setUp(args),
  args: { saved: false, gateways: FAKE_GATEWAYS.map((g) => g.name), customer: 'ada@example.com', api: {}, emptyCart: false },
  argTypes: {
    saved: { control: 'boolean', description: 'Saved details: both customer sections start completed' },
    gateways: { control: 'check', options: [...FAKE_GATEWAYS.map((g) => g.name), 'venmo'], description: 'Gateways the server lists' },
    customer: { control: 'text', description: 'The customer signed in by e-mailed code (account balance); empty: signed out' },
    api: { control: false, table: { disable: true } },
    emptyCart: { control: 'boolean', description: 'An empty cart (the element redirects to the store)' },
  },
  parameters: { layout: 'fullscreen', elementEvents: ['store-checkout-complete', 'store-checkout-empty'] },
} satisfies Meta<CheckoutArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const describe = (story: string) => ({ docs: { description: { story } } });
const canvasOf = (el: HTMLElement) => within(el);

/** Unfolds the order summary where the frame is narrow (below 768 px it starts folded). */
async function openSummary(canvas: ReturnType<typeof within>): Promise<void> {
  await canvas.findByRole('heading', { name: 'Order summary' }, { timeout: 8000 });
  const toggle = canvas.queryByRole('button', { name: 'Show order summary' });
  if (toggle && toggle.offsetParent !== null) await userEvent.click(toggle);
}

/** Step 1 open. */
export const ContactStep: Story = {
  parameters: describe('A new shopper: Contact Information is open; Continue appears once the email is valid. Shipping waits; Pay is disabled.'),
};

/** Step 2 open after Continue. */
export const ShippingStep: Story = {
  parameters: describe('After Continue on the email: the contact collapses to a summary with Edit, and the shipping address opens (country US).'),
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Email'), 'ada@example.com');
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('button', { name: 'Edit Contact Information' })).toBeVisible();
  },
};

/** Billing differs. */
export const SeparateBilling: Story = {
  args: { saved: true },
  parameters: describe('Use the same address for billing turned off: a billing address form appears under the shipping address.'),
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Shipping Address' }));
    await userEvent.click(await canvas.findByLabelText('Use the same address for billing'));
    await expect(await canvas.findByRole('heading', { name: 'Billing address' })).toBeVisible();
  },
};

/** Both sections completed, a coupon applied. */
export const CouponApplied: Story = {
  args: { saved: true, gateways: ['offline'] },
  parameters: describe('Saved details: both sections start completed. The code SAVE5 takes $5.00 off; the summary comes from the server quote.'),
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await openSummary(canvas);
    await userEvent.type(await canvas.findByLabelText('Promo code'), 'save5');
    await userEvent.click(await canvas.findByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('Code SAVE5 applied', {}, { timeout: 8000 })).toBeVisible();
  },
};

/** A refused coupon. */
export const CouponRefused: Story = {
  args: { saved: true, gateways: ['offline'] },
  parameters: describe("An unknown code: 'Invalid coupon' under the box and as a toast."),
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await openSummary(canvas);
    await userEvent.type(await canvas.findByLabelText('Promo code'), 'nope');
    await userEvent.click(await canvas.findByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('Invalid coupon', {}, { timeout: 8000 })).toBeVisible();
  },
};

/** The quote failed. */
export const QuoteError: Story = {
  args: { api: { fail: { 'POST /api/storefront/checkout': 400 } } },
  parameters: describe('The server could not price the cart (a product gone, say): the message and Try again.'),
};

/** Empty cart. */
export const EmptyCart: Story = {
  args: { emptyCart: true },
  parameters: describe('An empty cart sends the shopper to the store page (here the redirect is cancelled: see store-checkout-empty in Actions).'),
};

export const Card: Story = { args: { saved: true, gateways: ['stripe'] }, parameters: describe('The card provider with its Payment Element (a simulator here). Test card 4242 4242 4242 4242.') };

/** A declined card. */
export const CardDeclined: Story = {
  args: { saved: true, gateways: ['stripe'] },
  parameters: describe(
    "4000 0000 0000 0002: the toast 'Payment was not successful, please try again' (the page's live region announces it), and in the panel 'Your payment was not successful, please try again.' with the provider's reason, of which only the reason is in the panel's alert.",
  ),
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Card number'), '4000000000000002');
    await userEvent.type(await canvas.findByLabelText('Expiration (MM/YY)'), '1234');
    await userEvent.type(await canvas.findByLabelText('Security code'), '123');
    await userEvent.click(await canvas.findByRole('button', { name: /^Pay / }));
    await expect(await canvas.findByText('Your payment was not successful, please try again.', {}, { timeout: 8000 })).toBeVisible();
    await expect(await within(canvasElement.ownerDocument.body).findByText('Payment was not successful, please try again')).toBeVisible();
  },
};

export const Wallet: Story = { args: { saved: true, gateways: ['paypal'] }, parameters: describe('The wallet buttons appear after a 1 second delay; the simulator asks Approve, Decline or Cancel.') };
export const WalletCustomerRequired: Story = {
  args: { gateways: ['paypal'] },
  parameters: describe("No valid email yet: the 'Customer Information Required' panel says what is missing."),
};
export const WalletNoClientId: Story = {
  args: { saved: true, gateways: ['paypal'], api: { gateways: [{ name: 'paypal', data: { provider: 'paypal' } }] } },
  parameters: describe('The wallet gateway has no client id: a notice instead of the buttons.'),
};
export const MultiMethod: Story = { args: { saved: true, gateways: ['multipay'] }, parameters: describe('Card, bank account, mobile wallet or crypto (BTC, ETH, USDC, LTC); the payment page opens in a new window and the status is polled.') };
export const CardAndBankTransfer: Story = { args: { saved: true, gateways: ['cardbank'] }, parameters: describe('Card fields (digits only, 16 grouped by 4, MM/YY, CVV 4) or a bank from the list of 17.') };

/** Card fields left empty. */
export const CardFieldsRequired: Story = {
  args: { saved: true, gateways: ['cardbank'] },
  parameters: describe('Pay with empty card fields: every field says what it needs.'),
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Pay / }));
    await expect(await canvas.findByText('Enter the card number.')).toBeVisible();
  },
};

export const AccountBalance: Story = {
  args: { saved: true, gateways: ['account_balance'] },
  parameters: describe("Signed in as ada@example.com: the balance covers the total; the confirmation checkbox enables Pay. 'Not you? Sign out' ends the session."),
};
export const InsufficientBalance: Story = {
  args: { saved: true, gateways: ['account_balance'], customer: 'poor@example.com' },
  parameters: describe("A $10.00 balance: 'Insufficient Balance' and Pay stays disabled."),
};
export const BalanceSignedOut: Story = {
  args: { saved: true, gateways: ['account_balance'], customer: '' },
  parameters: describe(`No customer session: the account e-mail (prefilled from the contact step) and Send code. The stand-in server's code is ${FAKE_SIGN_IN_CODE}; any other is refused.`),
};

/** The sign-in by e-mailed code, then the balance. */
export const BalanceSignIn: Story = {
  args: { saved: true, gateways: ['account_balance'], customer: '' },
  parameters: describe('Send code moves focus to the 6-digit code; a wrong code is refused under the field and kept; the right one shows the balance.'),
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send code' }, { timeout: 8000 }));
    const code = await canvas.findByLabelText('6-digit code');
    await expect(code).toHaveFocus();
    await userEvent.type(code, '111111');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('That code is not valid. Check the email or ask for a new code.')).toBeVisible();
    await userEvent.clear(code);
    await userEvent.type(code, FAKE_SIGN_IN_CODE);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Available balance: $250.00')).toBeVisible();
  },
};
export const GiftCard: Story = { args: { saved: true, gateways: ['gift_card'] }, parameters: describe('Codes are upper-cased. Try GIFT100 (balance $100) or GIFT25 (too small).') };

/** An unknown gift card. */
export const GiftCardInvalid: Story = {
  args: { saved: true, gateways: ['gift_card'] },
  parameters: describe("An unknown code: 'Invalid gift card code'."),
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Gift card code'), 'nope');
    await userEvent.click(await canvas.findByRole('button', { name: /^Pay / }));
    await expect(await canvas.findByText('Invalid gift card code', {}, { timeout: 8000 })).toBeVisible();
  },
};

export const Offline: Story = { args: { saved: true, gateways: ['offline'] }, parameters: describe('Bank transfer, cash, check or wire transfer; the acknowledgement checkbox is required; the order ends pending_payment.') };
export const UnknownGateway: Story = { args: { saved: true, gateways: ['venmo'] }, parameters: describe('A gateway the checkout has no panel for: \'Payment gateway "venmo" not available\'.') };
export const GatewaysError: Story = {
  args: { saved: true, api: { fail: { 'GET /api/storefront/payment-gateways': 503 } } },
  parameters: describe('The payment methods could not be loaded: a message and Try again.'),
};

/** Paid. */
export const PaymentCompleted: Story = {
  args: { saved: true, gateways: ['gift_card'] },
  parameters: describe("Paid with a gift card: 'Payment Completed', the toast 'Payment completed successfully!', the cart cleared (the redirect to the confirmation is cancelled here)."),
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Gift card code'), 'gift100');
    await userEvent.click(await canvas.findByRole('button', { name: /^Pay / }));
    await expect(await canvas.findByText('Payment Completed', {}, { timeout: 8000 })).toBeVisible();
  },
};
