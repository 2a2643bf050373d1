import { sql, type Expression, type SqlBool } from 'kysely';
import { engineOf, inTransaction, type Data } from '../database.ts';
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

const checkedField = (field: string): string => {
  if (!FIELD_PATTERN.test(field)) throw new Error(`Not a field name: ${field}`);
  return field;
};
const sqlitePath = (field: string) => `$."${checkedField(field)}"`;

/**
 * A field equal to a scalar with JSON types respected (1 is not "1", true is not 1). SQLite compares
 * `json_type` and `json_extract`; PostgreSQL asks whether the object contains `{field: value}`.
 */
function equality(data: Data, field: string, value: Scalar): Expression<SqlBool> {
  if (engineOf(data) === 'postgres') return sql<SqlBool>`data::jsonb @> ${JSON.stringify({ [checkedField(field)]: value })}::jsonb`;
  const path = sqlitePath(field);
  if (value === null) return sql<SqlBool>`json_type(data, ${path}) = 'null'`;
  if (typeof value === 'boolean') return sql<SqlBool>`json_type(data, ${path}) = ${value ? 'true' : 'false'}`;
  if (typeof value === 'number')
    return sql<SqlBool>`(json_type(data, ${path}) IN ('integer', 'real') AND json_extract(data, ${path}) = ${value})`;
  return sql<SqlBool>`(json_type(data, ${path}) = 'text' AND json_extract(data, ${path}) = ${value})`;
}

/**
 * Some text value of the record, at any depth, contains the keyword, ignoring the case of ASCII
 * letters (SQLite's LIKE; PostgreSQL lowers both sides byte by byte, as SQLite would).
 */
function containsText(data: Data, keyword: string): Expression<SqlBool> {
  const pattern = `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  if (engineOf(data) === 'postgres') {
    return sql<SqlBool>`EXISTS (SELECT 1 FROM jsonb_path_query(records.data::jsonb, 'strict $.**') AS t(v)
      WHERE jsonb_typeof(t.v) = 'string' AND lower((t.v #>> '{}') COLLATE "C") LIKE lower(${pattern} COLLATE "C") ESCAPE '\\')`;
  }
  return sql<SqlBool>`EXISTS (SELECT 1 FROM json_tree(records.data) t WHERE t.type = 'text' AND t.value LIKE ${pattern} ESCAPE '\\')`;
}

/**
 * Sort keys of a field, in SQLite's order for the values `json_extract` gives: missing and null first,
 * then numbers (booleans count as 1 and 0), then text byte by byte, then the rest.
 */
function sortKeys(data: Data, field: string): Expression<unknown>[] {
  if (engineOf(data) === 'sqlite') return [sql`json_extract(data, ${sqlitePath(field)})`];
  const value = sql`(data::jsonb -> ${checkedField(field)})`;
  return [
    sql`CASE coalesce(jsonb_typeof(${value}), 'null') WHEN 'null' THEN 0 WHEN 'number' THEN 1 WHEN 'boolean' THEN 1 WHEN 'string' THEN 2 ELSE 3 END`,
    sql`CASE jsonb_typeof(${value}) WHEN 'number' THEN (${value} #>> '{}')::double precision WHEN 'boolean' THEN CASE WHEN ${value} = 'true'::jsonb THEN 1 ELSE 0 END END`,
    sql`CASE jsonb_typeof(${value}) WHEN 'string' THEN (${value} #>> '{}') COLLATE "C" END`,
  ];
}

const SPECIAL_SORT = { createdAt: 'created_at', updatedAt: 'updated_at', id: 'id' } as const;

function selectRecords(data: Data, tenantId: string, type: string) {
  return data
    .selectFrom('records')
    .select(['type', 'id', 'data', 'created_at', 'updated_at'])
    .where('tenant_id', '=', tenantId)
    .where('type', '=', type);
}

/** Records of a type matching every equality filter (and a keyword in any text value), paged and sorted. */
export async function findRecords(data: Data, tenantId: string, type: string, options: FindOptions): Promise<DataRecord[]> {
  let query = selectRecords(data, tenantId, type);
  for (const [field, value] of Object.entries(options.query ?? {})) query = query.where(equality(data, field, value));
  const keyword = options.keyword?.trim();
  if (keyword) query = query.where(containsText(data, keyword));
  for (const [field, direction] of Object.entries(options.sort ?? {})) {
    const dir = direction === -1 ? 'desc' : 'asc';
    const column = SPECIAL_SORT[field as keyof typeof SPECIAL_SORT];
    if (column) query = query.orderBy(column, dir);
    else for (const key of sortKeys(data, field)) query = query.orderBy(key, dir);
  }
  const rows = await query.orderBy('created_at', 'asc').orderBy('id', 'asc').limit(options.limit).offset(options.skip).execute();
  return rows.map(toRecord);
}

/** Records of a type whose field equals a value given as text ("42" also matches 42, "true" matches true). */
export async function findByAttribute(
  data: Data,
  tenantId: string,
  type: string,
  field: string,
  value: string,
  limit: number,
): Promise<DataRecord[]> {
  const number = /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : null;
  const bool = value === 'true' || value === 'false' ? value === 'true' : null;
  const rows = await selectRecords(data, tenantId, type)
    .where(({ or }) =>
      or([
        equality(data, field, value),
        ...(number === null ? [] : [equality(data, field, number)]),
        ...(bool === null ? [] : [equality(data, field, bool)]),
      ]),
    )
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(toRecord);
}

/** One record of the tenant, or null. */
export async function getRecord(data: Data, tenantId: string, type: string, id: string): Promise<DataRecord | null> {
  const row = await selectRecords(data, tenantId, type).where('id', '=', id).executeTakeFirst();
  return row ? toRecord(row) : null;
}

/** Creates a record (a new id when none is given) or replaces the data of the tenant's record with that id. */
export async function upsertRecord(
  data: Data,
  tenantId: string,
  type: string,
  id: string | undefined,
  values: Record<string, unknown>,
): Promise<{ record: DataRecord; created: boolean }> {
  const now = nowIso();
  const recordId = id ?? randomId('rec');
  return inTransaction(data, async (trx) => {
    const existed = (await getRecord(trx, tenantId, type, recordId)) !== null;
    await trx
      .insertInto('records')
      .values({ tenant_id: tenantId, type, id: recordId, data: JSON.stringify(values), created_at: now, updated_at: now })
      .onConflict((oc) =>
        oc
          .columns(['tenant_id', 'type', 'id'])
          .doUpdateSet((eb) => ({ data: eb.ref('excluded.data'), updated_at: eb.ref('excluded.updated_at') })),
      )
      .execute();
    const record = await getRecord(trx, tenantId, type, recordId);
    if (!record) throw new Error(`Record ${type}/${recordId} was not saved`);
    return { record, created: !existed };
  });
}
