import { useEffect, useState } from 'react';
import type { Quote } from '../../shared/api/schemas.ts';
import type { CheckoutLine } from '../../shared/checkout/form.ts';

const loadRemote = () => import('../../shared/checkout/remote.ts');

/** The server's quote for the lines (no destination yet), refreshed when the lines change; null while none. */
export function useExpressQuote(lines: CheckoutLine[], wanted: boolean): Quote | null {
  const [priced, setPriced] = useState<{ key: string; quote: Quote } | null>(null);
  const key = JSON.stringify(lines);
  useEffect(() => {
    if (!wanted || lines.length === 0) return undefined;
    const abort = new AbortController();
    loadRemote()
      .then((api) => api.fetchQuote(lines, null, abort.signal))
      .then((quote) => setPriced({ key, quote }))
      .catch((error: unknown) => {
        if (!abort.signal.aborted) console.error('The express checkout could not be priced', error instanceof Error ? error.message : error);
      });
    return () => abort.abort();
    // The lines are compared by content (`key`): the cart store hands out a new array on every commit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, wanted]);
  return priced?.key === key ? priced.quote : null;
}
