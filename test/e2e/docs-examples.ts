/**
 * Reads the ```html examples of the page builders' guide (docs/*.md) and the `<!-- docs-test: … -->`
 * comment that may precede one, and turns an example into the page the end-to-end test serves.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What a `<!-- docs-test: … -->` comment asks of the example after it. */
export interface ExampleExpectations {
  /** A Playwright selector to click once every element upgraded. */
  click?: string;
  /** Events that must reach `document` (after the click, when there is one). */
  events: string[];
  /** `selector:text`: the element must come to contain the text. */
  text?: { selector: string; contains: string };
  /** A Playwright selector that must become visible. */
  visible?: string;
  /** The example is wrong on purpose: a configuration notice and `site-error` are expected. */
  configError: boolean;
}

/** One ```html example of a guide. */
export interface DocExample {
  /** `docs/events.md:42`: the file and the line of the opening fence. */
  where: string;
  html: string;
  expect: ExampleExpectations;
}

/** Parses `click=…; event=a,b; text=#id:words; visible=…; expect=config-error`. */
export function parseExpectations(comment: string): ExampleExpectations {
  const result: ExampleExpectations = { events: [], configError: false };
  for (const part of comment.split(/;\s*/)) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const key = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (key === 'click') result.click = value;
    else if (key === 'event')
      result.events = value
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
    else if (key === 'visible') result.visible = value;
    else if (key === 'expect') result.configError = value === 'config-error';
    else if (key === 'text') {
      const colon = value.indexOf(':');
      result.text = { selector: value.slice(0, colon), contains: value.slice(colon + 1) };
    } else throw new Error(`unknown docs-test key "${key}"`);
  }
  return result;
}

/** Every ```html example of one Markdown text, with the expectations of the comment just above it. */
export function extractExamples(markdown: string, file: string): DocExample[] {
  const examples: DocExample[] = [];
  const fence = /(?:<!--\s*docs-test:([^]*?)-->\s*\n)?^```html\n([^]*?)^```$/gm;
  for (const match of markdown.matchAll(fence)) {
    const fenceStart = (match.index ?? 0) + match[0].indexOf('```html');
    const line = markdown.slice(0, fenceStart).split('\n').length;
    examples.push({ where: `${file}:${line}`, html: match[2] ?? '', expect: parseExpectations(match[1] ?? '') });
  }
  return examples;
}

/** The examples of every `docs/*.md`, in file order. */
export function docsExamples(repoRoot: string): DocExample[] {
  const dir = join(repoRoot, 'docs');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .flatMap((name) => extractExamples(readFileSync(join(dir, name), 'utf8'), `docs/${name}`));
}

/** The custom element tags an example uses (including tags inside its scripts), among `known`. */
export function tagsIn(html: string, known: readonly string[]): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<([a-z][a-z0-9]*-[a-z0-9-]+)[\s>]/g)) if (match[1] && known.includes(match[1])) found.add(match[1]);
  return [...found];
}

/**
 * The page serving an example: a complete document as it is, else the example inside `<main>` of a
 * page whose head has the stylesheet and the loader (unless the example brings them). Every script
 * gets the response's nonce, as a server following docs/csp.md would give it.
 */
export function examplePage(example: DocExample, nonce: string): string {
  const html = example.html
    .replace(/\snonce="[^"]*"/g, ` nonce="${nonce}"`)
    .replace(/<script(?![^>]*\snonce=)/g, `<script nonce="${nonce}"`);
  if (/^\s*<!doctype/i.test(html)) return html;
  const head = html.includes('site-elements.js')
    ? ''
    : `<link rel="stylesheet" href="/elements/site-elements.css">\n<script type="module" nonce="${nonce}" src="/elements/site-elements.js"></script>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta property="csp-nonce" nonce="${nonce}">
<title>Example ${example.where}</title>
${head}
</head>
<body>
<main>
${html}
</main>
</body>
</html>
`;
}
