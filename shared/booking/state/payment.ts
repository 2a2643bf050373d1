import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import type { Reservation } from '../../api/schemas.ts';
import { formatCardNumber, formatCvv, formatExpiry, validateCard, type CardForm } from '../card-fields.ts';
import type { TransferProcessRequest } from '../../api/payments.ts';
import type { ReservationPaymentApi, TransferAnswer, TransferGateway } from '../payment-remote.ts';
import { providerNotice } from '../mode-notices.ts';
import { notice, type BookingNotice } from '../widget-messages.ts';
import { checkAllowedUrl } from '../../payments/allow-list.ts';
import { amountDueCents } from '../rules.ts';
import { reservationPaymentTotals, reservationTaxRule } from '../../pricing/totals.ts';
import type { WidgetContext } from './context.ts';
import { patcher } from './patch.ts';

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

type Customer = Parameters<ReservationPayment['pay']>[1];

/** A payment waiting on the provider's page. */
interface PendingPayment {
  paymentId: string;
  reservation: Reservation;
  manageToken: string | null;
  since: number;
}

/** The payment form before anything is typed. */
const startState = (): PaymentState => ({
  stage: 'idle',
  gateway: 'loading',
  card: { ...EMPTY_CARD },
  errors: {},
  problem: null,
  actionUrl: null,
  paid: null,
});

/**
 * What goes to the provider for `reservation`: the deposit the server set on the booking (the salon's
 * 10), else the price with tax (added, or already inside it where the server says the tenant's prices
 * include VAT), with the card as typed.
 */
function processRequest(ctx: WidgetContext, reservation: Reservation, customer: Customer, card: CardForm): TransferProcessRequest {
  const total = amountDueCents(reservationPaymentTotals(reservation.price, reservationTaxRule(reservation)).total, reservation.depositCents);
  const { number, expiry, cvv, name } = card;
  return {
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
  };
}

/** A payment on the provider's page, followed until our server has a verdict. */
interface ActionWatch {
  pending(): PendingPayment | null;
  watch(payment: PendingPayment): void;
  /** Stops asking. */
  pause(): void;
  /** Stops asking and forgets the payment. */
  stop(): void;
}

/** Waiting on the provider's page: our server is asked every 2 seconds, for up to 5 minutes. */
function createActionWatch(
  ctx: WidgetContext,
  api: ReservationPaymentApi,
  settle: (answer: TransferAnswer, payment: PendingPayment) => Promise<void>,
  timedOut: () => void,
): ActionWatch {
  let pending: PendingPayment | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const pause = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const poll = (): void => {
    pause();
    timer = setTimeout(async () => {
      const current = pending;
      if (!current) return;
      if (ctx.now() - current.since > ACTION_TIMEOUT_MS) return timedOut();
      const answer = await api.verify(current.paymentId).catch(() => null);
      if (answer && pending === current) await settle(answer, current);
      if (pending === current) poll();
    }, ACTION_POLL_MS);
  };
  return {
    pending: () => pending,
    watch(payment) {
      pending = payment;
      poll();
    },
    pause,
    stop() {
      pause();
      pending = null;
    },
  };
}

/** The ends of a payment: failed (with why), or our server's verdict on the provider's answer. */
interface PaymentOutcomes {
  failed(message?: BookingNotice): void;
  settle(answer: TransferAnswer, payment: Pick<PendingPayment, 'reservation' | 'manageToken'>): Promise<void>;
}

