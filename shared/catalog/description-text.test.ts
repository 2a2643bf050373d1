import { expect, it } from 'vitest';
import { descriptionParagraphs } from './description-text.ts';

it('reduces a description to its paragraphs of text', () => {
  expect(descriptionParagraphs('<p>Soft <strong>merino</strong> &amp; more.</p><ul><li>One</li><li>Two</li></ul>')).toEqual(['Soft merino & more.', 'One', 'Two']);
  expect(descriptionParagraphs('Just text, <b>bold</b>')).toEqual(['Just text, bold']);
  expect(descriptionParagraphs('')).toEqual([]);
});
