import { tabSlug } from '../../shared/navigation/tabs.ts';

/** One tab read from the server markup: its id (the section's), title and body nodes. */
export interface LightTab {
  id: string;
  title: string;
  nodes: Node[];
}

/**
 * Reads `<section id="…"><h3>Title</h3>…</section>` children: the first heading (or `data-title`)
 * names the tab and is left out of the panel, the other nodes are kept as they are. A `<nav>` of
 * `#id` links (the tab row before JavaScript) is ignored.
 */
export function readTabSections(host: HTMLElement): LightTab[] {
  const taken = new Set<string>();
  const tabs: LightTab[] = [];
  for (const section of Array.from(host.children)) {
    if (section.localName !== 'section') continue;
    const heading = section.querySelector(':scope > :is(h1, h2, h3, h4, h5, h6)');
    const title = (section.getAttribute('data-title') ?? heading?.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (!title) continue;
    const id = section.id && !taken.has(section.id) ? section.id : tabSlug(title, taken);
    taken.add(id);
    tabs.push({ id, title, nodes: Array.from(section.childNodes).filter((node) => node !== heading) });
  }
  return tabs;
}
