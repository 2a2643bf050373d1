import type { TransferProcessRequest } from '../api/payments.ts';

/** The card-and-bank-transfer provider as the gateway data describes it (all public). */
export interface TransferGateway {
  endpoint: string;
  publicKey: string;
  allowedActionHosts: string[];
}

/** The provider's (or our server's) answer about a payment. */
export interface TransferAnswer {
  status: string;
  payment_id?: string;
  action_url?: string | null;
  message?: string;
  error?: string;
  /** Our server only: true once it recorded the payment as succeeded. */
  success?: boolean;
}

/**
 * The payment calls of a reservation payment (the widget's Pay mode), through the same server
 * and provider as the store checkout: the gateway list from our API, the card posted straight to the
 * provider (never to our API), and our server's verdict, which alone confirms the reservation.
 */
export interface ReservationPaymentApi {
  /** The card-and-bank-transfer gateway of the tenant, or null when it offers none. */
  transferGateway(): Promise<TransferGateway | null>;
  /** Posts the payment to the provider's endpoint (card data goes there only). */
  process(gateway: TransferGateway, body: TransferProcessRequest): Promise<TransferAnswer>;
  /** Our server asks the provider and records the outcome (succeeded confirms the reservation). */
  verify(paymentId: string, signal?: AbortSignal): Promise<TransferAnswer>;
}

/** The page's payment calls; the HTTP client and payment schemas load on first use. */
export function pageReservationPaymentApi(): ReservationPaymentApi {
  const load = async () => {
    const [{ paymentsApi, processTransferPayment }, { pageApi }] = await Promise.all([
      import('../api/payments.ts'),
      import('../api/client.ts'),
    ]);
    return { paymentsApi, processTransferPayment, api: pageApi() };
  };
  return {
    async transferGateway() {
      const { paymentsApi, api } = await load();
      const gateway = (await paymentsApi.gateways(api)).data.find((g) => g.name === 'cardbank' || g.data?.provider === 'cardbank');
      const data = gateway?.data;
      if (!data?.endpoint || !data.publicKey) return null;
      return { endpoint: data.endpoint, publicKey: data.publicKey, allowedActionHosts: data.allowedActionHosts ?? [] };
    },
    async process(gateway, body) {
      const { processTransferPayment } = await load();
      return processTransferPayment(gateway.endpoint, gateway.publicKey, body);
    },
    async verify(paymentId, signal) {
      const { paymentsApi, api } = await load();
      return paymentsApi.transferStatus(api, paymentId, signal);
    },
  };
}
