/**
 * The rules of the customer sign-in that guards the account balance: an e-mail address, then the
 * 6-digit code the server e-mails (10 minutes, 5 tries). What is typed is checked here before it is
 * sent, and every refusal of the server becomes a catalogue key tied to the field it concerns, so the
 * view can show it under that field in the page's language and keep what was typed.
 */
import { ApiError, rateLimitMinutes } from '../api/errors.ts';
import { emailValid } from './form.ts';

/** The two fields of the sign-in. */
export type SignInField = 'email' | 'code';

/** A catalogue key of a sign-in problem. */
export type SignInProblemKey =
  | 'signInEmailRequired'
  | 'signInEmailInvalid'
  | 'signInCodeRequired'
  | 'signInCodeInvalid'
  | 'signInMailUnavailable'
  | 'signInFailed'
  | 'signInRateLimited';

/** A problem to show under one field (`minutes` only for a rate limit). */
export interface SignInProblem {
  field: SignInField;
  key: SignInProblemKey;
  minutes?: number;
}

/** A code is exactly 6 digits. */
export const CODE_LENGTH = 6;

/** What the code field keeps of what was typed or pasted: digits only, at most 6 ("123 456" → "123456"). */
export function normalizeCode(typed: string): string {
  return typed.replace(/\D+/g, '').slice(0, CODE_LENGTH);
}

/** The problem with an e-mail address before a code is asked for it, or null. */
export function emailProblem(email: string): SignInProblem | null {
  const trimmed = email.trim();
  if (trimmed === '') return { field: 'email', key: 'signInEmailRequired' };
  return emailValid(trimmed) ? null : { field: 'email', key: 'signInEmailInvalid' };
}

/** The problem with a code before it is sent, or null. */
export function codeProblem(code: string): SignInProblem | null {
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code) ? null : { field: 'code', key: 'signInCodeRequired' };
}

/**
 * The problem to show for a failed `send code` (`step` 'email') or `verify` (`step` 'code') call: a
 * rate limit with its wait, a wrong, used or expired code, an e-mail that could not be sent, an
 * address or code the server refused (by the field it names), else a generic failure that may be
 * tried again.
 */
export function signInFailure(error: unknown, step: SignInField): SignInProblem {
  const minutes = rateLimitMinutes(error);
  if (minutes !== undefined) return { field: step, key: 'signInRateLimited', minutes };
  if (!(error instanceof ApiError) || error.kind !== 'http') return { field: step, key: 'signInFailed' };
  if (error.code === 'invalid_code') return { field: 'code', key: 'signInCodeInvalid' };
  if (error.code === 'mail_unavailable') return { field: 'email', key: 'signInMailUnavailable' };
  if (error.status === 400 && error.field === 'email') return { field: 'email', key: 'signInEmailInvalid' };
  if (error.status === 400 && error.field === 'code') return { field: 'code', key: 'signInCodeRequired' };
  return { field: step, key: 'signInFailed' };
}

/** True when the server asks for a customer sign-in (a 401: no session, or it ended). */
export function needsSignIn(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && error.status === 401;
}
