import { useEffect, useState } from 'react';
import { expressGateways, type ExpressGateways } from '../../shared/checkout/express.ts';
import { injectedLoader } from '../../shared/checkout/sdks.ts';

const loadRemote = () => import('../../shared/checkout/remote.ts');
const NONE: ExpressGateways = { stripe: null, paypal: null };

/** The gateways that get express buttons, asked each time the element mounts; none when the server cannot say. */
export function useExpressGateways(): ExpressGateways {
  const [gateways, setGateways] = useState<ExpressGateways>(NONE);
  useEffect(() => {
    let live = true;
    loadRemote()
      .then((api) => api.fetchGateways())
      .then((list) => {
        if (live) setGateways(expressGateways(list, { stripe: Boolean(injectedLoader('stripeExpress')), paypal: Boolean(injectedLoader('paypal')) }));
      })
      .catch((error: unknown) => console.error('The payment gateways could not be read', error instanceof Error ? error.message : error));
    return () => {
      live = false;
    };
  }, []);
  return gateways;
}
