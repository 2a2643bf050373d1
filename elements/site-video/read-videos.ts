import type { VideoCaptions, VideoInput } from '../../shared/video/config.ts';

function text(node: Element | null | undefined): string {
  return (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function captionsOf(video: Element): VideoCaptions[] {
  return Array.from(video.querySelectorAll('track')).flatMap((track) => {
    const src = track.getAttribute('src');
    const kind = track.getAttribute('kind') ?? 'subtitles';
    if (!src || (kind !== 'captions' && kind !== 'subtitles')) return [];
    const srclang = track.getAttribute('srclang') ?? '';
    return [
      {
        src,
        srclang,
        label: track.getAttribute('label') || srclang || 'Captions',
        ...(track.hasAttribute('default') ? { default: true } : {}),
      },
    ];
  });
}

function fromVideo(video: Element, caption: string): VideoInput | null {
  const url = video.getAttribute('src') ?? video.querySelector('source')?.getAttribute('src');
  if (!url) return null;
  const title = caption || video.getAttribute('title') || video.getAttribute('aria-label') || undefined;
  const cover = video.getAttribute('poster');
  return { url, title, ...(cover ? { coverImage: cover } : {}), captions: captionsOf(video) };
}

function fromLink(link: Element, caption: string): VideoInput | null {
  const url = link.getAttribute('href');
  if (!url) return null;
  const img = link.querySelector('img');
  const cover = link.getAttribute('data-cover') ?? img?.getAttribute('src');
  const title = caption || text(link) || img?.getAttribute('alt') || undefined;
  return { url, title, ...(cover ? { coverImage: cover } : {}) };
}

/**
 * Reads the server-rendered videos: `<video src poster title>` (with `<track>` captions), `<a
 * href="clip.webm">` links (cover from `data-cover` or an inner `<img>`), each optionally inside a
 * `<figure>` whose `<figcaption>` is the title. Before JavaScript they play or link as they are.
 */
export function readVideoChildren(host: HTMLElement): VideoInput[] {
  const videos: VideoInput[] = [];
  for (const child of Array.from(host.children)) {
    const inner = child.localName === 'figure' ? child.querySelector('video, a[href]') : child;
    const caption = child.localName === 'figure' ? text(child.querySelector('figcaption')) : '';
    const video = inner?.localName === 'video' ? fromVideo(inner, caption) : inner?.localName === 'a' ? fromLink(inner, caption) : null;
    if (video) videos.push(video);
  }
  return videos;
}
