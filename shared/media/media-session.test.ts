import { describe, expect, it } from 'vitest';
import { sessionMetadata } from './media-session.ts';

describe('sessionMetadata', () => {
  it('shows the title, the description as the artist and the cover as an absolute artwork URL', () => {
    expect(
      sessionMetadata({ title: 'Tone A', description: '440 Hz', coverImage: { url: '/demo-media/a.jpg' } }, 'https://shop.example/media'),
    ).toEqual({
      title: 'Tone A',
      artist: '440 Hz',
      artwork: [{ src: 'https://shop.example/demo-media/a.jpg' }],
    });
    expect(sessionMetadata({ title: 'Tone B' }, 'https://shop.example/')).toEqual({ title: 'Tone B', artist: '', artwork: [] });
  });
});
