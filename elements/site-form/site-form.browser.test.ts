import { sendKeys, setViewport } from '@web/test-runner-commands';
import { afterEach, before, beforeEach, describe, it } from '../../test/browser/mocha.ts';
import { defined, expect } from '../../test/browser/assert.ts';
import { expectNoAxeViolations } from '../../test/browser/axe.ts';
import { pressKey } from '../../test/browser/keys.ts';
import { captureConsoleErrors, cleanup, click, fixture, recordEvents, settle, waitFor } from '../../test/browser/fixture.ts';
import { expectUpgradeKeepsBoxes } from '../../test/browser/upgrade.ts';

const schema = {
  id: 'contact',
  title: 'Contact us',
  fields: [
    { type: 'text', name: 'name', label: 'Your name', required: true, min: 2 },
    { type: 'email', name: 'email', label: 'Email', required: true, help: 'We only use it to answer you.' },
    { type: 'number', name: 'guests', label: 'Guests', min: 1, max: 20 },
    { type: 'select', name: 'topic', label: 'Topic', required: true, options: [{ value: 'order', label: 'An order' }, { value: 'other', label: 'Something else' }] },
    { type: 'radio', name: 'reply', label: 'Reply by', required: true, options: [{ value: 'email', label: 'Email' }, { value: 'phone', label: 'Phone' }] },
    { type: 'date', name: 'visit', label: 'Visit date', min: '2025-01-01' },
    { type: 'textarea', name: 'message', label: 'Message', max: 500 },
    { type: 'checkbox', name: 'consent', label: 'I agree to be contacted', required: true },
  ],
};

/** The server-rendered copy of the form, as the contact page writes it. */
const fallback = `<form><h2>Contact us</h2><p data-note>Fields marked * are required.</p>
  <div data-field><label for="f-name">Your name<span aria-hidden="true"> *</span></label><input id="f-name" type="text"></div>
  <div data-field><label for="f-email">Email<span aria-hidden="true"> *</span></label><p data-help>We only use it to answer you.</p><input id="f-email" type="email"></div>
  <div data-field><label for="f-guests">Guests</label><input id="f-guests" type="number"></div>
  <div data-field><label for="f-topic">Topic<span aria-hidden="true"> *</span></label><select id="f-topic"><option>Choose…</option><option>An order</option><option>Something else</option></select></div>
  <fieldset data-field><legend>Reply by<span aria-hidden="true"> *</span></legend><div><label><input type="radio" name="r">Email</label><label><input type="radio" name="r">Phone</label></div></fieldset>
  <div data-field><label for="f-visit">Visit date</label><input id="f-visit" type="date"></div>
  <div data-field><label for="f-message">Message</label><textarea id="f-message" rows="5"></textarea></div>
  <div data-field><label><input type="checkbox"><span>I agree to be contacted<span aria-hidden="true"> *</span></span></label></div>
  <div><button type="submit">Send</button></div></form>`;

const markup = (attrs = '', json: unknown = schema) => `<site-form ${attrs}><script type="application/json">${JSON.stringify(json)}</script>${fallback}</site-form>`;

const realFetch = window.fetch;
let posts: { path: string; body: unknown; key: string | null }[] = [];
let reply: { status: number; body: unknown } = { status: 201, body: { data: { id: 'rec_1', formId: 'contact', receivedAt: '2025-01-01T00:00:00Z' } } };
/** What GET forms/designs/{id} answers (a saved form and its ticket), and what POST forms/designs answers. */
let published: { status: number; body: unknown } = { status: 404, body: { error: { code: 'not_found', message: 'There is no saved form with this id.' } } };
let savedReply: { status: number; body: unknown } = { status: 201, body: {} };

const control = (el: Element, label: string): HTMLElement => {
  const found = Array.from(el.querySelectorAll('label')).find((l) => l.textContent?.replace(' *', '').trim() === label);
  return defined((found?.control ?? null) as HTMLElement | null, `control ${label}`);
};
const submit = (el: Element): HTMLButtonElement => defined(el.querySelector<HTMLButtonElement>('button[type="submit"]'));

