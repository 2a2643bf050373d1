import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DetailedHTMLProps, HTMLAttributes, ReactElement } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
// Registers <site-presentation> (the import has that one side effect).
import '../elements/site-presentation/site-presentation.element.ts';
import { Html } from './html.tsx';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'site-presentation': DetailedHTMLProps<
        HTMLAttributes<HTMLElement> & {
          'data-label'?: string;
          'data-start'?: string;
          'data-autoplay'?: string;
          'data-hash'?: string;
          'data-thumbnails'?: string;
          'data-heading-level'?: string;
        },
        HTMLElement
      >;
    }
  }
}

interface PresentationArgs {
  source: 'sections' | 'json';
  label: string;
  start: string;
  autoplay: boolean;
  hash: boolean;
  id: string;
  thumbnails: boolean;
  headingLevel: string;
  html: boolean;
  many: boolean;
  badJson: boolean;
}

/** A 16:9 placeholder picture as a data URL (Storybook serves no demo images). */
function picture(text: string, hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><rect width="640" height="360" fill="hsl(${hue} 45% 28%)"/><text x="320" y="180" dy="0.35em" text-anchor="middle" font-family="system-ui" font-size="96" font-weight="700" fill="#fff">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

interface StorySlide {
  title: string;
  content: string;
  notes: string;
  image?: string;
  alt?: string;
}

const base: StorySlide[] = [
  { title: 'Welcome', content: 'A short tour of the shop: what we sell, how to book and how to reach us.', notes: 'Introduce yourself.' },
  { title: 'Our products', content: 'Headphones, speakers and accessories.\n\nPicked and tested by our team.', notes: 'Mention the new season.' },
  { title: 'Booking a visit', content: 'Book a fitting or a repair online; free cancellation up to 24 hours before.', notes: '' },
  { title: 'Get in touch', content: 'The help page and the contact form are one click away.', notes: 'Take questions.' },
].map((slide, i) => ({ ...slide, image: picture(String(i + 1), (i * 70) % 360), alt: `Picture for ${slide.title}` }));
const more: StorySlide[] = Array.from({ length: 8 }, (_, i) => ({ title: `Extra slide ${i + 5}`, content: `Slide ${i + 5} of a long deck.`, notes: '', image: picture(String(i + 5), (i * 45) % 360), alt: '' }));
const htmlSlide: StorySlide = { title: 'Rich content', content: '<p>HTML content is <strong>sanitized</strong> with DOMPurify:</p><ul><li>lists</li><li><a href="/help">links</a></li></ul>', notes: 'Scripts and handlers are removed.' };

function PresentationMarkup(args: PresentationArgs): ReactElement {
  const slides = [...base, ...(args.html ? [htmlSlide] : []), ...(args.many ? more : [])];
  const attrs = {
    id: args.id || undefined,
    'data-label': args.label || undefined,
    'data-start': args.start || undefined,
    'data-autoplay': args.autoplay ? '' : undefined,
    'data-hash': args.hash ? undefined : 'false',
    'data-thumbnails': args.thumbnails ? undefined : 'false',
    'data-heading-level': args.headingLevel || undefined,
  };
  if (args.badJson) {
    return (
      <site-presentation {...attrs}>
        <script type="application/json">{JSON.stringify([{ title: 'No alt text', image: picture('?', 0) }])}</script>
      </site-presentation>
    );
  }
  if (args.source === 'json') {
    return (
      <site-presentation {...attrs}>
        <script type="application/json">{JSON.stringify(slides)}</script>
      </site-presentation>
    );
  }
  return (
    <site-presentation {...attrs}>
      {slides.map((slide) => (
        <section key={slide.title}>
          <h2>{slide.title}</h2>
          {slide.content.split('\n\n').map((p) => (
            <p key={p}>{p.replace(/<[^>]+>/g, '')}</p>
          ))}
          {slide.image && <img src={slide.image} alt={slide.alt ?? ''} />}
          {slide.notes && <aside data-notes="">{slide.notes}</aside>}
        </section>
      ))}
    </site-presentation>
  );
}

const meta = {
  title: 'Elements/site-presentation',
  render: (args) => (
    <Html>
      <PresentationMarkup {...args} />
    </Html>
  ),
  args: { source: 'sections', label: 'Tour of the shop', start: '', autoplay: false, hash: false, id: '', thumbnails: true, headingLevel: '', html: false, many: false, badJson: false },
  argTypes: {
    source: { control: 'inline-radio', options: ['sections', 'json'], description: 'Slides from <section> children (a readable list before JavaScript) or inline JSON' },
    label: { control: 'text', description: 'data-label: the deck title (names the region)' },
    start: { control: 'text', description: 'data-start: number (from 1) of the first slide shown, unless the URL hash names another' },
    autoplay: { control: 'boolean', description: 'data-autoplay: one slide every 5 s, stopping on the last; never under reduced motion' },
    hash: { control: 'boolean', description: 'data-hash: follow and keep #slide-N in the address (default on; off here so Storybook keeps its address)' },
    id: { control: 'text', description: 'id: with data-hash the slides are linked as #<id>-N, so two viewers on a page do not fight' },
    thumbnails: { control: 'boolean', description: 'data-thumbnails: the strip of thumbnails under the slide (default on)' },
    headingLevel: { control: 'inline-radio', options: ['', '2', '3', '4'], description: 'data-heading-level: heading level of JSON slide titles (default 2)' },
    html: { control: 'boolean', description: 'Add a slide whose content is HTML (sanitized with DOMPurify)' },
    many: { control: 'boolean', description: 'Twelve slides (the thumbnail strip scrolls sideways)' },
    badJson: { control: 'boolean', description: 'A JSON slide with an image but no alt text (shows the configuration error)' },
  },
  parameters: { elementEvents: ['site-presentation-change'] },
} satisfies Meta<PresentationArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const describe = (story: string) => ({ docs: { description: { story } } });

/** The first slide, with controls and thumbnails. */
export const Default: Story = {
  parameters: describe('Keys while focus is inside: ← → PageUp PageDown Space Home End, G grid, P presenting, F fullscreen, Esc leaves a mode. Space means next slide; on a focused button it presses the button.'),
};

/** From inline JSON. */
export const FromJson: Story = {
  args: { source: 'json', headingLevel: '3' },
  parameters: describe('Slides from inline JSON [{ title, content, image, alt, notes }]; blank lines in content make paragraphs; titles as <h3> (data-heading-level="3").'),
};

/** HTML content, sanitized. */
export const HtmlContent: Story = {
  args: { source: 'json', html: true, start: '5' },
  parameters: describe('A slide whose content holds HTML: DOMPurify (loaded only for such decks) keeps the markup and drops scripts and handlers.'),
};

/** Starts on another slide. */
export const StartOnSlide: Story = {
  args: { start: '3' },
  parameters: describe('data-start="3": the third slide first (a #slide-N in the address wins over it).'),
};

/** Autoplay. */
export const Autoplay: Story = {
  args: { autoplay: true },
  parameters: describe('data-autoplay: a new slide every 5 s, stopping on the last; the Pause button stops it. With reduced motion there is no autoplay and no Play button.'),
};

/** No thumbnails. */
export const WithoutThumbnails: Story = {
  args: { thumbnails: false },
  parameters: describe('data-thumbnails="false": only the slide and its controls.'),
};

/** Linked by the address. */
export const HashLinked: Story = {
  args: { hash: true, id: 'tour' },
  parameters: describe('With data-hash (the default) and id="tour", moving writes #tour-N into the address with replaceState (no history entries), and #tour-N links open that slide.'),
};

/** Moved with the keyboard. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slide = await canvas.findByRole('group', { name: /^1 of 4/ });
    slide.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('group', { name: /^2 of 4/ })).toBeVisible());
    await userEvent.keyboard('{End}');
    await expect(await canvas.findByText('4 / 4')).toBeVisible();
  },
  parameters: describe('→ then End: the fourth slide; a live region says "Slide 4 of 4".'),
};

/** The grid overview. */
export const GridOverview: Story = {
  args: { many: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Grid overview' }));
    const grid = await canvas.findByRole('list', { name: 'All slides' });
    // The grid fades in over 150 ms.
    await waitFor(() => expect(grid).toBeVisible());
  },
  parameters: describe('G or the grid button: every slide as a card, focus on the current one; arrows move between cards, choosing one shows it and leaves the grid; Esc leaves too.'),
};

/** Presenting mode. */
export const Presenting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Presenting mode' }));
    await expect(await canvas.findByRole('dialog', { name: 'Tour of the shop' })).toBeVisible();
  },
  parameters: describe('P or the presenting button: the deck covers the page with the speaker notes and the next slide title; Tab stays inside; Esc returns.'),
};

/** Fullscreen. */
export const Fullscreen: Story = {
  parameters: describe('F or the fullscreen button asks the Fullscreen API for the element. Where it is refused (an iframe without allowfullscreen, for one) the viewer stays as it is and a console.warn says so.'),
};

/** Many slides on a phone. */
export const ManySlidesMobile: Story = {
  args: { many: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: describe('Below 768 px the slide takes its own height, the image goes under the text and the thumbnail strip scrolls sideways.'),
};

/** A wrong payload. */
export const BadConfiguration: Story = {
  args: { badJson: true },
  parameters: describe('An image without alt text: the notice names [0].alt.'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/inline JSON: expected \[0\]\.alt/)).toBeVisible();
  },
};
