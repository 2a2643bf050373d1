import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import * as v from 'valibot';
import { issueCode, redeemCode } from '../../auth/one-time-codes.ts';
import { clearSessionCookie, CUSTOMER_COOKIE, principalOf, setSessionCookie } from '../../auth/principal.ts';
import { CUSTOMER_ABSOLUTE_SECONDS, endSession, startSession } from '../../auth/sessions.ts';
import type { AppEnv } from '../../context.ts';
import { messageLanguage } from '../../lifecycle/events.ts';
import { sendMail } from '../../mail/mailer.ts';
import { brandOf } from '../../notify/render.ts';
import { codeMessage } from '../../notify/templates/code.ts';
import { email, fail, jsonBodyLimit, validate } from './validation.ts';

/** The message for a wrong, used-up or expired code (it never says which). */
export const WRONG_CODE = 'That code is not valid. Check the email or ask for a new code.';

const codeRequest = v.object({ email, language: v.optional(v.pipe(v.string(), v.maxLength(35))) });
const codeCheck = v.object({ email, code: v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/, 'Enter the 6-digit code from the email')) });

/**
 * Identity routes under `/api/auth`: `GET session` (who is signed in: staff and customer),
 * `POST code` (e-mails a 6-digit sign-in code, 10 minutes, 5 tries, in Spanish when the body's
 * `language` or else Accept-Language says `es`), `POST code/verify` (starts a
 * customer session in an HttpOnly cookie) and `POST sign-out` (ends the customer session).
 */
export function authRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  router.get('/session', (c) => {
    const p = principalOf(c);
    return c.json({
      staff: p.kind === 'staff' ? { email: p.email, role: p.role, organisationId: c.get('tenant').id } : null,
      customer: p.kind === 'customer' ? { email: p.email } : null,
    });
  });

  router.post('/code', jsonBodyLimit(), validate('json', codeRequest), async (c) => {
    const body = c.req.valid('json');
    const tenant = c.get('tenant');
    const code = await issueCode(c.get('data'), tenant.id, body.email);
    try {
      const language = messageLanguage(body.language ?? c.req.header('accept-language')?.split(',')[0]);
      const message = codeMessage(code, { brand: brandOf(c.get('config'), tenant), language });
      await sendMail(c.get('config'), c.get('data'), tenant.id, { to: body.email, ...message });
    } catch (error) {
      console.error('Sign-in code e-mail failed:', error);
      return fail(c, 503, 'mail_unavailable', 'The code could not be sent. Please try again later.');
    }
    return c.json({ sent: true });
  });

  router.post('/code/verify', jsonBodyLimit(), validate('json', codeCheck), async (c) => {
    const body = c.req.valid('json');
    const data = c.get('data');
    const tenantId = c.get('tenant').id;
    if (!(await redeemCode(data, tenantId, body.email, body.code))) return fail(c, 401, 'invalid_code', WRONG_CODE, 'code');
    const old = getCookie(c, CUSTOMER_COOKIE);
    if (old) await endSession(data, 'customer', old);
    setSessionCookie(
      c,
      CUSTOMER_COOKIE,
      await startSession(data, 'customer', tenantId, body.email.toLowerCase()),
      CUSTOMER_ABSOLUTE_SECONDS,
    );
    return c.json({ customer: { email: body.email.toLowerCase() } });
  });

  router.post('/sign-out', async (c) => {
    const id = getCookie(c, CUSTOMER_COOKIE);
    if (id) await endSession(c.get('data'), 'customer', id);
    clearSessionCookie(c, CUSTOMER_COOKIE);
    return c.json({ ok: true });
  });

  return router;
}
