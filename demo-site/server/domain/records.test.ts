// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { engineDatabases, layersClosedAfterEachTest, twoTenants } from '../../../test/helpers/data-layers.ts';
import { type Data } from '../database.ts';
import { findByAttribute, findRecords, getRecord, upsertRecord } from './records.ts';

const { engines: ENGINES } = engineDatabases('records-');
const openLayer = layersClosedAfterEachTest();

const page = { limit: 50, skip: 0 };
const ids = (records: { id: string }[]) => records.map((r) => r.id);

describe.each(ENGINES)('data API records on %s', (_engine, where) => {
  async function seeded(): Promise<Data> {
    const data = await twoTenants((await openLayer(await where())).db);
    const put = (id: string, values: Record<string, unknown>, tenant = 'org_one') => upsertRecord(data, tenant, 'guest', id, values);
    await put('a', { name: 'Ada', age: 36, vip: true, tags: ['Opera', { note: 'Front ROW seat' }] });
    await put('b', { name: 'Bob', age: '36', vip: false });
    await put('c', { name: 'cleo', age: 7.5, vip: null });
    await put('d', { name: 'Dan' });
    await put('e', { name: 'Eve', age: 1, offer: '50% off' });
    await put('x', { name: 'Ada', age: 36, vip: true }, 'org_two');
    return data;
  }

  it('matches a field with its JSON type: 36 is not "36", true is not 1, null is not missing', async () => {
    const data = await seeded();
    expect(ids(await findRecords(data, 'org_one', 'guest', { ...page, query: { age: 36 } }))).toEqual(['a']);
    expect(ids(await findRecords(data, 'org_one', 'guest', { ...page, query: { age: '36' } }))).toEqual(['b']);
    expect(ids(await findRecords(data, 'org_one', 'guest', { ...page, query: { vip: true } }))).toEqual(['a']);
    expect(ids(await findRecords(data, 'org_one', 'guest', { ...page, query: { vip: null } }))).toEqual(['c']);
    expect(ids(await findRecords(data, 'org_one', 'guest', { ...page, query: { age: 7.5 } }))).toEqual(['c']);
    expect(ids(await findRecords(data, 'org_one', 'guest', { ...page, query: { age: 36, name: 'Ada' } }))).toEqual(['a']);
  });

  it('finds a keyword in any text value at any depth, ignoring the case of ASCII letters, and treats % and _ literally', async () => {
    const data = await seeded();
    expect(ids(await findRecords(data, 'org_one', 'guest', { ...page, keyword: 'row seat' }))).toEqual(['a']);
    expect(ids(await findRecords(data, 'org_one', 'guest', { ...page, keyword: 'opera' }))).toEqual(['a']);
    expect(ids(await findRecords(data, 'org_one', 'guest', { ...page, keyword: 'CLEO' }))).toEqual(['c']);
    expect(ids(await findRecords(data, 'org_one', 'guest', { ...page, keyword: '36' }))).toEqual(['b']);
    expect(ids(await findRecords(data, 'org_one', 'guest', { ...page, keyword: '%' }))).toEqual(['e']);
    expect(await findRecords(data, 'org_one', 'guest', { ...page, keyword: '5_%' })).toEqual([]);
    expect(await findRecords(data, 'org_one', 'guest', { ...page, keyword: '_' })).toEqual([]);
  });

  it('sorts by a field as SQLite orders its values (missing first, then numbers, then text), pages, and never shows another tenant', async () => {
    const data = await seeded();
    expect(ids(await findRecords(data, 'org_one', 'guest', { ...page, sort: { age: 1 } }))).toEqual(['d', 'e', 'c', 'a', 'b']);
    expect(ids(await findRecords(data, 'org_one', 'guest', { ...page, sort: { age: -1 } }))).toEqual(['b', 'a', 'c', 'e', 'd']);
    expect(ids(await findRecords(data, 'org_one', 'guest', { ...page, sort: { name: 1 } }))).toEqual(['a', 'b', 'd', 'e', 'c']);
    expect(ids(await findRecords(data, 'org_one', 'guest', { limit: 2, skip: 1, sort: { id: -1 } }))).toEqual(['d', 'c']);
    expect(ids(await findRecords(data, 'org_two', 'guest', page))).toEqual(['x']);
  });

  it('finds by an attribute given as text: "36" matches 36 and "36", "true" matches true', async () => {
    const data = await seeded();
    expect(ids(await findByAttribute(data, 'org_one', 'guest', 'age', '36', 10))).toEqual(['a', 'b']);
    expect(ids(await findByAttribute(data, 'org_one', 'guest', 'vip', 'true', 10))).toEqual(['a']);
    expect(ids(await findByAttribute(data, 'org_one', 'guest', 'name', 'ada', 10))).toEqual([]);
  });

  it('creates and then replaces a record, keeping when it was created, and keeps tenants apart', async () => {
    const data = await seeded();
    const first = await getRecord(data, 'org_one', 'guest', 'a');
    const replaced = await upsertRecord(data, 'org_one', 'guest', 'a', { name: 'Ada L.' });
    expect(replaced.created).toBe(false);
    expect(replaced.record).toMatchObject({ id: 'a', data: { name: 'Ada L.' }, createdAt: first?.createdAt });
    expect((await getRecord(data, 'org_two', 'guest', 'x'))?.data).toEqual({ name: 'Ada', age: 36, vip: true });
    expect(await getRecord(data, 'org_two', 'guest', 'a')).toBeNull();
    const made = await upsertRecord(data, 'org_two', 'guest', undefined, { name: 'New' });
    expect(made.created).toBe(true);
    expect(made.record.id).toMatch(/^rec_/);
  });
});
