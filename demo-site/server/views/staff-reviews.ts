import { formatDateTime } from '../../../shared/i18n/format.ts';
import type { ReviewStatus, StaffReview } from '../domain/reviews.ts';
import { html, type SafeHtml } from './html.ts';
import { staffNotice, type StaffNotice } from './staff-notice.ts';
import type { Page } from './types.ts';

/** What the staff reviews page shows. */
export interface StaffReviewsView {
  /** The status listed: pending (the queue), published or rejected. */
  status: ReviewStatus;
  reviews: readonly StaffReview[];
  /** How many reviews wait for a decision (shown on the tabs). */
  pendingCount: number;
  /** The result of the last decision (after its redirect). */
  notice?: StaffNotice;
  locale: string;
  timeZone: string;
  /** Where the list of a status is, and where a decision on a review posts (both keep an explicit `?org=`). */
  listHref: (status: ReviewStatus) => string;
  decideAction: (id: string) => string;
  /** The links between the staff pages. */
  nav: SafeHtml;
}

const TABS: { status: ReviewStatus; label: string }[] = [
  { status: 'pending', label: 'Waiting' },
  { status: 'published', label: 'Published' },
  { status: 'rejected', label: 'Rejected' },
];

/** The buttons of one review: what can be decided from its current status. */
function decisions(view: StaffReviewsView, review: StaffReview): SafeHtml {
  const button = (status: ReviewStatus, label: string) =>
    html`<button type="submit" name="status" value="${status}" aria-label="${label}: ${review.title}">${label}</button>`;
  const choices =
    review.status === 'pending'
      ? [button('published', 'Publish'), button('rejected', 'Reject')]
      : review.status === 'published'
        ? [button('rejected', 'Remove')]
        : [button('published', 'Publish'), button('pending', 'Back to waiting')];
  return html`<form class="staff-review-decision" method="post" action="${view.decideAction(review.id)}">${choices}</form>`;
}

function reviewItem(view: StaffReviewsView, review: StaffReview): SafeHtml {
  const written = formatDateTime(Date.parse(review.createdAt), view.timeZone, view.locale);
  const who = [review.email, review.orderNumber ? `order ${review.orderNumber}` : 'no order (demo review)'].filter(Boolean).join(', ');
  return html`<li class="staff-review" id="review-${review.id}"><article aria-labelledby="review-title-${review.id}">
<h3 id="review-title-${review.id}">${review.title}</h3>
<p><strong>${review.rating} out of 5</strong> for <a href="${`/shop/${encodeURIComponent(review.productId)}`}">${review.productName}</a>, by ${review.displayName} (${who})${review.verifiedPurchase ? ', verified purchase' : ''}, <time datetime="${review.createdAt}">${written}</time>, language ${review.language}</p>
<p class="staff-review-body">${review.body}</p>
${decisions(view, review)}
</article></li>`;
}

/**
 * The staff reviews page: the reviews waiting for moderation (oldest first), and the published and
 * rejected ones, each with the product, rating, text, who wrote it and through which order, and the
 * decisions open to it (publish, reject, remove, back to waiting). Plain forms that work without
 * JavaScript; the text is shown as text, whatever it contains.
 */
export function staffReviewsPage(view: StaffReviewsView): Page {
  const notice = staffNotice(view.notice);
  const tabs = html`<nav aria-label="Reviews by status"><ul class="staff-tabs">${TABS.map(
    (tab) =>
      html`<li><a href="${view.listHref(tab.status)}"${tab.status === view.status ? html` aria-current="page"` : ''}>${tab.label}${
        tab.status === 'pending' ? ` (${view.pendingCount})` : ''
      }</a></li>`,
  )}</ul></nav>`;
  const empty: Record<ReviewStatus, string> = {
    pending: 'No reviews are waiting. New reviews from verified buyers appear here.',
    published: 'No published reviews yet.',
    rejected: 'No rejected reviews.',
  };
  const list = view.reviews.length ? html`<ul class="staff-reviews">${view.reviews.map((review) => reviewItem(view, review))}</ul>` : html`<p>${empty[view.status]}</p>`;
  return {
    title: 'Reviews',
    body: html`${view.nav}
<h1>Reviews</h1>
${notice}
<p>Only customers who paid for a product can review it. A review shows on the product page, and counts in its rating, once you publish it; removing it takes it out again.</p>
${tabs}
<h2>${TABS.find((tab) => tab.status === view.status)?.label ?? ''}</h2>
${list}`,
  };
}
