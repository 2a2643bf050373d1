import { afterEach, describe, it } from '../../test/browser/mocha.ts';
import { expect } from '../../test/browser/assert.ts';
import { expectNoAxeViolations } from '../../test/browser/axe.ts';
import { cleanup, click, fixture, settle, waitFor } from '../../test/browser/fixture.ts';
import { fakeReviewsApi, type FakeReviewsApi, type FakeReviewsOptions } from '../../test/fakes/reviews-api.ts';
import { reviewsMarkup } from '../../test/fixtures/reviews-markup.ts';
import type { Review } from '../../shared/api/reviews.ts';
import { emptyReviewPage, sampleReview, sampleReviewPage, sampleSummary } from '../../test/fixtures/review-pages.ts';
import { StoreReviewsElement } from './store-reviews.element.ts';

let api: FakeReviewsApi | null = null;
afterEach(() => {
  cleanup();
  api?.restore();
  api = null;
});

/** Twelve published reviews, newest first; the sample first page is the first five. */
function allReviews(): Review[] {
  const first = sampleReviewPage().data;
  return [...first, ...Array.from({ length: 7 }, (_, i) => sampleReview(i + 6, { helpful: i === 3 ? 99 : 0 }))];
}

/** The block as the demo's product page writes it: the server's first view, then the element upgrades it. */
async function show(options: FakeReviewsOptions = {}, attrs = '', wrap = (html: string) => html): Promise<HTMLElement> {
  api = fakeReviewsApi({ reviews: allReviews(), summary: sampleSummary, ...options });
  const first = { ...sampleReviewPage(), data: (api.options.reviews ?? []).slice(0, 5), total: api.options.reviews?.length ?? 0 };
  const markup = reviewsMarkup(first, { productId: 'prod_1', locale: 'en' }).toString();
  const host = await fixture(wrap(`<store-reviews data-product-id="prod_1" ${attrs}>${markup}</store-reviews>`));
  const el = host.localName === 'store-reviews' ? host : (host.querySelector('store-reviews') as HTMLElement);
  await waitFor(() => el.querySelector('site-element-root section'), { message: 'the upgraded block' });
  await settle();
  return el;
}

const reviewItems = (el: Element): HTMLElement[] => Array.from(el.querySelectorAll<HTMLElement>('.store-reviews__review'));
const titles = (el: Element): string[] => reviewItems(el).map((li) => li.querySelector('h3')?.textContent ?? '');
const button = (el: Element, text: string): HTMLButtonElement | undefined =>
  Array.from(el.querySelectorAll('button')).find((b) => b.textContent === text);

