/**
 * Reading the text of an HTML fragment without a DOM (on a server): enough of `DOMParser` for views
 * that only take text out of HTML (`body.querySelectorAll(blocks)`, `textContent`). Tags are dropped,
 * the common character references decoded; nothing is ever parsed into a page.
 */

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Text with its character references decoded (`&amp;`, `&#39;`, `&#x27;`, `&nbsp;`…; unknown names stay). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref.toLowerCase()] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
  });
}

/** The text of a piece of HTML: comments, scripts, styles and tags dropped, references decoded. */
export function htmlText(html: string): string {
  return decodeEntities(
    html
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<[^>]*>/g, ''),
  );
}

interface TextNode {
  textContent: string;
}

/** The elements of the given tag names (a selector list of plain tag names), outermost first in document order. */
function elementsByTag(html: string, selector: string): TextNode[] {
  const names = selector.split(',').map((name) => name.trim().toLowerCase()).filter((name) => /^[a-z][a-z0-9]*$/.test(name));
  if (names.length === 0) return [];
  const found: { at: number; textContent: string }[] = [];
  for (const name of names) {
    const pattern = new RegExp(`<${name}\\b[^>]*>([\\s\\S]*?)<\\/${name}\\s*>`, 'gi');
    for (const match of html.matchAll(pattern)) found.push({ at: match.index, textContent: htmlText(match[1] ?? '') });
  }
  return found.sort((a, b) => a.at - b.at).map(({ textContent }) => ({ textContent }));
}

/** A `DOMParser` whose documents answer `body.textContent` and `body.querySelectorAll('p, li, …')`. */
export class TextOnlyDomParser {
  /** Parses `html`; the document's body knows its text and the text of its elements by tag name. */
  parseFromString(html: string): { body: TextNode & { querySelectorAll(selector: string): TextNode[] } } {
    const body = /<body\b[^>]*>([\s\S]*?)(<\/body\s*>|$)/i.exec(html)?.[1] ?? html;
    return { body: { textContent: htmlText(body), querySelectorAll: (selector) => elementsByTag(body, selector) } };
  }
}