beforeEach(() => {
  posts = [];
  published = { status: 404, body: { error: { code: 'not_found', message: 'There is no saved form with this id.' } } };
  reply = { status: 201, body: { data: { id: 'rec_1', formId: 'contact', receivedAt: '2025-01-01T00:00:00Z' } } };
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(request.url).pathname;
    if (!path.startsWith('/api/forms/')) return realFetch(input, init);
    const answer = (r: { status: number; body: unknown }) => new Response(JSON.stringify(r.body), { status: r.status, headers: { 'content-type': 'application/json' } });
    if (request.method === 'GET') return answer(published);
    posts.push({ path, body: await request.json(), key: request.headers.get('idempotency-key') });
    return answer(path === '/api/forms/designs' ? savedReply : reply);
  };
});

afterEach(async () => {
  window.fetch = realFetch;
  cleanup();
  await setViewport({ width: 1024, height: 768 });
});

describe('<site-form> upgrade', () => {
  it('renders every field where the server copy had it (1024 and 767 px)', async () => {
    await expectUpgradeKeepsBoxes({
      html: markup(),
      tag: 'site-form',
      load: () => import('./site-form.element.ts'),
      before: 'h2, label, legend, input:not([type="radio"]):not([type="checkbox"]), select, textarea, button',
      height: 900,
      tolerance: 1,
      // The honeypot is off-screen on purpose (for bots only): it is not part of the layout.
      adjust: (after) => {
        delete after['Leave this field empty'];
      },
    });
  });
});

