import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findHardCodedColours } from './hard-coded-colours.ts';

const root = resolve(import.meta.dirname, '..');

function styleSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return styleSources(path);
    return entry.name.endsWith('.css.ts') ? [path] : [];
  });
}

describe('hard-coded colours', () => {
  it('finds hex, colour functions and named colours in values, and lets tokens and keywords pass', () => {
    const source = [
      "export const a = style({ color: '#fff', background: vars.color.surface });",
      "const b = { border: '1px solid rgba(255, 255, 255, 0.7)' };",
      "globalStyle(`${x} a`, { background: `color-mix(in srgb, white 65%, transparent)` });",
      "const c = { borderColor: 'transparent', color: 'currentColor', fill: 'inherit' };",
      "const d = { outline: `2px solid ${vars.color.focus}`, selectors: { '&[data-tone=\"red\"]': { color: vars.color.danger } } };",
      '// background: #000 in a comment is fine',
      "const e = { background: 'hsl(120 50% 50%)', color: 'Black' };",
    ].join('\n');
    expect(findHardCodedColours(source)).toEqual([
      "line 1: #fff",
      'line 2: 1px solid rgba(255, 255, 255, 0.7)',
      'line 3: color-mix(in srgb, white 65%, transparent)',
      'line 7: hsl(120 50% 50%)',
      'line 7: Black',
    ]);
  });

  it('lets system colours pass only inside a forced-colours block', () => {
    const source = [
      "const a = style({ color: 'CanvasText' });",
      "const b = style({ '@media': {",
      "  '(forced-colors: active)': {",
      "    boxShadow: 'inset 0 0 0 2px ButtonText',",
      "    selectors: { '&[aria-current]': { backgroundColor: 'Highlight', color: 'red' } },",
      '  },',
      '} });',
      "const c = { outlineColor: 'Highlight' };",
    ].join('\n');
    expect(findHardCodedColours(source)).toEqual(['line 1: CanvasText', 'line 5: red', 'line 8: Highlight']);
  });

  it('no element style uses a colour of its own: every colour comes from the --site-* tokens', () => {
    const files = [...styleSources(join(root, 'elements')), ...styleSources(join(root, 'shared/element'))];
    expect(files.length).toBeGreaterThan(20);
    const offenders = files.flatMap((file) => findHardCodedColours(readFileSync(file, 'utf8')).map((hit) => `${relative(root, file)} ${hit}`));
    expect(offenders).toEqual([]);
  });
});
