import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import { expect, userEvent, within } from 'storybook/test';
// Registers the elements (each import has that one side effect).
import '../elements/store-product-grid/store-product-grid.element.ts';
import '../elements/site-toast/site-toast.element.ts';
import { matchesFilters } from '../shared/catalog/filters.ts';
import { jsonResponse, sampleCatalogue, stubFetch } from '../test/fixtures/catalog-products.ts';
import { Html } from './html.tsx';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'store-product-grid': DetailedHTMLProps<
        HTMLAttributes<HTMLElement> & {
          'data-slug'?: string;
          'data-category'?: string;
          'data-sort'?: string;
          'data-limit'?: string;
          'data-currency'?: string;
          'data-categories'?: string;
          'data-filters'?: string;
          'data-url-state'?: string;
          'data-label'?: string;
        },
        HTMLElement
      >;
    }
  }
}

/** Where the products come from, and how the stand-in API answers. */
type Source = 'server-page' | 'complete-list' | 'api' | 'api-loading' | 'api-error' | 'empty';

interface GridArgs {
  source: Source;
  category: string;
  sort: string;
  limit: string;
  currency: string;
  categories: boolean;
  filters: boolean;
}

/** Answers `GET /api/storefront/products` from the sample catalogue (category and filters applied, paged), or not at all, or with an error. */
function mockProductsApi(source: Source): () => void {
  const stub = stubFetch((call) => (call.url.pathname === '/api/storefront/products' ? answer(call.url) : undefined));
  async function answer(url: URL): Promise<Response> {
    if (source === 'api-loading') return new Promise<Response>(() => undefined);
    await new Promise((done) => setTimeout(done, 300));
    if (source === 'api-error') return jsonResponse({ error: { code: 'unavailable', message: 'The catalogue is being updated, try again in a minute' } }, 400);
    const category = url.searchParams.get('category');
    const page = Number(url.searchParams.get('page') ?? 1);
    const limit = Number(url.searchParams.get('limit') ?? 12);
    const cents = (name: string) => (url.searchParams.has(name) ? Number(url.searchParams.get(name)) : null);
    const filters = { minPrice: cents('minPrice'), maxPrice: cents('maxPrice'), brand: url.searchParams.get('brand') ?? '', inStock: url.searchParams.get('inStock') === 'true' };
    const all = sampleCatalogue.filter((p) => (!category || p.post.category === category) && matchesFilters(p, filters));
    return jsonResponse({ data: all.slice((page - 1) * limit, page * limit), total: all.length, page, limit });
  }
  return stub.restore;
}

const payload = (args: GridArgs): string | null => {
  if (args.source === 'server-page') return JSON.stringify({ data: sampleCatalogue.slice(0, 4), total: sampleCatalogue.length, page: 1, limit: 4, brands: ['Northwind Audio', 'Trailhead'] });
  if (args.source === 'complete-list') return JSON.stringify(sampleCatalogue);
  if (args.source === 'empty') return JSON.stringify({ data: [], total: 0, page: 1, limit: 12 });
  return null;
};

const meta = {
  title: 'Elements/store-product-grid',
  render: (args) => {
    const json = payload(args);
    return (
      <Html>
        <store-product-grid
          data-category={args.category === 'all' ? undefined : args.category}
          data-sort={args.sort === 'featured' ? undefined : args.sort}
          data-limit={args.limit || undefined}
          data-currency={args.currency || undefined}
          data-categories={args.categories ? undefined : 'false'}
          data-filters={args.filters ? '' : undefined}
          data-url-state="false"
        >
          {json !== null ? <script type="application/json">{json}</script> : null}
        </store-product-grid>
      </Html>
    );
  },
  beforeEach: ({ args }) => mockProductsApi(args.source),
  args: { source: 'complete-list', category: 'all', sort: 'featured', limit: '4', currency: 'USD', categories: true, filters: false },
  argTypes: {
    source: {
      control: 'select',
      options: ['server-page', 'complete-list', 'api', 'api-loading', 'api-error', 'empty'],
      description: 'Inline JSON (a first page or a complete list), or the storefront API (answering, never answering, failing)',
    },
    category: { control: 'select', options: ['all', 'electronics', 'fashion', 'home', 'books', 'toys'], description: 'data-category: first category' },
    sort: { control: 'select', options: ['featured', 'price-low', 'price-high', 'rating'], description: 'data-sort: first sort' },
    limit: { control: 'text', description: 'data-limit: page size from the API (1-100, default 12)' },
    currency: { control: 'select', options: ['USD', 'GBP', 'EUR'], description: 'data-currency' },
    categories: { control: 'boolean', description: 'data-categories: show the category chips' },
    filters: { control: 'boolean', description: 'data-filters: show the price range, brand and In stock only' },
  },
  parameters: { elementEvents: ['store-grid-change', 'store-add-to-cart'] },
} satisfies Meta<GridArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const describe = (story: string) => ({ docs: { description: { story } } });

