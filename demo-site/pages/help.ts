import { html, jsonScript } from './html.ts';
import type { Page, PageContext } from './types.ts';

/** A question and its answer (plain text). */
export interface Faq {
  question: string;
  answer: string;
}

/** Questions answered in server-rendered `<details>` sections (they work before JavaScript). */
export const ORDER_FAQS: readonly Faq[] = [
  {
    question: 'How long does shipping take?',
    answer: 'Orders ship in 3-5 days. Shipping is free on orders over 100; otherwise it is a flat 10.',
  },
  { question: 'Can I return an item?', answer: 'Yes: unused items can be returned within 30 days for a full refund.' },
  {
    question: 'Which payment methods do you accept?',
    answer: 'Cards, wallets, bank transfer, gift cards and account balance, depending on the shop.',
  },
  { question: 'Do I need an account to check out?', answer: 'No. You can check out as a guest with just an email address.' },
];

/** Questions given to the second accordion as inline JSON. */
export const BOOKING_FAQS: readonly Faq[] = [
  { question: 'Can I change or cancel a booking?', answer: 'Free cancellation or rescheduling up to 24 hours before your appointment.' },
  { question: 'How does self check-in work?', answer: 'Check-in opens 15 minutes before your start time, on the day of your booking.' },
  { question: 'How large can my party be?', answer: 'Up to 20 guests. For more than 8, tell us in the notes & we will call you back.' },
];

/** The help page: two `<site-accordion>` elements, one from `<details>` children, one from inline JSON. */
export function helpPage(ctx: PageContext): Page {
  const sections = ORDER_FAQS.map((faq) => html`<details><summary>${faq.question}</summary><p>${faq.answer}</p></details>`);
  const items = BOOKING_FAQS.map((faq) => ({ title: faq.question, content: faq.answer }));
  // The JSON accordion gets the same <details> as its readable fallback, so it does not grow from nothing.
  const bookingFallback = BOOKING_FAQS.map((faq) => html`<details><summary>${faq.question}</summary><p>${faq.answer}</p></details>`);
  return {
    title: 'Help',
    description: `Answers to common questions about orders and bookings at ${ctx.tenant.name}.`,
    features: { hasStore: true },
    body: html`<h1>Help</h1>
<p class="lead">Answers to the questions we hear most often at ${ctx.tenant.name}.</p>
<section aria-labelledby="orders-heading">
<h2 id="orders-heading">Orders and shipping</h2>
<site-accordion data-label="Frequently asked questions">
${sections}
</site-accordion>
</section>
<section aria-labelledby="bookings-heading">
<h2 id="bookings-heading">Bookings</h2>
<site-accordion data-label="Booking questions" data-multiple>${jsonScript(items)}
${bookingFallback}
</site-accordion>
</section>`,
  };
}
