import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DetailedHTMLProps, HTMLAttributes, ReactElement } from 'react';
import { expect, userEvent, within } from 'storybook/test';
// Registers <site-nav-list> (the import has that one side effect).
import '../elements/site-nav-list/site-nav-list.element.ts';
import { Html } from './html.tsx';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'site-nav-list': DetailedHTMLProps<
        HTMLAttributes<HTMLElement> & { 'data-label'?: string; 'data-current'?: string; 'data-storage-key'?: string; 'data-expanded'?: string },
        HTMLElement
      >;
    }
  }
}

interface NavListArgs {
  source: 'markup' | 'json';
  current: string;
  expanded: boolean;
  label: string;
}

const image = (seed: string) => `https://picsum.photos/seed/${seed}/96/96`;
const items = [
  {
    title: 'Trail guides',
    href: '/guides',
    image: image('trail'),
    description: 'Routes around New York, from easy to epic',
    children: [
      { title: 'Catskills', href: '/guides/catskills', icon: '⛰', description: 'Three days, two summits' },
      { title: 'Hudson Highlands', href: '/guides/hudson', icon: '🌲' },
    ],
  },
  {
    title: 'Care instructions',
    image: image('care'),
    description: 'Keep your gear going for years',
    children: [
      { title: 'Merino', href: '/care/merino', description: 'Wash cold, dry flat' },
      { title: 'Rain jackets', href: '/care/rain', description: 'Re-proof once a season' },
    ],
  },
  { title: 'Store events', href: '/events', image: image('events'), description: 'Workshops and talks in SoHo and Brooklyn' },
];

function NavListMarkup(args: NavListArgs): ReactElement {
  return (
    <site-nav-list id="story-nav" data-label={args.label || undefined} data-current={args.current || undefined} data-expanded={args.expanded ? '' : undefined}>
      {args.source === 'json' && <script type="application/json">{JSON.stringify(items)}</script>}
      <ul>
        {items.map((item) => (
          <li key={item.title}>
            {item.href ? <a href={item.href}>{item.title}</a> : <span>{item.title}</span>}
            {item.children && (
              <ul>
                {item.children.map((child) => (
                  <li key={child.href}>
                    <a href={child.href}>{child.title}</a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </site-nav-list>
  );
}

const meta = {
  title: 'Elements/site-nav-list',
  render: (args) => (
    <Html>
      <NavListMarkup {...args} />
    </Html>
  ),
  beforeEach: () => localStorage.removeItem('site-nav-open:' + (location.host || 'default') + ':story-nav'),
  args: { source: 'json', current: '', expanded: false, label: 'Explore' },
  argTypes: {
    source: { control: 'inline-radio', options: ['json', 'markup'], description: 'Items from inline JSON (images, icons, descriptions) or the server list' },
    current: { control: 'text', description: 'data-current: the path of the current page' },
    expanded: { control: 'boolean', description: 'data-expanded: every branch open unless the visitor closed it' },
    label: { control: 'text', description: 'data-label: accessible name of the navigation' },
  },
  parameters: { elementEvents: ['site-nav-list-toggle'] },
} satisfies Meta<NavListArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const describe = (story: string) => ({ docs: { description: { story } } });

/** Collapsed, with images and descriptions. */
export const Collapsed: Story = {
  parameters: describe('Each entry with children has a toggle; entries without a page of their own (Care instructions) toggle as a whole.'),
};

/** A branch opened by the visitor. */
export const BranchOpen: Story = {
  parameters: describe('Opening a branch reveals its entries, indented under a line. The list remembers it on the next visit.'),
  play: async ({ canvasElement }) => {
    const toggle = await within(canvasElement).findByRole('button', { name: 'More in Trail guides' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};

/** The current page inside a branch. */
export const CurrentPage: Story = {
  args: { current: '/care/merino' },
  parameters: describe("On the Merino page its branch opens by itself and the entry is marked (a bar and the primary colour)."),
};

/** Everything open. */
export const Expanded: Story = {
  args: { expanded: true },
  parameters: describe('data-expanded: every branch starts open, unless the visitor closed it before.'),
};

/** From the server list only. */
export const FromMarkup: Story = {
  args: { source: 'markup' },
  parameters: describe('The plain server-rendered list, upgraded: titles and links only.'),
};

/** Below 768 px. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { expanded: true },
  parameters: describe('On a phone the rows keep 44 px touch targets and long titles wrap.'),
};
