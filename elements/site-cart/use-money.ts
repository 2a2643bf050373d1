import { useStore } from '@nanostores/react';
import { $cartLines } from '../../shared/cart/store.ts';
import { localeOf } from '../../shared/element/messages.ts';
import { formatMoney } from '../../shared/i18n/format.ts';

/**
 * Formats cents for the drawer: in the element's currency, else the currency the items were added in,
 * else USD; in the page's language.
 */
export function useMoney(host: Element, currency: string): (cents: number) => string {
  const lines = useStore($cartLines);
  const shown = currency || lines.find((line) => line.currency)?.currency || 'USD';
  const locale = localeOf(host);
  return (cents) => formatMoney(cents, shown, locale);
}
