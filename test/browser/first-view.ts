/**
 * Helpers for the server-rendering browser test: the markup a visitor sees of an element (what is
 * painted), so the page before an upgrade can be compared with the page after it.
 */

/** React's `useId` ids differ between a server render and a browser render; they are never shown. */
const REACT_ID = /_[rR]_[0-9a-zA-Z]+_/g;

/**
 * The painted content of an element as HTML: its inline JSON left out, the kit's `display: contents`
 * boxes (`<site-element-root>`) unwrapped, comments dropped and adjacent texts joined; each field's
 * live value and checkedness written out (they are what shows, whatever the attributes say);
 * attributes in name order (React's browser renderer sets some, such as an image's `src` or a
 * field's `type`, last on purpose); `style` attributes in the browser's own spelling; React's
 * generated ids numbered in order of use.
 */
export function paintedMarkup(host: Element): string {
  const clone = host.cloneNode(true) as Element;
  for (const script of Array.from(clone.querySelectorAll('script[type="application/json"]'))) script.remove();
  for (const box of Array.from(clone.querySelectorAll('site-element-root')).reverse()) box.replaceWith(...Array.from(box.childNodes));
  const walker = document.createTreeWalker(clone, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
  clone.normalize();
  for (const el of Array.from(clone.querySelectorAll<HTMLElement>('[style]'))) el.setAttribute('style', el.style.cssText);
  for (const field of Array.from(clone.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select'))) {
    field.setAttribute('data-shown-value', field.value);
    if (field instanceof HTMLInputElement) field.setAttribute('data-shown-checked', String(field.checked));
  }
  for (const option of Array.from(clone.querySelectorAll('option[selected]'))) option.removeAttribute('selected');
  for (const el of Array.from(clone.querySelectorAll('*'))) {
    const attributes = Array.from(el.attributes).map((a) => [a.name, a.value] as const);
    for (const [name] of attributes) el.removeAttribute(name);
    for (const [name, value] of attributes.sort(([a], [b]) => (a < b ? -1 : 1))) el.setAttribute(name, value);
  }
  const ids = new Map<string, string>();
  return clone.innerHTML.replace(REACT_ID, (id) => {
    if (!ids.has(id)) ids.set(id, `id${ids.size + 1}`);
    return ids.get(id) ?? id;
  });
}

/** The first line where two markups differ, with some context, for a readable failure. */
export function firstDifference(before: string, after: string): string {
  let i = 0;
  while (i < before.length && before[i] === after[i]) i += 1;
  return `before: …${before.slice(Math.max(0, i - 120), i + 200)}\nafter:  …${after.slice(Math.max(0, i - 120), i + 200)}`;
}

/**
 * Where each painted element of an element is on the page, in document order (the kit's
 * `display: contents` boxes and the inline JSON left out): two layouts that differ in any box's
 * position or size give different lists.
 */
export function paintedBoxes(host: Element): string[] {
  return Array.from(host.querySelectorAll('*'))
    .filter((el) => el.localName !== 'site-element-root' && el.localName !== 'script' && !el.closest('option, svg *'))
    .map((el) => {
      const r = el.getBoundingClientRect();
      return `${el.localName}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    });
}

/** The first box that differs between two layouts, for a readable failure; null when none does. */
export function firstMovedBox(before: string[], after: string[]): string | null {
  const i = before.findIndex((box, n) => box !== after[n]);
  if (i < 0) return before.length === after.length ? null : `${before.length} boxes before, ${after.length} after`;
  return `box ${i + 1}: ${before[i]} became ${after[i] ?? 'nothing'}`;
}
