import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { staffNav } from '../views/staff-nav.ts';
import { staffReviewsPage } from '../views/staff-reviews.ts';
import { principalOf } from '../auth/principal.ts';
import { currentTime } from '../clock.ts';
import type { AppEnv } from '../context.ts';
import {
  moderateReview,
  pendingReviewCount,
  reviewStatusOf,
  reviewsForModeration,
  reviewTitle as storedReviewTitle,
  type ReviewStatus,
} from '../domain/reviews.ts';
import { sendPage, shellContext, shellLink } from './pages.ts';
import { staffPage, withQuery } from './staff-guard.ts';
import { textOrNone, validate } from './api/validation.ts';

const STATUSES: readonly ReviewStatus[] = ['pending', 'published', 'rejected'];
const DONE: Record<ReviewStatus, string> = {
  published: 'Published "{title}": it shows on the product page and counts in its rating.',
  rejected: 'Rejected "{title}": it does not show and does not count.',
  pending: 'Moved "{title}" back to waiting.',
};

/** A list or decision status; anything else reads as none. */
const status = v.fallback(v.optional(v.picklist(STATUSES)), undefined);

/** The list's query: which status to show, and the decision its redirect reports (`decided`, `as`) or `missing`. */
const listQuery = v.object({ status, decided: textOrNone, as: status, missing: textOrNone });
/** The review a decision is about (the first 100 characters of its id). */
const reviewParam = v.object({ id: v.pipe(v.string(), v.transform((id) => id.slice(0, 100))) });
/** The decision form: the status to give the review. */
const decisionForm = v.object({ status });

/** The review a redirect names, if it is this tenant's. */
function reviewTitle(c: Context<AppEnv>, id: string): Promise<string | undefined> {
  return storedReviewTitle(c.get('data'), c.get('tenant').id, id);
}

/**
 * The staff reviews page under `/staff`: `GET /staff/reviews?status=pending|published|rejected`
 * lists the tenant's reviews of that status with their decisions; `POST /staff/reviews/{id}` (form
 * field `status`) publishes, rejects, removes or returns a review to waiting, then 303s back to the
 * list it came from, which says what happened. Staff of this tenant only (anyone else is sent to
 * sign in); the site's CSRF check refuses a form posted from another site.
 */
export function staffReviewRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  router.get('/reviews', staffPage('/staff/reviews'), validate('query', listQuery), async (c) => {
    const query = c.req.valid('query');
    const tenant = c.get('tenant');
    const data = c.get('data');
    const ctx = await shellContext(c, tenant);
    const status = query.status ?? 'pending';
    const { decided, as } = query;
    const title = decided ? await reviewTitle(c, decided.slice(0, 100)) : undefined;
    const notice =
      query.missing !== undefined
        ? { text: 'That review does not exist (any more).', refused: true }
        : title && as
          ? { text: DONE[as].replace('{title}', () => title), refused: false }
          : undefined;
    const view = {
      status,
      reviews: await reviewsForModeration(data, tenant.id, status),
      pendingCount: await pendingReviewCount(data, tenant.id),
      notice,
      locale: tenant.locale,
      timeZone: tenant.timeZone,
      listHref: (wanted: ReviewStatus) => withQuery(ctx.link('/staff/reviews'), wanted === 'pending' ? {} : { status: wanted }),
      decideAction: (id: string) => ctx.link(`/staff/reviews/${encodeURIComponent(id)}`),
      nav: staffNav(ctx.link, '/staff/reviews'),
    };
    return sendPage(c, staffReviewsPage(view), ctx);
  });

  router.post('/reviews/:id', staffPage('/staff/reviews'), validate('param', reviewParam), validate('form', decisionForm), async (c) => {
    const principal = principalOf(c);
    const tenant = c.get('tenant');
    const { id } = c.req.valid('param');
    const { status } = c.req.valid('form');
    const list = shellLink(c, tenant, '/staff/reviews');
    const previous = await reviewStatusOf(c.get('data'), tenant.id, id);
    if (!status || !previous) return c.redirect(withQuery(list, { missing: '' }), 303);
    const by = principal.kind === 'staff' ? `staff:${principal.staffId}` : 'staff';
    await moderateReview(c.get('data'), tenant.id, id, status, by, currentTime());
    const back: Record<string, string> = previous === 'pending' ? {} : { status: previous };
    return c.redirect(withQuery(list, { ...back, decided: id, as: status }), 303);
  });

  return router;
}
