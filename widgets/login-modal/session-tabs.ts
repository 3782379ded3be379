import { AuthUserSchema, type AuthUser } from '../../shared/session/api/auth';
import { csrfToken, setCsrfToken } from '../../shared/session/http';
import * as v from 'valibot';
import { setSignedIn } from '../../shared/core/stores/auth';
import { refreshCartCount } from '../../shared/session/stores/cart-refresh';
import { hearOtherTabs, tellOtherTabs } from '../../shared/core/stores/tabs';
import { refreshWishlistCount } from '../../shared/session/stores/wishlist-refresh';

/**
 * A sign-in or sign-out reaches every open tab of the shop. The server regenerates
 * the session (and its CSRF token) at both, and the tabs share its cookie, so a tab that only
 * learned "signed in" would send its next write with a dead token (419). The new token is
 * therefore passed on the channel with the user: BroadcastChannel reaches only this origin's
 * pages in this browser, which may read the token from any page of the session anyway, and it
 * costs no request (asking the server for it instead would need a call of its own, or a token
 * in `GET /auth/status`, from every tab at every sign-in).
 *
 * Told once the guest cart has moved into the server cart, so the other tabs ask for counts
 * that include it, and never move it again themselves.
 */
export function tellSessionChanged(user: AuthUser | null): void {
  tellOtherTabs('session', { user, csrfToken: csrfToken() });
}

hearOtherTabs(
  'session',
  (data) => {
    const user = data.user === null ? null : v.safeParse(AuthUserSchema, data.user);
    if (typeof data.csrfToken !== 'string' || (user !== null && !user.success)) return null;
    return { user: user?.output ?? null, csrfToken: data.csrfToken };
  },
  ({ user, csrfToken }) => {
    setCsrfToken(csrfToken);
    setSignedIn(user, true);
    // The badges' counts are the new session's (a guest's cart is the browser's own).
    void refreshCartCount();
    void refreshWishlistCount();
  },
);
