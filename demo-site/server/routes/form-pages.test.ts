// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveForm } from '../domain/forms.ts';
import { upsertRecord } from '../domain/records.ts';
import { SUBMISSION_TYPE } from './api/forms.ts';
import { customerCookie, makeTestApp, staffCookie } from '../../../test/helpers/server/test-app.ts';

const t = makeTestApp({ RATE_LIMITS: 'off' });
afterAll(() => t.close());

const SITE = 'http://localhost';
const design = {
  id: 'visit',
  title: 'Plan a visit',
  fields: [
    { type: 'text' as const, name: 'name', label: 'Name', required: true },
    { type: 'textarea' as const, name: 'note', label: 'Note' },
  ],
};
let northwind = '';

beforeAll(async () => {
  northwind = await staffCookie(t.data, 'org_northwind');
  await saveForm(t.data, 'org_northwind', design, 'test');
  await upsertRecord(t.data, 'org_northwind', SUBMISSION_TYPE, 'rec_old', {
    formId: 'visit',
    title: 'Plan a visit',
    values: { name: 'Ada', note: 'First, "early"' },
  });
  await new Promise((resolve) => setTimeout(resolve, 5));
  await upsertRecord(t.data, 'org_northwind', SUBMISSION_TYPE, 'rec_new', {
    formId: 'visit',
    title: 'Plan a visit',
    values: { name: '=HYPERLINK("http://evil.example","x")', note: 'Zoë <b>bold</b>' },
  });
});

const get = (path: string, cookie = '', org = 'northwind') => t.app.request(`${SITE}${path}?org=${org}`, { headers: { cookie } });

describe('the page of a saved form', () => {
  it('shows <site-form data-form-id> with a server copy of the latest version, and 404 for another tenant', async () => {
    const page = await get('/forms/visit');
    expect(page.status).toBe(200);
    const body = await page.text();
    expect(body).toContain('<site-form data-form-id="visit">');
    expect(body).toContain('<h1>Plan a visit</h1>');
    // The form comes by its id, not as inline JSON (the page's footer has its own).
    expect(body.slice(body.indexOf('<site-form'), body.indexOf('</site-form>'))).not.toContain('application/json');
    expect((await get('/forms/visit', '', 'harbor')).status).toBe(404);
    expect((await get('/forms/nothing')).status).toBe(404);
  });
});

describe('/staff/forms', () => {
  it('sends anyone but this tenant’s staff to sign in, for the list and the CSV', async () => {
    const harbor = await staffCookie(t.data, 'org_harbor');
    const ada = await customerCookie(t.data, 'ada@example.com');
    for (const path of ['/staff/forms', '/staff/forms/visit/submissions.csv']) {
      for (const cookie of ['', ada, harbor]) {
        const answer = await get(path, cookie);
        expect(answer.status, `${path} ${cookie}`).toBe(303);
        expect(answer.headers.get('location')).toContain('/staff/sign-in');
      }
    }
  });

  it('lists each form’s submissions newest first, as text', async () => {
    const page = await get('/staff/forms', northwind);
    expect(page.status).toBe(200);
    const body = await page.text();
    expect(body).toContain('Saved form “visit”, version 1.');
    expect(body.indexOf('HYPERLINK')).toBeLessThan(body.indexOf('First, &quot;early&quot;'));
    expect(body).toContain('Zoë &lt;b&gt;bold&lt;/b&gt;');
    expect(body).toContain('href="/staff/forms/visit/submissions.csv?org=northwind"');
  });

  it('downloads the CSV: UTF-8 with a byte order mark, quoted, formulas defused, newest first', async () => {
    const csv = await get('/staff/forms/visit/submissions.csv', northwind);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="visit-submissions.csv"');
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toBe('Received,Name,Note');
    expect(lines[1]).toMatch(/^\d{4}-\d\d-\d\dT[^,]+,"'=HYPERLINK\(""http:\/\/evil\.example"",""x""\)",Zoë <b>bold<\/b>$/);
    expect(lines[2]).toMatch(/,Ada,"First, ""early"""$/);
    expect((await get('/staff/forms/nothing/submissions.csv', northwind)).status).toBe(404);
  });
});
