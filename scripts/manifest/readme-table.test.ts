import { describe, expect, it } from 'vitest';
import { stringAttr } from '../../shared/element/attributes.ts';
import { buildManifest } from './build-manifest.ts';
import { README_END, README_START, renderElementTable, replaceBetweenMarkers } from './readme-table.ts';

describe('renderElementTable', () => {
  it('has one row per element: tag, summary, attributes and events (site-error left out)', () => {
    const manifest = buildManifest([
      {
        tag: 'site-demo',
        className: 'X',
        summary: 'Shows a | pipe.',
        jsdoc: '',
        attributes: { label: stringAttr({ description: 'Name.' }) },
        events: {
          'site-demo-change': { description: 'It changed.', detail: '{ open: boolean }', cancelable: false, references: [] },
          'site-error': { description: 'Wrong.', detail: 'SiteErrorDetail', cancelable: false, references: [] },
        },
        cssProperties: [],
        stylingHooks: {},
      },
    ]);
    expect(renderElementTable(manifest).split('\n')).toEqual([
      '| Tag | Summary | Attributes | Events |',
      '|---|---|---|---|',
      '| `<site-demo>` | Shows a \\| pipe. | `data-label` | `site-demo-change` |',
    ]);
  });
});

describe('replaceBetweenMarkers', () => {
  it('replaces only what lies between the markers', () => {
    const text = `intro\n${README_START}\nold\n${README_END}\noutro`;
    expect(replaceBetweenMarkers(text, 'new')).toBe(`intro\n${README_START}\nnew\n${README_END}\noutro`);
  });

  it('says which markers are missing', () => {
    expect(() => replaceBetweenMarkers('no markers', 'x')).toThrow(README_START);
  });
});
