import type pg from 'pg';
import type { Db } from './db.ts';

/** A column's type as both engines store its values. */
export type TypeFamily = 'text' | 'integer' | 'real' | 'blob' | 'other';

/** One column, in table order. */
export interface ColumnShape {
  name: string;
  type: TypeFamily;
  /** Declared NOT NULL, or part of the primary key (PostgreSQL always refuses NULL there). */
  notNull: boolean;
  /** Has a DEFAULT clause. */
  hasDefault: boolean;
  /** Numbered by the database when left out: SQLite's INTEGER PRIMARY KEY (rowid), PostgreSQL's identity. */
  identity: boolean;
}

/** A foreign key: `columns` → `table(references)`, with its ON DELETE action. */
export interface ForeignKeyShape {
  columns: string[];
  table: string;
  references: string[];
  onDelete: 'NO ACTION' | 'RESTRICT' | 'CASCADE' | 'SET NULL' | 'SET DEFAULT';
}

/** An index created by name (not the ones behind a PRIMARY KEY or UNIQUE constraint). */
export interface IndexShape {
  name: string;
  /** Column names in key order; an expression is written as the database prints it. */
  columns: string[];
  unique: boolean;
  /** Has a WHERE clause. */
  partial: boolean;
}

/** One table, normalized so the same schema reads the same on SQLite and PostgreSQL. */
export interface TableShape {
  columns: ColumnShape[];
  primaryKey: string[];
  /** Column sets that must be unique: UNIQUE constraints and unique indexes on plain columns without WHERE. */
  uniques: string[][];
  foreignKeys: ForeignKeyShape[];
  indexes: IndexShape[];
}

/** Every table by name. */
export type SchemaShape = Record<string, TableShape>;

/** SQLite's type affinity rules, applied to a declared column type. */
export function sqliteTypeFamily(declared: string): TypeFamily {
  const type = declared.toUpperCase();
  if (type.includes('INT')) return 'integer';
  if (/CHAR|CLOB|TEXT/.test(type)) return 'text';
  if (type === '' || type.includes('BLOB')) return 'blob';
  if (/REAL|FLOA|DOUB/.test(type)) return 'real';
  return 'other';
}

/** The family of a PostgreSQL type as information_schema names it ('bigint', 'double precision', …). */
export function postgresTypeFamily(dataType: string): TypeFamily {
  if (['bigint', 'integer', 'smallint'].includes(dataType)) return 'integer';
  if (['text', 'character varying', 'character'].includes(dataType)) return 'text';
  if (['double precision', 'real'].includes(dataType)) return 'real';
  if (dataType === 'bytea') return 'blob';
  return 'other';
}

const byKey =
  <T>(key: (item: T) => string) =>
  (a: T, b: T) =>
    key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
const sortUniques = (sets: string[][]) => sets.sort(byKey((set) => set.join(',')));
const sortForeignKeys = (keys: ForeignKeyShape[]) => keys.sort(byKey((key) => `${key.columns.join(',')}>${key.table}`));
const sortIndexes = (indexes: IndexShape[]) => indexes.sort(byKey((index) => index.name));

interface SqliteColumn {
  name: string;
  type: string;
  notnull: number;
  dflt_value: string | null;
  pk: number;
}
interface SqliteIndex {
  name: string;
  unique: number;
  origin: 'c' | 'u' | 'pk';
  partial: number;
}
interface SqliteForeignKey {
  id: number;
  seq: number;
  table: string;
  from: string;
  to: string | null;
  on_delete: string;
}

