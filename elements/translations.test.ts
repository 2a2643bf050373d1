import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messageLoaders, type Catalogue } from '../shared/element/messages.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const root = join(import.meta.dirname, '..');

/** Every message module of every element (English catalogues; the `.es.ts` files are their loaders' targets). */
const messageFiles = sourceFiles(join(root, 'elements')).filter((file) => /\/messages(-[\w-]+)?\.ts$/.test(file));

const catalogues = (
  await Promise.all(
    messageFiles.map(async (file) =>
      Object.entries((await import(file)) as Record<string, unknown>)
        .filter((entry): entry is [string, Catalogue<string>] => typeof entry[1] === 'object' && entry[1] !== null && 'en' in entry[1])
        .map(([name, catalogue]) => ({ label: `${relative(root, file)} ${name}`, catalogue })),
    ),
  )
).flat();

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();

describe('Spanish catalogues', () => {
  it('finds every catalogue of the elements', () => {
    expect(catalogues.length).toBeGreaterThanOrEqual(23);
  });

  it('keeps catalogues in messages*.ts modules, where this test finds them', () => {
    const outside = [...sourceFiles(join(root, 'elements')), ...sourceFiles(join(root, 'shared'))]
      .filter((file) => !/\/messages[\w-]*\.ts$/.test(file) && !file.endsWith('shared/element/messages.ts'))
      .filter((file) => /\bdefineMessages\(/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(outside).toEqual([]);
  });

  for (const { label, catalogue } of catalogues) {
    it(`${label}: every key in Spanish, with the same placeholders`, async () => {
      const load = messageLoaders(catalogue).es;
      expect(load, 'a lazy `es` loader (messages.es.ts)').toBeTypeOf('function');
      const es = await load!();
      expect(Object.keys(es).sort()).toEqual(Object.keys(catalogue.en).sort());
      for (const [key, english] of Object.entries(catalogue.en)) {
        const spanish = es[key] ?? '';
        expect(spanish.trim(), `${key} is empty`).not.toBe('');
        expect(placeholders(spanish), `${key}: "${spanish}"`).toEqual(placeholders(english));
      }
    });
  }
});
