import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DetailedHTMLProps, HTMLAttributes, ReactElement } from 'react';
import { expect, userEvent, within } from 'storybook/test';
// Registers <site-mega-menu> (the import has that one side effect).
import '../elements/site-mega-menu/site-mega-menu.element.ts';
import { Html } from './html.tsx';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'site-mega-menu': DetailedHTMLProps<HTMLAttributes<HTMLElement> & { 'data-label'?: string; 'data-current'?: string }, HTMLElement>;
    }
  }
}

interface MegaMenuArgs {
  source: 'json' | 'markup';
  label: string;
  current: string;
  badJson: boolean;
}

const image = (seed: string) => `https://picsum.photos/seed/${seed}/480/270`;

/** Menu items as a builder stores them (title, href, type, banner, items). */
const items = [
  {
    title: 'Shop',
    href: '/store',
    type: 'hero',
    category: 'Featured',
    banner: { title: 'Summer sale', description: 'Up to 30% off tents, packs and rain gear until Sunday.', cta: 'Shop the sale', href: '/store?sale=1', image: image('summer-sale') },
    items: [
      { title: 'Electronics', href: '/store?category=electronics', description: 'Headphones, speakers and smart lamps', icon: '🎧', badge: 'New' },
      { title: 'Fashion', href: '/store?category=fashion', description: 'Jackets, merino and denim', icon: '🧥' },
      { title: 'Home', href: '/store?category=home', description: 'Mugs, blankets and candles', icon: '🏠' },
      { title: 'Books', href: '/store?category=books', description: 'Field guides and cookbooks', icon: '📚' },
    ],
  },
  {
    title: 'Journal',
    href: '/journal',
    type: 'blog',
    items: [
      { title: 'Packing for a weekend hike', href: '/journal/packing', date: 'June 2, 2025', image: image('hike'), description: 'Ten things that earn their weight.' },
      { title: 'Caring for merino', href: '/journal/merino', date: 'May 20, 2025', image: image('merino'), description: 'Wash less, wear longer.' },
      { title: 'Night skies for beginners', href: '/journal/night-skies', date: 'May 2, 2025', image: image('stars'), description: 'What to see this summer.' },
    ],
  },
  {
    title: 'Help',
    banner: { title: 'Need a hand?', description: 'Our team answers within a day.', cta: 'Contact us', href: '/contact' },
    children: [
      { title: 'Shipping', href: '/shipping' },
      { title: 'Returns and refunds', href: '/returns' },
      { title: 'Help Center', href: '/help' },
    ],
  },
  { title: 'Docs', href: '/docs' },
];

function MegaMenuMarkup(args: MegaMenuArgs): ReactElement {
  return (
    <site-mega-menu data-label={args.label || undefined} data-current={args.current || undefined}>
      {args.source === 'json' && <script type="application/json">{args.badJson ? '[{"title": "Shop", "type": "mega"}]' : JSON.stringify(items)}</script>}
      <nav aria-label="Main">
        <ul>
          {items.map((item) => (
            <li key={item.title}>
              <a href={item.href ?? '#'}>{item.title}</a>
              {(item.items ?? item.children) && (
                <ul>
                  {(item.items ?? item.children ?? []).map((entry) => (
                    <li key={entry.href}>
                      <a href={entry.href}>{entry.title}</a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </site-mega-menu>
  );
}

const meta = {
  title: 'Elements/site-mega-menu',
  render: (args) => (
    <Html>
      <div style={{ minHeight: '34rem' }}>
        <MegaMenuMarkup {...args} />
      </div>
    </Html>
  ),
  args: { source: 'json', label: 'Main', current: '', badJson: false },
  argTypes: {
    source: { control: 'inline-radio', options: ['json', 'markup'], description: 'Items from inline JSON (rich panels) or only the server fallback (plain link panels)' },
    label: { control: 'text', description: 'data-label: accessible name of the navigation' },
    current: { control: 'text', description: 'data-current: path of the current page' },
    badJson: { control: 'boolean', description: 'Invalid inline JSON (shows the configuration error)' },
  },
  parameters: { elementEvents: ['site-mega-menu-toggle'], layout: 'fullscreen' },
} satisfies Meta<MegaMenuArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const describe = (story: string) => ({ docs: { description: { story } } });
const openPanel = (name: string) => async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const button = await within(canvasElement).findByRole('button', { name });
  await userEvent.click(button);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
};

/** The closed bar. */
export const Closed: Story = {
  parameters: describe('Entries with a panel are buttons (they open on hover, click, tap, Enter or Space); Docs is a plain link.'),
};

/** A hero panel. */
export const HeroPanel: Story = {
  parameters: describe('Type hero: the banner (image, title, text, call to action) leads, the links follow with icon, badge and description. The panel fades in over 300 ms, entries 50 ms apart.'),
  play: openPanel('Shop'),
};

/** A blog panel. */
export const BlogPanel: Story = {
  parameters: describe('Type blog: cards with image, date, title and summary.'),
  play: openPanel('Journal'),
};

/** A default panel with a banner. */
export const DefaultPanel: Story = {
  parameters: describe('Type default: plain links (here from children) with the banner at the side.'),
  play: openPanel('Help'),
};

/** The current page inside a panel. */
export const CurrentPage: Story = {
  args: { current: '/store?category=fashion' },
  parameters: describe('On the Fashion page: Shop is underlined in the bar and Fashion is marked in its panel.'),
  play: openPanel('Shop'),
};

/** Only the server fallback. */
export const FromMarkup: Story = {
  args: { source: 'markup' },
  parameters: describe('Without JSON the element reads the server-rendered nested lists: each entry gets a simple panel of links and an "All …" link.'),
  play: openPanel('Shop'),
};

/** Below 768 px. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: describe('Below 768 px the entries stack and a panel opens in place, pushing the next entries down.'),
  play: openPanel('Shop'),
};

/** Bad inline JSON. */
export const BadConfiguration: Story = {
  args: { badJson: true },
  parameters: describe('type "mega" is not hero, blog or default: the notice names [0].type and the server links stay readable.'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/\[0\]\.type/)).toBeVisible();
  },
};