/** The shape of every table of a SQLite database (its own `sqlite_*` tables left out). */
export function sqliteSchema(db: Db): SchemaShape {
  const tables = db
    .prepare(
      "SELECT name, wr FROM pragma_table_list WHERE schema = 'main' AND type IN ('table', 'virtual') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'",
    )
    .all() as { name: string; wr: number }[];
  const columnsOf = (table: string) =>
    db.prepare('SELECT name, type, "notnull", dflt_value, pk FROM pragma_table_info(?) ORDER BY cid').all(table) as SqliteColumn[];
  const primaryKeyOf = (columns: SqliteColumn[]) =>
    columns
      .filter((column) => column.pk > 0)
      .sort((a, b) => a.pk - b.pk)
      .map((column) => column.name);
  const indexColumns = (index: string) =>
    (db.prepare('SELECT name FROM pragma_index_xinfo(?) WHERE key = 1 ORDER BY seqno').all(index) as { name: string | null }[]).map(
      (column) => column.name ?? '(expression)',
    );
  const schema: SchemaShape = {};
  for (const { name, wr } of tables) {
    const columns = columnsOf(name);
    const primaryKey = primaryKeyOf(columns);
    const rowid = wr === 0 && primaryKey.length === 1 && columns.find((column) => column.pk === 1)?.type.toUpperCase() === 'INTEGER';
    const indexes = db.prepare('SELECT name, "unique", origin, partial FROM pragma_index_list(?)').all(name) as SqliteIndex[];
    const foreignRows = db
      .prepare('SELECT id, seq, "table", "from", "to", on_delete FROM pragma_foreign_key_list(?) ORDER BY id, seq')
      .all(name) as SqliteForeignKey[];
    const foreignKeys = new Map<number, ForeignKeyShape>();
    for (const row of foreignRows) {
      const key = foreignKeys.get(row.id) ?? {
        columns: [],
        table: row.table,
        references: [],
        onDelete: row.on_delete as ForeignKeyShape['onDelete'],
      };
      key.columns.push(row.from);
      if (row.to !== null) key.references.push(row.to);
      foreignKeys.set(row.id, key);
    }
    for (const key of foreignKeys.values()) {
      // `REFERENCES parent` without columns means the parent's primary key.
      if (key.references.length === 0) key.references = primaryKeyOf(columnsOf(key.table));
    }
    schema[name] = {
      columns: columns.map((column) => ({
        name: column.name,
        type: sqliteTypeFamily(column.type),
        notNull: column.notnull === 1 || column.pk > 0,
        hasDefault: column.dflt_value !== null,
        identity: rowid && column.pk === 1,
      })),
      primaryKey,
      uniques: sortUniques(
        indexes
          .filter((index) => index.unique === 1 && index.origin !== 'pk' && index.partial === 0)
          .map((index) => indexColumns(index.name))
          .filter((columns) => !columns.includes('(expression)')),
      ),
      foreignKeys: sortForeignKeys([...foreignKeys.values()]),
      indexes: sortIndexes(
        indexes
          .filter((index) => index.origin === 'c')
          .map((index) => ({
            name: index.name,
            columns: indexColumns(index.name),
            unique: index.unique === 1,
            partial: index.partial === 1,
          })),
      ),
    };
  }
  return schema;
}

const ON_DELETE: Record<string, ForeignKeyShape['onDelete']> = {
  a: 'NO ACTION',
  r: 'RESTRICT',
  c: 'CASCADE',
  n: 'SET NULL',
  d: 'SET DEFAULT',
};

/** The shape of every table in the current schema (search_path's first) of a PostgreSQL database. */
export async function postgresSchema(pool: pg.Pool): Promise<SchemaShape> {
  const columns = await pool.query<{
    table_name: string;
    column_name: string;
    data_type: string;
    is_nullable: string;
    column_default: string | null;
    is_identity: string;
  }>(
    `SELECT c.table_name, c.column_name, c.data_type, c.is_nullable, c.column_default, c.is_identity
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
      ORDER BY c.table_name, c.ordinal_position`,
  );
  const constraints = await pool.query<{
    table_name: string;
    contype: string;
    columns: string[];
    ref_table: string | null;
    ref_columns: string[];
    confdeltype: string;
  }>(
    `SELECT rel.relname AS table_name, con.contype, ref.relname AS ref_table, con.confdeltype,
            ARRAY(SELECT a.attname::text FROM unnest(con.conkey) WITH ORDINALITY k(num, pos)
                    JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.num ORDER BY k.pos) AS columns,
            ARRAY(SELECT a.attname::text FROM unnest(con.confkey) WITH ORDINALITY k(num, pos)
                    JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.num ORDER BY k.pos) AS ref_columns
       FROM pg_constraint con
       JOIN pg_class rel ON rel.oid = con.conrelid
       LEFT JOIN pg_class ref ON ref.oid = con.confrelid
      WHERE rel.relnamespace = current_schema()::regnamespace AND con.contype IN ('p', 'u', 'f')`,
  );
  const indexes = await pool.query<{ table_name: string; name: string; unique: boolean; partial: boolean; columns: string[] }>(
    `SELECT rel.relname AS table_name, idx.relname AS name, i.indisunique AS unique, i.indpred IS NOT NULL AS partial,
            ARRAY(SELECT pg_get_indexdef(i.indexrelid, k, true) FROM generate_series(1, i.indnkeyatts) k ORDER BY k) AS columns
       FROM pg_index i
       JOIN pg_class rel ON rel.oid = i.indrelid
       JOIN pg_class idx ON idx.oid = i.indexrelid
      WHERE rel.relnamespace = current_schema()::regnamespace
        AND NOT EXISTS (SELECT 1 FROM pg_constraint con WHERE con.conindid = i.indexrelid AND con.conrelid = i.indrelid AND con.contype IN ('p', 'u', 'x'))`,
  );
  const schema: SchemaShape = {};
  for (const row of columns.rows) {
    const table = (schema[row.table_name] ??= { columns: [], primaryKey: [], uniques: [], foreignKeys: [], indexes: [] });
    table.columns.push({
      name: row.column_name,
      type: postgresTypeFamily(row.data_type),
      notNull: row.is_nullable === 'NO',
      hasDefault: row.column_default !== null,
      identity: row.is_identity === 'YES',
    });
  }
  for (const row of constraints.rows) {
    const table = schema[row.table_name];
    if (!table) continue;
    if (row.contype === 'p') table.primaryKey = row.columns;
    else if (row.contype === 'u') table.uniques.push(row.columns);
    else
      table.foreignKeys.push({
        columns: row.columns,
        table: row.ref_table ?? '',
        references: row.ref_columns,
        onDelete: ON_DELETE[row.confdeltype] ?? 'NO ACTION',
      });
  }
  const plainColumn = /^[a-z_][a-z0-9_]*$/;
  for (const row of indexes.rows) {
    const table = schema[row.table_name];
    if (!table) continue;
    table.indexes.push({ name: row.name, columns: row.columns, unique: row.unique, partial: row.partial });
    if (row.unique && !row.partial && row.columns.every((column) => plainColumn.test(column))) table.uniques.push(row.columns);
  }
  for (const table of Object.values(schema)) {
    sortUniques(table.uniques);
    sortForeignKeys(table.foreignKeys);
    sortIndexes(table.indexes);
  }
  return schema;
}

