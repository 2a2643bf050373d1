import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import { expect, userEvent, within } from 'storybook/test';
// Registers the elements (each import has that one side effect).
import '../elements/store-reviews/store-reviews.element.ts';
import '../elements/site-toast/site-toast.element.ts';
import { sampleReview, sampleReviewPage, sampleSummary } from '../test/fixtures/review-pages.ts';
import { fakeReviewsApi } from '../test/fakes/reviews-api.ts';
import { Html } from './html.tsx';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'store-reviews': DetailedHTMLProps<HTMLAttributes<HTMLElement> & { 'data-product-id'?: string; 'data-review-token'?: string; 'data-heading-level'?: string }, HTMLElement>;
    }
  }
}

/** What the stand-in API answers. */
interface ReviewsArgs {
  /** The product has published reviews (else none yet). */
  reviews: boolean;
  /** The shopper bought the product, so the block offers the write form. */
  eligible: boolean;
}

const meta = {
  title: 'Elements/store-reviews',
  render: () => (
    <Html>
      <store-reviews data-product-id="prod_story" />
    </Html>
  ),
  beforeEach: ({ args }) => {
    const reviews = args.reviews ? [...sampleReviewPage().data, ...Array.from({ length: 7 }, (_, i) => sampleReview(i + 6))] : [];
    return fakeReviewsApi({ reviews, summary: args.reviews ? sampleSummary : undefined, eligible: args.eligible }).restore;
  },
  args: { reviews: true, eligible: false },
  argTypes: {
    reviews: { control: 'boolean', description: 'The product has published reviews' },
    eligible: { control: 'boolean', description: 'The shopper bought the product (verified buyer)' },
  },
} satisfies Meta<ReviewsArgs>;

export default meta;
type Story = StoryObj<typeof meta>;
const describe = (story: string) => ({ docs: { description: { story } } });

/** Summary, distribution and the first five reviews, with Show more and the sort. */
export const WithReviews: Story = {
  parameters: describe('The average with its stars, the 5-to-1 distribution and the newest five reviews: one in Spanish, one with line breaks, one whose title looks like markup (shown as text).'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('img', { name: '4.6 out of 5, 212 reviews' })).toBeVisible();
  },
};

/** A product nobody has reviewed. */
export const NoReviews: Story = {
  args: { reviews: false },
  parameters: describe('"No reviews yet", with no stars and no count.'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No reviews yet')).toBeVisible();
  },
};

/** A verified buyer opened the form. */
export const WriteFormOpen: Story = {
  args: { eligible: true },
  parameters: describe('The eligibility endpoint says the shopper bought the product: "Write a review" opens the inline form (star rating, title, text with its count, name).'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Write a review' }));
    await expect(await canvas.findByRole('radiogroup', { name: 'Rating' })).toBeVisible();
  },
};
