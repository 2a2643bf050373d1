// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineDatabases, twoTenants } from '../../../test/helpers/data-layers.ts';
import { openDataLayer, type DataLayer } from '../database.ts';
import { formSubmissions, latestForm, listForms, saveForm, submittedFormIds } from './forms.ts';

const { engines: ENGINES } = engineDatabases('forms-');

const visit = (title: string) => ({ id: 'visit', title, fields: [{ type: 'text' as const, name: 'name', label: 'Name', required: true }] });
const at = (time: string) => new Date(`2026-11-20T${time}.000Z`);

describe.each(ENGINES)('the form queries on %s', (_engine, where) => {
  let layer: DataLayer;
  beforeAll(async () => {
    layer = await openDataLayer(await where());
    await twoTenants(layer.db, 'Europe/London');
    const submission = (tenant_id: string, id: string, created_at: string, data: object) => ({
      tenant_id,
      type: 'form_submission',
      id,
      data: JSON.stringify(data),
      created_at,
      updated_at: created_at,
    });
    await layer.db
      .insertInto('records')
      .values([
        submission('org_one', 'rec_a', '2026-11-20T09:00:00.000Z', { formId: 'visit', values: { name: 'Ada' } }),
        submission('org_one', 'rec_c', '2026-11-20T10:00:00.000Z', { formId: 'visit', values: { name: 'Cy' } }),
        submission('org_one', 'rec_b', '2026-11-20T10:00:00.000Z', { formId: 'visit', values: { name: 'Bo' } }),
        submission('org_one', 'rec_inline', '2026-11-20T11:00:00.000Z', { formId: 'Quote', title: 'Quote' }),
        submission('org_one', 'rec_numbered', '2026-11-20T11:00:00.000Z', { formId: 7, values: { name: 'Seven' } }),
        submission('org_one', 'rec_none', '2026-11-20T11:00:00.000Z', { values: { name: 'Nobody' } }),
        submission('org_two', 'rec_theirs', '2026-11-20T12:00:00.000Z', { formId: 'visit', values: { name: 'Not yours' } }),
        submission('org_two', 'rec_secret', '2026-11-20T12:00:00.000Z', { formId: 'secret', values: {} }),
        { ...submission('org_one', 'rec_note', '2026-11-20T12:00:00.000Z', { formId: 'visit', values: { name: 'A note' } }), type: 'note' },
      ])
      .execute();
  }, 30_000);
  afterAll(() => layer?.close());

  it('saves each design of a form as its next version, named by its title (else its id), and reads back the latest', async () => {
    expect(await saveForm(layer.db, 'org_one', visit('Plan a visit'), 'staff:1', at('08:00:00'))).toEqual({
      formId: 'visit',
      version: 1,
      name: 'Plan a visit',
      schema: visit('Plan a visit'),
      savedAt: '2026-11-20T08:00:00.000Z',
    });
    expect((await saveForm(layer.db, 'org_one', visit('  '), 'staff:1', at('08:30:00'))).version).toBe(2);
    const latest = await latestForm(layer.db, 'org_one', 'visit');
    expect(latest).toMatchObject({ version: 2, name: 'visit', savedAt: '2026-11-20T08:30:00.000Z' });
    expect(latest?.schema.fields[0]?.label).toBe('Name');
    expect(await latestForm(layer.db, 'org_one', 'nothing')).toBeUndefined();
  });

  it("numbers another tenant's form of the same id from 1 and never shows it to the first", async () => {
    expect((await saveForm(layer.db, 'org_two', visit('Theirs'), 'app', at('09:00:00'))).version).toBe(1);
    expect((await latestForm(layer.db, 'org_one', 'visit'))?.version).toBe(2);
    expect((await latestForm(layer.db, 'org_two', 'visit'))?.name).toBe('Theirs');
    expect(await latestForm(layer.db, 'org_one', 'secret')).toBeUndefined();
  });

  it('lists the saved forms once each at their latest version, most recently saved first, then by id', async () => {
    await saveForm(layer.db, 'org_one', { id: 'booking', title: 'Booking', fields: [] }, 'app', at('08:30:00'));
    await saveForm(layer.db, 'org_one', { id: 'apply', title: 'Apply', fields: [] }, 'app', at('07:00:00'));
    expect(await listForms(layer.db, 'org_one')).toEqual([
      { formId: 'booking', name: 'Booking', version: 1, savedAt: '2026-11-20T08:30:00.000Z' },
      { formId: 'visit', name: 'visit', version: 2, savedAt: '2026-11-20T08:30:00.000Z' },
      { formId: 'apply', name: 'Apply', version: 1, savedAt: '2026-11-20T07:00:00.000Z' },
    ]);
    expect((await listForms(layer.db, 'org_two')).map((form) => form.formId)).toEqual(['visit']);
  });

  it('gives designs saved at the same moment distinct versions', async () => {
    const saved = await Promise.all(
      Array.from({ length: 5 }, (_, index) => saveForm(layer.db, 'org_one', { id: 'rush', title: `Rush ${index}`, fields: [] }, 'app')),
    );
    expect(saved.map((form) => form.version).sort()).toEqual([1, 2, 3, 4, 5]);
    expect((await latestForm(layer.db, 'org_one', 'rush'))?.version).toBe(5);
  });

  it('names the forms the tenant holds submissions of, text ids only, in byte order', async () => {
    expect(await submittedFormIds(layer.db, 'org_one')).toEqual(['Quote', 'visit']);
    expect(await submittedFormIds(layer.db, 'org_two')).toEqual(['secret', 'visit']);
  });

  it("lists a form's submissions newest first, same-moment ones by id from the last, only the tenant's own", async () => {
    expect(await formSubmissions(layer.db, 'org_one', 'visit')).toEqual([
      { id: 'rec_c', receivedAt: '2026-11-20T10:00:00.000Z', values: { name: 'Cy' } },
      { id: 'rec_b', receivedAt: '2026-11-20T10:00:00.000Z', values: { name: 'Bo' } },
      { id: 'rec_a', receivedAt: '2026-11-20T09:00:00.000Z', values: { name: 'Ada' } },
    ]);
    expect((await formSubmissions(layer.db, 'org_one', 'visit', 1)).map((row) => row.id)).toEqual(['rec_c']);
    expect(await formSubmissions(layer.db, 'org_one', 'Quote')).toEqual([
      { id: 'rec_inline', receivedAt: '2026-11-20T11:00:00.000Z', values: {} },
    ]);
    expect(await formSubmissions(layer.db, 'org_one', '7')).toEqual([]);
    expect(await formSubmissions(layer.db, 'org_one', 'secret')).toEqual([]);
    expect((await formSubmissions(layer.db, 'org_two', 'visit')).map((row) => row.id)).toEqual(['rec_theirs']);
  });
});