describe('<site-form> form mode', () => {
  before(async () => {
    await import('./site-form.element.ts');
  });

  it('renders all eight field types, labelled, with the required ones marked', async () => {
    const el = await fixture(markup());
    expect(el.querySelector('form')).toHaveAttribute('aria-labelledby', defined(el.querySelector('h2')).id);
    expect((control(el, 'Your name') as HTMLInputElement).type).toBe('text');
    expect((control(el, 'Email') as HTMLInputElement).type).toBe('email');
    expect((control(el, 'Email') as HTMLInputElement).getAttribute('aria-describedby')).toBe(defined(el.querySelector('p[id$="-help"]')).id);
    expect((control(el, 'Guests') as HTMLInputElement).type).toBe('number');
    expect(control(el, 'Topic').localName).toBe('select');
    expect(el.querySelector('fieldset[role="radiogroup"] legend')?.textContent).toBe('Reply by *');
    expect((control(el, 'Visit date') as HTMLInputElement).type).toBe('date');
    expect(control(el, 'Message').localName).toBe('textarea');
    expect((el.querySelector('input[type="checkbox"]') as HTMLInputElement).required).toBe(true);
    await expectNoAxeViolations(el);
  });

  it('on submit lists every problem in a focused summary linking to the fields, and marks them invalid', async () => {
    const el = await fixture(markup());
    await click(submit(el));
    const summary = await waitFor(() => el.querySelector<HTMLElement>('[role="alert"][tabindex="-1"]'));
    await waitFor(() => document.activeElement === summary, { message: 'the summary to take focus' });
    expect(Array.from(summary.querySelectorAll('a')).map((a) => a.textContent)).toEqual([
      'Your name is required.',
      'Email is required.',
      'Topic is required.',
      'Reply by is required.',
      'Tick the box to continue: I agree to be contacted.',
    ]);
    const name = control(el, 'Your name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    const errorId = defined(name.getAttribute('aria-describedby'));
    expect(document.getElementById(errorId)?.textContent).toBe('Error: Your name is required.');
    expect(el.querySelector('fieldset')).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toHaveLength(0);
    await expectNoAxeViolations(el);
    await click(defined(summary.querySelectorAll('a')[1]));
    expect(document.activeElement).toBe(control(el, 'Email'));
  });

  it('is filled in and sent by keyboard; errors clear as they are fixed', async () => {
    const el = await fixture(markup());
    const events = recordEvents<{ formId: string; id: string; values: Record<string, unknown> }>(document, 'site-form-submit');
    await click(submit(el));
    control(el, 'Your name').focus();
    await sendKeys({ type: 'A' });
    await settle();
    expect(control(el, 'Your name').getAttribute('aria-describedby')).toMatch('-error');
    expect(el.querySelector('[id$="-name-error"]')?.textContent).toBe('Error: Your name needs at least 2 characters.');
    await sendKeys({ type: 'da' });
    await settle();
    expect(control(el, 'Your name').hasAttribute('aria-invalid')).toBe(false);
    await pressKey('Tab');
    await sendKeys({ type: 'ada@example.com' });
    await pressKey('Tab');
    await sendKeys({ type: '3' });
    await pressKey('Tab');
    await pressKey('ArrowDown');
    expect((control(el, 'Topic') as HTMLSelectElement).value).toBe('order');
    await pressKey('Tab');
    await pressKey('Space');
    expect((el.querySelector('input[type="radio"]') as HTMLInputElement).checked).toBe(true);
    // The date input has a tab stop per part (month, day, year): skip it.
    control(el, 'Message').focus();
    await sendKeys({ type: 'See you soon' });
    await pressKey('Tab');
    await pressKey('Space');
    await pressKey('Tab');
    expect(document.activeElement).toBe(submit(el));
    await pressKey('Enter');
    const status = defined(el.querySelector('[role="status"]'));
    await waitFor(() => status.textContent, { message: 'the thank-you' });
    expect(status.textContent).toBe('Thank you! Your answers have been sent.');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.path).toBe('/api/forms/contact/submissions');
    expect(posts[0]?.body).toEqual({
      values: { name: 'Ada', email: 'ada@example.com', guests: 3, topic: 'order', reply: 'email', visit: null, message: 'See you soon', consent: true },
      title: 'Contact us',
      trap: '',
    });
    expect(posts[0]?.key).toMatch(/.{8,}/);
    expect((control(el, 'Your name') as HTMLInputElement).value).toBe('');
    events.stop();
    expect(events.events.map((e) => [e.detail.formId, e.detail.id])).toEqual([['contact', 'rec_1']]);
    await expectNoAxeViolations(el);
  });

  it("shows the server's message when sending fails, and retries with the same key", async () => {
    reply = { status: 400, body: { error: { code: 'invalid', message: 'values.name: must be at most 5000 characters', field: 'values.name' } } };
    const schemaOne = { id: 'contact', fields: [{ type: 'text', name: 'name', label: 'Name' }] };
    const el = await fixture(markup('', schemaOne));
    await click(submit(el));
    const alert = await waitFor(() => Array.from(el.querySelectorAll('[role="alert"]')).find((a) => a.textContent));
    expect(alert.textContent).toBe('Your answers could not be sent: values.name: must be at most 5000 characters. Please try again.');
    reply = { status: 201, body: { data: { id: 'rec_2', formId: 'contact', receivedAt: 'x' } } };
    await click(submit(el));
    await waitFor(() => el.querySelector('[role="status"]')?.textContent);
    expect(posts.map((p) => p.key)).toEqual([posts[0]?.key, posts[0]?.key]);
  });

  it('says how long to wait when the server limits attempts, and keeps every answer typed', async () => {
    reply = { status: 429, body: { error: { code: 'rate_limited', message: 'Too many attempts. Try again in 44 minutes.', retryAfter: 2640 } } };
    const schemaTwo = { id: 'contact', fields: [{ type: 'text', name: 'name', label: 'Name' }, { type: 'textarea', name: 'message', label: 'Message' }] };
    const el = await fixture(markup('', schemaTwo));
    control(el, 'Name').focus();
    await sendKeys({ type: 'Ada' });
    control(el, 'Message').focus();
    await sendKeys({ type: 'A table for two' });
    await click(submit(el));
    const alert = await waitFor(() => Array.from(el.querySelectorAll('[role="alert"]')).find((a) => a.textContent), { message: 'the alert' });
    expect(alert.textContent).toBe('Too many attempts. Try again in 44 minutes.');
    expect((control(el, 'Name') as HTMLInputElement).value).toBe('Ada');
    expect((control(el, 'Message') as HTMLTextAreaElement).value).toBe('A table for two');
    expect(posts).toHaveLength(1);
  });

  it('names a broken schema in a visible configuration error', async () => {
    const { result: el } = await captureConsoleErrors(() => fixture(markup('', { id: 'x', fields: [{ type: 'radio', name: 'a', label: 'A' }] })));
    expect(el.querySelector('[data-site-config-error]')?.textContent).toMatch('select and radio fields need options');
  });
});

