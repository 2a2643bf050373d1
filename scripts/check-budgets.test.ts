import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentationLeaks } from './check-budgets.ts';

/** A built dist/ with one element's manifest entry and the given files. */
function dist(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'budgets-'));
  for (const sub of ['elements', 'chunks']) mkdirSync(join(dir, sub));
  const manifest = {
    modules: [
      {
        declarations: [
          {
            summary: 'Slides that move or fade, with autoplay.',
            attributes: [
              { name: 'data-label', description: 'The accessible name of the "region" it is.' },
              { name: 'data-src', description: 'A URL to fetch the JSON from (a list of slides): kept.' },
              { name: 'data-loop', description: 'Wrap.' },
            ],
          },
        ],
      },
    ],
  };
  writeFileSync(join(dir, 'custom-elements.json'), JSON.stringify(manifest));
  for (const [file, code] of Object.entries(files)) writeFileSync(join(dir, file), code);
  return dir;
}

describe('the element documentation check on the built files', () => {
  it('names each built file that still holds an attribute or element description', () => {
    const leaks = documentationLeaks(
      dist({
        'elements/site-carousel.js': 'const a={description:`The accessible name of the \\"region\\" it is.`};',
        'server.js': 'x("Slides that move or fade, with autoplay.")',
        'chunks/list-abcdefgh.js': 'ok',
      }),
    );
    expect(leaks).toEqual([
      { file: 'server.js', text: 'Slides that move or fade, with autoplay.' },
      { file: 'elements/site-carousel.js', text: 'The accessible name of the ' },
    ]);
  });

  it("finds nothing in files without them, and leaves the payload's data-src text and texts too short to tell apart alone", () => {
    expect(documentationLeaks(dist({ 'elements/site-carousel.js': 'f("A URL to fetch the JSON from (a list of slides): kept.","Wrap.")' }))).toEqual([]);
  });
});