const describeColumn = (column: ColumnShape) =>
  `${column.type}${column.notNull ? ' not null' : ''}${column.hasDefault ? ' with default' : ''}${column.identity ? ' identity' : ''}`;
const describeKey = (key: ForeignKeyShape) =>
  `(${key.columns.join(', ')}) → ${key.table}(${key.references.join(', ')}) on delete ${key.onDelete}`;
const describeIndex = (index: IndexShape) =>
  `${index.unique ? 'unique ' : ''}(${index.columns.join(', ')})${index.partial ? ' with WHERE' : ''}`;

/** Lists what is in one side only, or differs, as lines such as `products.stock: integer not null on A, real not null on B`. */
function diffLists(where: string, what: string, left: Map<string, string>, right: Map<string, string>, names: [string, string]): string[] {
  const lines: string[] = [];
  for (const [key, value] of left) {
    const other = right.get(key);
    if (other === undefined) lines.push(`${where}: ${what} ${key} only on ${names[0]}`);
    else if (other !== value) lines.push(`${where}: ${what} ${key} is ${value} on ${names[0]}, ${other} on ${names[1]}`);
  }
  for (const key of right.keys()) if (!left.has(key)) lines.push(`${where}: ${what} ${key} only on ${names[1]}`);
  return lines;
}

/**
 * Every difference between two schema shapes, one readable line each (empty when they match):
 * tables on one side only, then per table its columns, column order, primary key, unique sets,
 * foreign keys and indexes.
 */
export function diffSchemas(left: SchemaShape, right: SchemaShape, names: [string, string] = ['SQLite', 'PostgreSQL']): string[] {
  const lines: string[] = [];
  for (const table of Object.keys(left).sort()) if (!right[table]) lines.push(`table ${table} only on ${names[0]}`);
  for (const table of Object.keys(right).sort()) if (!left[table]) lines.push(`table ${table} only on ${names[1]}`);
  for (const table of Object.keys(left).sort()) {
    const a = left[table];
    const b = right[table];
    if (!a || !b) continue;
    const columns = (shape: TableShape) => new Map(shape.columns.map((column) => [column.name, describeColumn(column)]));
    lines.push(...diffLists(table, 'column', columns(a), columns(b), names));
    const shared = (shape: TableShape, other: TableShape) =>
      shape.columns.map((column) => column.name).filter((name) => other.columns.some((c) => c.name === name));
    const orderA = shared(a, b).join(', ');
    const orderB = shared(b, a).join(', ');
    if (orderA !== orderB) lines.push(`${table}: column order is ${orderA} on ${names[0]}, ${orderB} on ${names[1]}`);
    if (a.primaryKey.join(',') !== b.primaryKey.join(',')) {
      lines.push(`${table}: primary key is (${a.primaryKey.join(', ')}) on ${names[0]}, (${b.primaryKey.join(', ')}) on ${names[1]}`);
    }
    const uniques = (shape: TableShape) => new Map(shape.uniques.map((set) => [`(${set.join(', ')})`, 'unique']));
    lines.push(...diffLists(table, 'unique set', uniques(a), uniques(b), names));
    const keys = (shape: TableShape) => new Map(shape.foreignKeys.map((key) => [`(${key.columns.join(', ')})`, describeKey(key)]));
    lines.push(...diffLists(table, 'foreign key', keys(a), keys(b), names));
    const indexes = (shape: TableShape) => new Map(shape.indexes.map((index) => [index.name, describeIndex(index)]));
    lines.push(...diffLists(table, 'index', indexes(a), indexes(b), names));
  }
  return lines;
}
