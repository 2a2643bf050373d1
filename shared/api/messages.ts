import { defineMessages } from '../element/messages.ts';

/**
 * Texts every element shows for API answers that mean the same everywhere: a 429 "Too many
 * attempts" with the wait in whole minutes (`count`, see `rateLimitMinutes` in errors.ts).
 */
export const apiMessages = defineMessages(
  {
    tooManyAttempts_one: 'Too many attempts. Try again in {count} minute.',
    tooManyAttempts_other: 'Too many attempts. Try again in {count} minutes.',
  },
  { es: () => import('./messages.es.ts').then((m) => m.api) },
);
