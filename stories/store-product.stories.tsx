import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement, type DetailedHTMLProps, type HTMLAttributes } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
// Registers the elements (each import has that one side effect).
import '../elements/store-product/store-product.element.ts';
import '../elements/site-toast/site-toast.element.ts';
import '../elements/store-express-checkout/store-express-checkout.element.ts';
import type { Product } from '../shared/api/schemas.ts';
import { jsonResponse, sampleProduct, sampleShirt, stubFetch } from '../test/fixtures/catalog-products.ts';
import { setPaymentSdks } from '../shared/checkout/sdks.ts';
import { fakeCheckoutApi } from '../test/fakes/checkout-api.ts';
import { fakeStripeExpress } from '../test/fakes/stripe-express.ts';
import { Html } from './html.tsx';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'store-product': DetailedHTMLProps<HTMLAttributes<HTMLElement> & { 'data-product-id'?: string; 'data-currency'?: string; 'data-store-href'?: string }, HTMLElement>;
    }
  }
}

/** Which product the story shows, or how the stand-in API answers `data-product-id`. */
type Case = 'shirt' | 'out-of-stock' | 'low-stock' | 'simple' | 'extra-option' | 'express' | 'api-loading' | 'api-not-found' | 'api-error';

interface ProductArgs {
  case: Case;
  currency: string;
}

const products: Partial<Record<Case, Product>> = {
  shirt: sampleShirt,
  'out-of-stock': sampleProduct(3, 'Voyager Portable Speaker', {
    description: '<p>Rugged, waterproof speaker that floats. <em>Back in stock soon.</em></p>',
    data: { price: 8999, stock: 0, rating: 4.5, reviews: 143, material: null },
    post: { category: 'electronics', tags: ['audio', 'outdoor'] },
  }),
  'low-stock': sampleProduct(9, 'Harbor Knit Beanie', { data: { price: 2200, stock: 3, material: 'Wool blend' }, post: { category: 'fashion', tags: ['winter'] } }),
  simple: sampleProduct(14, 'The Quiet Trail', { description: '<p>Essays on walking.</p>', data: { price: 1899, rating: null, reviews: null }, post: { category: 'books', tags: [] } }),
  express: sampleProduct(1, 'Enamel Camp Mug', { data: { sku: 'NW-MUG-001', price: 1800, material: 'Enamel steel' }, post: { category: 'home', tags: ['camping'] } }),
  'extra-option': {
    ...sampleShirt,
    data: { ...sampleShirt.data, attributes: [...(sampleShirt.data.attributes ?? []), { name: 'Fit', options: [{ value: 'slim', label: 'Slim' }, { value: 'regular', label: 'Regular' }] }] },
  },
};

/** Answers `GET /api/storefront/product/…` for the API cases. */
function mockProductApi(which: Case): () => void {
  const stub = stubFetch((call) => {
    if (!call.url.pathname.startsWith('/api/storefront/product/')) return undefined;
    if (which === 'api-loading') return new Promise<Response>(() => undefined);
    if (which === 'api-not-found') return jsonResponse({ error: { code: 'not_found', message: 'No product "gone".' } }, 404);
    return jsonResponse({ error: { code: 'invalid', message: 'The catalogue is being updated' } }, 400);
  });
  return stub.restore;
}

const meta = {
  title: 'Elements/store-product',
  render: (args) => {
    const product = products[args.case];
    return (
      <Html>
        <store-product data-currency={args.currency || undefined} data-product-id={product ? undefined : 'gone'}>
          {product ? <script type="application/json">{JSON.stringify(product)}</script> : null}
          {args.case === 'express' ? createElement('store-express-checkout', { slot: 'actions', 'data-sku': 'NW-MUG-001' }) : null}
        </store-product>
      </Html>
    );
  },
  beforeEach: ({ args }) => mockProductApi(args.case),
  args: { case: 'shirt', currency: 'USD' },
  argTypes: {
    case: {
      control: 'select',
      options: ['shirt', 'out-of-stock', 'low-stock', 'simple', 'extra-option', 'express', 'api-loading', 'api-not-found', 'api-error'],
      description: 'The product (inline JSON; express: with <store-express-checkout slot="actions">), or data-product-id with a stand-in API that never answers, answers 404, or fails',
    },
    currency: { control: 'select', options: ['USD', 'GBP', 'EUR'], description: 'data-currency' },
  },
  parameters: { elementEvents: ['store-add-to-cart'] },
} satisfies Meta<ProductArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const describe = (story: string) => ({ docs: { description: { story } } });

