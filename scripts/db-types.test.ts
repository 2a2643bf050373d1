// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { currentDatabaseTypes, DB_SCHEMA_FILE, renderDatabaseTypes } from './db-types.ts';

describe('the database table types', () => {
  it('are what the migrations give (run node --import tsx scripts/db-types.ts after changing a migration)', () => {
    expect(readFileSync(DB_SCHEMA_FILE, 'utf8')).toBe(currentDatabaseTypes());
  });

  it('mark nullable columns, defaults and numbered ids, and type full-text columns as text', () => {
    const source = renderDatabaseTypes(
      {
        gift_cards: {
          columns: [
            { name: 'seq', type: 'integer', notNull: true, hasDefault: false, identity: true },
            { name: 'code', type: 'text', notNull: true, hasDefault: false, identity: false },
            { name: 'note', type: 'text', notNull: false, hasDefault: false, identity: false },
            { name: 'balance_cents', type: 'integer', notNull: true, hasDefault: true, identity: false },
            { name: 'rate', type: 'real', notNull: false, hasDefault: true, identity: false },
          ],
          primaryKey: ['seq'],
          uniques: [],
          foreignKeys: [],
          indexes: [],
        },
        search_fts: {
          columns: [{ name: 'title', type: 'blob', notNull: false, hasDefault: false, identity: false }],
          primaryKey: [],
          uniques: [],
          foreignKeys: [],
          indexes: [],
        },
      },
      new Set(['search_fts']),
    );
    expect(source).toContain(
      'export interface GiftCardsTable {\n  seq: Generated<number>;\n  code: string;\n  note: string | null;\n  balance_cents: Generated<number>;\n  rate: Generated<number | null>;\n}',
    );
    expect(source).toContain('export interface SearchFtsTable {\n  title: string;\n}');
    expect(source).toContain('export interface DatabaseSchema {\n  gift_cards: GiftCardsTable;\n  search_fts: SearchFtsTable;\n}');
  });
});