describe('<site-form> designer mode', () => {
  it("shows 'Loading form designer...' while its code loads, then the designer", async () => {
    const el = await fixture(markup('data-mode="designer"'));
    const loading = el.querySelector('[role="status"]')?.textContent;
    await waitFor(() => el.querySelector('h2')?.textContent === 'Form designer', { timeout: 5000, message: 'the designer' });
    expect(loading === 'Loading form designer...' || loading === undefined).toBe(true);
    expect(el.querySelectorAll('ol > li')).toHaveLength(8);
    await expectNoAxeViolations(el);
  });

  it('adds, edits, reorders (focus follows, moves announced) and removes fields, and exports the schema', async () => {
    const el = await fixture(markup('data-mode="designer"', { id: 'signup', title: 'Sign up', fields: [{ type: 'text', name: 'name', label: 'Name' }] }));
    await waitFor(() => el.querySelector('ol'), { timeout: 5000 });
    const changes = recordEvents<{ schema: { fields: { name: string; label: string; type: string }[] } }>(document, 'site-form-schema-change');
    const type = control(el, 'New field type') as HTMLSelectElement;
    type.value = 'email';
    type.dispatchEvent(new Event('change', { bubbles: true }));
    await click(defined(Array.from(el.querySelectorAll('button')).find((b) => b.textContent === 'Add field')));
    expect(Array.from(el.querySelectorAll('ol > li strong')).map((s) => s.textContent)).toEqual(['Name', 'Email address']);
    expect(el.querySelector('[role="status"]')?.textContent).toBe('Email address added as field 2 of 2.');
    const label = control(el, 'Label') as HTMLInputElement;
    label.focus();
    label.select();
    await sendKeys({ type: 'Work email' });
    await settle();
    expect(el.querySelector('form label[for$="-email_address"]')?.textContent).toBe('Work email');
    const up = defined(el.querySelector<HTMLButtonElement>('button[aria-label="Move Work email up"]'));
    up.focus();
    await pressKey('Enter');
    expect(Array.from(el.querySelectorAll('ol > li strong')).map((s) => s.textContent)).toEqual(['Work email', 'Name']);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Move Work email down');
    expect(el.querySelector('[role="status"]')?.textContent).toBe('Work email moved to position 1 of 2.');
    const json = JSON.parse((control(el, 'Form schema (JSON)') as HTMLTextAreaElement).value) as { id: string; fields: { name: string; label: string }[] };
    expect(json.id).toBe('signup');
    expect(json.fields.map((f) => `${f.name}:${f.label}`)).toEqual(['email_address:Work email', 'name:Name']);
    await expectNoAxeViolations(el);
    await click(defined(Array.from(el.querySelectorAll('button')).find((b) => b.textContent === 'Remove Name')));
    expect(el.querySelectorAll('ol > li')).toHaveLength(1);
    changes.stop();
    expect(changes.events.at(-1)?.detail.schema.fields.map((f) => f.label)).toEqual(['Work email']);
  });

  it('shows what to fix instead of the preview when the schema is invalid', async () => {
    const el = await fixture(markup('data-mode="designer"', { id: 'x', fields: [{ type: 'text', name: 'name', label: 'Name' }] }));
    await waitFor(() => el.querySelector('ol'), { timeout: 5000 });
    await click(defined(Array.from(el.querySelectorAll('button')).find((b) => b.textContent === 'Edit Name')));
    const name = control(el, 'Name (sent with the answers)') as HTMLInputElement;
    name.focus();
    name.select();
    await sendKeys({ type: '1 bad' });
    await settle();
    expect(el.textContent).toMatch('Fix these before using the form:');
    expect(el.textContent).toMatch('Name (name): expected a name of letters, digits, _ or - starting with a letter');
    await expectNoAxeViolations(el);
  });
});

describe('<site-form> at 767 and 768 px', () => {
  it('the designer stacks its columns below 768 px and sets them side by side from 768 px', async () => {
    await setViewport({ width: 767, height: 900 });
    const el = await fixture(markup('data-mode="designer"'));
    await waitFor(() => el.querySelector('ol'), { timeout: 5000 });
    const boxes = () => Array.from(el.querySelectorAll('section')).map((s) => s.getBoundingClientRect());
    const [fields, preview] = boxes();
    expect(defined(preview).top).toBeGreaterThan(defined(fields).bottom - 1);
    await setViewport({ width: 768, height: 900 });
    await settle();
    const [fields2, preview2] = boxes();
    expect(defined(preview2).left).toBeGreaterThan(defined(fields2).right - 1);
    await expectNoAxeViolations(el);
  });

  it('the form keeps full-width fields at 767 px', async () => {
    await setViewport({ width: 767, height: 900 });
    const el = await fixture(markup());
    expect(Math.round(control(el, 'Your name').getBoundingClientRect().width)).toBe(Math.round(defined(el.querySelector('form')).getBoundingClientRect().width));
    await expectNoAxeViolations(el);
  });
});

