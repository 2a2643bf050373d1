import { dataOf, listOf, op, type JsonSchema, type Paths } from './types.ts';

const str = { type: 'string' } as const;
const obj = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({ type: 'object', properties, ...(required.length ? { required } : {}) });
const tags = ['forms'];

/** Wire shapes of the forms API, as JSON Schema. */
export const schemas: Record<string, JsonSchema> = {
  Subscription: obj({ email: str, alreadySubscribed: { type: 'boolean' } }, ['email', 'alreadySubscribed']),
  Submission: obj({ id: str, formId: str, receivedAt: str }, ['id', 'formId', 'receivedAt']),
  FormSchema: {
    type: 'object',
    description: 'A designed form, as <site-form> renders it (shared/forms/schema.ts).',
    properties: {
      id: { type: 'string', pattern: '^[a-z][a-z0-9_-]{0,40}$' },
      title: { type: 'string', maxLength: 200 },
      description: { type: 'string', maxLength: 1000 },
      submitLabel: { type: 'string', maxLength: 60 },
      successMessage: { type: 'string', maxLength: 500 },
      fields: { type: 'array', maxItems: 100, items: { type: 'object', required: ['type', 'name', 'label'] } },
    },
    required: ['id', 'fields'],
  },
  SavedForm: obj({ formId: str, version: { type: 'integer', minimum: 1 }, name: str, savedAt: str, schema: { $ref: '#/components/schemas/FormSchema' } }, ['formId', 'version', 'name', 'savedAt', 'schema']),
  FormSummary: obj({ formId: str, version: { type: 'integer', minimum: 1 }, name: str, savedAt: str }, ['formId', 'version', 'name', 'savedAt']),
};

/** Newsletter sign-ups and form submissions (demo-site/server/routes/api/forms.ts). */
export const paths: Paths = {
  '/forms/newsletter': {
    post: op('Subscribe an email address to the newsletter', {
      tags,
      status: 201,
      description: 'Answers 201 for a new subscriber and 200 (alreadySubscribed: true) for an address already on the list.',
      ok: dataOf({ $ref: '#/components/schemas/Subscription' }),
      body: obj({ email: { type: 'string', format: 'email', maxLength: 254 }, source: { type: 'string', maxLength: 200 } }, ['email']),
      errors: [400],
    }),
  },
  '/forms/designs': {
    post: op('Save a form design', {
      tags,
      status: 201,
      description: 'Staff only. Saves the design as the next version of its form (version 1 for a new id); the form block shows the latest version.',
      ok: dataOf({ $ref: '#/components/schemas/SavedForm' }),
      body: obj({ schema: { $ref: '#/components/schemas/FormSchema' } }, ['schema']),
      errors: [400, 401, 403],
    }),
    get: op('List the saved forms', {
      tags,
      description: 'Staff only. Each saved form at its latest version, most recently saved first.',
      ok: listOf({ $ref: '#/components/schemas/FormSummary' }),
      errors: [401, 403],
    }),
  },
  '/forms/designs/{formId}': {
    get: op('Get a saved form', {
      tags,
      description: "The latest version of a saved form, with a signed ticket of when it was handed out: send it with the submission (a submission under 3 seconds after it is refused as too quick).",
      ok: obj({ data: { $ref: '#/components/schemas/SavedForm' }, ticket: str }, ['data', 'ticket']),
      errors: [400, 404],
    }),
  },
  '/forms/{formId}/submissions': {
    post: op('Submit a form', {
      tags,
      status: 201,
      description:
        "Stores the values of a designed form. Send an Idempotency-Key so a retry or a double click stores one submission. For a saved form the values are checked against its latest version (400 naming the first field, with the rule it breaks as the code) and its ticket is required; a filled honeypot (trap) or a missing ticket is answered like a success and not stored; a ticket under 3 seconds old is 422 too_quick.",
      ok: dataOf({ $ref: '#/components/schemas/Submission' }),
      body: obj(
        {
          values: {
            type: 'object',
            maxProperties: 100,
            additionalProperties: { type: ['string', 'number', 'boolean', 'null', 'array'], items: { type: 'string' } },
          },
          title: { type: 'string', maxLength: 200 },
          trap: { type: 'string', maxLength: 500, description: 'The honeypot field: people leave it empty.' },
          ticket: { type: 'string', maxLength: 100, description: 'The ticket GET forms/designs/{formId} answered.' },
        },
        ['values'],
      ),
      errors: [400, 409, 422],
    }),
  },
};
