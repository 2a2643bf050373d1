import { useEffect, useState } from 'react';
import type { CheckoutLine } from '../../shared/checkout/form.ts';

const loadPageState = () => import('./page-state.ts');

/** The cart's lines while `wanted` (the cart store loads only then); none before it has loaded. */
export function useCartLines(wanted: boolean): CheckoutLine[] {
  const [lines, setLines] = useState<CheckoutLine[]>([]);
  useEffect(() => {
    if (!wanted) return undefined;
    let stop: (() => void) | null = null;
    let live = true;
    void loadPageState().then((state) => {
      if (live) stop = state.watchCartLines(setLines);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [wanted]);
  return lines;
}
