import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import { expect, userEvent, within } from 'storybook/test';
// Registers <site-form> (the import has that one side effect).
import '../elements/site-form/site-form.element.ts';
import { Html } from './html.tsx';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'site-form': DetailedHTMLProps<HTMLAttributes<HTMLElement> & { 'data-mode'?: string; 'data-form-id'?: string }, HTMLElement>;
    }
  }
}

/** How the story's stand-in API answers `POST /api/forms/{id}/submissions`. */
type ApiMode = 'stored' | 'error' | 'slow' | 'field' | 'quick';

interface FormArgs {
  mode: 'form' | 'designer';
  api: ApiMode;
  broken: boolean;
  /** `data-form-id="contact"`: the form comes from the stand-in API's saved version, not inline JSON. */
  saved: boolean;
}

const contact = {
  id: 'contact',
  title: 'Contact us',
  description: 'We answer within one working day.',
  submitLabel: 'Send message',
  successMessage: 'Thank you! We will get back to you within one working day.',
  fields: [
    { type: 'text', name: 'name', label: 'Your name', required: true, min: 2, max: 80 },
    { type: 'email', name: 'email', label: 'Email', required: true, help: 'We only use it to answer you.' },
    { type: 'select', name: 'topic', label: 'Topic', required: true, options: [{ value: 'order', label: 'An order' }, { value: 'booking', label: 'A booking' }, { value: 'other', label: 'Something else' }] },
    { type: 'text', name: 'order', label: 'Order number', pattern: 'NW-\\d{4,}', patternMessage: 'Order numbers look like NW-1042.', placeholder: 'NW-1042' },
    { type: 'number', name: 'guests', label: 'Guests', min: 1, max: 20 },
    { type: 'radio', name: 'reply', label: 'Reply by', required: true, options: [{ value: 'email', label: 'Email' }, { value: 'phone', label: 'Phone' }] },
    { type: 'date', name: 'visit', label: 'Preferred visit date', min: '2025-01-01' },
    { type: 'textarea', name: 'message', label: 'Message', required: true, max: 2000 },
    { type: 'checkbox', name: 'consent', label: 'I agree to be contacted about my question', required: true },
  ],
};

function mockFormsApi(mode: ApiMode): () => void {
  const real = window.fetch;
  window.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (!url.pathname.startsWith('/api/forms/')) return real(input, init);
    const request = new Request(url, init ?? (input instanceof Request ? input : undefined));
    const reply = (status: number, body: unknown, delay = 400): Promise<Response> =>
      new Promise((resolve) => setTimeout(() => resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })), delay));
    if (request.method === 'GET') return reply(200, { data: { formId: 'contact', version: 3, name: contact.title, savedAt: new Date().toISOString(), schema: contact }, ticket: '1764237600000.story' });
    if (url.pathname === '/api/forms/designs') return reply(201, { data: { formId: 'contact', version: 4, name: contact.title, savedAt: new Date().toISOString(), schema: contact } });
    if (mode === 'error') return reply(400, { error: { code: 'invalid', message: 'values.message: must be at most 5000 characters' } });
    if (mode === 'field') return reply(400, { error: { code: 'maxLength', message: 'values.message: Message is not valid (maxLength)', field: 'values.message' } });
    if (mode === 'quick') return reply(422, { error: { code: 'too_quick', message: 'That was quicker than we expected.' } });
    return reply(201, { data: { id: 'rec_demo', formId: 'contact', receivedAt: new Date().toISOString() } }, mode === 'slow' ? 60_000 : 400);
  };
  return () => {
    window.fetch = real;
  };
}

const meta = {
  title: 'Elements/site-form',
  render: (args) => (
    <Html>
      {args.saved ? (
        <site-form data-mode={args.mode === 'designer' ? 'designer' : undefined} data-form-id="contact" />
      ) : (
        <site-form data-mode={args.mode === 'designer' ? 'designer' : undefined}>
          <script type="application/json">{JSON.stringify(args.broken ? { ...contact, fields: [{ type: 'radio', name: 'reply', label: 'Reply by' }] } : contact)}</script>
        </site-form>
      )}
    </Html>
  ),
  beforeEach: ({ args }) => mockFormsApi(args.api),
  args: { mode: 'form', api: 'stored', broken: false, saved: false },
  argTypes: {
    mode: { control: 'inline-radio', options: ['form', 'designer'], description: 'data-mode: the form visitors fill in, or the designer' },
    api: { control: 'select', options: ['stored', 'error', 'slow', 'field', 'quick'], description: 'How the stand-in API answers a submission (field: refuses the message; quick: sent under 3 seconds)' },
    saved: { control: 'boolean', description: 'data-form-id="contact": load the saved form from the API instead of inline JSON' },
    broken: { control: 'boolean', description: 'A radio field without options (shows the configuration error)' },
  },
  parameters: { elementEvents: ['site-form-submit', 'site-form-schema-change'], designNote: true },
} satisfies Meta<FormArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const describe = (story: string) => ({ docs: { description: { story } } });
const send = async (canvasElement: HTMLElement) => userEvent.click(await within(canvasElement).findByRole('button', { name: /Send message/ }));