const visit = {
  id: 'visit',
  title: 'Plan a visit',
  fields: [
    { type: 'text', name: 'name', label: 'Name', required: true, max: 20 },
    { type: 'email', name: 'email', label: 'Email', required: true },
  ],
};
const savedVisit = (schema: unknown = visit) => ({ status: 200, body: { data: { formId: 'visit', version: 2, name: 'Plan a visit', savedAt: '2026-11-27T10:00:00Z', schema }, ticket: '1764237600000.abc' } });

/** Types into a labelled control. */
async function typeInto(el: Element, label: string, text: string): Promise<void> {
  control(el, label).focus();
  await sendKeys({ type: text });
}

describe('<site-form data-form-id> (a saved form)', () => {
  before(async () => {
    await import('./site-form.element.ts');
  });

  it('loads the latest saved version by id and sends its ticket with the answers', async () => {
    published = savedVisit();
    const el = await fixture('<site-form data-form-id="visit"></site-form>');
    await waitFor(() => el.querySelector('h2')?.textContent === 'Plan a visit', { message: 'the saved form' });
    await typeInto(el, 'Name', 'Ada');
    await typeInto(el, 'Email', 'ada@example.com');
    await click(submit(el));
    await waitFor(() => el.querySelector('[role="status"]')?.textContent === 'Thank you! Your answers have been sent.', { message: 'the thanks' });
    expect(posts[0]?.path).toBe('/api/forms/visit/submissions');
    expect(posts[0]?.body).toEqual({ values: { name: 'Ada', email: 'ada@example.com' }, title: 'Plan a visit', ticket: '1764237600000.abc', trap: '' });
    await expectNoAxeViolations(el);
  });

  it('shows the saved version of an inline form’s id when there is one, with its ticket', async () => {
    published = savedVisit();
    const el = await fixture(markup('', { ...visit, title: 'Old inline title' }));
    await waitFor(() => el.querySelector('h2')?.textContent === 'Plan a visit', { message: 'the saved version' });
    await typeInto(el, 'Name', 'Ada');
    await typeInto(el, 'Email', 'ada@example.com');
    await click(submit(el));
    await waitFor(() => posts.length === 1, { message: 'the post' });
    expect((posts[0]?.body as { ticket?: string }).ticket).toBe('1764237600000.abc');
  });

  it('says so when the saved form cannot be loaded', async () => {
    const el = await fixture('<site-form data-form-id="gone"></site-form>');
    const alert = await waitFor(() => el.querySelector('[role="alert"]'), { message: 'the alert' });
    expect(alert.textContent).toBe('This form could not be loaded. Please reload the page.');
    await expectNoAxeViolations(el);
  });

  it('shows a field the server refuses beside that field, in the summary, keeping what was typed', async () => {
    published = savedVisit();
    reply = { status: 400, body: { error: { code: 'maxLength', message: 'values.name: Name is not valid (maxLength)', field: 'values.name' } } };
    const el = await fixture('<site-form data-form-id="visit"></site-form>');
    await waitFor(() => el.querySelector('h2'));
    await typeInto(el, 'Name', 'Ada Lovelace');
    await typeInto(el, 'Email', 'ada@example.com');
    await click(submit(el));
    const name = control(el, 'Name') as HTMLInputElement;
    const message = await waitFor(() => el.querySelector(`#${CSS.escape(name.id)}-error`), { message: 'the field error' });
    expect(message.textContent).toBe('Error: Name can have at most 20 characters.');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name.getAttribute('aria-describedby')).toContain(message.id);
    await waitFor(() => document.activeElement === el.querySelector('[role="alert"][tabindex="-1"]'), { message: 'the focused summary' });
    expect(name.value).toBe('Ada Lovelace');
    expect((control(el, 'Email') as HTMLInputElement).value).toBe('ada@example.com');
    await expectNoAxeViolations(el);
  });

  it('asks a person who sent too quickly to check and send again, keeping the answers', async () => {
    published = savedVisit();
    reply = { status: 422, body: { error: { code: 'too_quick', message: 'That was quicker than we expected.' } } };
    const el = await fixture('<site-form data-form-id="visit" lang="es"></site-form>');
    await waitFor(() => el.querySelector('h2'));
    await typeInto(el, 'Name', 'Ada');
    await typeInto(el, 'Email', 'ada@example.com');
    await click(submit(el));
    const alert = await waitFor(() => Array.from(el.querySelectorAll('[role="alert"]')).find((a) => a.textContent), { message: 'the alert' });
    expect(alert.textContent).toBe('Ha sido más rápido de lo que esperábamos. Revisa tus respuestas y vuelve a enviarlas.');
    expect((control(el, 'Name') as HTMLInputElement).value).toBe('Ada');
    await expectNoAxeViolations(el);
  });
});

