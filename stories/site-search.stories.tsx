import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import { expect, userEvent, within } from 'storybook/test';
// Registers <site-search> (the import has that one side effect).
import '../elements/site-search/site-search.element.ts';
import { Html } from './html.tsx';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'site-search': DetailedHTMLProps<
        HTMLAttributes<HTMLElement> & { 'data-datatype'?: string; 'data-label'?: string; 'data-placeholder'?: string; 'data-debounce'?: string },
        HTMLElement
      >;
    }
  }
}

/** How the story's stand-in API answers `GET /api/search-data/…`. */
type ApiMode = 'results' | 'empty' | 'not-configured' | 'server-error' | 'slow';

interface SearchArgs {
  datatype: 'all' | 'products' | 'pages';
  label: string;
  placeholder: string;
  debounce: string;
  api: ApiMode;
}

const hits = [
  { data: { title: 'Aurora Wireless Headphones' }, url: '/store/product/NW-AUDIO-01', content: 'Over-ear headphones with active noise cancelling and 30 hours of battery…' },
  { data: { title: 'Voyager Portable Speaker' }, url: '/store/product/NW-AUDIO-02', content: 'A rugged speaker for the trail; pairs with your headphones and phone.' },
  { data: { title: 'Help Center' }, url: '/help', content: 'Answers to the questions Northwind customers ask most: orders, payments, returns.' },
];

/** Answers search calls in the browser the way the chosen mode says; returns the restore function. */
function mockSearchApi(mode: ApiMode): () => void {
  const real = window.fetch;
  window.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (!url.pathname.startsWith('/api/search-data/')) return real(input, init);
    const reply = (status: number, body: unknown, delay = 150): Promise<Response> =>
      new Promise((resolve) => setTimeout(() => resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })), delay));
    if (mode === 'empty') return reply(200, { data: [] });
    if (mode === 'not-configured') return reply(404, { error: { code: 'search_not_configured', message: 'Search Not Configured' } });
    if (mode === 'server-error') return reply(400, { error: { code: 'invalid', message: 'keyword: must be at most 200 characters' } });
    return reply(200, { data: hits }, mode === 'slow' ? 60_000 : 150);
  };
  return () => {
    window.fetch = real;
  };
}

const meta = {
  title: 'Elements/site-search',
  render: (args) => (
    <Html>
      <site-search
        data-datatype={args.datatype === 'all' ? undefined : args.datatype}
        data-label={args.label || undefined}
        data-placeholder={args.placeholder || undefined}
        data-debounce={args.debounce || undefined}
      />
    </Html>
  ),
  beforeEach: ({ args }) => mockSearchApi(args.api),
  args: { datatype: 'all', label: '', placeholder: '', debounce: '', api: 'results' },
  argTypes: {
    datatype: { control: 'inline-radio', options: ['all', 'products', 'pages'], description: 'data-datatype: what to search' },
    label: { control: 'text', description: 'data-label: button text (default "Search")' },
    placeholder: { control: 'text', description: 'data-placeholder: text in the empty box' },
    debounce: { control: 'text', description: 'data-debounce: ms typing must pause (default 250)' },
    api: { control: 'select', options: ['results', 'empty', 'not-configured', 'server-error', 'slow'], description: 'How the stand-in API answers' },
  },
  parameters: { elementEvents: ['site-search-select'] },
} satisfies Meta<SearchArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const describe = (story: string) => ({ docs: { description: { story } } });

async function openAndType(canvasElement: HTMLElement, text: string): Promise<void> {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: /Search/ }));
  const box = await within(canvasElement).findByRole('combobox');
  if (text) await userEvent.type(box, text);
}

/** The closed state: the Search button with its shortcut. */
export const Closed: Story = {
  parameters: describe('The button as it sits in a header. Press / or Ctrl+K (⌘K) anywhere on the page to open the search.'),
};

/** The dialog open, nothing typed yet. */
export const Open: Story = {
  parameters: describe('The search dialog: a labelled search box with a hint on how to use the results; Escape or a click outside closes it.'),
  play: async ({ canvasElement }) => openAndType(canvasElement, ''),
};

/** Results with the searched words marked. */
export const Results: Story = {
  parameters: describe('Results appear as you type (after a short pause): title, address and a snippet, with the searched words in bold colour. ↑ ↓ choose, Enter opens.'),
  play: async ({ canvasElement }) => {
    await openAndType(canvasElement, 'head');
    await expect(await within(canvasElement).findAllByRole('option')).toHaveLength(3);
    await userEvent.keyboard('{ArrowDown}');
  },
};

/** Waiting for the server. */
export const Searching: Story = {
  args: { api: 'slow' },
  parameters: describe('While the server answers, the status line says "Searching…" (announced politely to screen readers).'),
  play: async ({ canvasElement }) => openAndType(canvasElement, 'lamp'),
};

/** Nothing found. */
export const NoResults: Story = {
  args: { api: 'empty' },
  parameters: describe("No match: 'No results found.'"),
  play: async ({ canvasElement }) => {
    await openAndType(canvasElement, 'unicorn');
    await expect(await within(canvasElement).findByText('No results found.')).toBeVisible();
  },
};

/** The site has no search. */
export const NotConfigured: Story = {
  args: { api: 'not-configured' },
  parameters: describe("A site without search (the API answers search_not_configured): the 'Search Not Configured' notice, and typing asks no more."),
  play: async ({ canvasElement }) => {
    await openAndType(canvasElement, 'menu');
    await expect(await within(canvasElement).findByText('Search Not Configured')).toBeVisible();
  },
};

/** A server error. */
export const ServerError: Story = {
  args: { api: 'server-error' },
  parameters: describe("The server refuses the search: its message appears in the page's toast and the result is empty."),
  play: async ({ canvasElement }) => openAndType(canvasElement, 'x'),
};

/** Below 768 px. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: describe('Below 768 px the button is a magnifier icon (still named "Search") and the dialog fills the screen.'),
  play: async ({ canvasElement }) => openAndType(canvasElement, 'head'),
};

/** A wrong attribute. */
export const BadConfiguration: Story = {
  args: { datatype: 'all', debounce: 'soon' },
  parameters: describe('data-debounce="soon" is not a number: a small notice names the attribute instead of the button.'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/data-debounce/)).toBeVisible();
  },
};
