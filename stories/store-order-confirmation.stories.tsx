import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
// Registers the element (the import has that one side effect).
import '../elements/store-order-confirmation/store-order-confirmation.element.ts';
import type { Order } from '../shared/api/schemas.ts';
import { sampleImage } from '../test/fixtures/catalog-products.ts';
import { fakeCheckoutApi } from '../test/fakes/checkout-api.ts';
import { Html } from './html.tsx';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'store-order-confirmation': DetailedHTMLProps<HTMLAttributes<HTMLElement> & { 'data-order-id'?: string; 'data-payment-intent-id'?: string; 'data-store-href'?: string }, HTMLElement>;
    }
  }
}

const address = { firstName: 'Ada', lastName: 'Lovelace', address: '12 Analytical Way', city: 'Springfield', state: 'IL', zip: '62701', country: 'US' };

const order = (over: Partial<Order>): Order => ({
  id: 'ord_story',
  number: 'NW-100042',
  status: 'new',
  paymentStatus: 'paid',
  paymentMethod: 'card',
  paymentGateway: 'stripe',
  customerInfo: { email: 'ada@example.com' },
  shippingAddress: address,
  billingAddress: address,
  items: [
    { sku: 'NW-FAS-006-NAVY', name: 'Trailhead Merino T-Shirt', quantity: 2, price: 3499, image: sampleImage('Trailhead Merino T-Shirt') },
    { sku: 'NW-HOM-012', name: 'Hearth Ceramic Mug Set', quantity: 1, price: 3200, image: sampleImage('Hearth Ceramic Mug Set') },
  ],
  subtotal: 10198,
  shipping: 0,
  tax: 816,
  discount: 0,
  total: 11014,
  currency: 'USD',
  createdAt: '2026-03-15T10:00:00.000Z',
  ...over,
});

interface ConfirmationArgs {
  case: 'paid' | 'processing' | 'pending' | 'billing' | 'refunded' | 'partlyRefunded' | 'unknown' | 'error';
}

const ORDERS: Partial<Record<ConfirmationArgs['case'], Order>> = {
  paid: order({}),
  processing: order({ paymentStatus: 'processing' }),
  pending: order({ paymentStatus: 'pending_payment', paymentMethod: 'bank_transfer', paymentInstructions: 'Transfer $110.14 to Northwind Outfitters, account 000123456789, routing 021000021, with the reference NW-100042.' }),
  refunded: order({ status: 'refunded', refundedAmount: 11014 }),
  partlyRefunded: order({ refundedAmount: 2500 }),
  billing: order({ discount: 500, discountCode: 'SAVE5', total: 10514, billingAddress: { ...address, firstName: 'Charles', lastName: 'Babbage', address: '1 Difference Engine Rd' } }),
};

const meta = {
  title: 'Elements/store-order-confirmation',
  render: (args) => (
    <Html>
      <store-order-confirmation data-order-id={args.case === 'unknown' ? 'ord_gone' : 'ord_story'} />
    </Html>
  ),
  beforeEach: ({ args }) => {
    const api = fakeCheckoutApi(args.case === 'error' ? { fail: { 'GET /api/storefront/order/': 503 } } : {});
    const shown = ORDERS[args.case];
    if (shown) api.orders.push(shown);
    return api.restore;
  },
  args: { case: 'paid' },
  argTypes: { case: { control: 'select', options: ['paid', 'processing', 'pending', 'billing', 'refunded', 'partlyRefunded', 'unknown', 'error'], description: 'The order the stand-in API answers' } },
  parameters: { elementEvents: ['store-order-loaded'] },
} satisfies Meta<ConfirmationArgs>;

export default meta;
type Story = StoryObj<typeof meta>;
const describe = (story: string) => ({ docs: { description: { story } } });

export const Paid: Story = { parameters: describe('A paid order: number, items, totals, shipping address and contact.') };
export const Processing: Story = { args: { case: 'processing' }, parameters: describe("'Your payment is processing.': the page checks again every 5 seconds, or on Check payment status.") };
export const PendingOffline: Story = { args: { case: 'pending' }, parameters: describe('An offline payment: Awaiting payment, with the instructions.') };
export const DiscountAndBilling: Story = { args: { case: 'billing' }, parameters: describe('A discount code and a billing address different from the shipping address.') };
export const Refunded: Story = { args: { case: 'refunded' }, parameters: describe('Refunded in full by staff: Refunded, how it was paid and where refunds go.') };
export const PartlyRefunded: Story = { args: { case: 'partlyRefunded' }, parameters: describe("Part refunded by staff: 'Partially refunded: $25.00 of $110.14 refunded'.") };
export const Unknown: Story = { args: { case: 'unknown' }, parameters: describe('An unknown order: "We could not find this order." and Continue shopping.') };
export const LoadError: Story = { args: { case: 'error' }, parameters: describe('The server failed: its message and Try again.') };
