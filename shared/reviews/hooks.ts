import { classHooks } from '../catalog/class-hooks.ts';

/** Parts of `<store-reviews>`. */
export type ReviewsPart =
  | 'header'
  | 'heading'
  | 'write'
  | 'note'
  | 'summary'
  | 'average'
  | 'averageValue'
  | 'stars'
  | 'count'
  | 'bars'
  | 'bar'
  | 'barLabel'
  | 'barTrack'
  | 'barCount'
  | 'empty'
  | 'toolbar'
  | 'select'
  | 'list'
  | 'review'
  | 'reviewTitle'
  | 'reviewBody'
  | 'meta'
  | 'verified'
  | 'language'
  | 'helpful'
  | 'more'
  | 'moreButton'
  | 'message'
  | 'form'
  | 'field'
  | 'rating'
  | 'star'
  | 'input'
  | 'hint'
  | 'error'
  | 'actions'
  | 'submit'
  | 'cancel'
  | 'alert'
  | 'thanks'
  | 'visuallyHidden';

/**
 * Class hooks of `<store-reviews>` (block `store-reviews`): the element's view and the server-rendered
 * first view inside its tag use the same names, so nothing moves when it upgrades.
 */
export const reviewHooks = classHooks<ReviewsPart>('store-reviews');
