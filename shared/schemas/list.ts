import * as v from 'valibot';

/**
 * An array schema that refuses more than `max` items, so an oversized payload gets a visible
 * "at most N slides" error instead of freezing the page while thousands of items render.
 */
export function listOf<TItem extends v.GenericSchema>(item: TItem, max: number, noun: string) {
  return v.pipe(v.array(item), v.maxLength(max, `at most ${max} ${noun}`));
}
