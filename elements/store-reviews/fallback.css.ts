/**
 * `<store-reviews>` before it upgrades (joined into `site-elements.css`): a block; its
 * server-rendered first view is styled by the block's own stylesheet, linked before the tag.
 */
import { globalStyle } from '@vanilla-extract/css';

globalStyle('store-reviews:not(:defined)', { display: 'block' });
