import { atom, type ReadableAtom } from 'nanostores';
import type { Reservation } from '../../api/schemas.ts';
import type { ReservationProof } from '../../api/reservations.ts';
import { describeApiError, isAborted, rateLimitNotice } from '../remote.ts';
import { notice, type BookingNotice } from '../widget-messages.ts';
import type { WidgetContext } from './context.ts';
import { patcher } from './patch.ts';

/**
 * A lookup (with its second factor), shared by the manage, check-in and payment
 * screens: the confirmation code or reservation id together with the e-mail address or phone number
 * used to book, or a signed manage link's token.
 */
export interface LookupState {
  code: string;
  /** The e-mail address or phone number used to book. */
  contact: string;
  reservation: Reservation | null;
  /** The token that lets this visitor change the shown reservation (sent with every change). */
  manageToken: string | null;
  /**
   * The form's own message: 'Please enter a confirmation code', 'Please enter the email address or
   * phone number used to book', 'No reservation found with this confirmation code', or 'Please look up
   * your booking again to manage it.' after the server refused a change.
   */
  problem: BookingNotice | null;
  /** Which input the problem is about (it takes the focus). */
  problemField: 'code' | 'contact' | null;
  searching: boolean;
}

/** Finds a reservation by code and contact, or by manage token; a newer search aborts the older one. */
export interface ReservationLookup {
  $state: ReadableAtom<LookupState>;
  setCode(code: string): void;
  setContact(contact: string): void;
  search(): Promise<Reservation | null>;
  /** Opens the reservation of a signed manage link; an invalid or expired one shows 'not found' and the form. */
  open(manageToken: string): Promise<Reservation | null>;
  /** Replaces the shown reservation (after a change on the server). */
  show(reservation: Reservation): void;
  /** The server refused a change (401/403): back to the form, typed values kept, with 'look up again'. */
  refused(): void;
  clear(): void;
  dispose(): void;
}

const EMPTY_LOOKUP: LookupState = {
  code: '',
  contact: '',
  reservation: null,
  manageToken: null,
  problem: null,
  problemField: null,
  searching: false,
};

/**
 * The form's own message for a failed lookup: the 429 wait, or the code or contact the server found
 * missing; null for any other failure ('Failed to load reservations' in the banner).
 */
function lookupProblem(error: unknown): Pick<LookupState, 'problem' | 'problemField'> | null {
  const limited = rateLimitNotice(error);
  if (limited) return { problem: limited, problemField: 'code' };
  const e = describeApiError(error);
  if (e.status !== 400 || (e.field !== 'code' && e.field !== 'contact')) return null;
  return { problem: notice(e.field === 'code' ? 'codeRequired' : 'contactRequired'), problemField: e.field };
}

/** Creates a lookup over the widget's API. */
export function createLookup(ctx: WidgetContext): ReservationLookup {
  const $state = atom<LookupState>(EMPTY_LOOKUP);
  const patch = patcher($state);
  let controller: AbortController | null = null;

  const ask = async (proof: ReservationProof): Promise<Reservation | null> => {
    controller?.abort();
    const current = new AbortController();
    controller = current;
    patch({ searching: true, problem: null, problemField: null });
    try {
      const found = await ctx.track(ctx.api.lookup(proof, current.signal));
      if (current.signal.aborted) return null;
      patch({
        searching: false,
        reservation: found?.reservation ?? null,
        manageToken: found?.manageToken ?? null,
        problem: found ? null : notice('reservationNotFound'),
        problemField: found ? null : 'code',
      });
      return found?.reservation ?? null;
    } catch (error) {
      if (current.signal.aborted || isAborted(error)) return null;
      const problem = lookupProblem(error);
      patch({ searching: false, reservation: null, manageToken: null, ...problem });
      if (!problem) ctx.showError(notice('loadReservations'));
      return null;
    }
  };

  return {
    $state,
    setCode: (code) => patch({ code, problem: null, problemField: null }),
    setContact: (contact) => patch({ contact, problem: null, problemField: null }),
    search() {
      const code = $state.get().code.trim();
      const contact = $state.get().contact.trim();
      if (!code) {
        patch({ reservation: null, manageToken: null, problem: notice('codeRequired'), problemField: 'code' });
        return Promise.resolve(null);
      }
      if (!contact) {
        patch({ reservation: null, manageToken: null, problem: notice('contactRequired'), problemField: 'contact' });
        return Promise.resolve(null);
      }
      return ask({ code, contact });
    },
    open: (manageToken) => ask({ manageToken }),
    show: (reservation) => patch({ reservation }),
    refused: () => patch({ reservation: null, manageToken: null, problem: notice('lookUpAgain'), problemField: 'code', searching: false }),
    clear() {
      controller?.abort();
      $state.set(EMPTY_LOOKUP);
    },
    dispose: () => controller?.abort(),
  };
}
