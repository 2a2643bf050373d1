/**
 * A slide's accessible name from a template such as `{n} of {total}` (1-based). Plain string
 * replacement, not the catalogue's general interpolation: a page of carousels names hundreds of
 * slides and dots as it starts.
 */
export function slideLabel(template: string, index: number, total: number): string {
  return template.replaceAll('{n}', String(index + 1)).replaceAll('{total}', String(total));
}

/** A pagination dot's accessible name from a template such as `Go to slide {n}` (`index` 0-based). */
export function dotLabel(template: string, index: number): string {
  return template.replaceAll('{n}', String(index + 1));
}
