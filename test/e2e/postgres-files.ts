import { existsSync } from 'node:fs';

/**
 * The end-to-end files the test command runs a second time with every demo server on PostgreSQL
 * (E2E_DATABASE=postgres): the journeys that write data through the API. Printed one path per line
 * for `test/e2e/run.ts`, whose filters match file paths.
 */
export const POSTGRES_E2E_FILES = [
  'booking.e2e.ts',
  'booking-payment.e2e.ts',
  'booking-queue.e2e.ts',
  'booking-support.e2e.ts',
  'checkout.e2e.ts',
  'checkout-card.e2e.ts',
  'checkout-cardbank.e2e.ts',
  'checkout-multipay.e2e.ts',
  'checkout-wallet.e2e.ts',
  'calendar-events.e2e.ts',
  'forms.e2e.ts',
  'notifications.e2e.ts',
  'order-link.e2e.ts',
  'rate-limits.e2e.ts',
  'reviews.e2e.ts',
  'saved-items.e2e.ts',
  'staff-journeys.e2e.ts',
  'staff-refunds.e2e.ts',
  'store-reviews.e2e.ts',
  'two-servers-races.e2e.ts',
].map((file) => `test/e2e/${file}`);

if (import.meta.url === `file://${process.argv[1]}`) {
  // A renamed file must not drop out of the PostgreSQL run unnoticed.
  const missing = POSTGRES_E2E_FILES.filter((file) => !existsSync(file));
  if (missing.length > 0) {
    console.error(`test/e2e/postgres-files.ts names files that do not exist: ${missing.join(', ')}`);
    process.exit(1);
  }
  console.log(POSTGRES_E2E_FILES.join('\n'));
}
