import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHintPlugin } from './compile-hint.ts';

interface FakeChunk {
  type: 'chunk';
  name: string;
  isEntry: boolean;
  code: string;
  map: { mappings: string } | null;
}

const chunk = (name: string, isEntry: boolean, code: string): FakeChunk => ({ type: 'chunk', name, isEntry, code, map: { mappings: 'AAAA;AACA' } });

function run(choose: (c: { name: string; isEntry: boolean }) => boolean, bundle: Record<string, FakeChunk | { type: 'asset' }>): void {
  const hook = compileHintPlugin(choose).generateBundle as { handler: (options: unknown, bundle: unknown) => void };
  hook.handler({}, bundle);
}

describe('compileHintPlugin', () => {
  it('puts the hint on the first line of the chosen chunks only, above what Vite added, and shifts their source maps', () => {
    const bundle = {
      'elements/site-carousel.js': chunk('elements/site-carousel', true, 'import{a}from"./x.js";'),
      'chunks/runtime.js': chunk('runtime', false, 'const __vite__mapDeps=1;\nexport{}'),
      'chunks/vendor-keen-slider.js': chunk('vendor-keen-slider', false, 'var e=1;'),
      'assets/a.css': { type: 'asset' as const },
    };
    run((c) => c.isEntry || c.name === 'runtime', bundle);
    expect(bundle['elements/site-carousel.js'].code).toBe(`${COMPILE_HINT}\nimport{a}from"./x.js";`);
    expect(bundle['chunks/runtime.js'].code.split('\n')[0]).toBe(COMPILE_HINT);
    expect(bundle['chunks/runtime.js'].map?.mappings).toBe(';AAAA;AACA');
    expect(bundle['chunks/vendor-keen-slider.js'].code).toBe('var e=1;');
    expect(bundle['chunks/vendor-keen-slider.js'].map?.mappings).toBe('AAAA;AACA');
  });

  it('adds the hint once, however often the bundle is written', () => {
    const bundle = { 'a.js': chunk('a', true, 'x()') };
    run(() => true, bundle);
    run(() => true, bundle);
    expect(bundle['a.js'].code).toBe(`${COMPILE_HINT}\nx()`);
    expect(bundle['a.js'].map?.mappings).toBe(';AAAA;AACA');
  });
});
