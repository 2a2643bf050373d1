/** `<site-cart>` before it upgrades (joined into `site-elements.css`): nothing shows until its code runs. */
import { globalStyle } from '@vanilla-extract/css';

globalStyle('site-cart:not(:defined)', { display: 'none' });
