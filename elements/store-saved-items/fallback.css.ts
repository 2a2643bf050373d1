/**
 * `<store-saved-items>` before it upgrades (joined into `site-elements.css`): the list lives on the
 * device, so the server renders a frame; it keeps the empty state's height, from the same size as
 * the block's own stylesheet.
 */
import { globalStyle } from '@vanilla-extract/css';
import { SAVED_ITEMS_SIZES } from './sizes.ts';

globalStyle('store-saved-items:not(:defined)', { display: 'block', minHeight: SAVED_ITEMS_SIZES.minHeight });
