import type { CartEntry } from '../../../shared/core/api/cart-entry';
import { createSeed } from '../seed/index';
import type { SeedData, UserRow } from './types';

/** A text the backend "sent": what QA reads at /__demo/outbox instead of a phone. */
export interface OutboxMessage {
  channel: 'sms' | 'email';
  to: string;
  purpose: 'login' | 'address' | 'guest' | 'email';
  /** The language the shopper's page asked in (Accept-Language), which the text is written in. */
  language: string;
  code: string;
  /** The SMS or email as the shopper reads it, code included (services/codes.ts codeText). */
  text: string;
  sent_at: string;
}

/** A code waiting to be entered (services/codes.ts holds the rules: its life, tries, resends). */
export interface PendingCode {
  code: string;
  expiresAt: number;
  sentAt: number;
  attempts: number;
}

export interface Session {
  id: string;
  userId: number | null;
  csrfToken: string;
  /** Mobile numbers verified by code in this session, for checkout flows. */
  verifiedMobiles: Set<string>;
  /** Orders placed at guest checkout in this session: only this session sees their pages. */
  guestOrderIds?: Set<number>;
  /** The guest cart sent with each card order (by order id), given back if the payment is cancelled. */
  cardCarts?: Map<number, CartEntry[]>;
  /** Started for a request whose cookie named a session that had ended: why that one ended. */
  replaced?: EndedSession;
}

/** Why a session ended, kept by the store so a lost sign-in can be explained (`endedSession`). */
export interface EndedSession {
  reason: 'signed in' | 'signed out' | 'reset';
  /** Who the session belonged to when it ended. */
  userId: number | null;
  /** When it ended (ms since the epoch, on the store's clock). */
  at: number;
}

/** The store's state as `Store.snapshot()` gives it and `Store.restore()` takes it. */
export interface StoreSnapshot {
  data: SeedData;
  sessions: ReadonlyMap<string, Session>;
  ended: ReadonlyMap<string, EndedSession>;
  codes: ReadonlyMap<string, PendingCode>;
  outbox: readonly OutboxMessage[];
  answered: ReadonlyMap<string, IdempotentAnswer>;
}

/** The answer a write with an Idempotency-Key gave (backend/idempotency.ts), given again on a replay. */
export interface IdempotentAnswer {
  status: number;
  body: unknown;
}

/** How many ended sessions the store remembers (the oldest are forgotten first). */
const ENDED_SESSIONS_KEPT = 10_000;

/**
 * The reference backend's whole state, in memory: the tables (seeded), sessions, pending codes,
 * the outbox and answered idempotency keys. `reset()` puts it back to the seed.
 */
export class Store {
  data!: SeedData;
  readonly sessions = new Map<string, Session>();
  private readonly ended = new Map<string, EndedSession>();
  readonly codes = new Map<string, PendingCode>();
  readonly outbox: OutboxMessage[] = [];
  /** Idempotency-Key (per session and route) → the answer first given for it, or still coming. */
  readonly idempotent = new Map<string, Promise<IdempotentAnswer>>();
  /** The same keys' answers once given and kept (a success): what a snapshot carries. */
  readonly answered = new Map<string, IdempotentAnswer>();

  constructor(readonly now: () => Date = () => new Date()) {
    this.reset();
  }

  /**
   * Everything a later run needs to carry on where this one stopped (the static build's service
   * worker is stopped when idle and restarted on the next request): plain data, Maps
   * and Sets, which IndexedDB keeps as they are (structured clone). The answers given for an
   * Idempotency-Key are kept, so an order retried after a restart is still not placed twice;
   * one still being computed is not (its request dies with the worker, and a retry runs it).
   */
  snapshot(): StoreSnapshot {
    return {
      data: this.data,
      sessions: this.sessions,
      ended: this.ended,
      codes: this.codes,
      outbox: this.outbox,
      answered: this.answered,
    };
  }

  /** Carry on from a `snapshot()` (of this seed: the caller checks the version stamp). */
  restore(snapshot: StoreSnapshot): void {
    this.data = snapshot.data;
    for (const [target, source] of [
      [this.sessions, snapshot.sessions],
      [this.ended, snapshot.ended],
      [this.codes, snapshot.codes],
      [this.answered, snapshot.answered],
    ] as [Map<string, unknown>, Map<string, unknown>][]) {
      target.clear();
      for (const [key, value] of source) target.set(key, value);
    }
    this.outbox.splice(0, this.outbox.length, ...snapshot.outbox);
    this.idempotent.clear();
    for (const [key, answer] of this.answered) this.idempotent.set(key, Promise.resolve(answer));
  }

  reset(): void {
    this.data = structuredClone(createSeed(this.now()));
    // A reset is a fresh start: every session ends now, and none counts as just regenerated.
    this.ended.clear();
    for (const id of this.sessions.keys()) this.endSession(id, 'reset');
    this.codes.clear();
    this.outbox.length = 0;
    this.idempotent.clear();
    this.answered.clear();
  }

  /** End a session for `reason`: it is forgotten, and why is remembered. */
  endSession(id: string, reason: EndedSession['reason']): void {
    const session = this.sessions.get(id);
    if (!session) return;
    this.sessions.delete(id);
    this.ended.set(id, { reason, userId: session.userId, at: this.now().getTime() });
    if (this.ended.size > ENDED_SESSIONS_KEPT) this.ended.delete(this.ended.keys().next().value!);
  }

  /** Why the session `id` ended, if it did and is still remembered. */
  endedSession(id: string): EndedSession | undefined {
    return this.ended.get(id);
  }

  /** The next id of a table (1-based, like an auto-increment column). */
  nextId(rows: readonly { id: number }[]): number {
    return rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;
  }

  user(id: number | null): UserRow | null {
    return id === null ? null : (this.data.users.find((user) => user.id === id) ?? null);
  }

  userByMobile(mobile: string): UserRow | null {
    return this.data.users.find((user) => user.mobile === mobile) ?? null;
  }
}
