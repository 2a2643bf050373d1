import { dataOf, op, type JsonSchema, type Paths } from './types.ts';

const str = { type: 'string' } as const;
const obj = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({ type: 'object', properties, ...(required.length ? { required } : {}) });
const tags = ['forms'];

/** Wire shapes of the forms API, as JSON Schema. */
export const schemas: Record<string, JsonSchema> = {
  Subscription: obj({ email: str, alreadySubscribed: { type: 'boolean' } }, ['email', 'alreadySubscribed']),
  Submission: obj({ id: str, formId: str, receivedAt: str }, ['id', 'formId', 'receivedAt']),
};

/** Newsletter sign-ups and form submissions (demo-site/server/api/forms.ts). */
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
  '/forms/{formId}/submissions': {
    post: op('Submit a form', {
      tags,
      status: 201,
      description: 'Stores the values of a designed form. Send an Idempotency-Key so a retry or a double click stores one submission.',
      ok: dataOf({ $ref: '#/components/schemas/Submission' }),
      body: obj(
        {
          values: {
            type: 'object',
            maxProperties: 100,
            additionalProperties: { type: ['string', 'number', 'boolean', 'null', 'array'], items: { type: 'string' } },
          },
          title: { type: 'string', maxLength: 200 },
        },
        ['values'],
      ),
      errors: [400, 409, 422],
    }),
  },
};
