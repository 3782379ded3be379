import { computed, signal } from '@preact/signals-react';
import type { AuthUser } from '../../session/api/auth';

export type AuthState =
  | { status: 'unknown' }
  | { status: 'guest' }
  | { status: 'user'; user: AuthUser };

/**
 * Who is signed in, as the server last said (auth-refresh.ts asks it). Written only by
 * `setAuth`/`setSignedIn`.
 */
export const auth = signal<AuthState>({ status: 'unknown' });

/**
 * SPEC §6: the page carries a user-id meta tag, which the server prints for a signed-in
 * visitor, so the header can decide before (or without) a status check.
 */
export function userIdFromMeta(): number | null {
  const content = document.querySelector<HTMLMetaElement>('meta[name="user-id"]')?.content;
  const id = content ? Number(content) : NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Signed in by the server's answer, or, until it answers, by the page's user-id meta tag. */
export const isSignedIn = computed(() => {
  const state = auth.value;
  return state.status === 'unknown' ? userIdFromMeta() !== null : state.status === 'user';
});

export function setAuth(state: AuthState): void {
  auth.value = state;
}

let changes = 0;

/**
 * How many sign-ins and sign-outs this page has recorded: a status check asked before the
 * latest one answers for a session that is gone (auth-refresh.ts drops it).
 */
export const authChanges = (): number => changes;

/**
 * docs/backend.md#dom-events-and-the-page-api: fired after a sign-in or sign-out, here or in
 * another tab.
 */
export const AUTH_CHANGED_EVENT = 'shop:auth-changed';

/** What `shop:auth-changed` carries: the new user (null after sign-out), and where it happened. */
export interface AuthChange {
  user: AuthUser | null;
  /** The sign-in or sign-out was made in another open tab, which this tab follows. */
  otherTab?: true;
}

/**
 * Record a sign-in or sign-out that just happened (here, or in another tab: `otherTab`), with
 * the page's user-id meta tag (SPEC §6), and tell the host page.
 */
export function setSignedIn(user: AuthUser | null, otherTab = false): void {
  changes += 1;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="user-id"]');
  if (meta) meta.content = user ? String(user.id) : '';
  auth.value = user ? { status: 'user', user } : { status: 'guest' };
  const detail: AuthChange = otherTab ? { user, otherTab } : { user };
  document.dispatchEvent(new CustomEvent(AUTH_CHANGED_EVENT, { detail, bubbles: true }));
}
