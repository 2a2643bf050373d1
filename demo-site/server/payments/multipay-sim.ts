/**
 * The multi-method provider simulator (demo mode): payment sessions whose `payment_url` is a page of
 * this server (`/sim/multipay/{id}`), clearly labelled as a simulator, with Complete / Fail / Let
 * expire buttons. Each session has its own form token; a session left open expires after the
 * configured time (PAYMENT_SIM_SESSION_TTL_SECONDS, default 15 minutes).
 */
import { timingSafeEqual } from 'node:crypto';
import type { Data } from '../database.ts';
import { simRefund } from './sim-refunds.ts';
import { simId, SimStore, simToken, type SimObject } from './sim-store.ts';
import type { MultiProvider, MultiSession, MultiSessionRequest, ProviderMetadata, ProviderRefund, RefundRequest } from './types.ts';

/** Default life of a simulated session. */
export const DEFAULT_SIM_SESSION_TTL_SECONDS = 900;
/** What the simulator page's buttons do. */
export const MULTIPAY_SIM_ACTIONS = ['complete', 'fail', 'expire'] as const;
/** A simulator page action. */
export type MultipaySimAction = (typeof MULTIPAY_SIM_ACTIONS)[number];

interface SessionData {
  method: string;
  crypto?: string;
  reference: string;
  returnUrl: string;
  metadata: ProviderMetadata;
  token: string;
  paymentUrl: string;
  transactionId?: string;
}

/** A session as the simulator page shows it. */
export interface SimSessionView extends Pick<MultiSessionRequest, 'amount' | 'currency' | 'method' | 'crypto' | 'reference' | 'returnUrl'> {
  id: string;
  status: string;
  token: string;
  expiresAt: string | null;
}

/** True when two tokens are equal (constant time). */
export function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The simulated multi-method provider. */
export class MultipaySimulator implements MultiProvider {
  readonly mode = 'simulator' as const;
  private readonly store: SimStore<SessionData>;
  private readonly ttlSeconds: number;
  private readonly now: () => Date;
  private readonly data: Data;

  constructor(data: Data, options: { ttlSeconds?: number; now?: () => Date } = {}) {
    this.data = data;
    this.store = new SimStore<SessionData>(data, 'multipay');
    this.ttlSeconds = options.ttlSeconds ?? DEFAULT_SIM_SESSION_TTL_SECONDS;
    this.now = options.now ?? (() => new Date());
  }

  /** Creates a pending session; its payment_url is on the origin of `returnUrl` (this server). */
  async createSession(input: Omit<MultiSessionRequest, 'idempotencyKey'>): Promise<MultiSession> {
    const id = simId('mps_');
    const now = this.now();
    const paymentUrl = new URL(`/sim/multipay/${id}`, input.returnUrl).href;
    const data: SessionData = {
      method: input.method,
      ...(input.crypto ? { crypto: input.crypto } : {}),
      reference: input.reference,
      returnUrl: input.returnUrl,
      metadata: input.metadata,
      token: simToken(),
      paymentUrl,
    };
    const expiresAt = new Date(now.getTime() + this.ttlSeconds * 1000).toISOString();
    return this.toSession(
      await this.store.insert({ id, status: 'pending', amount: input.amount, currency: input.currency, data, expiresAt }, now),
    );
  }

  /** The session now (a pending session past its expiry is expired). */
  async getSession(id: string): Promise<MultiSession | null> {
    const found = await this.current(id);
    return found ? this.toSession(found) : null;
  }

  /** Refunds a completed session, once per idempotency key. */
  async refund(input: RefundRequest): Promise<ProviderRefund> {
    return simRefund(this.data, 'multipay', { paidStatuses: ['completed'], prefix: 'mpr_' }, input, this.now());
  }

  /** The session for the simulator page, or undefined. */
  async view(id: string): Promise<SimSessionView | undefined> {
    const s = await this.current(id);
    if (!s) return undefined;
    const { method, crypto, reference, returnUrl, token } = s.data;
    return {
      id: s.id,
      status: s.status,
      amount: s.amount,
      currency: s.currency,
      method,
      ...(crypto ? { crypto } : {}),
      reference,
      returnUrl,
      token,
      expiresAt: s.expiresAt,
    };
  }

  /** A button of the simulator page: only with the session's token, only while pending. */
  async act(id: string, token: string, action: MultipaySimAction): Promise<'ok' | 'forbidden' | 'closed' | 'missing'> {
    const s = await this.current(id);
    if (!s) return 'missing';
    if (!sameToken(s.data.token, token)) return 'forbidden';
    const status = action === 'complete' ? 'completed' : action === 'fail' ? 'failed' : 'expired';
    const data = action === 'complete' ? { transactionId: simId('mpt_') } : {};
    return (await this.store.update(id, { status, data }, this.now(), ['pending'])) ? 'ok' : 'closed';
  }

  private async current(id: string): Promise<SimObject<SessionData> | undefined> {
    const found = await this.store.get(id);
    if (found?.status === 'pending' && found.expiresAt && Date.parse(found.expiresAt) <= this.now().getTime()) {
      return (await this.store.update(id, { status: 'expired' }, this.now(), ['pending'])) ?? (await this.store.get(id));
    }
    return found;
  }

  private toSession(s: SimObject<SessionData>): MultiSession {
    return {
      id: s.id,
      status: s.status,
      payment_url: s.data.paymentUrl,
      transaction_id: s.data.transactionId ?? null,
      amount: s.amount,
      currency: s.currency,
    };
  }
}
