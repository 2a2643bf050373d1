import { firstList, readLinkTree } from '../../shared/navigation/markup.ts';
import { isSafeHref, type MenuItem } from '../../shared/navigation/schemas.ts';

/** The brand of the header: the site's name (or logo) linking home. */
export interface HeaderBrand {
  title: string;
  href: string;
  logo?: { src: string; width?: number; height?: number };
}

/** What `<site-header>` reads from its server-rendered children. */
export interface HeaderMarkup {
  brand: HeaderBrand | null;
  items: MenuItem[];
  /** Children kept as they are (a `<site-search>`, a language switch…), shown at the end of the bar. */
  actions: Node[];
}

function size(img: Element, name: string): number | undefined {
  const n = Number(img.getAttribute(name));
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

/** Reads the brand link (`<a data-brand>`), the menu (`<nav><ul>…`) and the other children. */
export function readHeaderMarkup(host: HTMLElement): HeaderMarkup {
  let brand: HeaderBrand | null = null;
  let items: MenuItem[] = [];
  const actions: Node[] = [];
  for (const child of Array.from(host.children)) {
    if (child.matches('a[data-brand]')) {
      const img = child.querySelector('img');
      const src = img?.getAttribute('src');
      const href = child.getAttribute('href') ?? '/';
      brand = {
        title: (child.textContent ?? '').replace(/\s+/g, ' ').trim() || img?.getAttribute('alt') || '',
        href: isSafeHref(href) ? href : '/',
        ...(img && src && isSafeHref(src) ? { logo: { src, width: size(img, 'width'), height: size(img, 'height') } } : {}),
      };
    } else if (child.localName === 'nav') {
      const list = firstList(child);
      items = list ? readLinkTree(list) : [];
    } else if (child.matches('[data-actions]')) {
      actions.push(...Array.from(child.childNodes));
    }
  }
  return { brand, items, actions };
}
