import { describe, expect, it } from 'vitest';
import { serverLocation, withServerPage } from './server-page.ts';

describe('withServerPage', () => {
  it('gives views the address of the page being rendered, then takes it away', async () => {
    const seen = await withServerPage('https://shop.example/docs/a?x=1#top', async () => [location.pathname, location.search, location.hash]);
    expect(seen).toEqual(['/docs/a', '?x=1', '#top']);
    expect('location' in globalThis).toBe(false);
  });

  it('runs renders one after another, so each sees only its own address', async () => {
    const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const [a, b] = await Promise.all([
      withServerPage('/a', async () => {
        await later(20);
        return location.pathname;
      }),
      withServerPage('/b', async () => location.pathname),
    ]);
    expect([a, b]).toEqual(['/a', '/b']);
  });

  it('takes the globals away after a render that fails, and the next render still runs', async () => {
    await expect(withServerPage('/x', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect('location' in globalThis).toBe(false);
    expect(await withServerPage('/y', async () => matchMedia('(max-width: 767px)').matches)).toBe(false);
  });

  it('reads a path against localhost', () => {
    expect(serverLocation('/store?sort=price').href).toBe('http://localhost/store?sort=price');
  });
});
