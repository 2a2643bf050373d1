import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, DetailedHTMLProps, HTMLAttributes, ReactElement } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
// Registers <site-carousel> (the import has that one side effect).
import '../elements/site-carousel/site-carousel.element.ts';
import { Html } from './html.tsx';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'site-carousel': DetailedHTMLProps<HTMLAttributes<HTMLElement> & { [name: `data-${string}`]: string | undefined }, HTMLElement>;
    }
  }
}

interface CarouselArgs {
  source: 'children' | 'json';
  slides: number;
  label: string;
  duration: string;
  loop: boolean;
  dragFree: boolean;
  align: 'start' | 'center' | 'end';
  spacing: string;
  slidesToShow: string;
  slidesToShowMd: string;
  slidesToScroll: string;
  autoplay: boolean;
  autoplayDelay: string;
  effect: 'slide' | 'fade';
  direction: 'horizontal' | 'vertical';
  pagination: boolean;
  thumbnails: string;
  height: string;
  bad: boolean;
}

const names = [
  'Harbour',
  'Forest trail',
  'City lights',
  'Desert road',
  'Mountain lake',
  'Old town',
  'Coastline',
  'Meadow',
  'Bridge',
  'Market',
  'Garden',
  'Station',
];

/** A picture drawn locally (no image service): a coloured panel with the slide's name. */
function picture(i: number): string {
  const name = names[i % names.length] ?? 'Slide';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450"><rect width="800" height="450" fill="hsl(${(i * 47) % 360} 45% 28%)"/><circle cx="${200 + ((i * 97) % 400)}" cy="225" r="170" fill="hsl(${(i * 47 + 60) % 360} 50% 38%)"/><text x="400" y="240" text-anchor="middle" font-family="system-ui, sans-serif" font-size="64" font-weight="600" fill="#fff">${i + 1}. ${name}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function CarouselMarkup(args: CarouselArgs): ReactElement {
  const indexes = Array.from({ length: args.slides }, (_, i) => i);
  return (
    <div style={args.height ? ({ '--site-carousel-height': args.height } as CSSProperties) : undefined}>
      <site-carousel
        data-label={args.label || undefined}
        data-duration={args.duration || undefined}
        data-loop={args.loop ? '' : undefined}
        data-drag-free={args.dragFree ? '' : undefined}
        data-align={args.align === 'start' ? undefined : args.align}
        data-spacing={args.spacing || undefined}
        data-slides-to-show={args.bad ? 'many' : args.slidesToShow || undefined}
        data-slides-to-show-md={args.slidesToShowMd || undefined}
        data-slides-to-scroll={args.slidesToScroll || undefined}
        data-autoplay={args.autoplay ? '' : undefined}
        data-autoplay-delay={args.autoplayDelay || undefined}
        data-effect={args.effect === 'slide' ? undefined : args.effect}
        data-direction={args.direction === 'horizontal' ? undefined : args.direction}
        data-pagination={args.pagination ? undefined : 'false'}
        data-thumbnails={args.thumbnails || undefined}
      >
        {args.source === 'json' ? (
          <script type="application/json">
            {JSON.stringify(
              indexes.map((i) => ({
                image: picture(i),
                alt: names[i % names.length],
                title: names[i % names.length],
                caption: `Photo ${i + 1} of ${args.slides}.`,
              })),
            )}
          </script>
        ) : (
          indexes.map((i) => (
            <figure key={i} style={{ margin: 0 }}>
              <img src={picture(i)} alt={names[i % names.length]} width={800} height={450} style={{ width: '100%', height: 'auto' }} />
            </figure>
          ))
        )}
      </site-carousel>
    </div>
  );
}

