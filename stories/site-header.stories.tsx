import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DetailedHTMLProps, HTMLAttributes, ReactElement } from 'react';
import { expect, userEvent, within } from 'storybook/test';
// Registers <site-header> (the import has that one side effect).
import '../elements/site-header/site-header.element.ts';
import { Html } from './html.tsx';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'site-header': DetailedHTMLProps<HTMLAttributes<HTMLElement> & { 'data-label'?: string; 'data-current'?: string }, HTMLElement>;
    }
  }
}

/** What a page author writes: the current page, the source of the menu, and the bar's extras. */
interface HeaderArgs {
  source: 'markup' | 'json';
  current: string;
  label: string;
  brand: string;
  withActions: boolean;
  badJson: boolean;
}

const shop = [
  { title: 'Electronics', href: '/store?category=electronics' },
  { title: 'Fashion', href: '/store?category=fashion' },
  { title: 'Home', href: '/store?category=home' },
];
const company = [
  { title: 'About us', href: '/about' },
  { title: 'Help Center', href: '/help' },
  { title: 'Contact Us', href: '/contact' },
];

function HeaderMarkup(args: HeaderArgs): ReactElement {
  const json = { title: args.brand, href: '/', items: [{ title: 'Home', href: '/' }, { title: 'Shop', href: '/store', children: shop }, { title: 'Company', children: company }, { title: 'Docs', href: '/docs' }] };
  return (
    <site-header data-current={args.current || undefined} data-label={args.label || undefined}>
      {args.source === 'json' ? (
        <script type="application/json">{args.badJson ? '{"title": "Broken", "items": [{"title": ""}]}' : JSON.stringify(json)}</script>
      ) : null}
      <a href="/" data-brand="">
        {args.brand}
      </a>
      <a href="#story-menu" data-menu-toggle="">
        Menu
      </a>
      <nav id="story-menu" aria-label="Main">
        <ul>
          <li>
            <a href="/">Home</a>
          </li>
          <li>
            <a href="/store">Shop</a>
            <ul>
              {shop.map((l) => (
                <li key={l.href}>
                  <a href={l.href}>{l.title}</a>
                </li>
              ))}
            </ul>
          </li>
          <li>
            <span>Company</span>
            <ul>
              {company.map((l) => (
                <li key={l.href}>
                  <a href={l.href}>{l.title}</a>
                </li>
              ))}
            </ul>
          </li>
          <li>
            <a href="/docs">Docs</a>
          </li>
        </ul>
      </nav>
      {args.withActions && (
        <div data-actions="">
          <button type="button">Sign in</button>
        </div>
      )}
    </site-header>
  );
}

const meta = {
  title: 'Elements/site-header',
  render: (args) => (
    <Html>
      <HeaderMarkup {...args} />
    </Html>
  ),
  args: { source: 'markup', current: '/', label: '', brand: 'Northwind Outfitters', withActions: true, badJson: false },
  argTypes: {
    source: { control: 'inline-radio', options: ['markup', 'json'], description: 'Menu from server markup (works before JavaScript) or inline JSON' },
    current: { control: 'text', description: 'data-current: the path of the current page (default: the address bar)' },
    label: { control: 'text', description: 'data-label: accessible name of the navigation (default "Main")' },
    brand: { control: 'text', description: 'The site name in the brand link' },
    withActions: { control: 'boolean', description: 'Extra controls kept at the end of the bar (<div data-actions>)' },
    badJson: { control: 'boolean', description: 'Invalid inline JSON (shows the configuration error)' },
  },
  parameters: { elementEvents: ['site-header-toggle'], designNote: true, layout: 'fullscreen' },
} satisfies Meta<HeaderArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const describe = (story: string) => ({ docs: { description: { story } } });

/** The desktop bar, Home marked as the current page. */
export const Desktop: Story = {
  parameters: describe('From 768 px: brand on the left, the menu and the extra controls on the right. The current page is underlined and announced as "current page".'),
};

/** The current page inside a dropdown: its parent is underlined. */
export const CurrentInDropdown: Story = {
  args: { current: '/store?category=fashion' },
  parameters: describe('On a page inside a dropdown (Fashion), the top-level Shop entry is underlined too, so visitors see where they are.'),
};

/** A dropdown open. */
export const DropdownOpen: Story = {
  parameters: describe('Dropdowns open with a click, Enter or Space (never on hover alone) and close with Escape, a click outside or when focus leaves.'),
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Shop submenu' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  },
};

/** A group without its own page (Company) opened. */
export const GroupOpen: Story = {
  parameters: describe('A menu entry without a page of its own is a single button that opens its links.'),
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Company' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Below 768 px: the Menu button. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: describe('Below 768 px the menu collapses behind a Menu button; it opens below the bar and Escape closes it.'),
};

/** Below 768 px with the menu open. */
export const MobileOpen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: describe('The mobile menu open: entries stacked, dropdown links indented under their parent.'),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Menu' }).catch(() => null);
    // The Menu button exists below 768 px only (the viewport toolbar sets it; a wide frame has none).
    const button = within(canvasElement).queryByRole('button', { name: 'Menu' });
    if (!button) return;
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  },
};

/** The menu from inline JSON. */
export const FromJson: Story = {
  args: { source: 'json', brand: 'Harbor Bistro & Salon', withActions: false },
  parameters: describe('The same menu given as inline JSON { title, href, logo, items }; the server links stay as the fallback before JavaScript.'),
};

/** A long site name and no extra controls. */
export const LongBrand: Story = {
  args: { brand: 'Harbor Bistro, Salon & Spa by the Marina', withActions: false },
  parameters: describe('A long site name: the menu wraps to a second row instead of overlapping it.'),
};

/** Bad inline JSON. */
export const BadConfiguration: Story = {
  args: { source: 'json', badJson: true },
  parameters: describe('An entry without a title: the header shows a notice naming inline JSON, logs it once, and keeps the server links below it.'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/inline JSON/)).toBeVisible();
  },
};
