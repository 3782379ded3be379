import { INTENDED_URL_KEY } from '../constants';
import { sameOriginHref } from '../urls';

/** DOM event that asks for the sign-in screen; our login-modal or the host page answers it. */
export const LOGIN_REQUESTED_EVENT = 'shop:login-requested';

export interface LoginRequest {
  /** Where to go after signing in (SPEC §3 "the intended URL stored before login"). */
  intendedUrl?: string;
}

/** Ask for the sign-in screen, remembering where the shopper wanted to go. */
export function requestLogin(request: LoginRequest = {}): void {
  if (request.intendedUrl) rememberIntendedUrl(request.intendedUrl);
  document.dispatchEvent(
    new CustomEvent<LoginRequest>(LOGIN_REQUESTED_EVENT, { detail: request, bubbles: true }),
  );
}

export function rememberIntendedUrl(url: string): void {
  try {
    sessionStorage.setItem(INTENDED_URL_KEY, url);
  } catch {
    // Storage refused: after signing in the shopper simply stays on this page.
  }
}

/** The stored intended URL, once: reading it clears it. Only same-origin URLs: a stored
 * value from elsewhere can never send the shopper off-site after signing in. */
export function takeIntendedUrl(): string | null {
  try {
    const url = sessionStorage.getItem(INTENDED_URL_KEY);
    sessionStorage.removeItem(INTENDED_URL_KEY);
    return sameOriginHref(url);
  } catch {
    return null;
  }
}
