import { html, jsonScript } from './html.ts';
import type { Page, PageContext, PageRoute } from './types.ts';

/** Where the demo's small generated media files are served from (demo-site/public/media). */
export const MEDIA_BASE = '/demo-media';

/** The demo's videos: tiny generated test clips with cover frames; the first has English captions. */
export const DEMO_VIDEOS = [
  {
    url: `${MEDIA_BASE}/clip-a.webm`,
    coverImage: { url: `${MEDIA_BASE}/clip-a.jpg` },
    title: 'Test pattern',
    captions: [{ src: `${MEDIA_BASE}/clip-a.en.vtt`, srclang: 'en', label: 'English', default: true }],
  },
  { url: `${MEDIA_BASE}/clip-b.webm`, coverImage: { url: `${MEDIA_BASE}/clip-b.jpg` }, title: 'Colour bars' },
] as const;

/** The demo's audio playlist: two 30-second generated tones. */
export const DEMO_TRACKS = [
  {
    url: `${MEDIA_BASE}/tone-a.webm`,
    title: 'Tuning note A',
    description: '440 Hz, 30 seconds',
    coverImage: { url: `${MEDIA_BASE}/clip-a.jpg` },
  },
  {
    url: `${MEDIA_BASE}/tone-b.webm`,
    title: 'Tuning note E',
    description: '660 Hz, 30 seconds',
    coverImage: { url: `${MEDIA_BASE}/clip-b.jpg` },
  },
] as const;

/** The audio playlist: `<site-audio-bar data-view="playlist">` with plain links as the fallback before JavaScript. */
function audioPlaylist(): ReturnType<typeof html> {
  const links = DEMO_TRACKS.map((track) => html`<li><a href="${track.url}">${track.title}</a> (${track.description})</li>`);
  return html`<site-audio-bar data-view="playlist" data-label="Audio playlist">${jsonScript(DEMO_TRACKS)}<ul>${links}</ul></site-audio-bar>`;
}

/** The media page: an inline video player from server-rendered `<video>`/`<a>`, a popup video list, and an audio playlist. */
export function mediaPage(ctx: PageContext): Page {
  const [first, second] = DEMO_VIDEOS;
  return {
    title: 'Media',
    description: `Videos and audio from ${ctx.tenant.name}.`,
    features: { hasAudioPlayer: true },
    body: html`<h1>Media</h1>
<p class="lead">Short clips and a playlist. The audio plays in the bar at the bottom and carries on, where it was, on the show notes page.</p>
<p>More media blocks: <a href="${ctx.link('/presentation')}">Slides</a> (a presentation viewer) and <a href="${ctx.link('/sliders')}">Sliders</a> (carousels).</p>
<section aria-labelledby="video-heading">
<h2 id="video-heading">Videos</h2>
<site-video data-label="Featured videos" data-width="640" data-height="400">
<figure><video src="${first.url}" poster="${first.coverImage.url}" width="640" height="400" controls muted loop preload="metadata"><track kind="captions" src="${first.captions[0].src}" srclang="en" label="English" default></video><figcaption>${first.title}</figcaption></figure>
<a href="${second.url}" data-cover="${second.coverImage.url}">${second.title}</a>
</site-video>
</section>
<section aria-labelledby="popup-heading">
<h2 id="popup-heading">Watch in a popup</h2>
<site-video data-play-mode="popup" data-label="Videos in a popup" data-muted="false">${jsonScript(DEMO_VIDEOS)}<ul>${DEMO_VIDEOS.map((video) => html`<li><a href="${video.url}">${video.title}</a></li>`)}</ul></site-video>
</section>
<section aria-labelledby="audio-heading">
<h2 id="audio-heading">Listen</h2>
${audioPlaylist()}
<p><a href="${ctx.link('/media/notes')}">Read the show notes</a> while it plays.</p>
</section>`,
  };
}

/** A second page with the audio bar, to show that playback carries across page loads. */
export function mediaNotesPage(ctx: PageContext): Page {
  return {
    title: 'Show notes',
    description: 'Notes for the audio playlist.',
    features: { hasAudioPlayer: true },
    body: html`<h1>Show notes</h1>
<p class="lead">The tuning notes are generated sine tones: A at 440 Hz and E at 660 Hz.</p>
<p>The audio bar below keeps the track, position and speed you left on the <a href="${ctx.link('/media')}">media page</a>.</p>`,
  };
}

/** The media pages: `/media` (in the navigation as Media) and `/media/notes`. */
export const mediaRoutes: readonly PageRoute[] = [
  { path: '/media', navLabel: 'Media', render: mediaPage },
  { path: '/media/notes', render: mediaNotesPage },
];
