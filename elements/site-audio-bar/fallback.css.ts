/** `<site-audio-bar>` before it upgrades (joined into `site-elements.css`): nothing shows until its code runs. */
import { globalStyle } from '@vanilla-extract/css';

globalStyle('site-audio-bar:not(:defined)', { display: 'none' });
