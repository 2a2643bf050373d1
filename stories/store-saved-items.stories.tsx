import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import { expect, userEvent, within } from 'storybook/test';
// Registers the elements (each import has that one side effect).
import '../elements/store-saved-items/store-saved-items.element.ts';
import '../elements/site-cart/site-cart.element.ts';
import { jsonResponse, sampleImage, stubFetch } from '../test/fixtures/catalog-products.ts';
import { cart } from '../shared/cart/store.ts';
import { resetSavedForLater, SAVED_SCHEMA_VERSION, type SavedItem } from '../shared/cart/saved-for-later.ts';
import { pageTenant } from '../shared/storage/page-tenant.ts';
import { Html } from './html.tsx';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'store-saved-items': DetailedHTMLProps<HTMLAttributes<HTMLElement> & { 'data-store-href'?: string; 'data-currency'?: string }, HTMLElement>;
    }
  }
}

interface SavedArgs {
  saved: 'empty' | 'items';
  lang: 'en' | 'es';
}

const items: SavedItem[] = [
  { id: 'prod_6', sku: 'NW-FAS-006-NAVY', name: 'Trailhead Merino T-Shirt', price: 3699, image: sampleImage('Navy tee'), attributes: { color: 'Navy', size: 'M' }, maxQuantity: 22 },
  { id: 'prod_1', sku: 'NW-ELE-001-BLACK', name: 'Aurora Wireless Headphones', price: 12999, image: sampleImage('Aurora'), attributes: { color: 'Black' }, maxQuantity: 18 },
];

/** Puts the story's saved list in this tenant's storage, empties the cart and answers the cart save calls. */
function prepare(saved: SavedArgs['saved']): () => void {
  const key = `site-saved:${pageTenant()}`;
  localStorage.setItem(key, JSON.stringify({ version: SAVED_SCHEMA_VERSION, items: saved === 'items' ? items : [] }));
  localStorage.removeItem(`site-cart:${pageTenant()}`);
  resetSavedForLater();
  cart.reset();
  const stub = stubFetch((call) => (call.url.pathname.startsWith('/api/storefront/cart/') ? jsonResponse({ data: { id: 'cart_story000000001', items: [] } }) : undefined));
  return () => {
    stub.restore();
    localStorage.removeItem(key);
  };
}

const meta = {
  title: 'Elements/store-saved-items',
  render: (args) => (
    <Html>
      <div lang={args.lang}>
        <store-saved-items data-store-href="/store" />
        <site-cart />
      </div>
    </Html>
  ),
  beforeEach: ({ args }) => prepare(args.saved),
  args: { saved: 'items', lang: 'en' },
  argTypes: {
    saved: { control: 'select', options: ['empty', 'items'], description: 'What is saved for later on this device when the story starts' },
    lang: { control: 'select', options: ['en', 'es'], description: 'The page language' },
  },
} satisfies Meta<SavedArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const describe = (story: string) => ({ docs: { description: { story } } });

/** Two saved products. */
export const WithItems: Story = {
  parameters: describe('Each product with its image, options and price; Add to Cart moves it into the cart (the badge counts it) and off the list, Remove drops it. The live region under the list says what happened.'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const adds = await canvas.findAllByRole('button', { name: 'Add to Cart' });
    await userEvent.click(adds[0]!);
    await expect(await canvas.findByText('Moved to your cart: Trailhead Merino T-Shirt')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Open cart, 1 item' })).toBeVisible();
  },
};

/** Nothing saved. */
export const Empty: Story = {
  args: { saved: 'empty' },
  parameters: describe("'Nothing saved for later' and Continue Shopping."),
};

/** In Spanish. */
export const Spanish: Story = {
  args: { lang: 'es' },
  parameters: describe('The same list on a Spanish page.'),
};
