import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors.ts';
import { needsStaffSignIn } from './load.ts';

describe('needsStaffSignIn', () => {
  it('is true for a refused calendar call (401, or 403 for another tenant)', () => {
    expect(needsStaffSignIn(new ApiError('Sign in', { kind: 'http', status: 401 }))).toBe(true);
    expect(needsStaffSignIn(new ApiError('Forbidden', { kind: 'http', status: 403 }))).toBe(true);
  });

  it('is false for other failures', () => {
    expect(needsStaffSignIn(new ApiError('Down', { kind: 'http', status: 503 }))).toBe(false);
    expect(needsStaffSignIn(new ApiError('Offline', { kind: 'network' }))).toBe(false);
    expect(needsStaffSignIn(Object.assign(new Error('x'), { status: 401 }))).toBe(false);
    expect(needsStaffSignIn(null)).toBe(false);
  });
});
