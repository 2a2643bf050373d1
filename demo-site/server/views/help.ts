import type { ReservationPolicy } from '../../../shared/api/schemas.ts';
import { checkInText, policyText } from '../../../shared/booking/policy-wording.ts';
import type { OfferedPolicy } from '../domain/booking-policy.ts';
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

const LIST = new Intl.ListFormat('en', { type: 'conjunction' });

/**
 * One answer for every service the tenant offers: the text most of them share, then, for the others,
 * 'For <service>: <text>' (or '<service> (<location>)' when only some of its locations differ).
 */
function policyAnswer(offered: readonly OfferedPolicy[], textOf: (policy: ReservationPolicy) => string): string | null {
  const groups = new Map<string, OfferedPolicy[]>();
  for (const entry of offered) groups.set(textOf(entry.policy), [...(groups.get(textOf(entry.policy)) ?? []), entry]);
  const [common, ...others] = [...groups].sort((a, b) => b[1].length - a[1].length);
  if (!common) return null;
  const everywhere = (entry: OfferedPolicy) =>
    offered.every((o) => o.serviceId !== entry.serviceId || textOf(o.policy) === textOf(entry.policy));
  const label = (entry: OfferedPolicy) => (everywhere(entry) ? entry.serviceName : `${entry.serviceName} (${entry.locationName})`);
  const exceptions = others.map(([text, entries]) => `For ${LIST.format(new Set(entries.map(label)))}: ${text}`);
  return [common[0], ...exceptions].join(' ');
}

/**
 * Questions given to the second accordion as inline JSON. Changing or cancelling and checking in are
 * answered from `offered`, the policy the server enforces for each service at each location (the
 * tenant's configuration with the overrides), so the page cannot promise what the server refuses.
 */
export function bookingFaqs(offered: readonly OfferedPolicy[]): Faq[] {
  const cancelling = policyAnswer(offered, policyText);
  const checkIn = policyAnswer(offered, (policy) => checkInText(policy.checkInEarlyMinutes));
  return [
    ...(cancelling ? [{ question: 'Can I change or cancel a booking?', answer: cancelling }] : []),
    ...(checkIn ? [{ question: 'How does self check-in work?', answer: checkIn }] : []),
    { question: 'How large can my party be?', answer: 'Up to 20 guests. For more than 8, tell us in the notes & we will call you back.' },
  ];
}

/**
 * The help page: two `<site-accordion>` elements, one from `<details>` children, one from inline JSON.
 * `offered` is the tenant's booking policy per service and location (`offeredPolicies`); without it
 * the page leaves the policy questions out rather than guess.
 */
export function helpPage(ctx: PageContext, offered: readonly OfferedPolicy[] = []): Page {
  const sections = ORDER_FAQS.map((faq) => html`<details><summary>${faq.question}</summary><p>${faq.answer}</p></details>`);
  const faqs = bookingFaqs(offered);
  const items = faqs.map((faq) => ({ title: faq.question, content: faq.answer }));
  // The JSON accordion gets the same <details> as its readable fallback, so it does not grow from nothing.
  const bookingFallback = faqs.map((faq) => html`<details><summary>${faq.question}</summary><p>${faq.answer}</p></details>`);
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
