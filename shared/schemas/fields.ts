import * as v from 'valibot';

// Field schemas with readable messages, shared by the server's request validation and the request
// schemas the kit declares for it (the saved cart's body): one message text for each rule.

/** Required text, trimmed, 1 to `max` characters. */
export const text = (max: number) =>
  v.pipe(v.string('must be text'), v.trim(), v.nonEmpty('is required'), v.maxLength(max, `must be at most ${max} characters`));

/** A whole number from `min` to `max` given as a JSON number. */
export const wholeNumber = (min: number, max: number) =>
  v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(min, `must be at least ${min}`), v.maxValue(max, `must be at most ${max}`));

/** A string → string map (chosen attributes), at most 20 entries of short text. */
export const attributeMap = v.pipe(
  v.record(v.pipe(v.string(), v.maxLength(60, 'keys must be at most 60 characters')), v.pipe(v.string('values must be text'), v.maxLength(200, 'values must be at most 200 characters'))),
  v.check((record) => Object.keys(record).length <= 20, 'must have at most 20 entries'),
);
