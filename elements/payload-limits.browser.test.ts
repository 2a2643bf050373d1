/**
 * Oversized lists (issue 10, "huge values"): each list element refuses one item more than its limit
 * with the visible notice naming the limit, instead of freezing the page rendering thousands of
 * items. The items are valid, so only the size can be what is refused.
 */
import { describe, it } from '../test/browser/mocha.ts';
import { expect } from '../test/browser/assert.ts';
import { cleanup } from '../test/browser/fixture.ts';
import { expectNotice, expectPageWorks, installSweepGuards, mount } from '../test/browser/config-sweep.ts';

/** Tag, limit, the noun of the message and one valid item. */
const LIMITS: Array<[tag: string, max: number, noun: string, item: unknown]> = [
  ['site-accordion', 200, 'sections', { title: 'Question', content: 'Answer' }],
  ['site-tabs', 100, 'tabs', { title: 'Tab', content: 'Panel' }],
  ['site-video', 200, 'videos', { url: '/media/clip.mp4', title: 'Clip' }],
  ['site-presentation', 500, 'slides', { title: 'Slide' }],
  ['site-mega-menu', 50, 'menu items', { title: 'Menu', href: '/a' }],
  ['site-nav-list', 500, 'navigation items', { title: 'Link', href: '/a' }],
  ['site-docs-sidebar', 1000, 'navigation items', { title: 'Page', href: '/a' }],
  ['site-audio-bar', 500, 'tracks', { url: '/media/a.mp3', title: 'Track' }],
  ['site-carousel', 200, 'slides', { image: '/media/a.jpg', alt: 'A' }],
];

const withJson = (tag: string, value: unknown): string => `<${tag}><script type="application/json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script></${tag}>`;

installSweepGuards();

describe('oversized lists are refused with a message naming the limit', () => {
  for (const [tag, max, noun, item] of LIMITS) {
    it(`<${tag}> refuses ${max + 1} ${noun}`, async () => {
      const m = await mount(withJson(tag, Array.from({ length: max + 1 }, () => item)), { hidden: true });
      expectNotice(tag, 'inline JSON', m, `<${tag}> with ${max + 1} ${noun}`, { hidden: true });
      expect({ tag, notice: m.notices.some((text) => text.includes(`at most ${max} ${noun}`)) }).toEqual({ tag, notice: true });
      cleanup();
      await expectPageWorks(`<${tag}> oversized list`);
    });
  }
});
