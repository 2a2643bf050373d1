import { describe, expect, it } from 'vitest';
import { emptyReviewPage, sampleReviewPage } from '../../../test/fixtures/review-pages.ts';
import { reviewsMarkup } from './reviews-markup.ts';

/** The text a reader sees, tags removed. */
const text = (markup: string): string => markup.replace(/<script[\s\S]*?<\/script>/, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('reviewsMarkup', () => {
  const page = sampleReviewPage();
  const markup = reviewsMarkup(page, { productId: 'prod_1', locale: 'en' }).toString();

  it('carries the API answer as the inline JSON the element starts from', () => {
    const json = /<script type="application\/json">([\s\S]*?)<\/script>/.exec(markup)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual({ ...page, sort: 'newest' });
  });

  it('shows the average, its stars with a text alternative, the count and the distribution', () => {
    expect(markup).toContain('aria-label="4.6 out of 5, 212 reviews"');
    expect(markup).toContain('data-rating="4.5"');
    expect(markup).toContain('aria-hidden="true">4.6</span>');
    expect(text(markup)).toContain('212 reviews');
    for (const row of ['5 stars: 140 reviews', '4 stars: 48 reviews', '3 stars: 14 reviews', '2 stars: 6 reviews', '1 star: 4 reviews']) expect(text(markup)).toContain(row);
    expect(markup).toContain('<progress class="store-reviews__bar-track" max="212" value="140" aria-hidden="true">');
  });

  it('lists the first page: stars, title, name, date, badge, plain text body, language note, Helpful and Show more', () => {
    expect(markup.match(/<li class="store-reviews__review">/g)).toHaveLength(5);
    expect(markup).toContain('aria-label="Rated 5 out of 5"');
    expect(markup).toContain('<h3 class="store-reviews__review-title" lang="en">Warm on cold mornings</h3>');
    expect(markup).toContain('<time datetime="2026-03-19T00:00:00.000Z">March 19, 2026</time>');
    expect(markup).toContain('Wore it on a frosty hike.\nStayed warm and dry.\n\nWould buy again.');
    expect(text(markup)).toContain('Written in Spanish');
    expect(text(markup)).toContain('Verified purchase');
    expect(text(markup)).toContain('Helpful (12)');
    expect(text(markup)).toContain('Show more reviews');
  });

  it('writes what shoppers typed as text, never as markup', () => {
    expect(markup).not.toContain('<b>order');
    expect(markup).toContain('Runs small &lt;b&gt;order a size up&lt;/b&gt;');
    expect(markup.replace(/<script type="application\/json">[\s\S]*?<\/script>/, '')).not.toContain('<script>');
  });

  it('says "No reviews yet" with no stars, count or list for a product without reviews', () => {
    const empty = reviewsMarkup(emptyReviewPage, { productId: 'prod_2', locale: 'en' }).toString();
    expect(text(empty)).toContain('Customer reviews No reviews yet');
    expect(empty).not.toContain('store-reviews__stars');
    expect(empty).not.toContain('store-reviews__list');
    expect(empty).not.toContain('Show more');
  });

  it('writes Spanish on a Spanish page', () => {
    const es = text(reviewsMarkup(page, { productId: 'prod_1', locale: 'es' }).toString());
    expect(es).toContain('Opiniones de clientes');
    expect(es).toContain('5 estrellas: 140 reseñas');
    expect(es).toContain('19 de marzo de 2026');
    expect(es).toContain('Escrita en inglés');
    expect(es).toContain('Útil (12)');
    expect(reviewsMarkup(page, { productId: 'prod_1', locale: 'es' }).toString()).toContain('aria-label="4,6 de 5, 212 reseñas"');
  });
});