const meta = {
  title: 'Elements/site-carousel',
  render: (args) => (
    <Html>
      <CarouselMarkup {...args} />
    </Html>
  ),
  args: {
    source: 'children',
    slides: 8,
    label: 'Featured places',
    duration: '',
    loop: false,
    dragFree: false,
    align: 'start',
    spacing: '',
    slidesToShow: '',
    slidesToShowMd: '',
    slidesToScroll: '',
    autoplay: false,
    autoplayDelay: '',
    effect: 'slide',
    direction: 'horizontal',
    pagination: true,
    thumbnails: '',
    height: '',
    bad: false,
  },
  argTypes: {
    source: {
      control: 'inline-radio',
      options: ['children', 'json'],
      description: 'Slides from child elements (a scrolling row before JavaScript) or inline JSON',
    },
    slides: { control: { type: 'number', min: 1, max: 12 }, description: 'How many slides' },
    label: { control: 'text', description: 'data-label: accessible name (default "Carousel")' },
    duration: { control: 'text', description: 'data-duration: slide animation in ms (default 500; none under reduced motion)' },
    loop: { control: 'boolean', description: 'data-loop: wrap around at the ends' },
    dragFree: { control: 'boolean', description: 'data-drag-free: glide freely when dragged, snapping when it stops' },
    align: { control: 'inline-radio', options: ['start', 'center', 'end'], description: 'data-align: where the current slide lines up' },
    spacing: { control: 'text', description: 'data-spacing: gap between slides in px (default 16)' },
    slidesToShow: { control: 'text', description: 'data-slides-to-show: slides in view, 1-8 (default 1)' },
    slidesToShowMd: { control: 'text', description: 'data-slides-to-show-md: count from 768 px (also -sm 640, -lg 1024, -xl 1280)' },
    slidesToScroll: { control: 'text', description: 'data-slides-to-scroll: slides moved per press (default 1)' },
    autoplay: { control: 'boolean', description: 'data-autoplay: move on by itself, with a Pause / Play button' },
    autoplayDelay: { control: 'text', description: 'data-autoplay-delay: ms between moves (default 3000)' },
    effect: { control: 'inline-radio', options: ['slide', 'fade'], description: 'data-effect' },
    direction: {
      control: 'inline-radio',
      options: ['horizontal', 'vertical'],
      description: 'data-direction (vertical uses --site-carousel-height)',
    },
    pagination: { control: 'boolean', description: 'data-pagination: dots (default on)' },
    thumbnails: { control: 'text', description: 'data-thumbnails: thumbnails in view in a synced strip, 1-8 (default none)' },
    height: { control: 'text', description: '--site-carousel-height for vertical carousels (default 24rem)' },
    bad: { control: 'boolean', description: 'data-slides-to-show="many" (shows the configuration error)' },
  },
  parameters: { elementEvents: ['site-carousel-change'] },
} satisfies Meta<CarouselArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const describe = (story: string) => ({ docs: { description: { story } } });

/** One slide at a time. */
export const Default: Story = {
  parameters: describe('One slide in view, previous / next buttons and dots. Drag or swipe also moves it.'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true'));
  },
};

/** Slider demo: per view 1 to 5. */
export const PerView1: Story = { args: { slidesToShow: '1' }, parameters: describe('Slider demo: 1 per view.') };
/** Per view 2. */
export const PerView2: Story = { args: { slidesToShow: '2' }, parameters: describe('Slider demo: 2 per view.') };
/** Per view 3. */
export const PerView3: Story = { args: { slidesToShow: '3' }, parameters: describe('Slider demo: 3 per view.') };
/** Per view 4. */
export const PerView4: Story = { args: { slidesToShow: '4' }, parameters: describe('Slider demo: 4 per view.') };
/** Per view 5. */
export const PerView5: Story = { args: { slidesToShow: '5', slides: 12 }, parameters: describe('Slider demo: 5 per view.') };

