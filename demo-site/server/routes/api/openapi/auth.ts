import { op, type Paths } from './types.ts';

const who = {
  type: 'object',
  required: ['staff', 'customer'],
  properties: {
    staff: {
      type: ['object', 'null'],
      properties: { email: { type: 'string' }, role: { enum: ['owner', 'staff'] }, organisationId: { type: 'string' } },
    },
    customer: { type: ['object', 'null'], properties: { email: { type: 'string' } } },
  },
};

/** Paths of identity: who is signed in, and customers' sign-in by a one-time e-mailed code. */
export const paths: Paths = {
  '/auth/session': { get: op('Who is signed in: a staff member and/or a customer (null when not)', { tags: ['auth'], ok: who }) },
  '/auth/code': {
    post: op('E-mail a 6-digit sign-in code (10 minutes, 5 tries)', {
      tags: ['auth'],
      ok: { type: 'object', properties: { sent: { const: true } } },
      body: { type: 'object', required: ['email'], properties: { email: { type: 'string', format: 'email' }, language: { type: 'string', description: 'The message language (en or es); else Accept-Language' } } },
      errors: [400, 429, 503],
    }),
  },
  '/auth/code/verify': {
    post: op('Exchange the e-mailed code for a customer session (HttpOnly cookie customer_session)', {
      tags: ['auth'],
      ok: { type: 'object', properties: { customer: { type: 'object', properties: { email: { type: 'string' } } } } },
      body: { type: 'object', required: ['email', 'code'], properties: { email: { type: 'string', format: 'email' }, code: { type: 'string', pattern: '^\\d{6}$' } } },
      errors: [400, 401, 429],
    }),
  },
  '/auth/sign-out': { post: op('End the customer session', { tags: ['auth'], ok: { type: 'object', properties: { ok: { const: true } } } }) },
};