/** A complete list: chips and sort work in the browser. */
export const CompleteList: Story = {
  parameters: describe(
    'Inline JSON with every product (a collection or tag page): the chips and the sort filter in the browser, no API call. ' +
      'Cards show the average and count of published reviews (nothing for a product without any), Top Rated (an average of 4.8 or more over 5 reviews or more), Only N left under 10, and Out of Stock.',
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Electronics' }));
    await expect(await canvas.findAllByRole('listitem')).toHaveLength(3);
  },
};

/** The first page from the server, later pages from the API. */
export const ServerPageWithPaging: Story = {
  args: { source: 'server-page' },
  parameters: describe('The server renders the first page inside the tag; Load more and other categories ask the API (a stand-in here, 300 ms).'),
};

/** Filters beside the chips, applied by the API. */
export const Filters: Story = {
  args: { source: 'server-page', filters: true },
  parameters: describe(
    'data-filters: a price range (Min/Max in the store currency), a brand (the server sends the list with its first page) and In stock only. ' +
      'Each change asks the API from page 1; the count is announced in a polite live region; Clear filters resets them all.',
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByLabelText('Brand'), 'Trailhead');
    await expect(await canvas.findByText('1 product', { selector: '[role="status"]' }, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};

/** A minimum above the maximum. */
export const FiltersWrongRange: Story = {
  args: { source: 'server-page', filters: true },
  parameters: describe('Min above Max: the fields keep what was typed, a message says what is wrong beside them, and the API is not asked.'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Min'), '50');
    await userEvent.type(canvas.getByLabelText('Max'), '10');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The minimum price must not be more than the maximum.');
    await expect(canvas.getByLabelText('Min')).toHaveValue('50');
  },
};

/** Loading from the API: placeholder cards. */
export const Loading: Story = {
  args: { source: 'api-loading' },
  parameters: describe('No inline JSON and the API has not answered yet: placeholder cards and "Loading products…".'),
};

/** Loaded from the API. */
export const FromApi: Story = {
  args: { source: 'api', limit: '3' },
  parameters: describe('No inline JSON: the grid asks GET /api/storefront/products (category, sort, page, limit).'),
};

/** Nothing to show. */
export const Empty: Story = {
  args: { source: 'empty' },
  parameters: describe('The category has no products.'),
};

/** The API failed. */
export const LoadError: Story = {
  args: { source: 'api-error' },
  parameters: describe('The API answered with an error: its message is shown with Try again; the rest of the page keeps working.'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' }, { timeout: 5000 })).toBeVisible();
  },
};

/** Low stock and out of stock cards. */
export const StockBadges: Story = {
  args: { category: 'electronics' },
  parameters: describe('Pulse Fitness Tracker has 8 left ("Only 8 left"); Voyager Portable Speaker is out of stock (its button is disabled).'),
};

/** A collection page: no chips. */
export const WithoutChips: Story = {
  args: { categories: false, sort: 'price-high' },
  parameters: describe('data-categories="false" (a collection page): only the sort.'),
};

/** In another currency. */
export const PoundsSterling: Story = {
  args: { currency: 'GBP' },
  parameters: describe('data-currency="GBP": prices through Intl.NumberFormat in the page language.'),
};

/** A wrong attribute shows the kit's visible error. */
export const BadConfiguration: Story = {
  args: { limit: 'lots' },
  parameters: describe('data-limit="lots" is not a number: a small notice names the attribute; the page keeps working.'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/data-limit: expected a whole number/)).toBeVisible();
  },
};
