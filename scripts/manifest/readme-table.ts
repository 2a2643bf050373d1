import { elementsOf } from './build-manifest.ts';
import type { ManifestPackage } from './schema.ts';

/** The markers around the generated table in README.md. */
export const README_START = '<!-- elements:start -->';
export const README_END = '<!-- elements:end -->';

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
const codeList = (names: readonly string[]): string => (names.length > 0 ? names.map((name) => `\`${name}\``).join(', ') : '–');

/** The README's element table: tag, summary, its `data-*` attributes and the events it sends (besides `site-error`). */
export function renderElementTable(manifest: ManifestPackage): string {
  const rows = elementsOf(manifest).map((element) => {
    const attributes = element.attributes.map((attribute) => attribute.name);
    const events = element.events.map((event) => event.name).filter((name) => name !== 'site-error');
    return `| \`<${element.tagName}>\` | ${cell(element.summary)} | ${codeList(attributes)} | ${codeList(events)} |`;
  });
  return ['| Tag | Summary | Attributes | Events |', '|---|---|---|---|', ...rows].join('\n');
}

/** The text with what lies between the markers replaced by `content`; throws when the markers are missing. */
export function replaceBetweenMarkers(text: string, content: string): string {
  const start = text.indexOf(README_START);
  const end = text.indexOf(README_END);
  if (start < 0 || end < start) throw new Error(`README.md needs the markers ${README_START} and ${README_END}`);
  return `${text.slice(0, start + README_START.length)}\n${content}\n${text.slice(end)}`;
}
