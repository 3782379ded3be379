import { getAuthStatus } from '../api/auth';
import { logFailure } from '../../core/log';
import { auth, authChanges, setAuth, type AuthState } from '../../core/stores/auth';

let inflight: Promise<AuthState> | null = null;

/**
 * Ask the server who is signed in (SPEC §4: a failure counts as not authenticated; §8 silent).
 * Concurrent callers share one request. A sign-in or sign-out recorded while it was on its way
 * (here, or in another tab) is newer than its answer, which is then dropped.
 */
export function refreshAuth(): Promise<AuthState> {
  const asked = authChanges();
  inflight ??= getAuthStatus()
    .then(
      (body): AuthState =>
        body.isAuthenticated && body.user ? { status: 'user', user: body.user } : { status: 'guest' },
      (error: unknown): AuthState => {
        logFailure('auth status check failed; treating the visitor as signed out', error);
        return { status: 'guest' };
      },
    )
    .then((state) => {
      if (authChanges() !== asked) return auth.peek();
      setAuth(state);
      return state;
    })
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

/** The first check of the page: reuses a known answer instead of asking again. */
export function ensureAuth(): Promise<AuthState> {
  return auth.value.status === 'unknown' ? refreshAuth() : Promise.resolve(auth.value);
}
