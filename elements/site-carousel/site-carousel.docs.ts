/**
 * Docs-only metadata of `<site-carousel>` for the custom-elements manifest (`npm run manifest`). The
 * element does not import this file: its slides are checked by a small hand-written validator
 * (shared/carousel/slides-schema.ts) that has no JSON Schema of its own.
 */

/** The inline JSON payload as a JSON Schema. */
export const payloadSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'array',
  items: {
    type: 'object',
    properties: {
      image: { type: 'string', description: 'Image URL.' },
      alt: { type: 'string', description: 'Text alternative of the image.' },
      title: { type: 'string' },
      caption: { type: 'string' },
      href: { type: 'string', description: 'A link (http(s), a path, a query or an #id).' },
    },
    required: ['image', 'alt'],
  },
};
