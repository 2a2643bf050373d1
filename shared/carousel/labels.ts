import { interpolate } from '../element/messages.ts';

/** A slide's accessible name from a template such as `{n} of {total}` (1-based). */
export function slideLabel(template: string, index: number, total: number): string {
  return interpolate(template, { n: index + 1, total });
}
