import { formatDateTime } from '../../../shared/i18n/format.ts';
import type { SubmissionColumn, StoredSubmission } from '../../../shared/forms/submission-table.ts';
import { html, type SafeHtml } from './html.ts';
import type { Page } from './types.ts';

/** One form on the staff forms page: its saved version (if any), its columns and its submissions, newest first. */
export interface StaffForm {
  formId: string;
  name: string;
  /** The latest saved version; undefined for an inline form that was never saved. */
  version?: number;
  columns: readonly SubmissionColumn[];
  submissions: readonly StoredSubmission[];
  /** Where the CSV of its submissions downloads from, and where the saved form shows. */
  csvHref: string;
  pageHref?: string;
}

/** What the staff forms page shows. */
export interface StaffFormsView {
  forms: readonly StaffForm[];
  locale: string;
  timeZone: string;
  designerHref: string;
  /** The links between the staff pages. */
  nav: SafeHtml;
}

const cell = (value: unknown): string => (value === null || value === undefined ? '' : Array.isArray(value) ? value.join(', ') : typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value));

/** A value as staff read it: a choice by its label (the CSV keeps the stored value). */
const shown = (column: SubmissionColumn, value: unknown): string => (typeof value === 'string' && column.options?.[value]) || cell(value);

function formSection(view: StaffFormsView, form: StaffForm): SafeHtml {
  const headingId = `form-${form.formId}`;
  const about = form.version ? `Saved form “${form.formId}”, version ${form.version}.` : `Form “${form.formId}” (not saved: its schema is in the page).`;
  const table = form.submissions.length
    ? html`<div class="staff-scroll" role="region" tabindex="0" aria-labelledby="${headingId}"><table class="staff-table"><caption>Submissions to ${form.name}, newest first</caption>
<thead><tr><th scope="col">Received</th>${form.columns.map((c) => html`<th scope="col">${c.label}</th>`)}</tr></thead>
<tbody>${form.submissions.map(
        (s) =>
          html`<tr><td><time datetime="${s.receivedAt}">${formatDateTime(Date.parse(s.receivedAt), view.timeZone, view.locale)}</time></td>${form.columns.map((c) => html`<td>${shown(c, s.values[c.name])}</td>`)}</tr>`,
      )}</tbody></table></div>`
    : html`<p>No submissions yet.</p>`;
  return html`<section class="staff-form-submissions" aria-labelledby="${headingId}">
<h2 id="${headingId}">${form.name}</h2>
<p>${about} ${form.submissions.length === 1 ? '1 submission' : `${form.submissions.length} submissions`}.${form.pageHref ? html` <a href="${form.pageHref}">Open the form page</a>.` : ''}</p>
${form.submissions.length ? html`<p><a href="${form.csvHref}" download>Download the submissions of ${form.name} as CSV</a></p>` : ''}
${table}
</section>`;
}

/**
 * The staff forms page: every saved form and every form with answers, each with its submissions
 * newest first and a CSV download. The answers are shown as text, whatever they contain.
 */
export function staffFormsPage(view: StaffFormsView): Page {
  return {
    title: 'Forms',
    body: html`${view.nav}
<h1>Forms</h1>
<p>Design a form and save it in the <a href="${view.designerHref}">form designer</a>; put it on a page with <code>&lt;site-form data-form-id="…"&gt;</code>. What visitors send shows here.</p>
${view.forms.length ? view.forms.map((form) => formSection(view, form)) : html`<p>No forms yet.</p>`}`,
  };
}