function createOutcomes(ctx: WidgetContext, $state: WritableAtom<PaymentState>, stopWatching: () => void): PaymentOutcomes {
  const patch = patcher($state);
  const failed = (message: BookingNotice = notice('paymentFailed')) => {
    stopWatching();
    patch({ stage: 'idle', problem: message, actionUrl: null });
  };
  return {
    failed,
    /** Our server's verdict decides: only a recorded success confirms the reservation. */
    async settle(answer, { reservation, manageToken }) {
      if (answer.success === true && answer.status === 'succeeded') {
        stopWatching();
        const fresh = manageToken ? await ctx.api.lookup({ manageToken }).catch(() => null) : null;
        const confirmed = fresh?.reservation ?? { ...reservation, status: 'confirmed' as const };
        patch({ stage: 'success', paid: confirmed, actionUrl: null, problem: null });
        ctx.emit('booking-payment-completed', { reservation: confirmed, paymentId: answer.payment_id ?? null });
        return;
      }
      if (answer.status === 'requires_action') return;
      failed(answer.status === 'failed' ? providerNotice(answer.message, 'paymentFailed') : notice('paymentFailed'));
    },
  };
}

/** Loads the tenant's gateway once (again after a failure). */
function createGatewayLoader(api: ReservationPaymentApi, $state: WritableAtom<PaymentState>): { load(): void; current(): TransferGateway | null } {
  const patch = patcher($state);
  let gateway: TransferGateway | null = null;
  let loading: Promise<void> | null = null;
  return {
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
    current: () => gateway,
  };
}

/** A card field's change: the value formatted, its problem and the form's problem cleared. */
function cardFieldChange(state: PaymentState, name: keyof CardForm, value: string): Partial<PaymentState> {
  const format = { number: formatCardNumber, expiry: formatExpiry, cvv: formatCvv, name: (v: string) => v }[name];
  const { [name]: _gone, ...errors } = state.errors;
  return { card: { ...state.card, [name]: format(value) }, errors, problem: null };
}

/** Creates a reservation payment over the widget context and the payment calls. */
export function createReservationPayment(ctx: WidgetContext, api: ReservationPaymentApi): ReservationPayment {
  const $state = atom<PaymentState>(startState());
  const patch = patcher($state);
  const gateway = createGatewayLoader(api, $state);
  const outcomes = createOutcomes(ctx, $state, () => watch.stop());
  const { failed, settle } = outcomes;
  const watch = createActionWatch(ctx, api, settle, () => failed());

  /** The provider's first answer: failed, its page to finish on (allow-listed), or our server's verdict now. */
  const answered = async (answer: TransferAnswer, payment: Omit<PendingPayment, 'paymentId' | 'since'>, current: TransferGateway): Promise<void> => {
    if (answer.status === 'failed' || !answer.payment_id) return failed(providerNotice(answer.message, 'paymentFailed'));
    if (answer.status === 'requires_action') {
      const checked = checkAllowedUrl(answer.action_url, current.allowedActionHosts, globalThis.location?.href);
      if (!checked.ok) return failed();
      watch.watch({ ...payment, paymentId: answer.payment_id, since: ctx.now() });
      patch({ stage: 'action', actionUrl: checked.url });
      return;
    }
    await settle(await ctx.track(api.verify(answer.payment_id)), payment);
  };

  return {
    $state,
    load: gateway.load,
    setField: (name, value) => patch(cardFieldChange($state.get(), name, value)),
    async pay(reservation, customer, manageToken) {
      const state = $state.get();
      const current = gateway.current();
      if (state.stage !== 'idle' || !current) return;
      const problems = validateCard(state.card);
      patch({ errors: Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, notice(key)])), problem: null });
      if (Object.keys(problems).length > 0) return;
      const request = processRequest(ctx, reservation, customer, state.card);
      // The card goes to the provider only; the form forgets the number and CVV as soon as it is sent.
      patch({ stage: 'processing', card: { ...state.card, number: '', cvv: '' } });
      try {
        await answered(await ctx.track(api.process(current, request)), { reservation, manageToken }, current);
      } catch {
        failed();
      }
    },
    async checkNow() {
      const current = watch.pending();
      if (!current) return;
      const answer = await api.verify(current.paymentId).catch(() => null);
      if (answer) await settle(answer, current);
    },
    reset() {
      watch.stop();
      $state.set({ ...startState(), gateway: $state.get().gateway });
    },
    dispose: () => watch.pause(),
  };
}
