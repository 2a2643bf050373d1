/** The least time a person takes to fill a form in, from its render to sending. */
export const MIN_FILL_MS = 3000;
/** The name of the honeypot input: people never see it, simple bots fill it in. */
export const HONEYPOT_NAME = 'website';

/**
 * What to do with a submission: `bot` (answer as if stored, store nothing), `too-quick` (a person
 * may have been fast: say so and keep the answers), or `ok`.
 * - `trap`: what the honeypot field held (anything but blank is a bot);
 * - `issuedAt`: when the form was rendered, from a ticket whose signature checked out; `null`
 *   for a ticket that is missing or forged when one is needed (a bot), `undefined` when the form
 *   needs none (an inline form).
 */
export function judgeSubmission(input: { trap?: string; issuedAt: number | null | undefined; now: number; minFillMs?: number }): 'bot' | 'too-quick' | 'ok' {
  if (input.trap !== undefined && input.trap.trim() !== '') return 'bot';
  if (input.issuedAt === undefined) return 'ok';
  if (input.issuedAt === null) return 'bot';
  const elapsed = input.now - input.issuedAt;
  if (elapsed < 0) return 'bot';
  return elapsed < (input.minFillMs ?? MIN_FILL_MS) ? 'too-quick' : 'ok';
}
