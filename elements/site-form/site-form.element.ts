import { enumAttr, stringAttr } from '../../shared/element/attributes.ts';
import { defineElement } from '../../shared/element/react/define-element.tsx';
import type { EventMapOf } from '../../shared/element/event-spec.ts';
import { formSchemaSchema, type FormSchema } from '../../shared/forms/schema.ts';
import { formMessages } from './messages.ts';
import { SiteForm } from './SiteForm.tsx';

/** Attributes of `<site-form>`. */
export const formAttributes = {
  mode: enumAttr(['form', 'designer'], { default: 'form', description: 'form: visitors fill it in; designer: a page builder edits it (loaded on demand).' }),
  formId: stringAttr({ maxLength: 41, description: 'A saved form to show or edit.' }),
};

/** Events `<site-form>` sends (bubbling, composed); each member's type is its `event.detail`. */
export interface SiteFormEvents {
  /** The answers were stored. */
  'site-form-submit': { formId: string; id: string; values: Record<string, unknown> };
  /** The designer changed the form. */
  'site-form-schema-change': { schema: FormSchema };
}

/**
 * `<site-form>`: the form-designer block. In `form` mode it renders a form from its JSON schema, inline
 * or saved (`data-form-id`, or the inline JSON's id, loads the latest saved version) (text, email, number, textarea, select,
 * checkbox, radio, date; required, min/max, pattern), validates with valibot, lists the problems in a
 * focused error summary linking to each field (`aria-invalid`, `aria-describedby`), and posts the
 * answers to `POST /api/forms/{id}/submissions`, which checks them against the saved form: a field it
 * refuses is shown beside the field, keeping what was typed. A honeypot field (off-screen, inert,
 * `aria-hidden`) and the saved form's signed ticket (no sending within 3 seconds of the form
 * appearing: a person who is that quick is asked to check and send again) stop simple bots, with no
 * CAPTCHA. In `designer` mode ('Loading form designer...' while its chunk loads) a page builder adds,
 * orders, edits and removes fields, previews the form, exports the schema and (staff) saves it as a
 * new version of the form.
 * Events: `site-form-submit` `{ formId, id, values }`, `site-form-schema-change` `{ schema }`.
 */
export const SiteFormElement = defineElement('site-form', SiteForm, {
  description: 'A form from a JSON schema or a saved form, with a lazily loaded designer.',
  attributes: formAttributes,
  payload: { schema: formSchemaSchema, description: 'a form schema { id, title?, description?, submitLabel?, successMessage?, fields }' },
  messages: formMessages,
});

declare global {
  interface HTMLElementTagNameMap {
    'site-form': HTMLElement;
  }
  interface GlobalEventHandlersEventMap extends EventMapOf<SiteFormEvents> {}
}
