import { describe, expect, it } from 'vitest';
import { serverHost } from './server-host.ts';

describe('serverHost', () => {
  it('answers attribute questions with the attributes the tag will have', () => {
    const host = serverHost('site-nav-list', { id: 'guides', 'data-label': 'Guides' });
    expect(host.getAttribute('data-label')).toBe('Guides');
    expect(host.getAttribute('data-current')).toBeNull();
    expect(host.hasAttribute('id')).toBe(true);
    expect(host.id).toBe('guides');
    expect(host.localName).toBe('site-nav-list');
    expect(host.dataset).toEqual({ label: 'Guides' });
  });

  it("finds the closest lang on itself first, then the page's", () => {
    expect(serverHost('site-search', { lang: 'de' }, 'es').closest('[lang]')?.getAttribute('lang')).toBe('de');
    expect(serverHost('site-search', {}, 'es').closest('[lang]')?.getAttribute('lang')).toBe('es');
    expect(serverHost('site-search', {}).closest('[lang]')).toBeNull();
  });

  it('is not connected, has no children and is the first of its tag on the page', () => {
    const host = serverHost('site-toast', {});
    expect(host.isConnected).toBe(false);
    expect(host.children).toHaveLength(0);
    expect(host.querySelector('nav')).toBeNull();
    expect(host.ownerDocument.querySelector('site-toast')).toBe(host);
  });
});
