import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DetailedHTMLProps, HTMLAttributes, ReactElement } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
// Registers <site-audio-bar> (the import has that one side effect).
import '../elements/site-audio-bar/site-audio-bar.element.ts';
import { serialiseAudioSnapshot } from '../shared/audio/persistence.ts';
import { $audio, audioStorageKey, INITIAL_AUDIO_STATE } from '../shared/audio/store.ts';
import { Html } from './html.tsx';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'site-audio-bar': DetailedHTMLProps<HTMLAttributes<HTMLElement> & { 'data-view'?: string; 'data-label'?: string }, HTMLElement>;
    }
  }
}

// Vite turns these into served asset URLs, in Storybook's dev server and in its static build.
const tracks = [
  {
    url: new URL('../demo-site/public/media/tone-a.webm', import.meta.url).href,
    title: 'Tuning note A',
    description: '440 Hz, 30 seconds',
    coverImage: { url: new URL('../demo-site/public/media/clip-a.jpg', import.meta.url).href },
  },
  { url: new URL('../demo-site/public/media/tone-b.webm', import.meta.url).href, title: 'Tuning note E', description: '660 Hz, 30 seconds' },
];

/** What the stored player state holds when the story starts (as if left on another page). */
type Stored = 'nothing' | 'resume' | 'corrupt';

interface AudioArgs {
  stored: Stored;
  barPlaylist: boolean;
  inPagePlaylist: boolean;
  bad: boolean;
}

function prepare(stored: Stored): () => void {
  const key = audioStorageKey();
  $audio.set(INITIAL_AUDIO_STATE);
  if (stored === 'resume')
    localStorage.setItem(key, serialiseAudioSnapshot({ current: tracks[0]!, position: 12, rate: 1.5, volume: 0.5, playing: false }));
  else if (stored === 'corrupt') localStorage.setItem(key, '{"version":1,"state":');
  else localStorage.removeItem(key);
  return () => {
    localStorage.removeItem(key);
    $audio.set(INITIAL_AUDIO_STATE);
  };
}

function AudioMarkup(args: AudioArgs): ReactElement {
  return (
    <div>
      {args.inPagePlaylist && (
        <site-audio-bar data-view="playlist">
          <script type="application/json">{JSON.stringify(tracks)}</script>
        </site-audio-bar>
      )}
      <site-audio-bar>
        {(args.barPlaylist || args.bad) && (
          <script type="application/json">{args.bad ? '[{"title":"No url"}]' : JSON.stringify(tracks)}</script>
        )}
      </site-audio-bar>
    </div>
  );
}

const meta = {
  title: 'Elements/site-audio-bar',
  render: (args) => (
    <Html>
      <AudioMarkup {...args} />
    </Html>
  ),
  beforeEach: ({ args }) => prepare(args.stored),
  args: { stored: 'nothing', barPlaylist: false, inPagePlaylist: true, bad: false },
  argTypes: {
    stored: {
      control: 'inline-radio',
      options: ['nothing', 'resume', 'corrupt'],
      description: 'Stored player state (localStorage site-audio:<tenant>) when the page loads',
    },
    barPlaylist: { control: 'boolean', description: 'Inline JSON playlist in the bar itself (a Playlist button opens it)' },
    inPagePlaylist: {
      control: 'boolean',
      description: 'A <site-audio-bar data-view="playlist"> in the page that starts tracks in the bar',
    },
    bad: { control: 'boolean', description: 'A playlist entry without a url (shows the configuration error)' },
  },
  parameters: { elementEvents: ['site-audio-change'], layout: 'fullscreen' },
} satisfies Meta<AudioArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const describe = (story: string) => ({ docs: { description: { story } } });

/** An in-page playlist feeding the bar. */
export const Playlist: Story = {
  parameters: describe(
    "Press a track's play button: the bar appears at the bottom and plays it. The current track's button pauses it; another track starts from its beginning.",
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Play Tuning note A' }));
    await expect(await canvas.findByRole('region', { name: 'Audio player' })).toBeVisible();
  },
};

/** Resumed from a previous page. */
export const Resumed: Story = {
  args: { stored: 'resume', inPagePlaylist: false },
  parameters: describe(
    'The stored state said: Tuning note A at 0:12, speed 1.5x. The bar resumes there (paused here, as playback was paused).',
  ),
};

/** The scrubber. */
export const Scrubber: Story = {
  args: { stored: 'resume', inPagePlaylist: false },
  parameters: describe(
    'The scrubber sits between the elapsed and remaining time and is read out as "0:12 of 0:30". Arrow keys move 3 s on this 30 s track, Page Up/Down 6 s, Home and End go to either end. The lock screen and hardware media keys show and control the same track (Media Session API).',
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const seek = await canvas.findByRole('slider', { name: 'Seek' });
    await waitFor(() => expect(seek).toHaveAttribute('aria-valuetext', '0:12 of 0:30'));
    seek.focus();
    await userEvent.keyboard('{PageUp}');
    await expect(seek).toHaveAttribute('aria-valuetext', '0:18 of 0:30');
    await expect(canvas.getByText('-0:12')).toBeVisible();
  },
};

/** The bar's own playlist. */
export const BarWithPlaylist: Story = {
  args: { stored: 'resume', barPlaylist: true, inPagePlaylist: false },
  parameters: describe(
    '−20 / +20 skip, the speed button steps 0.5x → 2x and wraps, the slider sets the volume (0.5 at first), × clears the track. Playlist opens a list above the bar; Esc closes it.',
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Playlist' }));
    await expect(await canvas.findByRole('button', { name: 'Play Tuning note E' })).toBeVisible();
  },
};

/** Corrupt storage. */
export const CorruptStorage: Story = {
  args: { stored: 'corrupt' },
  parameters: describe('Unreadable stored state is ignored (with a console warning); the playlist works as on a first visit.'),
};

/** A wrong playlist. */
export const BadConfiguration: Story = {
  args: { bad: true, inPagePlaylist: false },
  parameters: describe('A playlist entry without a url: the notice names the bad field.'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/url/)).toBeVisible();
  },
};
