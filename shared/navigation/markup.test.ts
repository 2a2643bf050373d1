// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { firstList, readLinkTree } from './markup.ts';

describe('readLinkTree', () => {
  it('reads links, groups, descriptions, images, icons and nesting', () => {
    const box = document.createElement('div');
    box.innerHTML = `<nav><ul>
      <li><a href="/">Home</a></li>
      <li data-icon="★"><span>Guides</span><p>How-tos</p>
        <ul><li><a href="/docs/start"><img src="/s.png" alt="">Start</a></li><li><a href="javascript:alert(1)">Bad</a></li></ul>
      </li>
      <li></li>
      text
    </ul></nav>`;
    const list = firstList(box);
    expect(list?.localName).toBe('ul');
    expect(readLinkTree(list as Element)).toEqual([
      { title: 'Home', href: '/' },
      {
        title: 'Guides',
        description: 'How-tos',
        icon: '★',
        children: [{ title: 'Start', href: '/docs/start', image: '/s.png' }, { title: 'Bad' }],
      },
    ]);
  });
});
