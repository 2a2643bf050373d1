/** A section of server-rendered content: a title and the DOM nodes of its body, kept as they are. */
export interface LightSection {
  title: string;
  open: boolean;
  nodes: Node[];
}

/**
 * Reads `<details><summary>Title</summary>body</details>` children into sections. The body nodes
 * are kept (not copied as HTML), so the element can move them into its own markup unchanged.
 */
export function readDetailsSections(host: Element): LightSection[] {
  const sections: LightSection[] = [];
  for (const child of Array.from(host.children)) {
    if (child.localName !== 'details') continue;
    const summary = child.querySelector(':scope > summary');
    sections.push({
      title: summary?.textContent?.trim() ?? '',
      open: child.hasAttribute('open'),
      nodes: Array.from(child.childNodes).filter((node) => node !== summary),
    });
  }
  return sections;
}
