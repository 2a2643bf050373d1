import * as v from 'valibot';

/** One playlist entry: `{ url, title, description?, coverImage?: { url }, captions? }`. */
export const audioTrackSchema = v.object({
  url: v.pipe(v.string(), v.nonEmpty('a non-empty url')),
  title: v.pipe(v.string(), v.trim(), v.nonEmpty('a non-empty title')),
  description: v.optional(v.string()),
  coverImage: v.optional(v.object({ url: v.string() })),
  captions: v.optional(v.string()),
});
