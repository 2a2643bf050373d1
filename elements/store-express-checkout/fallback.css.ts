/**
 * `<store-express-checkout>` before it upgrades (joined into `site-elements.css`): it renders
 * nothing until a wallet button is ready, so it has no box before it upgrades either.
 */
import { globalStyle } from '@vanilla-extract/css';

globalStyle('store-express-checkout:not(:defined)', { display: 'block' });
