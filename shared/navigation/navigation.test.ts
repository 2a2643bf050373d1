import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { createCloseTimer } from './close-timer.ts';
import { isCurrentHref, itemKey, pagePath, trailKeys, trailTo } from './current.ts';
import { menuKeyAction } from './keyboard.ts';
import { isSafeHref, menuItemSchema, navItemSchema } from './schemas.ts';
import { tabFromHash, tabSlug } from './tabs.ts';

const tree = [
  { title: 'Home', href: '/' },
  {
    title: 'Guides',
    children: [
      { title: 'Start', href: '/docs/start' },
      { title: 'Deep', children: [{ title: 'Themes', href: '/docs/themes/' }] },
    ],
  },
  { title: 'Themes again', href: '/docs/themes' },
];

describe('current page', () => {
  it('compares paths, ignoring query, hash and trailing slashes', () => {
    expect(pagePath('/docs/?org=x#top', 'http://a.test/')).toBe('/docs');
    expect(pagePath('https://other.test/docs', 'http://a.test/')).toBeNull();
    expect(isCurrentHref('/docs/start?org=harbor', 'http://a.test/docs/start')).toBe(true);
    expect(isCurrentHref('/', 'http://a.test/')).toBe(true);
    expect(isCurrentHref('/', 'http://a.test/docs')).toBe(false);
    expect(isCurrentHref('#top', 'http://a.test/')).toBe(false);
    expect(isCurrentHref(undefined, 'http://a.test/')).toBe(false);
    expect(isCurrentHref('http://[bad', 'http://a.test/')).toBe(false);
  });

  it('finds the trail to the first item linking to the current page', () => {
    expect(trailTo(tree, 'http://a.test/docs/themes')).toEqual([1, 1, 0]);
    expect(trailTo(tree, 'http://a.test/nowhere')).toBeNull();
    expect(trailKeys(tree, [1, 1, 0])).toEqual(['guides', 'guides / deep', 'guides / deep / themes']);
    expect(trailKeys(tree, null)).toEqual([]);
    expect(itemKey(['Guides '], ' Deep')).toBe('guides / deep');
  });
});

describe('disclosure navigation keys', () => {
  it('moves along the top row without wrapping', () => {
    expect(menuKeyAction('ArrowRight', { group: 'top', index: 0, count: 3 })).toEqual({ type: 'move', index: 1 });
    expect(menuKeyAction('ArrowRight', { group: 'top', index: 2, count: 3 })).toBeNull();
    expect(menuKeyAction('ArrowLeft', { group: 'top', index: 0, count: 3 })).toBeNull();
    expect(menuKeyAction('ArrowUp', { group: 'top', index: 2, count: 3 })).toEqual({ type: 'move', index: 1 });
    expect(menuKeyAction('Home', { group: 'top', index: 2, count: 3 })).toEqual({ type: 'move', index: 0 });
    expect(menuKeyAction('End', { group: 'top', index: 0, count: 3 })).toEqual({ type: 'move', index: 2 });
  });

  it('enters an open dropdown with ArrowDown and closes with Escape', () => {
    expect(menuKeyAction('ArrowDown', { group: 'top', index: 0, count: 3, expanded: true })).toEqual({ type: 'enter' });
    expect(menuKeyAction('ArrowDown', { group: 'top', index: 0, count: 3, expanded: false })).toEqual({ type: 'move', index: 1 });
    expect(menuKeyAction('Escape', { group: 'top', index: 0, count: 3, expanded: true })).toEqual({ type: 'close' });
    expect(menuKeyAction('Escape', { group: 'top', index: 0, count: 3 })).toBeNull();
    expect(menuKeyAction('Escape', { group: 'sub', index: 1, count: 2 })).toEqual({ type: 'close' });
    expect(menuKeyAction('ArrowDown', { group: 'sub', index: 0, count: 2 })).toEqual({ type: 'move', index: 1 });
    expect(menuKeyAction('Enter', { group: 'sub', index: 0, count: 2 })).toBeNull();
  });
});

describe('hover close timer', () => {
  it('closes after the delay unless cancelled, and restarts on a second leave', () => {
    vi.useFakeTimers();
    try {
      const onClose = vi.fn();
      const timer = createCloseTimer(150, onClose);
      timer.start();
      expect(timer.pending).toBe(true);
      vi.advanceTimersByTime(100);
      timer.cancel();
      vi.advanceTimersByTime(200);
      expect(onClose).not.toHaveBeenCalled();
      timer.start();
      vi.advanceTimersByTime(100);
      timer.start();
      vi.advanceTimersByTime(149);
      expect(onClose).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(timer.pending).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('tabs helpers', () => {
  it('makes unique, fragment-safe slugs', () => {
    expect(tabSlug('Size & fit')).toBe('size-fit');
    expect(tabSlug('Café')).toBe('cafe');
    expect(tabSlug('!!!')).toBe('tab');
    expect(tabSlug('Specs', new Set(['specs', 'specs-2']))).toBe('specs-3');
  });
  it('reads the tab from the hash', () => {
    expect(tabFromHash('#specs', ['a', 'specs'])).toBe(1);
    expect(tabFromHash('', ['a'])).toBe(-1);
    expect(tabFromHash('#caf%C3%A9', ['café'])).toBe(0);
    expect(tabFromHash('#%E0%A4%A', ['x'])).toBe(-1);
  });
});

describe('schemas', () => {
  it('refuses unsafe links', () => {
    expect(isSafeHref('/docs')).toBe(true);
    expect(isSafeHref('https://x.test')).toBe(true);
    expect(isSafeHref('mailto:a@b.c')).toBe(true);
    expect(isSafeHref('javascript:alert(1)')).toBe(false);
    expect(isSafeHref(' JavaScript:alert(1)')).toBe(false);
    expect(isSafeHref('data:text/html,x')).toBe(false);
    expect(isSafeHref('')).toBe(false);
  });
  it('validates nested menu and navigation items', () => {
    const menu = [
      {
        title: 'Shop',
        type: 'hero',
        banner: { title: 'Sale' },
        items: [{ title: 'Hats', href: '/hats' }],
        children: [{ title: 'A', href: '/a' }],
      },
    ];
    expect(v.safeParse(v.array(menuItemSchema), menu).success).toBe(true);
    expect(v.safeParse(v.array(menuItemSchema), [{ title: 'X', type: 'mega' }]).success).toBe(false);
    expect(v.safeParse(v.array(navItemSchema), [{ title: 'A', children: [{ title: 'B', href: 'javascript:x' }] }]).success).toBe(false);
    expect(v.safeParse(v.array(navItemSchema), [{ title: '  ' }]).success).toBe(false);
  });
});
