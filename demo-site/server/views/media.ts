import { renderedElement, renderOptions } from './element-renderer.ts';
import { html, type SafeHtml } from './html.ts';
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

/**
 * The audio playlist: `<site-audio-bar data-view="playlist">` with its first view rendered on the
 * server; its play buttons need JavaScript, so the tracks follow as plain links in `<noscript>`.
 */
async function audioPlaylist(ctx: PageContext): Promise<SafeHtml> {
  const links = DEMO_TRACKS.map((track) => html`<li><a href="${track.url}">${track.title}</a> (${track.description})</li>`);
  const playlist = await renderedElement('site-audio-bar', { 'data-view': 'playlist', 'data-label': 'Audio playlist' }, DEMO_TRACKS, renderOptions(ctx));
  return html`${playlist}<noscript><ul>${links}</ul></noscript>`;
}

/** The popup video list: `<site-video data-play-mode="popup">` rendered on the server, with the videos as plain links in `<noscript>`. */
async function popupVideos(ctx: PageContext): Promise<SafeHtml> {
  const links = DEMO_VIDEOS.map((video) => html`<li><a href="${video.url}">${video.title}</a></li>`);
  const list = await renderedElement('site-video', { 'data-play-mode': 'popup', 'data-label': 'Videos in a popup', 'data-muted': 'false' }, DEMO_VIDEOS, renderOptions(ctx));
  return html`${list}<noscript><ul>${links}</ul></noscript>`;
}

/**
 * The media page: an inline video player from server-rendered `<video>`/`<a>` (its documented input,
 * which plays without JavaScript), and a popup video list and an audio playlist rendered by the server.
 */
export async function mediaPage(ctx: PageContext): Promise<Page> {
  const [first, second] = DEMO_VIDEOS;
  const [popup, playlist] = [await popupVideos(ctx), await audioPlaylist(ctx)];
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
${popup}
</section>
<section aria-labelledby="audio-heading">
<h2 id="audio-heading">Listen</h2>
${playlist}
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
