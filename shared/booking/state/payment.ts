import { atom, type ReadableAtom } from 'nanostores';
import type { Reservation } from '../../api/schemas.ts';
import { formatCardNumber, formatCvv, formatExpiry, validateCard, type CardForm } from '../card-fields.ts';
import type { ReservationPaymentApi, TransferAnswer, TransferGateway } from '../payment-remote.ts';
import { providerNotice } from '../mode-notices.ts';
import { notice, type BookingNotice } from '../widget-messages.ts';
import { checkAllowedUrl } from '../../payments/allow-list.ts';
import { amountDueCents } from '../rules.ts';
import { reservationPaymentTotals, reservationTaxRule } from '../../pricing/totals.ts';
import type { WidgetContext } from './context.ts';

/** The payment form: idle, processing ('Processing...'), waiting for the provider's page, success. */
export interface PaymentState {
  stage: 'idle' | 'processing' | 'action' | 'success';
  gateway: 'loading' | 'ready' | 'none' | 'error';
  card: CardForm;
  errors: Partial<Record<keyof CardForm, BookingNotice>>;
  /** Why the payment did not go through ('Payment processing failed. Please try again.' or the provider's text). */
  problem: BookingNotice | null;
  /** The provider's page to finish on (authentication), allow-listed. */
  actionUrl: string | null;
  /** The reservation as the server confirmed it after payment. */
  paid: Reservation | null;
}

/** A reservation payment through the card-and-bank-transfer provider; the server alone confirms it. */
export interface ReservationPayment {
  $state: ReadableAtom<PaymentState>;
  /** Loads the tenant's gateway (once). */
  load(): void;
  setField(name: keyof CardForm, value: string): void;
  /**
   * Pays the reservation: card to the provider, then our server's verdict. The manage token (from the
   * booking or the lookup) reads the confirmed reservation back afterwards.
   */
  pay(reservation: Reservation, customer: { name: string; email?: string; phone?: string }, manageToken: string | null): Promise<void>;
  /** Asks our server again (after the provider's page). */
  checkNow(): Promise<void>;
  /** 'New Payment': every field back to empty. */
  reset(): void;
  dispose(): void;
}

const EMPTY_CARD: CardForm = { number: '', expiry: '', cvv: '', name: '' };
/** How often the server is asked while the provider's page is open, and for how long. */
export const ACTION_POLL_MS = 2000;
export const ACTION_TIMEOUT_MS = 5 * 60_000;

/** Creates a reservation payment over the widget context and the payment calls. */
export function createReservationPayment(ctx: WidgetContext, api: ReservationPaymentApi): ReservationPayment {
  const start = (): PaymentState => ({
    stage: 'idle',
    gateway: 'loading',
    card: { ...EMPTY_CARD },
    errors: {},
    problem: null,
    actionUrl: null,
    paid: null,
  });
  const $state = atom<PaymentState>(start());
  const patch = (change: Partial<PaymentState>) => $state.set({ ...$state.get(), ...change });
  let gateway: TransferGateway | null = null;
  let loading: Promise<void> | null = null;
  let pending: { paymentId: string; reservation: Reservation; manageToken: string | null; since: number } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stopPolling = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const failed = (message: BookingNotice = notice('paymentFailed')) => {
    stopPolling();
    pending = null;
    patch({ stage: 'idle', problem: message, actionUrl: null });
  };

  /** Our server's verdict decides: only a recorded success confirms the reservation. */
  const settle = async (answer: TransferAnswer, reservation: Reservation, manageToken: string | null): Promise<void> => {
    if (answer.success === true && answer.status === 'succeeded') {
      stopPolling();
      pending = null;
      const fresh = manageToken ? await ctx.api.lookup({ manageToken }).catch(() => null) : null;
      const confirmed = fresh?.reservation ?? { ...reservation, status: 'confirmed' as const };
      patch({ stage: 'success', paid: confirmed, actionUrl: null, problem: null });
      ctx.emit('booking-payment-completed', { reservation: confirmed, paymentId: answer.payment_id ?? null });
      return;
    }
    if (answer.status === 'requires_action') return;
    failed(answer.status === 'failed' ? providerNotice(answer.message, 'paymentFailed') : notice('paymentFailed'));
  };

  const poll = (): void => {
    stopPolling();
    timer = setTimeout(async () => {
      const current = pending;
      if (!current) return;
      if (ctx.now() - current.since > ACTION_TIMEOUT_MS) return failed();
      const answer = await api.verify(current.paymentId).catch(() => null);
      if (answer && pending === current) await settle(answer, current.reservation, current.manageToken);
      if (pending === current) poll();
    }, ACTION_POLL_MS);
  };

  return {
    $state,
    load() {
      loading ??= api
        .transferGateway()
        .then((found) => {
          gateway = found;
          patch({ gateway: found ? 'ready' : 'none' });
        })
        .catch(() => {
          loading = null;
          patch({ gateway: 'error' });
        });
    },
    setField(name, value) {
      const format = { number: formatCardNumber, expiry: formatExpiry, cvv: formatCvv, name: (v: string) => v }[name];
      const { [name]: _gone, ...errors } = $state.get().errors;
      patch({ card: { ...$state.get().card, [name]: format(value) }, errors, problem: null });
    },
    async pay(reservation, customer, manageToken) {
      const state = $state.get();
      if (state.stage !== 'idle' || !gateway) return;
      const problems = validateCard(state.card);
      patch({ errors: Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, notice(key)])), problem: null });
      if (Object.keys(problems).length > 0) return;
      // The deposit the server set on the booking (the salon's 10), else the price with tax (added,
      // or already inside it where the server says the tenant's prices include VAT).
      const total = amountDueCents(reservationPaymentTotals(reservation.price, reservationTaxRule(reservation)).total, reservation.depositCents);
      const { number, expiry, cvv, name } = state.card;
      // The card goes to the provider only; the form forgets the number and CVV as soon as it is sent.
      patch({ stage: 'processing', card: { ...state.card, number: '', cvv: '' } });
      try {
        const answer = await ctx.track(
          api.process(gateway, {
            amount: total,
            currency: ctx.config.ui.currency,
            customer: {
              name: customer.name,
              ...(customer.email ? { email: customer.email } : {}),
              ...(customer.phone ? { phone: customer.phone } : {}),
            },
            payment_method: 'card',
            payment_details: { card_number: number.replace(/\D/g, ''), expiry, cvv, name: name.trim() },
            metadata: { reservationId: reservation.id },
          }),
        );
        if (answer.status === 'failed' || !answer.payment_id) return failed(providerNotice(answer.message, 'paymentFailed'));
        if (answer.status === 'requires_action') {
          const checked = checkAllowedUrl(answer.action_url, gateway.allowedActionHosts, globalThis.location?.href);
          if (!checked.ok) return failed();
          pending = { paymentId: answer.payment_id, reservation, manageToken, since: ctx.now() };
          patch({ stage: 'action', actionUrl: checked.url });
          poll();
          return;
        }
        await settle(await ctx.track(api.verify(answer.payment_id)), reservation, manageToken);
      } catch {
        failed();
      }
    },
    async checkNow() {
      const current = pending;
      if (!current) return;
      const answer = await api.verify(current.paymentId).catch(() => null);
      if (answer) await settle(answer, current.reservation, current.manageToken);
    },
    reset() {
      stopPolling();
      pending = null;
      $state.set({ ...start(), gateway: $state.get().gateway });
    },
    dispose: stopPolling,
  };
}
