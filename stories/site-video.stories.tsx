import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DetailedHTMLProps, HTMLAttributes, ReactElement } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
// Registers <site-video> (the import has that one side effect).
import '../elements/site-video/site-video.element.ts';
import { Html } from './html.tsx';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'site-video': DetailedHTMLProps<HTMLAttributes<HTMLElement> & Record<`data-${string}`, string | undefined>, HTMLElement>;
    }
  }
}

// Vite turns these into served asset URLs, in Storybook's dev server and in its static build.
const media = {
  clipA: new URL('../demo-site/public/media/clip-a.webm', import.meta.url).href,
  coverA: new URL('../demo-site/public/media/clip-a.jpg', import.meta.url).href,
  captionsA: new URL('../demo-site/public/media/clip-a.en.vtt', import.meta.url).href,
  clipB: new URL('../demo-site/public/media/clip-b.webm', import.meta.url).href,
  coverB: new URL('../demo-site/public/media/clip-b.jpg', import.meta.url).href,
};

const videos = [
  {
    url: media.clipA,
    coverImage: { url: media.coverA },
    title: 'Test pattern',
    captions: [{ src: media.captionsA, srclang: 'en', label: 'English', default: true }],
  },
  { url: media.clipB, coverImage: media.coverB, title: 'Colour bars' },
];

interface VideoArgs {
  source: 'children' | 'json';
  playMode: 'inline' | 'popup';
  hidePlaylist: boolean;
  autoPlay: boolean;
  muted: boolean;
  loop: boolean;
  controls: boolean;
  volume: string;
  width: string;
  height: string;
  noPreview: boolean;
  bad: boolean;
}

function VideoMarkup(args: VideoArgs): ReactElement {
  return (
    <site-video
      data-play-mode={args.playMode === 'inline' ? undefined : args.playMode}
      data-hide-playlist={args.hidePlaylist ? '' : undefined}
      data-auto-play={args.autoPlay ? '' : undefined}
      data-muted={args.muted ? undefined : 'false'}
      data-loop={args.loop ? undefined : 'false'}
      data-controls={args.controls ? undefined : 'false'}
      data-volume={args.bad ? 'loud' : args.volume || undefined}
      data-width={args.width || undefined}
      data-height={args.height || undefined}
      data-no-preview={args.noPreview ? '' : undefined}
    >
      {args.source === 'json' ? (
        <script type="application/json">{JSON.stringify(videos)}</script>
      ) : (
        <>
          <figure>
            <video src={media.clipA} poster={media.coverA} width={640} height={400} controls muted loop>
              <track kind="captions" src={media.captionsA} srcLang="en" label="English" default />
            </video>
            <figcaption>Test pattern</figcaption>
          </figure>
          <a href={media.clipB} data-cover={media.coverB}>
            Colour bars
          </a>
        </>
      )}
    </site-video>
  );
}

const meta = {
  title: 'Elements/site-video',
  render: (args) => (
    <Html>
      <VideoMarkup {...args} />
    </Html>
  ),
  args: {
    source: 'children',
    playMode: 'inline',
    hidePlaylist: false,
    autoPlay: false,
    muted: true,
    loop: true,
    controls: true,
    volume: '',
    width: '640',
    height: '400',
    noPreview: false,
    bad: false,
  },
  argTypes: {
    source: {
      control: 'inline-radio',
      options: ['children', 'json'],
      description: 'Videos from <video>/<a> children (work before JavaScript) or inline JSON',
    },
    playMode: {
      control: 'inline-radio',
      options: ['inline', 'popup'],
      description: 'data-play-mode: play in the block or in a modal dialog',
    },
    hidePlaylist: { control: 'boolean', description: 'data-hide-playlist: only the player (inline mode)' },
    autoPlay: { control: 'boolean', description: 'data-auto-play: start the first video at once' },
    muted: { control: 'boolean', description: 'data-muted (default on)' },
    loop: { control: 'boolean', description: 'data-loop (default on)' },
    controls: { control: 'boolean', description: 'data-controls (default on); clicking the picture always toggles' },
    volume: { control: 'text', description: 'data-volume from 0 to 1 (default 0.4)' },
    width: { control: 'text', description: 'data-width in px (default 1024)' },
    height: { control: 'text', description: 'data-height in px (default 640)' },
    noPreview: { control: 'boolean', description: 'data-no-preview: no muted preview on hover or focus' },
    bad: { control: 'boolean', description: 'data-volume="loud" (shows the configuration error)' },
  },
  parameters: { elementEvents: ['site-video-play'] },
} satisfies Meta<VideoArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const describe = (story: string) => ({ docs: { description: { story } } });

/** Server-rendered videos, inline mode. */
export const Inline: Story = {
  parameters: describe(
    'The player over a list of covers. Point at or focus a cover for a muted preview; click the picture to play or pause. While playing, the controls hide 2 s after the pointer stops (not before 2.5 s from the start, never while focused).',
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Play Colour bars' }));
    await expect(await canvas.findByRole('button', { name: 'Play Colour bars' })).toHaveAttribute('aria-current', 'true');
  },
};

/** Seeking, time, captions and keys. */
export const SeekAndKeys: Story = {
  parameters: describe(
    'The controls: a seek slider read out as "0:01 of 0:04" with the time beside it, play/pause, mute, volume, a captions switch (the first video has English captions), picture-in-picture where the browser has it, and fullscreen. With focus in the player: Space/K play or pause, J/L and ←/→ seek, M mutes, F goes fullscreen, C switches captions.',
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const seek = await canvas.findByRole('slider', { name: 'Seek' });
    await waitFor(() => expect(seek).toHaveAttribute('aria-valuetext', '0:00 of 0:04'));
    seek.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(seek).toHaveAttribute('aria-valuetext', '0:01 of 0:04');
    await userEvent.keyboard('c');
    await expect(canvas.getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** From inline JSON. */
export const FromJson: Story = {
  args: { source: 'json' },
  parameters: describe('Videos from inline JSON [{ url, coverImage: { url } | "url", title, captions? }]; the first has English captions.'),
};

/** Popup mode. */
export const Popup: Story = {
  args: { source: 'json', playMode: 'popup', muted: false },
  parameters: describe(
    'Choosing a video opens it in a modal dialog: focus moves to Close, Tab stays inside, Esc closes and focus returns to the cover.',
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Play Test pattern' }));
    await expect(await within(canvasElement).findByRole('dialog', { name: 'Test pattern' })).toBeVisible();
  },
};

/** Only the player, playing at once. */
export const HiddenPlaylistAutoplay: Story = {
  args: { hidePlaylist: true, autoPlay: true },
  parameters: describe('data-hide-playlist and data-auto-play: just the first video, playing muted and looping.'),
};

/** No controls, no loop, with sound at 0.8. */
export const NoControlsWithSound: Story = {
  args: { controls: false, loop: false, muted: false, volume: '0.8' },
  parameters: describe('data-controls="false": the picture still toggles play/pause on click. Unmuted at volume 0.8, plays once.'),
};

/** Previews off. */
export const NoPreview: Story = {
  args: { noPreview: true },
  parameters: describe('data-no-preview: covers stay still on hover and focus (as they do for reduced motion).'),
};

/** The specified default size. */
export const DefaultSize: Story = {
  args: { width: '', height: '' },
  parameters: describe('No data-width/height: 1024x640, never wider than its container.'),
};

/** A wrong attribute. */
export const BadConfiguration: Story = {
  args: { bad: true },
  parameters: describe('data-volume="loud" is not a number from 0 to 1: the notice names it and the server videos stay usable below it.'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/data-volume/)).toBeVisible();
  },
};
