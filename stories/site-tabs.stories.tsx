import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DetailedHTMLProps, HTMLAttributes, ReactElement } from 'react';
import { expect, userEvent, within } from 'storybook/test';
// Registers <site-tabs> (the import has that one side effect).
import '../elements/site-tabs/site-tabs.element.ts';
import { Html } from './html.tsx';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'site-tabs': DetailedHTMLProps<HTMLAttributes<HTMLElement> & { 'data-label'?: string; 'data-selected'?: string; 'data-hash'?: string }, HTMLElement>;
    }
  }
}

interface TabsArgs {
  source: 'sections' | 'json';
  label: string;
  selected: string;
  hash: boolean;
  many: boolean;
  badSelected: boolean;
}

const sections = [
  { id: 'description', title: 'Description', paragraphs: ['Over-ear headphones with active noise cancelling and 30 hours of battery.', 'Folds flat into the included case.'] },
  { id: 'specifications', title: 'Specifications', paragraphs: ['Bluetooth 5.3, USB-C charging, 250 g.'] },
  { id: 'care', title: 'Care', paragraphs: ['Wipe the ear cushions with a dry cloth. Keep away from heat.'] },
];
const more = ['Sizes and fit', 'Shipping', 'Returns', 'Reviews'].map((title) => ({ id: title.toLowerCase().replace(/\W+/g, '-'), title, paragraphs: [`${title}: details follow.`] }));

function TabsMarkup(args: TabsArgs): ReactElement {
  const all = args.many ? [...sections, ...more] : sections;
  return (
    <site-tabs
      data-label={args.label || undefined}
      data-selected={args.badSelected ? 'second' : args.selected || undefined}
      data-hash={args.hash ? undefined : 'false'}
    >
      {args.source === 'json' ? (
        <script type="application/json">{JSON.stringify(all.map((s) => ({ id: s.id, title: s.title, content: s.paragraphs.join('\n\n') })))}</script>
      ) : (
        <>
          <nav>
            {all.map((s) => (
              <a key={s.id} href={`#${s.id}`}>
                {s.title}
              </a>
            ))}
          </nav>
          {all.map((s) => (
            <section key={s.id} id={s.id}>
              <h3>{s.title}</h3>
              {s.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </section>
          ))}
        </>
      )}
    </site-tabs>
  );
}

const meta = {
  title: 'Elements/site-tabs',
  render: (args) => (
    <Html>
      <TabsMarkup {...args} />
    </Html>
  ),
  args: { source: 'sections', label: 'Product details', selected: '', hash: false, many: false, badSelected: false },
  argTypes: {
    source: { control: 'inline-radio', options: ['sections', 'json'], description: 'Tabs from <section> children (work before JavaScript) or inline JSON' },
    label: { control: 'text', description: 'data-label: accessible name of the tab list' },
    selected: { control: 'text', description: 'data-selected: index of the first tab shown (default 0)' },
    hash: { control: 'boolean', description: 'data-hash: keep the selected tab in the URL hash (default on; off here so Storybook keeps its address)' },
    many: { control: 'boolean', description: 'Seven tabs (the row scrolls sideways on small screens)' },
    badSelected: { control: 'boolean', description: 'data-selected="second" (shows the configuration error)' },
  },
  parameters: { elementEvents: ['site-tabs-change'] },
} satisfies Meta<TabsArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const describe = (story: string) => ({ docs: { description: { story } } });

/** The first tab selected. */
export const Default: Story = {
  parameters: describe('A row of tabs; the selected one is underlined. ← → Home End move between tabs, Tab goes into the panel.'),
};

/** Another tab selected. */
export const SecondTab: Story = {
  parameters: describe('Selecting a tab fades its panel in over 300 ms (no fade when reduced motion is asked for). On a real page the address gets #specifications.'),
  play: async ({ canvasElement }) => {
    const tab = await within(canvasElement).findByRole('tab', { name: 'Specifications' });
    await userEvent.click(tab);
    await expect(tab).toHaveAttribute('aria-selected', 'true');
  },
};

/** Chosen by data-selected. */
export const SelectedByAttribute: Story = {
  args: { selected: '2' },
  parameters: describe('data-selected="2": the third tab is shown first (a #hash in the address wins over it).'),
};

/** From inline JSON. */
export const FromJson: Story = {
  args: { source: 'json' },
  parameters: describe('Tabs from inline JSON [{ id, title, content }]; blank lines in content become paragraphs.'),
};

/** Many tabs on a phone. */
export const ManyTabsMobile: Story = {
  args: { many: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: describe('Seven tabs below 768 px: the row scrolls sideways and keeps the selected tab in view.'),
};

/** A wrong attribute. */
export const BadConfiguration: Story = {
  args: { badSelected: true },
  parameters: describe('data-selected="second" is not a number: the notice names it and the sections stay readable below it.'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/data-selected/)).toBeVisible();
  },
};
