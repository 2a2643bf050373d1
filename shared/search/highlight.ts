/** A piece of text, marked when it matches a searched word. */
export interface Segment {
  text: string;
  match: boolean;
}

/** The words of a keyword as the server matches them: runs of letters and digits, lower-cased, unique. */
export function searchTerms(keyword: string): string[] {
  const words = keyword.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, 8);
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits `text` into plain and matching segments. A word matches at the start of a word in the text
 * (the server searches by prefix: `head` marks the `Head` of `Headphones`), ignoring case; the
 * longest word wins where several start at the same place.
 */
export function highlightSegments(text: string, terms: readonly string[]): Segment[] {
  if (!text) return [];
  const sorted = [...terms].filter(Boolean).sort((a, b) => b.length - a.length);
  if (sorted.length === 0) return [{ text, match: false }];
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${sorted.map(escapeRegExp).join('|')})`, 'giu');
  const segments: Segment[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const start = found.index;
    if (start > last) segments.push({ text: text.slice(last, start), match: false });
    segments.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), match: false });
  return segments;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', hellip: '…' };

/**
 * Reduces a server snippet to plain text: tags dropped (with `<script>` and `<style>` bodies), entities
 * decoded, whitespace collapsed. Elements render the result as text, so whatever markup a server
 * sends is never interpreted as HTML (there is nothing left to sanitize).
 */
export function snippetText(content: string, max = 240): string {
  const text = content
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<\/?[a-z][^>]*>/gi, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1]?.toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
        return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? text.slice(0, max - 1).trimEnd() + '…' : text;
}
