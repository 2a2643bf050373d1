import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { toCsv } from '../../../shared/forms/csv.ts';
import { submissionColumns, submissionRows } from '../../../shared/forms/submission-table.ts';
import { html } from '../views/html.ts';
import { siteForm } from '../views/contact-form.ts';
import { staffNav } from '../views/staff-nav.ts';
import { staffFormsPage, type StaffForm } from '../views/staff-forms.ts';
import { TYPE_PATTERN, validate } from './api/validation.ts';
import type { AppEnv } from '../context.ts';
import type { Data } from '../database.ts';
import { formSubmissions, latestForm, listForms, submittedFormIds } from '../domain/forms.ts';
import { languageMiddleware } from '../middleware/language.ts';
import { principalMiddleware } from '../auth/principal.ts';
import { tenantMiddleware } from '../middleware/tenant.ts';
import { sendNotFound, sendPage, shellContext } from './pages.ts';
import { staffPage } from './staff-guard.ts';

/** A saved form's id, as the forms API names them (TYPE_PATTERN). */
const formIdParam = v.object({ formId: v.pipe(v.string(), v.regex(TYPE_PATTERN)) });

/** The page of a form id that cannot exist. */
const noSuchForm = (c: Context<AppEnv>) => sendNotFound(c, 'There is no such form.');

/**
 * The public page of a saved form, mounted at `/forms`: `GET /forms/{formId}` shows
 * `<site-form data-form-id>` with a server copy of its latest version for the first paint (404 when
 * this tenant never saved that form).
 */
export function savedFormPageRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.use('*', languageMiddleware());
  router.use(
    '*',
    tenantMiddleware((c) => sendNotFound(c, 'This site does not exist.')),
  );
  router.use('*', principalMiddleware());
  router.get('/:formId', validate('param', formIdParam, { onInvalid: noSuchForm }), async (c) => {
    const form = await latestForm(c.get('data'), c.get('tenant').id, c.req.valid('param').formId);
    if (!form) return noSuchForm(c);
    const ctx = await shellContext(c, c.get('tenant'));
    return sendPage(
      c,
      {
        title: form.name,
        description: `${form.name}: a form of ${c.get('tenant').name}.`,
        body: html`<h1>${form.name}</h1>\n${siteForm(form.schema, html``, { saved: true })}`,
      },
      ctx,
    );
  });
  return router;
}

/**
 * The staff forms pages under `/staff` (staff of this tenant only; anyone else is sent to sign in):
 * `GET /staff/forms` lists every saved form and every form with answers, each with its submissions
 * newest first; `GET /staff/forms/{formId}/submissions.csv` downloads them as CSV (UTF-8 with a byte
 * order mark, cells a spreadsheet would run as formulas defused).
 */
export function staffFormRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  const formOf = async (data: Data, tenantId: string, formId: string, link: (path: string) => string): Promise<StaffForm> => {
    const saved = await latestForm(data, tenantId, formId);
    const submissions = await formSubmissions(data, tenantId, formId);
    return {
      formId,
      name: saved?.name ?? formId,
      version: saved?.version,
      columns: submissionColumns(saved?.schema.fields ?? [], submissions),
      submissions,
      csvHref: link(`/staff/forms/${encodeURIComponent(formId)}/submissions.csv`),
      pageHref: saved ? link(`/forms/${encodeURIComponent(formId)}`) : undefined,
    };
  };

  router.get('/forms', staffPage('/staff/forms'), async (c) => {
    const tenant = c.get('tenant');
    const data = c.get('data');
    const ctx = await shellContext(c, tenant);
    const ids = [...new Set([...(await listForms(data, tenant.id)).map((f) => f.formId), ...(await submittedFormIds(data, tenant.id))])];
    const forms: StaffForm[] = [];
    for (const id of ids) forms.push(await formOf(data, tenant.id, id, ctx.link));
    const view = {
      forms,
      locale: tenant.locale,
      timeZone: tenant.timeZone,
      designerHref: ctx.link('/contact/designer'),
      nav: staffNav(ctx.link, '/staff/forms'),
    };
    return sendPage(c, staffFormsPage(view), ctx);
  });

  router.get('/forms/:formId/submissions.csv', staffPage('/staff/forms'), validate('param', formIdParam, { onInvalid: noSuchForm }), async (c) => {
    const { formId } = c.req.valid('param');
    const tenant = c.get('tenant');
    const form = await formOf(c.get('data'), tenant.id, formId, (path) => path);
    if (!form.version && form.submissions.length === 0) return noSuchForm(c);
    return c.body(toCsv(submissionRows(form.columns, form.submissions)), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${formId}-submissions.csv"`,
      'cache-control': 'no-store',
    });
  });

  return router;
}
