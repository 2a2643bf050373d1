import type { FormField, FormSchema } from '../../../shared/forms/schema.ts';
import { html, jsonScript, type SafeHtml } from './html.ts';

/** A form field as the `<site-form>` schema describes it. */
export type FormFieldSpec = FormField;

/** A form schema for `<site-form>`. */
export type FormSpec = FormSchema;

const star = (field: FormFieldSpec): SafeHtml => (field.required ? html`<span aria-hidden="true"> *</span>` : html``);

/**
 * The server copy of a form: the same fields, in the same boxes as the upgraded `<site-form>` (the
 * pre-upgrade rules in site-elements.css), so the page does not move when the element takes over.
 */
function fallbackField(field: FormFieldSpec, id: string): SafeHtml {
  const help = field.help ? html`<p data-help>${field.help}</p>` : '';
  if (field.type === 'checkbox') return html`<div data-field>${help}<label><input type="checkbox" name="${field.name}"><span>${field.label}${star(field)}</span></label></div>`;
  if (field.type === 'radio') {
    const choices = (field.options ?? []).map((o) => html`<label><input type="radio" name="${id}" value="${o.value}">${o.label}</label>`);
    return html`<fieldset data-field><legend>${field.label}${star(field)}</legend>${help}<div>${choices}</div></fieldset>`;
  }
  const control =
    field.type === 'textarea'
      ? html`<textarea id="${id}" name="${field.name}" rows="5"></textarea>`
      : field.type === 'select'
        ? html`<select id="${id}" name="${field.name}"><option value="">Choose…</option>${(field.options ?? []).map((o) => html`<option value="${o.value}">${o.label}</option>`)}</select>`
        : html`<input id="${id}" name="${field.name}" type="${field.type}">`;
  return html`<div data-field><label for="${id}">${field.label}${star(field)}</label>${help}${control}</div>`;
}

/**
 * `<site-form>` with its schema as inline JSON and a server copy of the form for the first paint;
 * with `saved`, `data-form-id` instead of the JSON (the element loads the latest saved version).
 */
export function siteForm(form: FormSpec, attributes: SafeHtml = html``, options: { saved?: boolean } = {}): SafeHtml {
  const fields = form.fields.map((field) => fallbackField(field, `${form.id}-fallback-${field.name}`));
  const source = options.saved ? html` data-form-id="${form.id}"` : html``;
  return html`<site-form${source}${attributes}>${options.saved ? '' : jsonScript(form)}<form aria-label="${form.title ?? 'Form'}">
${form.title ? html`<h2>${form.title}</h2>` : ''}${form.description ? html`<p>${form.description}</p>` : ''}${form.fields.some((f) => f.required) ? html`<p data-note>Fields marked * are required.</p>` : ''}
${fields}
<div><button type="submit">${form.submitLabel ?? 'Send'}</button></div>
</form></site-form>`;
}
