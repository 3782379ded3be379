import { computed, signal } from '@preact/signals-react';
import type { AuthUser } from '../api/auth';

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

/** Record a sign-in or sign-out that just happened, and tell the host page. */
export function setSignedIn(user: AuthUser | null): void {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="user-id"]');
  if (meta) meta.content = user ? String(user.id) : '';
  auth.value = user ? { status: 'user', user } : { status: 'guest' };
  document.dispatchEvent(new CustomEvent('shop:auth-changed', { detail: { user }, bubbles: true }));
}
