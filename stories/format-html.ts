/** Elements that never have a closing tag. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

function prettyJson(text: string, indent: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2).replace(/\n/g, `\n${indent}`);
  } catch {
    return text;
  }
}

/**
 * Indents one-line markup (what `renderToStaticMarkup` gives) for a copyable snippet: one tag per
 * line, an empty or text-only element kept on one line, inline JSON pretty-printed.
 */
export function formatHtml(markup: string): string {
  const tokens = markup.split(/(<[^>]+>)/).filter((token) => token.trim() !== '');
  const lines: string[] = [];
  let depth = 0;
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] ?? '';
    const pad = '  '.repeat(depth);
    const name = /^<([a-z][\w-]*)/i.exec(token)?.[1]?.toLowerCase();
    if (token.startsWith('</')) {
      depth = Math.max(0, depth - 1);
      lines.push('  '.repeat(depth) + token);
    } else if (name && !VOID.has(name) && !token.endsWith('/>')) {
      const text = tokens[i + 1];
      const close = tokens[i + 2];
      if (text === `</${name}>`) {
        lines.push(pad + token + text);
        i += 1;
      } else if (text !== undefined && !text.startsWith('<') && close === `</${name}>`) {
        const body = name === 'script' && /application\/json/.test(token) ? prettyJson(text, pad) : text.trim();
        lines.push(`${pad}${token}${body.includes('\n') ? `\n${pad}  ${body.replace(/\n/g, '\n  ')}\n${pad}` : body}${close}`);
        i += 2;
      } else {
        lines.push(pad + token);
        depth += 1;
      }
    } else {
      lines.push(pad + token.trim());
    }
  }
  return lines.join('\n');
}