/** Types into a React-controlled field as a shopper would (the value setter, then an input event). */
function fill(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

async function openForm(el: HTMLElement, label = 'Write a review'): Promise<HTMLFormElement> {
  const write = await waitFor(() => button(el, label), { message: `the ${label} button` });
  await click(write);
  return waitFor(() => el.querySelector('form'), { message: 'the form' });
}

async function fillForm(form: HTMLFormElement, values: { rating?: number; title?: string; body?: string; name?: string }): Promise<void> {
  if (values.rating) await click(form.querySelectorAll<HTMLInputElement>('input[type="radio"]')[values.rating - 1]!);
  if (values.title !== undefined) fill(form.querySelector('input[name="title"]')!, values.title);
  if (values.body !== undefined) fill(form.querySelector('textarea')!, values.body);
  if (values.name !== undefined) fill(form.querySelector('input[name="displayName"]')!, values.name);
  await settle();
}

const good = { rating: 4, title: 'Warm and light', body: 'Wore it on a cold hike.\nStayed warm.', name: 'Ada L.' };

describe('<store-reviews>', () => {
  it('shows the summary and the first page from the server, without asking the API for them', async () => {
    const el = await show();
    expect(customElements.get('store-reviews')).toBe(StoreReviewsElement);
    expect(el.querySelector('h2')?.textContent).toBe('Customer reviews');
    expect(el.querySelector('.store-reviews__average [role="img"]')).toHaveAttribute('aria-label', '4.6 out of 5, 212 reviews');
    expect(el.querySelector('.store-reviews__average-value')?.textContent).toBe('4.6');
    expect(el.querySelector('.store-reviews__count')?.textContent).toBe('212 reviews');
    const rows = Array.from(el.querySelectorAll('.store-reviews__bar')).map((row) => row.querySelector('.store-reviews__visually-hidden')?.textContent);
    expect(rows).toEqual(['5 stars: 140 reviews', '4 stars: 48 reviews', '3 stars: 14 reviews', '2 stars: 6 reviews', '1 star: 4 reviews']);
    expect(el.querySelector('progress')?.value).toBe(140);
    expect(titles(el)).toEqual(['Warm on cold mornings', 'Muy cómoda', 'Runs small <b>order a size up</b>', 'Review number 4', 'Review number 5']);
    const first = reviewItems(el)[0]!;
    expect(first.querySelector('[role="img"]')).toHaveAttribute('aria-label', 'Rated 4 out of 5');
    expect(first.querySelector('time')?.textContent).toBe('March 19, 2026');
    expect(first.textContent).toContain('Ada L.');
    expect(first.textContent).toContain('Verified purchase');
    expect(reviewItems(el)[1]?.textContent).not.toContain('Verified purchase');
    expect(api?.calls.filter((c) => c.method === 'GET' && c.url.pathname.endsWith('/reviews'))).toHaveLength(0);
    await expectNoAxeViolations(el);
  });

  it('shows review text as plain text with its line breaks, never as markup', async () => {
    const el = await show();
    const body = reviewItems(el)[0]!.querySelector('.store-reviews__review-body') as HTMLElement;
    expect(body.textContent).toBe('Wore it on a frosty hike.\nStayed warm and dry.\n\nWould buy again.');
    expect(getComputedStyle(body).whiteSpace).toBe('pre-line');
    expect(body.offsetHeight).toBeGreaterThan(60);
    expect(el.querySelector('b, .store-reviews__review script')).toBeNull();
  });

  it("notes a review written in another language than the page's", async () => {
    const el = await show();
    expect(reviewItems(el).map((li) => li.querySelector('.store-reviews__language')?.textContent ?? null)).toEqual([null, 'Written in Spanish', null, null, null]);
    expect(reviewItems(el)[1]?.querySelector('.store-reviews__review-body')).toHaveAttribute('lang', 'es');
  });

  it('shows five more reviews at a time and moves focus to the first new one', async () => {
    const el = await show();
    await click(button(el, 'Show more reviews')!);
    await waitFor(() => reviewItems(el).length === 10, { message: 'ten reviews' });
    const call = api!.calls.find((c) => c.url.pathname.endsWith('/reviews'))!;
    expect(call.url.searchParams.get('page')).toBe('2');
    expect(call.url.searchParams.get('limit')).toBe('5');
    expect(call.url.searchParams.get('sort')).toBe('newest');
    await waitFor(() => document.activeElement === reviewItems(el)[5]?.querySelector('h3'), { message: 'focus on the first new review' });
    await click(button(el, 'Show more reviews')!);
    await waitFor(() => reviewItems(el).length === 12, { message: 'all twelve reviews' });
    expect(button(el, 'Show more reviews')).toBeUndefined();
  });

  it('lists the most helpful first when asked', async () => {
    const el = await show();
    const select = el.querySelector('select')!;
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual(['Newest', 'Most helpful']);
    select.value = 'helpful';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => titles(el)[0] === 'Review number 9', { message: 'the most helpful review first' });
    const call = api!.calls.find((c) => c.url.searchParams.get('sort') === 'helpful')!;
    expect(call.url.searchParams.get('page')).toBe('1');
    expect(titles(el)[1]).toBe('Warm on cold mornings');
    expect(reviewItems(el)).toHaveLength(5);
  });

  it('says "No reviews yet" without stars, count or list', async () => {
    api = fakeReviewsApi({ reviews: [] });
    const el = await fixture(`<store-reviews data-product-id="prod_2">${reviewsMarkup(emptyReviewPage, { productId: 'prod_2', locale: 'en' })}</store-reviews>`);
    await waitFor(() => el.querySelector('site-element-root section'), { message: 'the upgraded block' });
    expect(el.querySelector('.store-reviews__empty')?.textContent).toBe('No reviews yet');
    expect(el.querySelector('[role="img"], .store-reviews__count, .store-reviews__list, select')).toBeNull();
    await expectNoAxeViolations(el);
  });

  it('reads the first page from the API when the page gave none', async () => {
    api = fakeReviewsApi({ reviews: allReviews(), summary: sampleSummary });
    const el = await fixture('<store-reviews data-product-id="prod_1"></store-reviews>');
    await waitFor(() => reviewItems(el).length === 5, { message: 'five reviews from the API' });
    expect(el.querySelector('.store-reviews__average [role="img"]')).toHaveAttribute('aria-label', '4.6 out of 5, 212 reviews');
  });

  it('says so when the reviews cannot be loaded, and tries again', async () => {
    api = fakeReviewsApi({ reviews: allReviews(), listStatus: 503 });
    const el = await fixture('<store-reviews data-product-id="prod_1"></store-reviews>');
    const alert = await waitFor(() => el.querySelector('[role="alert"]'), { message: 'the error', timeout: 8000 });
    expect(alert.textContent).toContain('Reviews could not be loaded.');
    api.options.listStatus = undefined;
    await click(button(el, 'Try again')!);
    await waitFor(() => reviewItems(el).length === 5, { message: 'the reviews after retrying' });
  });

  it('counts one Helpful vote per shopper, then disables the button', async () => {
    const el = await show();
    const helpful = reviewItems(el)[0]!.querySelector('button')!;
    expect(helpful.textContent).toBe('Helpful (12)');
    await click(helpful);
    await waitFor(() => helpful.textContent === 'Helpful (13)', { message: 'the new count' });
    expect(helpful.disabled).toBe(true);
    expect(helpful).toHaveAttribute('aria-pressed', 'true');
    expect(api!.calls.filter((c) => c.url.pathname === '/api/storefront/reviews/rev_1/helpful')).toHaveLength(1);
  });

  it('offers no form to a shopper who did not buy the product', async () => {
    const el = await show({ eligible: false });
    await waitFor(() => api!.calls.some((c) => c.url.pathname.endsWith('/eligibility')), { message: 'the eligibility call' });
    await settle();
    expect(button(el, 'Write a review')).toBeUndefined();
    expect(el.querySelector('form')).toBeNull();
  });

  it("sends the review link's token from the page URL, or from data-review-token", async () => {
    const url = location.href;
    history.replaceState(history.state, '', '?review=token-from-url');
    try {
      const el = await show({ eligible: true });
      await waitFor(() => button(el, 'Write a review'), { message: 'the button' });
      expect(api!.calls.find((c) => c.url.pathname.endsWith('/eligibility'))?.url.searchParams.get('token')).toBe('token-from-url');
    } finally {
      history.replaceState(history.state, '', url);
    }
    cleanup();
    api?.restore();
    const el = await show({ eligible: true }, 'data-review-token="token-from-attribute"');
    const form = await openForm(el);
    await fillForm(form, good);
    await click(button(form, 'Submit review')!);
    await waitFor(() => api!.sent.length === 1, { message: 'the review sent' });
    expect(api!.calls.find((c) => c.url.pathname.endsWith('/eligibility'))?.url.searchParams.get('token')).toBe('token-from-attribute');
    expect(api!.sent[0]).toEqual({ rating: 4, title: 'Warm and light', body: 'Wore it on a cold hike.\nStayed warm.', displayName: 'Ada L.', language: 'en', token: 'token-from-attribute' });
  });

  it('checks every field, says why beside it and moves focus to the first one', async () => {
    const el = await show({ eligible: true });
    const form = await openForm(el);
    const radios = form.querySelectorAll<HTMLInputElement>('input[type="radio"]');
    expect(radios).toHaveLength(5);
    expect(form.querySelector('[role="radiogroup"] legend')?.textContent).toBe('Rating');
    await fillForm(form, { body: 'Too short' });
    expect(form.textContent).toContain('9 of 2000 characters');
    await click(button(form, 'Submit review')!);
    const errors = Array.from(form.querySelectorAll('.store-reviews__error')).map((e) => e.textContent);
    expect(errors).toEqual(['Choose a rating from 1 to 5 stars.', 'Enter a title.', 'Write at least 10 characters.', 'Enter the name to show with your review.']);
    expect(document.activeElement).toBe(radios[0]);
    const title = form.querySelector<HTMLInputElement>('input[name="title"]')!;
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(title.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Enter a title.');
    const body = form.querySelector('textarea')!;
    expect((body.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent)).toEqual([
      '9 of 2000 characters',
      'Write at least 10 characters.',
    ]);
    expect(api!.sent).toHaveLength(0);
    await expectNoAxeViolations(el);
    fill(title, 'W');
    await settle();
    expect(title.hasAttribute('aria-invalid')).toBe(false);
    expect(form.querySelectorAll('.store-reviews__error')).toHaveLength(3);

    await fillForm(form, { rating: 5, title: 'x'.repeat(101), body: 'Long enough now.', name: 'Ada' });
    await click(button(form, 'Submit review')!);
    expect(Array.from(form.querySelectorAll('.store-reviews__error')).map((e) => e.textContent)).toEqual(['The title can be at most 100 characters.']);
    expect(document.activeElement).toBe(title);
  });

  it('replaces the form with the thanks in a polite live region once sent', async () => {
    const el = await show({ eligible: true });
    const status = el.querySelector('[role="status"]')!;
    expect(status.textContent).toBe('');
    const form = await openForm(el);
    await fillForm(form, good);
    await click(button(form, 'Submit review')!);
    await waitFor(() => status.textContent === 'Thank you, your review will appear after moderation.', { message: 'the thanks' });
    expect(el.querySelector('[role="status"]')).toBe(status);
    expect(el.querySelector('form')).toBeNull();
    expect(button(el, 'Write a review')).toBeUndefined();
    expect(api!.sent).toHaveLength(1);
    await expectNoAxeViolations(el);
  });

  it("shows the server's refusals beside the field or above the form, keeping what was typed", async () => {
    const el = await show({ eligible: true, refuse: { status: 400, code: 'invalid', message: 'title: must be at most 100 characters' } });
    const form = await openForm(el);
    await fillForm(form, good);
    await click(button(form, 'Submit review')!);
    const title = form.querySelector<HTMLInputElement>('input[name="title"]')!;
    await waitFor(() => title.getAttribute('aria-invalid') === 'true', { message: 'the title refused' });
    expect(form.querySelector('.store-reviews__error')?.textContent).toBe('must be at most 100 characters');
    expect(document.activeElement).toBe(title);
    expect(title.value).toBe('Warm and light');

    api!.options.refuse = { status: 409, code: 'already_reviewed', message: 'You have already reviewed this product from this order.' };
    await click(button(form, 'Submit review')!);
    const alert = await waitFor(() => form.querySelector('[role="alert"]'), { message: 'the refusal' });
    expect(alert.textContent).toBe('You have already reviewed this product from this order.');
    expect(form.querySelector('textarea')?.value).toBe(good.body);
    expect(form.querySelector<HTMLInputElement>('input[name="displayName"]')?.value).toBe('Ada L.');
    expect(form.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value).toBe('4');
    expect(button(form, 'Submit review')?.disabled).toBe(false);
    await expectNoAxeViolations(el);

    api!.options.refuse = { status: 403, code: 'not_verified_buyer', message: 'Only verified buyers can review.' };
    await click(button(form, 'Submit review')!);
    await waitFor(() => form.querySelector('[role="alert"]')?.textContent === 'Only customers who bought this product can review it.', { message: 'the 403 text' });
  });

  it('closes the form with Cancel and gives focus back to its button', async () => {
    const el = await show({ eligible: true });
    const form = await openForm(el);
    await click(button(form, 'Cancel')!);
    await waitFor(() => document.activeElement === button(el, 'Write a review'), { message: 'focus back on Write a review' });
    expect(el.querySelector('form')).toBeNull();
  });

  it('speaks Spanish on a Spanish page', async () => {
    const el = await show({ eligible: true }, '', (html) => `<div lang="es">${html}</div>`);
    await waitFor(() => el.querySelector('h2')?.textContent === 'Opiniones de clientes', { message: 'the Spanish heading' });
    expect(el.querySelector('.store-reviews__average [role="img"]')).toHaveAttribute('aria-label', '4,6 de 5, 212 reseñas');
    expect(el.querySelector('.store-reviews__bar .store-reviews__visually-hidden')?.textContent).toBe('5 estrellas: 140 reseñas');
    expect(reviewItems(el)[0]?.querySelector('time')?.textContent).toBe('19 de marzo de 2026');
    expect(reviewItems(el)[0]?.querySelector('.store-reviews__language')?.textContent).toBe('Escrita en inglés');
    expect(reviewItems(el)[1]?.querySelector('.store-reviews__language')).toBeNull();
    expect(reviewItems(el)[0]?.querySelector('button')?.textContent).toBe('Útil (12)');
    const form = await openForm(el, 'Escribir una reseña');
    await fillForm(form, good);
    await click(button(form, 'Enviar reseña')!);
    await waitFor(() => el.querySelector('[role="status"]')?.textContent === 'Gracias, tu reseña aparecerá después de la moderación.', { message: 'the Spanish thanks' });
    expect((api!.sent[0] as { language: string }).language).toBe('es');
    await expectNoAxeViolations(el);
  });
});
