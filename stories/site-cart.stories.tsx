import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import { expect, userEvent, within } from 'storybook/test';
// Registers the elements (each import has that one side effect).
import '../elements/site-cart/site-cart.element.ts';
import '../elements/site-toast/site-toast.element.ts';
import type { CartLine } from '../shared/cart/rules.ts';
import { jsonResponse, sampleImage, stubFetch } from '../test/fixtures/catalog-products.ts';
import { cart } from '../shared/cart/store.ts';
import { pageTenant } from '../shared/storage/page-tenant.ts';
import { Html } from './html.tsx';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'site-cart': DetailedHTMLProps<
        HTMLAttributes<HTMLElement> & { 'data-open'?: string; 'data-checkout-href'?: string; 'data-store-href'?: string; 'data-currency'?: string },
        HTMLElement
      >;
    }
  }
}

/** What is in the cart when the story starts. */
type Contents = 'empty' | 'items' | 'at-stock-cap' | 'damaged-storage' | 'many';

interface CartArgs {
  contents: Contents;
  open: boolean;
  currency: string;
}

const lines: CartLine[] = [
  { id: 'prod_6', sku: 'NW-FAS-006-NAVY', name: 'Trailhead Merino T-Shirt', price: 3699, quantity: 2, image: sampleImage('Navy tee'), attributes: { color: 'Navy', size: 'M' }, maxQuantity: 22 },
  { id: 'prod_1', sku: 'NW-ELE-001-BLACK', name: 'Aurora Wireless Headphones', price: 12999, quantity: 1, image: sampleImage('Aurora'), attributes: { color: 'Black' }, maxQuantity: 18 },
];

/** Puts the story's cart in this tenant's storage and answers the cart save calls. */
function prepare(contents: Contents): () => void {
  const key = `site-cart:${pageTenant()}`;
  const items =
    contents === 'items'
      ? lines
      : contents === 'at-stock-cap'
        ? [{ ...lines[0]!, quantity: 3, maxQuantity: 3 }]
        : contents === 'damaged-storage'
          ? [lines[1], { id: '', name: 42 }]
          : contents === 'many'
            ? Array.from({ length: 8 }, (_, i) => ({ ...lines[i % 2]!, id: `prod_${i}`, sku: `SKU-${i}` }))
            : [];
  localStorage.setItem(key, JSON.stringify({ version: 1, items }));
  cart.reset();
  const stub = stubFetch((call) => (call.url.pathname.startsWith('/api/storefront/cart/') ? jsonResponse({ data: { id: 'cart_story000000001', items: [] } }) : undefined));
  return () => {
    stub.restore();
    localStorage.removeItem(key);
  };
}

const meta = {
  title: 'Elements/site-cart',
  render: (args) => (
    <Html>
      <site-cart data-open={args.open ? '' : undefined} data-currency={args.currency || undefined} />
    </Html>
  ),
  beforeEach: ({ args }) => prepare(args.contents),
  args: { contents: 'items', open: true, currency: '' },
  argTypes: {
    contents: { control: 'select', options: ['empty', 'items', 'at-stock-cap', 'damaged-storage', 'many'], description: 'What the cart holds when the story starts' },
    open: { control: 'boolean', description: 'data-open: the drawer is open' },
    currency: { control: 'select', options: ['', 'USD', 'GBP'], description: 'data-currency (empty: the currency the items were added in, else USD)' },
  },
  parameters: { elementEvents: ['site-cart-change'], layout: 'fullscreen' },
} satisfies Meta<CartArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const describe = (story: string) => ({ docs: { description: { story } } });

/** Two lines, drawer open. */
export const WithItems: Story = {
  parameters: describe('Lines link to /store/product/{sku}; − and + change the quantity; the subtotal follows. Esc, the × and the backdrop close it.'),
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body);
    await userEvent.click(await dialog.findByRole('button', { name: 'Increase quantity of Aurora Wireless Headphones' }));
    await expect(await dialog.findByText('$333.96')).toBeVisible();
  },
};

/** The empty cart. */
export const Empty: Story = {
  args: { contents: 'empty' },
  parameters: describe('"Your cart is empty", the fixed sentence, and Continue Shopping to /store.'),
};

/** A line at its stock cap. */
export const AtStockCap: Story = {
  args: { contents: 'at-stock-cap' },
  parameters: describe('Only 3 in stock and 3 in the cart: + is disabled.'),
};

/** Restored from a damaged saved cart. */
export const PartlyRestored: Story = {
  args: { contents: 'damaged-storage' },
  parameters: describe('The saved cart had an unreadable line: the valid one is kept and the drawer says so.'),
};

/** Many lines: the list scrolls, the footer stays. */
export const ManyItems: Story = {
  args: { contents: 'many' },
  parameters: describe('Eight lines: the list scrolls inside the drawer while the subtotal and buttons stay in view.'),
};

/** Closed: the floating button with its badge. */
export const Closed: Story = {
  args: { open: false },
  parameters: describe('The floating button (bottom right) with the item count; it opens the drawer.'),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Open cart, 3 items' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Your Cart' })).toBeVisible();
  },
};