/** Slider demo: scroll 1 to 3. */
export const Scroll1: Story = {
  args: { slidesToShow: '3', slidesToScroll: '1', slides: 12 },
  parameters: describe('Slider demo: 3 in view, each press moves 1.'),
};
/** Scroll 2. */
export const Scroll2: Story = {
  args: { slidesToShow: '3', slidesToScroll: '2', slides: 12 },
  parameters: describe('Slider demo: 3 in view, each press moves 2.'),
};
/** Scroll 3. */
export const Scroll3: Story = {
  args: { slidesToShow: '3', slidesToScroll: '3', slides: 12 },
  parameters: describe('Slider demo: 3 in view, each press moves 3 (one dot per page).'),
};

/** Slider demo: vertical, 3 in view. */
export const VerticalShowing3: Story = {
  args: { direction: 'vertical', slidesToShow: '3', height: '30rem', spacing: '8' },
  parameters: describe('Slider demo: vertical, 3 in view in a 30rem box (--site-carousel-height).'),
};

/** Slider demo: thumbnail strip of 4 synced with the main slider. */
export const ThumbnailsShowing4: Story = {
  args: { source: 'json', thumbnails: '4', pagination: false },
  parameters: describe(
    'Slider demo: a strip of 4 thumbnails under the main slider; picking one moves the slider, moving the slider highlights and scrolls the strip.',
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Show slide 3/ }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Show slide 3/ })).toHaveAttribute('aria-current', 'true'));
  },
};

/** Slider demo: full-slide autoplay every 5 s. */
export const FullSlideAutoplay5s: Story = {
  args: { autoplay: true, autoplayDelay: '5000', loop: true, source: 'json' },
  parameters: describe(
    'Slider demo: one full-width slide, autoplay every 5 s with loop. Pause / Play is the first button; hover or keyboard focus pauses it; reduced motion keeps it still until Play.',
  ),
};

/** Autoplay with the default 3000 ms. */
export const Autoplay: Story = {
  args: { autoplay: true },
  parameters: describe('data-autoplay: every 3000 ms; after the last slide it goes back to the first.'),
};

/** Loop. */
export const Loop: Story = {
  args: { loop: true, slidesToShow: '2' },
  parameters: describe('data-loop: previous from the first slide goes to the last.'),
};

/** Free dragging. */
export const DragFree: Story = {
  args: { dragFree: true, slidesToShow: '3' },
  parameters: describe('data-drag-free: a flick glides on and snaps to a slide when it stops.'),
};

/** Centred. */
export const AlignCenter: Story = {
  args: { align: 'center', loop: true, slidesToShow: '3' },
  parameters: describe('data-align="center" with loop: the current slide sits in the middle.'),
};

/** End alignment. */
export const AlignEnd: Story = {
  args: { align: 'end', slidesToShow: '3', loop: true },
  parameters: describe('data-align="end" with loop.'),
};

/** Wider gaps and a slower move. */
export const SpacingAndDuration: Story = {
  args: { spacing: '40', duration: '1200', slidesToShow: '2' },
  parameters: describe('data-spacing="40" and data-duration="1200".'),
};

/** Fade. */
export const Fade: Story = {
  args: { effect: 'fade', source: 'json' },
  parameters: describe('data-effect="fade": one slide fades into the next.'),
};

/** Breakpoint attribute. */
export const BreakpointAttribute: Story = {
  args: { slidesToShow: '1', slidesToShowMd: '3' },
  parameters: describe('data-slides-to-show-md="3": 3 from 768 px, 1 below.'),
};

/** Without dots. */
export const NoPagination: Story = { args: { pagination: false }, parameters: describe('data-pagination="false".') };

/** From inline JSON. */
export const FromJson: Story = {
  args: { source: 'json' },
  parameters: describe('Slides from inline JSON [{ image, alt, title, caption, href }].'),
};

/** A wrong attribute. */
export const BadConfiguration: Story = {
  args: { bad: true },
  parameters: describe('data-slides-to-show="many": the notice names the attribute and the slides stay readable below it.'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/data-slides-to-show/)).toBeVisible();
  },
};
