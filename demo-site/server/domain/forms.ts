import type { FormSchema } from '../../../shared/forms/schema.ts';
import type { StoredSubmission } from '../../../shared/forms/submission-table.ts';
import { sql } from 'kysely';
import { engineOf, oneAtATime, type Data } from '../database.ts';
import { nowIso, parseJson } from './ids.ts';

/** One saved version of a form design. */
export interface SavedForm {
  formId: string;
  version: number;
  name: string;
  schema: FormSchema;
  savedAt: string;
}

/** A form in the staff list: its latest version and how many versions it has. */
export interface FormSummary {
  formId: string;
  name: string;
  version: number;
  savedAt: string;
}

interface FormRow {
  form_id: string;
  version: number;
  name: string;
  schema: string;
  created_at: string;
}

const toSaved = (row: FormRow): SavedForm => ({
  formId: row.form_id,
  version: row.version,
  name: row.name,
  schema: parseJson<FormSchema>(row.schema, { id: row.form_id, fields: [] }),
  savedAt: row.created_at,
});

/**
 * The `formId` a submission record's JSON names, as each engine spells it. On PostgreSQL only text
 * is read (anything else is null, as a number never equals a form id on SQLite either), compared and
 * sorted byte by byte as SQLite does.
 */
const submittedFormId = (data: Data) =>
  engineOf(data) === 'postgres'
    ? sql<string | null>`(CASE WHEN jsonb_typeof(data::jsonb -> 'formId') = 'string' THEN data::jsonb ->> 'formId' END) COLLATE "C"`
    : sql<unknown>`json_extract(data, '$.formId')`;

/**
 * Saves a design as the next version of its form (version 1 for a new form); `by` says who saved it.
 * On PostgreSQL a lock per tenant and form makes designs saved together take versions one after the
 * other instead of both claiming the same one.
 */
export async function saveForm(data: Data, tenantId: string, schema: FormSchema, by: string, now = new Date()): Promise<SavedForm> {
  return data.transaction().execute(async (trx) => {
    await oneAtATime(trx, 'forms', `${tenantId}/${schema.id}`);
    const { last } = await trx
      .selectFrom('forms')
      .select((eb) => eb.fn.max('version').as('last'))
      .where('tenant_id', '=', tenantId)
      .where('form_id', '=', schema.id)
      .executeTakeFirstOrThrow();
    const version = (last ?? 0) + 1;
    const name = schema.title?.trim() || schema.id;
    const savedAt = nowIso(now);
    await trx
      .insertInto('forms')
      .values({
        tenant_id: tenantId,
        form_id: schema.id,
        version,
        name,
        schema: JSON.stringify(schema),
        created_at: savedAt,
        created_by: by,
      })
      .execute();
    return { formId: schema.id, version, name, schema, savedAt };
  });
}

/** The latest version of a form of this tenant, if it was ever saved. */
export async function latestForm(data: Data, tenantId: string, formId: string): Promise<SavedForm | undefined> {
  const row = await data
    .selectFrom('forms')
    .select(['form_id', 'version', 'name', 'schema', 'created_at'])
    .where('tenant_id', '=', tenantId)
    .where('form_id', '=', formId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && toSaved(row);
}

/** The tenant's saved forms, each at its latest version, most recently saved first. */
export async function listForms(data: Data, tenantId: string): Promise<FormSummary[]> {
  const rows = await data
    .selectFrom('forms as f')
    .select(['f.form_id', 'f.version', 'f.name', 'f.created_at'])
    .where('f.tenant_id', '=', tenantId)
    .where('f.version', '=', (eb) =>
      eb
        .selectFrom('forms as g')
        .select((inner) => inner.fn.max('g.version').as('latest'))
        .whereRef('g.tenant_id', '=', 'f.tenant_id')
        .whereRef('g.form_id', '=', 'f.form_id'),
    )
    .orderBy('f.created_at', 'desc')
    .orderBy('f.form_id')
    .execute();
  return rows.map((row) => ({ formId: row.form_id, name: row.name, version: row.version, savedAt: row.created_at }));
}

/** The ids of every form this tenant holds submissions of (saved or inline), in id order. */
export async function submittedFormIds(data: Data, tenantId: string): Promise<string[]> {
  const rows = await data
    .selectFrom('records')
    .select(submittedFormId(data).as('form_id'))
    .distinct()
    .where('tenant_id', '=', tenantId)
    .where('type', '=', 'form_submission')
    .orderBy('form_id')
    .execute();
  return rows.map((row) => row.form_id).filter((id): id is string => typeof id === 'string');
}

/**
 * A form's submissions, newest first (at most `limit`); submissions received in the same
 * millisecond come in record id order, from the last.
 */
export async function formSubmissions(data: Data, tenantId: string, formId: string, limit = 500): Promise<StoredSubmission[]> {
  const rows = await data
    .selectFrom('records')
    .select(['id', 'data', 'created_at'])
    .where('tenant_id', '=', tenantId)
    .where('type', '=', 'form_submission')
    .where(submittedFormId(data), '=', formId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    receivedAt: row.created_at,
    values: parseJson<{ values?: StoredSubmission['values'] }>(row.data, {}).values ?? {},
  }));
}
