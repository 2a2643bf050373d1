import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DetailedHTMLProps, HTMLAttributes, ReactElement } from 'react';
import { expect, userEvent, within } from 'storybook/test';
// Registers <site-docs-sidebar> (the import has that one side effect).
import '../elements/site-docs-sidebar/site-docs-sidebar.element.ts';
import { Html } from './html.tsx';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'site-docs-sidebar': DetailedHTMLProps<HTMLAttributes<HTMLElement> & { 'data-label'?: string; 'data-current'?: string; 'data-storage-key'?: string }, HTMLElement>;
    }
  }
}

interface SidebarArgs {
  current: string;
  label: string;
  long: boolean;
}

const tree = (long: boolean) => [
  { title: 'Getting started', children: [{ title: 'Introduction', href: '/docs' }, { title: 'Install', href: '/docs/install', children: [{ title: 'From a CDN', href: '/docs/install/cdn' }, { title: 'With npm', href: '/docs/install/npm' }] }] },
  { title: 'Elements', children: ['Header', 'Mega-menu', 'Navigation list', 'Docs sidebar', 'Footer', 'Tabs', 'Search', 'Form'].map((t) => ({ title: t, href: `/docs/elements/${t.toLowerCase().replace(/\W+/g, '-')}` })) },
  { title: 'Theming', children: [{ title: 'Design tokens', href: '/docs/tokens' }, { title: 'Dark colours', href: '/docs/dark' }] },
  ...(long ? [{ title: 'Reference', children: Array.from({ length: 30 }, (_, i) => ({ title: `API page ${i + 1}`, href: `/docs/reference/${i + 1}` })) }] : []),
];

function SidebarMarkup(args: SidebarArgs): ReactElement {
  const items = tree(args.long);
  return (
    <site-docs-sidebar id="story-docs" data-label={args.label || undefined} data-current={args.current || undefined}>
      <a href="#story-docs-tree" data-sidebar-toggle="">
        {args.label || 'Documentation'}
      </a>
      <nav id="story-docs-tree" aria-label={args.label || 'Documentation'}>
        <ul>
          {items.map((section) => (
            <li key={section.title}>
              <span>{section.title}</span>
              <ul>
                {section.children.map((page) => (
                  <li key={page.href}>
                    <a href={page.href}>{page.title}</a>
                    {'children' in page && page.children && (
                      <ul>
                        {page.children.map((sub) => (
                          <li key={sub.href}>
                            <a href={sub.href}>{sub.title}</a>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </nav>
    </site-docs-sidebar>
  );
}

const meta = {
  title: 'Elements/site-docs-sidebar',
  render: (args) => (
    <Html>
      <div style={{ width: '17rem', height: '30rem', display: 'grid' }}>
        <SidebarMarkup {...args} />
      </div>
    </Html>
  ),
  beforeEach: () => localStorage.removeItem('site-nav-open:' + (location.host || 'default') + ':docs:story-docs'),
  args: { current: '/docs/install/cdn', label: '', long: false },
  argTypes: {
    current: { control: 'text', description: 'data-current: the path of the current page' },
    label: { control: 'text', description: 'data-label: the name of the sidebar (default "Documentation")' },
    long: { control: 'boolean', description: 'Add a 30-page section (the current page scrolls into view)' },
  },
  parameters: { elementEvents: ['site-docs-sidebar-toggle'] },
} satisfies Meta<SidebarArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const describe = (story: string) => ({ docs: { description: { story } } });

/** Open by default, current page marked. */
export const Default: Story = {
  parameters: describe('Open by default with every section open; the current page (From a CDN) is marked and its sections stay open.'),
};

/** A long tree: the current page is scrolled into view. */
export const LongTree: Story = {
  args: { long: true, current: '/docs/reference/28' },
  parameters: describe('In a long tree the sidebar scrolls by itself so the current page is in view (the page itself does not move).'),
};

/** A section closed by the visitor. */
export const SectionClosed: Story = {
  parameters: describe('Sections close with a click, Enter or Space; the choice is remembered for the next visit.'),
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Elements' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The sidebar collapsed. */
export const Collapsed: Story = {
  parameters: describe('The sidebar itself collapses to its title button, remembered too.'),
  play: async ({ canvasElement }) => {
    const [toggle] = await within(canvasElement).findAllByRole('button', { name: 'Documentation' });
    await userEvent.click(toggle!);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Below 768 px. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: describe('Below 768 px the sidebar starts closed behind its button, so the page content comes first.'),
};
