import { createSeed } from '../seed/index';
import type { SeedData, UserRow } from './types';

/** A text the backend "sent": what QA reads at /__demo/outbox instead of a phone. */
export interface OutboxMessage {
  channel: 'sms' | 'email';
  to: string;
  purpose: 'login' | 'address' | 'guest' | 'email';
  code: string;
  sent_at: string;
}

/** A code waiting to be entered. */
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
}

/**
 * The reference backend's whole state, in memory: the tables (seeded), sessions, pending codes,
 * the outbox and answered idempotency keys. `reset()` puts it back to the seed.
 */
export class Store {
  data!: SeedData;
  readonly sessions = new Map<string, Session>();
  readonly codes = new Map<string, PendingCode>();
  readonly outbox: OutboxMessage[] = [];
  /** Idempotency-Key (per session and route) → the answer first given for it. */
  readonly idempotent = new Map<string, Promise<{ status: number; body: unknown }>>();

  constructor(readonly now: () => Date = () => new Date()) {
    this.reset();
  }

  reset(): void {
    this.data = structuredClone(createSeed(this.now()));
    this.sessions.clear();
    this.codes.clear();
    this.outbox.length = 0;
    this.idempotent.clear();
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

  /** Record a code as sent: it lands in the outbox and waits to be entered. */
  sendCode(key: string, message: Omit<OutboxMessage, 'sent_at' | 'code'>, ttlMs: number): string {
    const code = String(100_000 + Math.floor(Math.random() * 900_000));
    const at = this.now().getTime();
    this.codes.set(key, { code, expiresAt: at + ttlMs, sentAt: at, attempts: 0 });
    this.outbox.push({ ...message, code, sent_at: new Date(at).toISOString() });
    return code;
  }
}
