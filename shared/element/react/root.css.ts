import { globalStyle } from '@vanilla-extract/css';

/** The tag of the box each element renders into: it takes no space of its own. */
export const ELEMENT_ROOT_TAG = 'site-element-root';

globalStyle(ELEMENT_ROOT_TAG, { display: 'contents' });
