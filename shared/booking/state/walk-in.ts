import { atom, type ReadableAtom } from 'nanostores';
import type { QueueJoinRequest } from '../../api/reservations.ts';
import type { QueueEntry } from '../../api/schemas.ts';
import { modeRefusalNotice } from '../mode-notices.ts';
import { describeApiError, newActionKey, rateLimitNotice } from '../remote.ts';
import { clampPartySize, validateWalkIn, type WalkInForm } from '../validation.ts';
import { notice, type BookingNotice } from '../widget-messages.ts';
import type { WidgetContext } from './context.ts';
import { patcher } from './patch.ts';

/** The walk-in screen (sections 2.7 and 4.7): the form, then the confirmation with position and wait. */
export interface WalkInState {
  stage: 'form' | 'done';
  form: WalkInForm;
  errors: Partial<Record<keyof WalkInForm, BookingNotice>>;
  /** 'Failed to add to queue. Please try again.' when the call failed. */
  failure: BookingNotice | null;
  entry: QueueEntry | null;
  working: boolean;
}

/** The walk-in form's store. */
export interface WalkInStore {
  $walkIn: ReadableAtom<WalkInState>;
  setWalkInField(name: keyof WalkInForm, value: string | number): void;
  join(): Promise<void>;
  /** 'Done': a fresh walk-in form. */
  done(): void;
}

/** An empty walk-in form, with the location chosen when there is only one. */
function emptyWalkIn(ctx: WidgetContext): WalkInState {
  const { locations } = ctx.catalog();
  const form = { name: '', phone: '', email: '', locationId: locations.length === 1 ? (locations[0]?.id ?? '') : '', serviceId: '', partySize: 1, notes: '' };
  return { stage: 'form', form, errors: {}, failure: null, entry: null, working: false };
}

/** The queue request of a filled-in walk-in form, stamped with the widget's clock. */
function joinRequest(ctx: WidgetContext, form: WalkInForm): QueueJoinRequest {
  return {
    type: 'queue',
    locationId: form.locationId,
    serviceId: form.serviceId || undefined,
    customerName: form.name.trim(),
    customerPhone: form.phone.trim(),
    customerEmail: form.email.trim() || undefined,
    language: ctx.locale,
    partySize: clampPartySize(form.partySize),
    notes: form.notes.trim() || undefined,
    joinedAt: new Date(ctx.now()).toISOString(),
    status: 'waiting',
  };
}

/** What a refused join shows: the 429 wait, a policy refusal (walk-ins not enabled here) by its reason, else the form's error. */
function joinFailure(error: unknown): BookingNotice {
  const e = describeApiError(error);
  const refused = e.status === 409 ? modeRefusalNotice(e, 'queueJoinFailedForm') : null;
  return rateLimitNotice(error) ?? refused ?? notice('queueJoinFailedForm');
}

/**
 * Creates the walk-in form. A joined entry goes to `onJoined` with its token, so the queue screen
 * follows it.
 */
export function createWalkIn(ctx: WidgetContext, onJoined: (entry: QueueEntry, manageToken: string | null) => void): WalkInStore {
  const $walkIn = atom<WalkInState>(emptyWalkIn(ctx));
  const patch = patcher($walkIn);
  // One key per join action; a retry re-sends the first attempt's joinedAt, so the repeat is the same request.
  let joinKey: { body: string; key: string; joinedAt: string } | null = null;

  const send = async (request: QueueJoinRequest): Promise<void> => {
    const body = JSON.stringify({ ...request, joinedAt: undefined });
    if (joinKey?.body !== body) joinKey = { body, key: newActionKey(), joinedAt: request.joinedAt };
    patch({ working: true });
    try {
      const { entry, manageToken } = await ctx.track(ctx.api.joinQueue({ ...request, joinedAt: joinKey.joinedAt }, joinKey.key));
      joinKey = null;
      onJoined(entry, manageToken);
      patch({ stage: 'done', entry, working: false });
      ctx.emit('booking-queue-joined', { queueEntry: entry });
    } catch (error) {
      patch({ working: false, failure: joinFailure(error) });
    }
  };

  return {
    $walkIn,
    setWalkInField(name, value) {
      const form = { ...$walkIn.get().form, [name]: name === 'partySize' ? clampPartySize(Number(value), ctx.config.maxPartySize) : value };
      const { [name]: _gone, ...errors } = $walkIn.get().errors;
      patch({ form, errors, failure: null });
    },
    async join() {
      const { form, working } = $walkIn.get();
      if (working) return;
      const problems = validateWalkIn(form, ctx.catalog().services.length > 0);
      const errors = Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, notice(key)]));
      patch({ errors, failure: null });
      if (Object.keys(errors).length === 0) await send(joinRequest(ctx, form));
    },
    done() {
      joinKey = null;
      $walkIn.set(emptyWalkIn(ctx));
    },
  };
}