/** A product with colours, sizes and variations. */
export const WithVariations: Story = {
  parameters: describe(
    'Colour and size start on their first option. Navy is a variation with its own price, image and only 3 in stock; Olive is sold out. ' +
      'The description is sanitized with DOMPurify when it nears the screen.',
  ),
};

/** Navy chosen: low stock, quantity capped. */
export const LowStockVariation: Story = {
  parameters: describe('After choosing Navy: "Only 3 left", the price follows the variation and the quantity stops at 3.'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Navy' }));
    await expect(await canvas.findByText('Only 3 left')).toBeVisible();
  },
};

/** Out of stock. */
export const OutOfStock: Story = {
  args: { case: 'out-of-stock' },
  parameters: describe('Stock 0: "Out of Stock", the quantity and Add to Cart are disabled; Save for Later still works.'),
};

/** Low stock, no options. */
export const LowStock: Story = {
  args: { case: 'low-stock' },
  parameters: describe('Stock 3: "Only 3 left" and the quantity stops at 3.'),
};

/** No rating, no options, no material. */
export const Simple: Story = {
  args: { case: 'simple' },
  parameters: describe('A product without rating (shown as 3.5), options, material or tags.'),
};

/** A required option still to choose. */
export const RequiredOption: Story = {
  args: { case: 'extra-option' },
  parameters: describe('Fit has no default: Add to Cart says "Please select all required options", marks Fit and moves focus to it.'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Slim' })).toHaveFocus());
  },
};

/** Stand-ins for the express buttons: the API lists Stripe with real-looking keys, Stripe.js draws a 'Google Pay (stand-in)' button. */
function expressStandIns(): () => void {
  const api = fakeCheckoutApi({ gateways: [{ name: 'stripe', data: { provider: 'stripe', mode: 'live', publishableKey: 'pk_test_story' } }], cardStatus: 'succeeded' });
  const restore = setPaymentSdks({ stripeExpress: fakeStripeExpress().loader });
  // The story stays on its page: the confirmation redirect is cancelled.
  const stay = (event: Event): void => event.preventDefault();
  document.addEventListener('store-express-checkout-complete', stay);
  return () => {
    api.restore();
    restore();
    document.removeEventListener('store-express-checkout-complete', stay);
  };
}

/** Express checkout in the actions slot. */
export const ExpressCheckoutSlot: Story = {
  args: { case: 'express' },
  beforeEach: expressStandIns,
  parameters: describe(
    'The page puts `<store-express-checkout slot="actions">` inside the tag: it shows right under Add to Cart (the server renders it there too, so nothing moves on upgrade). ' +
      'Here the stand-in API offers Stripe and the stand-in Stripe.js draws one wallet button.',
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const wallet = await canvas.findByRole('button', { name: 'Google Pay (stand-in)' }, { timeout: 8000 });
    const add = canvas.getByRole('button', { name: 'Add to Cart' });
    await expect(wallet.getBoundingClientRect().top).toBeGreaterThan(add.getBoundingClientRect().bottom);
    await expect(canvasElement.querySelector('.store-product__actions + .store-product__slot store-express-checkout')).not.toBeNull();
  },
};

/** The full-screen viewer. */
export const ImageViewer: Story = {
  parameters: describe('The image opens a modal viewer: arrow keys and swipes change the picture, Esc closes it.'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /full screen/ }));
    await expect(await within(document.body).findByRole('dialog', { name: 'Image viewer' })).toBeVisible();
  },
};

/** Loading from the API. */
export const Loading: Story = {
  args: { case: 'api-loading' },
  parameters: describe('data-product-id without inline JSON: "Loading product…" until the API answers.'),
};

/** The product does not exist. */
export const NotFound: Story = {
  args: { case: 'api-not-found' },
  parameters: describe('The API answered 404.'),
};

/** The API failed. */
export const LoadError: Story = {
  args: { case: 'api-error' },
  parameters: describe('The API failed: its message and Try again.'),
};
