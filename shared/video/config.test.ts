import { describe, expect, it } from 'vitest';
import { clampVolume, normaliseVideo, VIDEO_DEFAULTS, wrapIndex } from './config.ts';

describe('video config', () => {
  it('has the specified defaults: volume 0.4, muted, looping, 1024x640, inline', () => {
    expect(VIDEO_DEFAULTS).toMatchObject({
      volume: 0.4,
      muted: true,
      loop: true,
      width: 1024,
      height: 640,
      playMode: 'inline',
      controls: true,
      autoPlay: false,
    });
  });

  it('takes the cover as { url } or a plain string, and no cover as null', () => {
    expect(normaliseVideo({ url: '/a.webm', coverImage: { url: '/a.jpg' }, title: 'A' }).cover).toBe('/a.jpg');
    expect(normaliseVideo({ url: '/a.webm', coverImage: '/b.jpg', title: 'A' }).cover).toBe('/b.jpg');
    expect(normaliseVideo({ url: '/a.webm', coverImage: '  ', title: 'A' }).cover).toBeNull();
    expect(normaliseVideo({ url: '/a.webm' }).cover).toBeNull();
  });

  it('names an untitled video after its file', () => {
    expect(normaliseVideo({ url: '/media/spring_sale-teaser.webm?v=2' }).title).toBe('spring sale teaser');
    expect(normaliseVideo({ url: '/a.webm', title: '  Launch  ' }).title).toBe('Launch');
    expect(normaliseVideo({ url: '/' }).title).toBe('Video');
  });

  it('keeps every captions track but only the first default one', () => {
    const video = normaliseVideo({
      url: '/a.webm',
      captions: [
        { src: '/a.en.vtt', srclang: 'en', label: 'English', default: true },
        { src: '/a.de.vtt', srclang: 'de', label: 'Deutsch', default: true },
      ],
    });
    expect(video.captions).toEqual([
      { src: '/a.en.vtt', srclang: 'en', label: 'English', default: true },
      { src: '/a.de.vtt', srclang: 'de', label: 'Deutsch' },
    ]);
  });

  it('keeps the volume between 0 and 1', () => {
    expect(clampVolume(1.5)).toBe(1);
    expect(clampVolume(-1)).toBe(0);
    expect(clampVolume(0.25)).toBe(0.25);
    expect(clampVolume(Number.NaN)).toBe(0.4);
  });

  it('wraps playlist indexes both ways', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});