describe('<site-form> honeypot', () => {
  before(async () => {
    await import('./site-form.element.ts');
  });

  it('is out of sight, out of the tab order and hidden from assistive technology; a bot filling it is reported as trap', async () => {
    const el = await fixture(markup('', visit));
    const trap = defined(el.querySelector<HTMLInputElement>('input[name="website"]'), 'the honeypot');
    const wrapper = defined(trap.closest('[aria-hidden="true"]'), 'an aria-hidden wrapper');
    expect(wrapper.hasAttribute('inert')).toBe(true);
    expect(trap.tabIndex).toBe(-1);
    expect(trap.autocomplete).toBe('off');
    expect(trap.getBoundingClientRect().right).toBeLessThan(0);
    control(el, 'Email').focus();
    await pressKey('Tab');
    expect(document.activeElement).toBe(submit(el));
    trap.focus();
    expect(document.activeElement).not.toBe(trap);
    await expectNoAxeViolations(el);

    await typeInto(el, 'Name', 'Bot');
    await typeInto(el, 'Email', 'bot@example.com');
    const setValue = defined(Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set);
    setValue.call(trap, 'https://spam.example');
    trap.dispatchEvent(new Event('input', { bubbles: true }));
    await click(submit(el));
    await waitFor(() => posts.length === 1, { message: 'the post' });
    expect((posts[0]?.body as { trap?: string }).trap).toBe('https://spam.example');
  });
});

describe('<site-form> designer saves', () => {
  before(async () => {
    await import('./site-form.element.ts');
  });

  const saveButton = (el: Element) => defined(Array.from(el.querySelectorAll('button')).find((b) => b.textContent === 'Save form'), 'Save form');

  it('saves the design as the next version and says which', async () => {
    savedReply = { status: 201, body: { data: { formId: 'visit', version: 3, name: 'Plan a visit', savedAt: '2026-11-27T10:00:00Z', schema: visit } } };
    const el = await fixture(markup('data-mode="designer"', visit));
    await waitFor(() => el.querySelector('ol'), { timeout: 5000 });
    await click(saveButton(el));
    const said = await waitFor(() => Array.from(el.querySelectorAll('[role="status"]')).find((s) => s.textContent?.startsWith('Saved')), { message: 'the saved status' });
    expect(said.textContent).toBe('Saved “Plan a visit” as version 3. The form on your pages shows it now.');
    expect(posts.map((p) => [p.path, p.body])).toEqual([['/api/forms/designs', { schema: visit }]]);
    await expectNoAxeViolations(el);
  });

  it('asks to sign in when the server refuses a visitor, and loads a saved form to edit by id', async () => {
    savedReply = { status: 401, body: { error: { code: 'unauthorized', message: 'Sign in to do this.' } } };
    published = savedVisit({ ...visit, title: 'Plan your visit' });
    const el = await fixture('<site-form data-mode="designer" data-form-id="visit"></site-form>');
    await waitFor(() => el.querySelector('ol'), { timeout: 5000 });
    expect(el.querySelectorAll('ol > li')).toHaveLength(2);
    expect((control(el, 'Form title') as HTMLInputElement).value).toBe('Plan your visit');
    await click(saveButton(el));
    const said = await waitFor(() => Array.from(el.querySelectorAll('[role="status"]')).find((s) => s.textContent?.startsWith('Sign in')), { message: 'the refusal' });
    expect(said.textContent).toBe('Sign in as staff to save forms.');
    await expectNoAxeViolations(el);
  });
});
