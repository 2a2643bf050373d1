// @vitest-environment node
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { diffSchemas, postgresTypeFamily, sqliteSchema, sqliteTypeFamily, type TableShape } from './schema-inspect.ts';

const table = (overrides: Partial<TableShape> = {}): TableShape => ({
  columns: [
    { name: 'tenant_id', type: 'text', notNull: true, hasDefault: false, identity: false },
    { name: 'price_cents', type: 'integer', notNull: true, hasDefault: false, identity: false },
  ],
  primaryKey: ['tenant_id'],
  uniques: [],
  foreignKeys: [{ columns: ['tenant_id'], table: 'tenants', references: ['id'], onDelete: 'CASCADE' }],
  indexes: [{ name: 'by_price', columns: ['tenant_id', 'price_cents'], unique: false, partial: false }],
  ...overrides,
});

describe('type families', () => {
  it('follows SQLite affinity rules and groups PostgreSQL types the same way', () => {
    expect(['INTEGER', 'BIGINT', 'TEXT', 'VARCHAR(20)', 'REAL', 'DOUBLE', 'BLOB', '', 'NUMERIC'].map(sqliteTypeFamily)).toEqual([
      'integer',
      'integer',
      'text',
      'text',
      'real',
      'real',
      'blob',
      'blob',
      'other',
    ]);
    expect(['bigint', 'integer', 'text', 'character varying', 'double precision', 'bytea', 'tsvector'].map(postgresTypeFamily)).toEqual([
      'integer',
      'integer',
      'text',
      'text',
      'real',
      'blob',
      'other',
    ]);
  });
});

describe('diffSchemas', () => {
  it('finds nothing between equal schemas', () => {
    expect(diffSchemas({ products: table() }, { products: table() })).toEqual([]);
  });

  it('names the table, the column and both values of each difference', () => {
    const changed = table({
      columns: [
        { name: 'price_cents', type: 'real', notNull: true, hasDefault: false, identity: false },
        { name: 'tenant_id', type: 'text', notNull: true, hasDefault: false, identity: false },
      ],
      foreignKeys: [{ columns: ['tenant_id'], table: 'tenants', references: ['id'], onDelete: 'NO ACTION' }],
      indexes: [],
      uniques: [['tenant_id', 'price_cents']],
    });
    expect(diffSchemas({ products: table(), tenants: table() }, { products: changed, carts: table() })).toEqual([
      'table tenants only on SQLite',
      'table carts only on PostgreSQL',
      'products: column price_cents is integer not null on SQLite, real not null on PostgreSQL',
      'products: column order is tenant_id, price_cents on SQLite, price_cents, tenant_id on PostgreSQL',
      'products: unique set (tenant_id, price_cents) only on PostgreSQL',
      'products: foreign key (tenant_id) is (tenant_id) → tenants(id) on delete CASCADE on SQLite, (tenant_id) → tenants(id) on delete NO ACTION on PostgreSQL',
      'products: index by_price only on SQLite',
    ]);
  });
});

describe('sqliteSchema', () => {
  it('reads keys, rowid columns, unique sets, foreign keys and named indexes', () => {
    const db = new Database(':memory:');
    db.exec(`
      CREATE TABLE tenants (id TEXT PRIMARY KEY);
      CREATE TABLE jobs (id INTEGER PRIMARY KEY AUTOINCREMENT, tenant_id TEXT REFERENCES tenants ON DELETE CASCADE,
                         kind TEXT NOT NULL, key TEXT, note TEXT DEFAULT '', UNIQUE (kind, key));
      CREATE INDEX jobs_by_kind ON jobs (kind) WHERE key IS NOT NULL;
      CREATE UNIQUE INDEX jobs_by_note ON jobs (tenant_id, note);
    `);
    const jobs = sqliteSchema(db).jobs;
    expect(jobs?.columns.map((column) => [column.name, column.notNull, column.hasDefault, column.identity])).toEqual([
      ['id', true, false, true],
      ['tenant_id', false, false, false],
      ['kind', true, false, false],
      ['key', false, false, false],
      ['note', false, true, false],
    ]);
    expect(jobs?.primaryKey).toEqual(['id']);
    expect(jobs?.uniques).toEqual([
      ['kind', 'key'],
      ['tenant_id', 'note'],
    ]);
    expect(jobs?.foreignKeys).toEqual([{ columns: ['tenant_id'], table: 'tenants', references: ['id'], onDelete: 'CASCADE' }]);
    expect(jobs?.indexes).toEqual([
      { name: 'jobs_by_kind', columns: ['kind'], unique: false, partial: true },
      { name: 'jobs_by_note', columns: ['tenant_id', 'note'], unique: true, partial: false },
    ]);
    expect(sqliteSchema(db).tenants?.columns[0]).toEqual({ name: 'id', type: 'text', notNull: true, hasDefault: false, identity: false });
  });
});
