import { describe, expect, it } from 'vitest';
import { ApiError, errorFromBody } from '../api/errors.ts';
import { codeProblem, emailProblem, needsSignIn, normalizeCode, signInFailure } from './customer-sign-in.ts';

const refused = (status: number, code: string, field?: string) => errorFromBody(status, { error: { code, message: 'x', ...(field ? { field } : {}) } }, 'x');

describe('customer sign-in rules', () => {
  it('keeps only the digits of a typed or pasted code, at most six', () => {
    expect(normalizeCode('123 456')).toBe('123456');
    expect(normalizeCode('Code: 98-76-54-32')).toBe('987654');
    expect(normalizeCode('12a')).toBe('12');
  });

  it('asks for an e-mail address, then a valid one', () => {
    expect(emailProblem('  ')).toEqual({ field: 'email', key: 'signInEmailRequired' });
    expect(emailProblem('ada@example')).toEqual({ field: 'email', key: 'signInEmailInvalid' });
    expect(emailProblem(' ada@example.com ')).toBeNull();
  });

  it('asks for exactly six digits', () => {
    expect(codeProblem('')).toEqual({ field: 'code', key: 'signInCodeRequired' });
    expect(codeProblem('12345')).toEqual({ field: 'code', key: 'signInCodeRequired' });
    expect(codeProblem('123456')).toBeNull();
  });
});

describe('signInFailure', () => {
  it('ties a wrong code to the code field and an unsent e-mail to the address', () => {
    expect(signInFailure(refused(401, 'invalid_code', 'code'), 'code')).toEqual({ field: 'code', key: 'signInCodeInvalid' });
    expect(signInFailure(refused(503, 'mail_unavailable'), 'email')).toEqual({ field: 'email', key: 'signInMailUnavailable' });
  });

  it('names the field the server refused', () => {
    expect(signInFailure(refused(400, 'invalid', 'email'), 'code')).toEqual({ field: 'email', key: 'signInEmailInvalid' });
    expect(signInFailure(refused(400, 'invalid', 'code'), 'code')).toEqual({ field: 'code', key: 'signInCodeRequired' });
  });

  it('says how long to wait after too many attempts, under the field of the step', () => {
    const limited = errorFromBody(429, { error: { code: 'rate_limited', message: 'x', retryAfter: 125 } }, 'x');
    expect(signInFailure(limited, 'email')).toEqual({ field: 'email', key: 'signInRateLimited', minutes: 3 });
    expect(signInFailure(limited, 'code')).toEqual({ field: 'code', key: 'signInRateLimited', minutes: 3 });
  });

  it('falls back to a failure that may be tried again for a lost connection or a server error', () => {
    expect(signInFailure(new ApiError('down', { kind: 'network' }), 'email')).toEqual({ field: 'email', key: 'signInFailed' });
    expect(signInFailure(refused(500, 'internal_error'), 'code')).toEqual({ field: 'code', key: 'signInFailed' });
  });

  it('recognises a 401 as a request to sign in (again)', () => {
    expect(needsSignIn(refused(401, 'unauthorized'))).toBe(true);
    expect(needsSignIn(refused(403, 'forbidden'))).toBe(false);
    expect(needsSignIn(new Error('x'))).toBe(false);
  });
});
