import type { Handler } from 'hono';
import type { AppEnv } from './context.ts';

/** The seeds accepted by `/demo-images/{seed}.svg`: lower-case words joined by `-` or `_`. */
export const IMAGE_SEED = /^[a-z0-9][a-z0-9_-]{0,79}$/;

/** FNV-1a hash of a string: the same seed always gives the same colours. */
export function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Up to two initials from the words of a seed (`wireless-headphones` gives `WH`). */
export function initials(seed: string): string {
  return (
    seed
      .split(/[-_]+/)
      .filter((word) => /^[a-z]/.test(word))
      .slice(0, 2)
      .map((word) => word.charAt(0).toUpperCase())
      .join('') || '#'
  );
}

/**
 * A square placeholder picture: a deterministic dark background (white text keeps AA contrast),
 * a lighter circle, and the seed's initials. No external image service is involved.
 */
export function placeholderSvg(seed: string): string {
  const hash = hashSeed(seed);
  const hue = hash % 360;
  const accent = (hue + 40 + ((hash >>> 9) % 80)) % 360;
  const text = initials(seed);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600" role="img" aria-label="${text}">
<rect width="600" height="600" fill="hsl(${hue} 45% 28%)"/>
<circle cx="${150 + ((hash >>> 3) % 300)}" cy="${150 + ((hash >>> 13) % 300)}" r="${180 + ((hash >>> 5) % 80)}" fill="hsl(${accent} 50% 38%)" opacity="0.7"/>
<text x="300" y="300" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="200" font-weight="600" fill="#fff">${text}</text>
</svg>`;
}

/** Serves `/demo-images/{seed}.svg`; anything else is a 404. */
export function demoImage(): Handler<AppEnv> {
  return (c) => {
    const file = c.req.param('file') ?? '';
    const seed = file.endsWith('.svg') ? file.slice(0, -4) : '';
    if (!IMAGE_SEED.test(seed)) return c.notFound();
    return c.body(placeholderSvg(seed), 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' });
  };
}