async function fillIn(canvasElement: HTMLElement): Promise<void> {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/Your name/), 'Ada Lovelace');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await userEvent.selectOptions(canvas.getByLabelText(/Topic/), 'order');
  await userEvent.click(canvas.getByLabelText('Email', { selector: 'input[type="radio"]' }));
  await userEvent.type(canvas.getByLabelText(/Message/), 'Where is my parcel?');
  await userEvent.click(canvas.getByLabelText(/I agree/));
}

/** The empty form. */
export const Empty: Story = {
  parameters: describe('A contact form from its JSON schema: all eight field types, required ones marked with *.'),
};

/** Submitted empty: the error summary. */
export const Errors: Story = {
  parameters: describe('Send with nothing filled in: a summary at the top takes focus and links to each field; each field shows its own message and is marked invalid.'),
  play: async ({ canvasElement }) => {
    await send(canvasElement);
    await expect(await within(canvasElement).findByText('There is a problem')).toBeVisible();
  },
};

/** A wrong format. */
export const PatternError: Story = {
  parameters: describe('A pattern with its own message: "Order numbers look like NW-1042."'),
  play: async ({ canvasElement }) => {
    await userEvent.type(await within(canvasElement).findByLabelText(/Order number/), 'abc');
    await send(canvasElement);
  },
};

/** Sending. */
export const Sending: Story = {
  args: { api: 'slow' },
  parameters: describe('While the answers are on their way the button reads "Sending…" and further clicks are ignored.'),
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await send(canvasElement);
  },
};

/** Sent. */
export const Sent: Story = {
  parameters: describe("After sending: the form's own thank-you message, announced as a status."),
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await send(canvasElement);
    await expect(await within(canvasElement).findByText(/We will get back to you/)).toBeVisible();
  },
};

/** The server refuses. */
export const ServerError: Story = {
  args: { api: 'error' },
  parameters: describe("The server refuses: its message is shown (as an alert) and the answers stay, ready to send again."),
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await send(canvasElement);
  },
};

/** A saved form, loaded by id. */
export const SavedForm: Story = {
  args: { saved: true },
  parameters: describe('data-form-id="contact": the latest saved version comes from GET /api/forms/designs/contact ("Loading the form…" meanwhile); its signed ticket goes back with the answers.'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Contact us' })).toBeVisible();
  },
};

/** The server refuses one field. */
export const FieldRefusedByServer: Story = {
  args: { saved: true, api: 'field' },
  parameters: describe('The server checks the answers against the saved form: the field it refuses is marked beside the field and listed in the focused summary; everything typed stays.'),
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await send(canvasElement);
    await expect(await within(canvasElement).findByText('Message can have at most 2000 characters.', { selector: 'a' })).toBeVisible();
  },
};

/** Sent too quickly. */
export const TooQuick: Story = {
  args: { saved: true, api: 'quick' },
  parameters: describe('Sent within 3 seconds of the form appearing: a clear message asks to check and send again, and the answers stay (a bot would have been answered like a success).'),
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await send(canvasElement);
    await expect(await within(canvasElement).findByText(/quicker than we expected/)).toBeVisible();
  },
};

/** The designer. */
export const Designer: Story = {
  args: { mode: 'designer' },
  parameters: describe("data-mode=\"designer\": 'Loading form designer...' while its code loads, then the settings, the field list (add, ↑ ↓, edit, remove), a live preview and the schema to copy."),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Form designer' }, { timeout: 5000 })).toBeVisible();
  },
};

/** The designer editing a field. */
export const DesignerEditing: Story = {
  args: { mode: 'designer' },
  parameters: describe('Editing a field: label, name, type, required, placeholder, help, bounds, pattern and options. The preview follows every change.'),
  play: async ({ canvasElement }) => {
    const edit = await within(canvasElement).findByRole('button', { name: 'Edit Topic' }, { timeout: 5000 });
    await userEvent.click(edit);
  },
};

/** The designer saved a version. */
export const DesignerSaved: Story = {
  args: { mode: 'designer' },
  parameters: describe('Save form (staff) stores the design as the next version of its form; the form on the pages shows it from then on.'),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Save form' }, { timeout: 5000 }));
    await expect(await within(canvasElement).findByText(/as version 4/)).toBeVisible();
  },
};

/** Below 768 px. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: describe('On a phone the fields fill the width; the designer stacks its columns.'),
};

/** A broken schema. */
export const BadConfiguration: Story = {
  args: { broken: true },
  parameters: describe('A radio field without options: the notice names the problem instead of showing a form that cannot work.'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/need options/)).toBeVisible();
  },
};
