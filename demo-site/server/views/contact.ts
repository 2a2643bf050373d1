import type { FormSpec } from './contact-form.ts';
import { renderedElement, renderOptions } from './element-renderer.ts';
import { html } from './html.ts';
import type { Page, PageContext, PageRoute } from './types.ts';

/** The contact form, as a page builder designed it (the designer page exports this shape). */
export function contactForm(ctx: PageContext): FormSpec {
  return {
    id: 'contact',
    title: 'Send us a message',
    description: `The ${ctx.tenant.name} team answers within one working day.`,
    submitLabel: 'Send message',
    successMessage: 'Thank you! Your message is on its way; we answer within one working day.',
    fields: [
      { type: 'text', name: 'name', label: 'Your name', required: true, min: 2, max: 80 },
      { type: 'email', name: 'email', label: 'Email', required: true, help: 'We only use it to answer you.' },
      {
        type: 'select',
        name: 'topic',
        label: 'Topic',
        required: true,
        options: [
          { value: 'order', label: 'An order' },
          { value: 'booking', label: 'A booking' },
          { value: 'other', label: 'Something else' },
        ],
      },
      { type: 'text', name: 'order', label: 'Order number', help: 'If your message is about an order, e.g. NW-1042.', pattern: '[A-Z]{2}-\\d{4,}', patternMessage: 'Order numbers look like NW-1042.' },
      { type: 'number', name: 'guests', label: 'Party size', help: 'For bookings only.', min: 1, max: 20 },
      { type: 'date', name: 'visit', label: 'Preferred date' },
      {
        type: 'radio',
        name: 'reply',
        label: 'How should we reply?',
        required: true,
        options: [
          { value: 'email', label: 'By email' },
          { value: 'phone', label: 'By phone' },
        ],
      },
      { type: 'textarea', name: 'message', label: 'Message', required: true, max: 2000 },
      { type: 'checkbox', name: 'consent', label: 'I agree that you store my message to answer it', required: true },
    ],
  };
}

/** The contact page: a designed form that posts to the forms API, its first view rendered on the server. */
export async function contactPage(ctx: PageContext): Promise<Page> {
  const form = await renderedElement('site-form', {}, contactForm(ctx), renderOptions(ctx));
  return {
    title: 'Contact us',
    description: `Write to ${ctx.tenant.name}.`,
    body: html`<h1>Contact us</h1>
<p class="lead">Questions about an order, a booking or anything else: write to us here.</p>
${form}
<p>Page builders: <a href="${ctx.link('/contact/designer')}">open this form in the form designer</a>.</p>`,
  };
}

/** The designer page: the same form in `data-mode="designer"`, for page builders. */
export async function contactDesignerPage(ctx: PageContext): Promise<Page> {
  const designer = await renderedElement('site-form', { 'data-mode': 'designer' }, contactForm(ctx), renderOptions(ctx));
  return {
    title: 'Form designer',
    description: 'Design a form: add, order and edit fields, then save it or copy the schema.',
    body: html`<h1>Design the contact form</h1>
<p class="lead">Add, order and edit the fields of the contact form, check the preview, then save it (staff: each save is a new version, shown at /forms/ and its id) or copy the schema into the page. Give it another id to make a new form. The answers are on the <a href="${ctx.link('/staff/forms')}">staff forms page</a>.</p>
${designer}`,
  };
}

/** The contact routes: the page (in the site navigation) and its designer. */
export const contactRoutes: readonly PageRoute[] = [
  { path: '/contact', navLabel: 'Contact', render: contactPage },
  { path: '/contact/designer', render: contactDesignerPage },
];
