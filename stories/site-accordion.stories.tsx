import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { expect, userEvent, within } from 'storybook/test';
// Registers <site-accordion> (the import has that one side effect).
import '../elements/site-accordion/site-accordion.element.ts';
import { Html } from './html.tsx';

interface Section {
  title: string;
  paragraphs: string[];
  open?: boolean;
}

/** The configuration a page author writes on the tag, plus where the sections come from. */
interface AccordionArgs {
  source: 'details' | 'json';
  multiple: boolean;
  collapsible: boolean;
  open: string;
  headingLevel: '2' | '3' | '4' | '5' | '6';
  switchDelay: string;
  label: string;
  sections: Section[];
}

const faq: Section[] = [
  {
    title: 'Shipping',
    paragraphs: [
      'We ship within two working days. Orders over €50 ship free within the EU.',
      'You get a tracking link by email as soon as the parcel leaves.',
    ],
  },
  {
    title: 'Returns',
    paragraphs: [
      'Return anything unused within 30 days for a full refund.',
      'Print the return label from your account page and drop the parcel at any post office.',
    ],
  },
  {
    title: 'Care instructions',
    paragraphs: ['Wash at 30 °C inside out. Do not tumble dry.'],
  },
];

const longText = Array.from(
  { length: 12 },
  (_, i) =>
    `Paragraph ${i + 1}. Our warranty covers defects in materials and workmanship for two years from the date of delivery. ` +
    'Keep your receipt or order confirmation; we repair or replace the item, and if neither is possible we refund the price paid.',
);

/** The tag as a server page would write it: sections as `<details>` children or as inline JSON. */
function AccordionMarkup(args: AccordionArgs): ReactElement {
  const level = args.headingLevel === '3' ? undefined : args.headingLevel;
  return (
    <site-accordion
      data-multiple={args.multiple ? '' : undefined}
      data-collapsible={args.collapsible ? undefined : 'false'}
      data-open={args.open || undefined}
      data-heading-level={level}
      data-switch-delay={args.switchDelay || undefined}
      data-label={args.label || undefined}
    >
      {args.source === 'json' ? (
        <script type="application/json">
          {JSON.stringify(
            args.sections.map((s) => ({ title: s.title, content: s.paragraphs.join('\n\n'), ...(s.open ? { open: true } : {}) })),
          )}
        </script>
      ) : (
        args.sections.map((s) => (
          <details key={s.title} open={s.open}>
            <summary>{s.title}</summary>
            {s.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </details>
        ))
      )}
    </site-accordion>
  );
}

const meta = {
  title: 'Elements/site-accordion',
  render: (args) => (
    <Html>
      <AccordionMarkup {...args} />
    </Html>
  ),
  args: {
    source: 'details',
    multiple: false,
    collapsible: true,
    open: '',
    headingLevel: '3',
    switchDelay: '',
    label: '',
    sections: faq,
  },
  argTypes: {
    source: { control: 'inline-radio', options: ['details', 'json'], description: 'Sections from `<details>` children or inline JSON' },
    multiple: { control: 'boolean', description: 'data-multiple: several sections open at once' },
    collapsible: { control: 'boolean', description: 'data-collapsible: "false" keeps one section open' },
    open: { control: 'text', description: 'data-open: indexes (from 0) open at first, e.g. "0,2"' },
    headingLevel: { control: 'select', options: ['2', '3', '4', '5', '6'], description: 'data-heading-level (default 3)' },
    switchDelay: { control: 'text', description: 'data-switch-delay: animation in ms, 0 to 2000 (empty = 300)' },
    label: { control: 'text', description: 'data-label: accessible name of the whole accordion' },
    sections: { control: false, table: { disable: true } },
  },
  parameters: { elementEvents: ['site-accordion-toggle'] },
} satisfies Meta<AccordionArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const describe = (story: string) => ({ docs: { description: { story } } });
const headers = (canvas: HTMLElement) => within(canvas).findAllByRole('button');

/** Sections from `<details>` children: the server-rendered form that works before JavaScript. */
export const FromDetails: Story = {
  args: { sections: [{ ...faq[0]!, open: true }, faq[1]!, faq[2]!] },
  parameters: describe(
    'The usual set-up: the page writes each section as <details><summary>. Before JavaScript (and for search engines) ' +
      'the sections already open and close; the element then takes them over. The first section is open because its <details> has the open attribute.',
  ),
  play: async ({ canvasElement }) => {
    const [first, second] = await headers(canvasElement);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(second!);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Sections from inline JSON. */
export const FromInlineJson: Story = {
  args: { source: 'json' },
  parameters: describe(
    'Sections given as a JSON list in a <script type="application/json"> inside the tag (title, content, open). ' +
      'Blank lines in the content become paragraphs. Use this when a builder stores the sections as data.',
  ),
};

/** Several sections open at once. */
export const Multiple: Story = {
  args: { multiple: true, open: '0,2' },
  parameters: describe(
    'data-multiple: opening a section leaves the others as they are. Here sections 1 and 3 start open (data-open="0,2").',
  ),
  play: async ({ canvasElement }) => {
    const [first, second, third] = await headers(canvasElement);
    await userEvent.click(second!);
    for (const header of [first, second, third]) await expect(header).toHaveAttribute('aria-expanded', 'true');
  },
};

/** The second section open at first. */
export const SecondSectionOpen: Story = {
  args: { open: '1' },
  parameters: describe('data-open="1": the second section (counting from 0) is open when the page loads.'),
};

/** Headings at level 2. */
export const HeadingLevel: Story = {
  args: { headingLevel: '2' },
  parameters: describe(
    'data-heading-level="2": each section header is an <h2> (default <h3>). Pick the level that fits the page outline; ' +
      'the look does not change.',
  ),
};

/** One section always stays open. */
export const NotCollapsible: Story = {
  args: { collapsible: false, open: '0' },
  parameters: describe(
    'data-collapsible="false": there is always one open section. Clicking the open header does nothing ' +
      '(it is marked aria-disabled); opening another section closes it.',
  ),
  play: async ({ canvasElement }) => {
    const [first] = await headers(canvasElement);
    await userEvent.click(first!);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A section with a lot of text. */
export const LongContent: Story = {
  args: {
    open: '1',
    sections: [faq[0]!, { title: 'Warranty and repairs', paragraphs: longText }, faq[1]!],
  },
  parameters: describe(
    'A long section: the panel grows to fit its content (no inner scrollbar) and the sections below move down. ' +
      'Check line length and spacing with real texts.',
  ),
};

/** A wrong attribute value shows the kit's visible error. */
export const BadConfiguration: Story = {
  args: { switchDelay: 'fast' },
  parameters: describe(
    'data-switch-delay="fast" is not a number. The element shows a small notice naming the bad attribute instead of itself, ' +
      'logs it once to the console and sends a site-error event (see Actions); the rest of the page keeps working.',
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/data-switch-delay: expected a whole number/)).toBeVisible();
  },
};
