import type { Db } from '../db.ts';
import { nowIso, parseJson, randomId } from './ids.ts';

/** A top-level field name usable in queries and sorts. */
export const FIELD_PATTERN = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
/** A record id chosen by the caller. */
export const RECORD_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/** A record as the data API sends it. */
export interface DataRecord {
  _id: string;
  id: string;
  type: string;
  data: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
}

/** A value a query can compare a field with. */
export type Scalar = string | number | boolean | null;

/** Equality filters, paging and sorting of `find` (fields are top-level keys of `data`). */
export interface FindOptions {
  query?: Record<string, Scalar>;
  keyword?: string;
  limit: number;
  skip: number;
  sort?: Record<string, 1 | -1>;
}

interface RecordRow {
  type: string;
  id: string;
  data: string;
  created_at: string;
  updated_at: string;
}

const toRecord = (row: RecordRow): DataRecord => ({
  _id: row.id,
  id: row.id,
  type: row.type,
  data: parseJson<Record<string, unknown>>(row.data, {}),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const fieldPath = (field: string) => {
  if (!FIELD_PATTERN.test(field)) throw new Error(`Not a field name: ${field}`);
  return `$."${field}"`;
};

/** SQL and parameters matching one field to a scalar with JSON types respected (1 is not "1"). */
function equality(field: string, value: Scalar): { sql: string; params: Scalar[] } {
  const path = fieldPath(field);
  if (value === null) return { sql: `json_type(data, ?) = 'null'`, params: [path] };
  if (typeof value === 'boolean') return { sql: `json_type(data, ?) = ?`, params: [path, value ? 'true' : 'false'] };
  if (typeof value === 'number') return { sql: `(json_type(data, ?) IN ('integer', 'real') AND json_extract(data, ?) = ?)`, params: [path, path, value] };
  return { sql: `(json_type(data, ?) = 'text' AND json_extract(data, ?) = ?)`, params: [path, path, value] };
}

const SPECIAL_SORT: Record<string, string> = { createdAt: 'created_at', updatedAt: 'updated_at', id: 'id' };

/** Records of a type matching every equality filter (and a keyword in any text value), paged and sorted. */
export function findRecords(db: Db, tenantId: string, type: string, options: FindOptions): DataRecord[] {
  const where = ['tenant_id = ?', 'type = ?'];
  const params: Scalar[] = [tenantId, type];
  for (const [field, value] of Object.entries(options.query ?? {})) {
    const clause = equality(field, value);
    where.push(clause.sql);
    params.push(...clause.params);
  }
  if (options.keyword?.trim()) {
    where.push(`EXISTS (SELECT 1 FROM json_tree(records.data) t WHERE t.type = 'text' AND t.value LIKE ? ESCAPE '\\')`);
    params.push(`%${options.keyword.trim().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
  }
  const order: string[] = [];
  for (const [field, direction] of Object.entries(options.sort ?? {})) {
    const dir = direction === -1 ? 'DESC' : 'ASC';
    const column = SPECIAL_SORT[field];
    if (column) order.push(`${column} ${dir}`);
    else {
      order.push(`json_extract(data, ?) ${dir}`);
      params.push(fieldPath(field));
    }
  }
  order.push('created_at ASC', 'id ASC');
  const rows = db
    .prepare(`SELECT type, id, data, created_at, updated_at FROM records WHERE ${where.join(' AND ')} ORDER BY ${order.join(', ')} LIMIT ? OFFSET ?`)
    .all(...params, options.limit, options.skip) as RecordRow[];
  return rows.map(toRecord);
}

/** Records of a type whose field equals a value given as text ("42" also matches 42, "true" matches true). */
export function findByAttribute(db: Db, tenantId: string, type: string, field: string, value: string, limit: number): DataRecord[] {
  const path = fieldPath(field);
  const number = /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : null;
  const bool = value === 'true' || value === 'false' ? value : null;
  const rows = db
    .prepare(
      `SELECT type, id, data, created_at, updated_at FROM records WHERE tenant_id = ? AND type = ? AND (
         (json_type(data, ?) = 'text' AND json_extract(data, ?) = ?)
         OR (? IS NOT NULL AND json_type(data, ?) IN ('integer', 'real') AND json_extract(data, ?) = ?)
         OR (? IS NOT NULL AND json_type(data, ?) = ?))
       ORDER BY created_at, id LIMIT ?`,
    )
    .all(tenantId, type, path, path, value, number, path, path, number, bool, path, bool, limit) as RecordRow[];
  return rows.map(toRecord);
}

/** One record of the tenant, or null. */
export function getRecord(db: Db, tenantId: string, type: string, id: string): DataRecord | null {
  const row = db.prepare('SELECT type, id, data, created_at, updated_at FROM records WHERE tenant_id = ? AND type = ? AND id = ?').get(tenantId, type, id) as
    | RecordRow
    | undefined;
  return row ? toRecord(row) : null;
}

/** Creates a record (a new id when none is given) or replaces the data of the tenant's record with that id. */
export function upsertRecord(db: Db, tenantId: string, type: string, id: string | undefined, data: Record<string, unknown>): { record: DataRecord; created: boolean } {
  const now = nowIso();
  const recordId = id ?? randomId('rec');
  const existed = getRecord(db, tenantId, type, recordId) !== null;
  db.prepare(
    `INSERT INTO records (tenant_id, type, id, data, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (tenant_id, type, id) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at`,
  ).run(tenantId, type, recordId, JSON.stringify(data), now, now);
  const record = getRecord(db, tenantId, type, recordId);
  if (!record) throw new Error(`Record ${type}/${recordId} was not saved`);
  return { record, created: !existed };
}
