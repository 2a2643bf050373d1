/**
 * `<store-express-checkout>`'s host (joined into `site-elements.css`, so it applies before upgrade):
 * without `data-reserve` it renders nothing until a wallet button is ready, so it has no box before
 * it upgrades either; with `data-reserve="1"` or `"2"` it keeps room for the caption and that many
 * rows of buttons from the first paint until they are ready (the checkout page, where the form below
 * must not move while the shopper types).
 */
import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/contract.css.ts';
import { reservedHeight } from './sizes.ts';

globalStyle('store-express-checkout:not(:defined)', { display: 'block' });
for (const rows of [1, 2]) {
  globalStyle(`store-express-checkout[data-reserve="${rows}"]`, {
    display: 'block',
    minHeight: reservedHeight(rows, vars.space.small),
    marginBlock: vars.space.medium,
  });
}
