import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { getCookie } from 'hono/cookie';
import { staffNav } from '../views/staff-nav.ts';
import { staffOutboxPage, staffSignInPage } from '../views/staff.ts';
import { outboxMessage, readOutbox } from '../mail/mailer.ts';
import { recentDeliveries } from '../notify/deliveries-view.ts';
import type { AppEnv } from '../context.ts';
import { clearSessionCookie, principalMiddleware, principalOf, setSessionCookie, STAFF_COOKIE } from '../auth/principal.ts';
import { endSession, STAFF_ABSOLUTE_SECONDS, startSession } from '../auth/sessions.ts';
import { checkStaffPassword } from '../auth/staff-accounts.ts';
import { languageMiddleware } from '../middleware/language.ts';
import { tooManyAttemptsMessage } from '../middleware/rate-limit.ts';
import { signInFailed, signInLocked, signInSucceeded } from '../middleware/sign-in-throttle.ts';
import { tenantMiddleware } from '../middleware/tenant.ts';
import { sendNotFound, sendPage, shellContext, shellLink } from './pages.ts';
import { staffFormRoutes } from './form-pages.ts';
import { staffPage } from './staff-guard.ts';
import { textOrNone, textOrEmpty, validate } from './api/validation.ts';
import { staffOrderRoutes } from './staff-orders.ts';
import { staffReviewRoutes } from './staff-reviews.ts';

/** The one answer to a wrong e-mail or password: it never says whether the account exists. */
export const WRONG_CREDENTIALS = 'Incorrect email or password.';

/** A local path to return to after sign-in (`/…`, never `//host` or a full URL); else the calendar. */
export function safeNext(next: unknown): string {
  return typeof next === 'string' && /^\/(?![/\\])[^\s]*$/.test(next) && next.length <= 500 ? next : '/calendar';
}

/** The sign-in page's query: where to go after signing in. */
const signInQuery = v.object({ next: textOrNone });
/** The sign-in form: `email` (trimmed, at most 254 characters), `password` and `next` (a safe local path). */
const signInForm = v.object({
  email: v.pipe(textOrEmpty, v.transform((email) => email.trim().slice(0, 254))),
  password: textOrEmpty,
  next: v.pipe(v.optional(v.unknown(), ''), v.transform(safeNext)),
});
/** An outbox message's part: its numeric id and file name. */
const outboxPartParam = v.object({ id: v.pipe(v.string(), v.transform(Number)), file: v.string() });

async function render(c: Context<AppEnv>, view: { email?: string; error?: string; next?: string }, status: 200 | 401 | 429 = 200): Promise<Response> {
  const ctx = await shellContext(c, c.get('tenant'));
  const principal = principalOf(c);
  const signedInAs = principal.kind === 'staff' ? `${principal.email} (${principal.role})` : undefined;
  return sendPage(c, staffSignInPage({ ...view, action: ctx.link('/staff/sign-in'), signedInAs }), ctx, status);
}

/**
 * The staff sign-in pages: `GET /staff/sign-in` (the form), `POST /staff/sign-in` (form fields
 * `email`, `password`, `next`; a new session id and an HttpOnly cookie, then a 303 to `next`), and
 * `POST /staff/sign-out` (deletes the session, then a 303 to the sign-in page), and in demo mode
 * `GET /staff/outbox` (staff only: the recent e-mail and webhook deliveries with their status and
 * last error, and the e-mails a demo site without SMTP_URL would have sent, with
 * `/staff/outbox/{id}/message.html` and `/staff/outbox/{id}/invite.ics` for their parts), and
 * `/staff/orders` (staff only: recent orders and paid bookings with refund forms, staff-orders.ts),
 * `/staff/reviews` (staff only: the reviews to moderate, staff-reviews.ts) and `/staff/forms`
 * (staff only: form submissions and their CSV, form-pages.ts).
 */
export function staffRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.use('*', languageMiddleware());
  router.use('*', tenantMiddleware((c) => sendNotFound(c, 'This site does not exist.')));
  router.use('*', principalMiddleware());

  router.get('/sign-in', validate('query', signInQuery), (c) => render(c, { next: c.req.valid('query').next }));

  router.post('/sign-in', validate('form', signInForm), async (c) => {
    const { email, password, next } = c.req.valid('form');
    if (!email || !password) return render(c, { email, next, error: 'Enter your email and password.' }, 401);
    const data = c.get('data');
    const tenant = c.get('tenant');
    const locked = await signInLocked(c, email);
    if (locked.limited) {
      c.header('Retry-After', String(Math.ceil(locked.retryAfter)));
      return render(c, { email, next, error: tooManyAttemptsMessage(locked.retryAfter) }, 429);
    }
    const account = await checkStaffPassword(data, tenant.id, email, password);
    if (!account) {
      await signInFailed(c, email);
      return render(c, { email, next, error: WRONG_CREDENTIALS }, 401);
    }
    await signInSucceeded(c, email);
    const old = getCookie(c, STAFF_COOKIE);
    if (old) await endSession(data, 'staff', old);
    setSessionCookie(c, STAFF_COOKIE, await startSession(data, 'staff', tenant.id, account.id), STAFF_ABSOLUTE_SECONDS);
    return c.redirect(next.includes('?') ? next : shellLink(c, tenant, next), 303);
  });

  router.get('/outbox', staffPage('/staff/outbox'), async (c) => {
    const ctx = await shellContext(c, c.get('tenant'));
    const tenantId = c.get('tenant').id;
    return sendPage(
      c,
      staffOutboxPage({
        messages: await readOutbox(c.get('data'), tenantId),
        deliveries: await recentDeliveries(c.get('data'), tenantId),
        smtp: Boolean(c.get('config').smtpUrl),
        partHref: (id, file) => ctx.link(`/staff/outbox/${id}/${encodeURIComponent(file)}`),
        nav: staffNav(ctx.link, '/staff/outbox'),
      }),
      ctx,
    );
  });

  router.get('/outbox/:id/:file', staffPage('/staff/outbox'), validate('param', outboxPartParam), async (c) => {
    const { id, file } = c.req.valid('param');
    const message = Number.isSafeInteger(id) ? await outboxMessage(c.get('data'), c.get('tenant').id, id) : undefined;
    if (message && file === 'message.html' && message.html) {
      c.set('contentPolicy', 'email-preview');
      return c.html(message.html, 200, { 'Cache-Control': 'no-store' });
    }
    const attachment = message?.attachments.find((a) => a.filename === file);
    if (!attachment) return sendNotFound(c, 'This message is not in the outbox.');
    return c.body(attachment.content, 200, {
      'Content-Type': attachment.contentType,
      'Content-Disposition': `attachment; filename="${attachment.filename.replace(/[^\w.-]/g, '_')}"`,
      'Cache-Control': 'no-store',
    });
  });

  router.route('/', staffOrderRoutes());
  router.route('/', staffReviewRoutes());
  router.route('/', staffFormRoutes());

  router.post('/sign-out', async (c) => {
    const id = getCookie(c, STAFF_COOKIE);
    if (id) await endSession(c.get('data'), 'staff', id);
    clearSessionCookie(c, STAFF_COOKIE);
    return c.redirect(shellLink(c, c.get('tenant'), '/staff/sign-in'), 303);
  });

  return router;
}
