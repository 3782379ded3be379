import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect, useState } from 'react';
import type * as v from 'valibot';
import { logout, type AuthUser } from '../../shared/session/api/auth';
import { userMessage } from '../../shared/session/errors';
import { useBusy } from '../../shared/session/hooks/use-busy';
import * as loginMessages from '../../shared/session/messages/login';
import { withStyles } from '../../shared/core/runtime/assets';
import { defineWidget } from '../../shared/core/runtime/define-widget';
import { AUTH_CHANGED_EVENT, auth, isSignedIn, setSignedIn, type AuthChange } from '../../shared/core/stores/auth';
import { ensureAuth } from '../../shared/session/stores/auth-refresh';
import { refreshCartCount } from '../../shared/session/stores/cart-refresh';
import { guestCart } from '../../shared/core/stores/guest-cart';
import { LOGIN_REQUESTED_EVENT, takeIntendedUrl } from '../../shared/core/stores/login';
import { tellSessionChanged } from './session-tabs';
import { refreshWishlistCount } from '../../shared/session/stores/wishlist-refresh';
import { ToastHost, useToast } from '../../shared/session/ui/toast';
import './login-modal.css';
import { propsSchema } from './props';

/** A guest's cart moves into the server cart at sign-in (ours); the code loads only then. */
async function moveGuestCart() {
  if (guestCart.peek().length === 0) return null;
  const { moveGuestCartToServer } = await import('./cart-merge');
  return moveGuestCartToServer();
}

const loadDialog = () => withStyles('login-modal', 'login-dialog', () => import('./login-dialog'));
const LoginDialog = lazy(loadDialog);
/** Start fetching the dialog when the shopper is about to open it. */
const warmDialog = () => void loadDialog();

/** Go where the shopper wanted to go before signing in (SPEC §3), unless it is here: true if going. */
function goToIntendedUrl(): boolean {
  const intended = takeIntendedUrl();
  const here = window.location.pathname + window.location.search;
  if (!intended || intended === here) return false;
  window.location.assign(intended);
  return true;
}

/**
 * Sign-in by mobile number and a one-time code. Opens from its header button or from any
 * `shop:login-requested` event; on success the shared stores (auth, cart and wishlist counts)
 * refresh and the intended URL stored before sign-in is honoured (SPEC §3).
 */
function LoginModal({ showTrigger, name }: v.InferOutput<typeof propsSchema>) {
  useSignals();
  const [open, setOpen] = useState(false);
  const { toast, showToast, dismissToast } = useToast();
  const signOut = useBusy();

  useEffect(() => {
    const onRequest = () => setOpen(true);
    document.addEventListener(LOGIN_REQUESTED_EVENT, onRequest);
    // A guest cart left from a sign-in whose move failed (or made in another tab) moves now.
    void ensureAuth().then((state) => {
      if (state.status === 'user') void moveGuestCart();
    });
    return () => document.removeEventListener(LOGIN_REQUESTED_EVENT, onRequest);
  }, []);

  // The shopper signed in in another tab while this tab's dialog was open. Its code
  // belongs to a sign-in that is done (and verifying it would start yet another session), so
  // the dialog closes and says why; where it was to lead, it leads now.
  useEffect(() => {
    if (!open) return;
    const onAuthChanged = (event: Event) => {
      const change = (event as CustomEvent<AuthChange>).detail;
      if (!change?.otherTab || !change.user) return;
      setOpen(false);
      if (!goToIntendedUrl()) showToast(loginMessages.signedInElsewhere, 'success');
    };
    document.addEventListener(AUTH_CHANGED_EVENT, onAuthChanged);
    return () => document.removeEventListener(AUTH_CHANGED_EVENT, onAuthChanged);
  }, [open, showToast]);

  async function onSignedIn(user: AuthUser) {
    setSignedIn(user);
    setOpen(false);
    void refreshWishlistCount();
    // Before leaving the page: the guest's cart moves into the server cart.
    const moved = await moveGuestCart();
    if (!moved) void refreshCartCount();
    // Only now: the other tabs' counts then include the lines moved, and none moves them again.
    tellSessionChanged(user);
    if (goToIntendedUrl()) return;
    if (moved && moved.skipped.length > 0) showToast(loginMessages.mergeSkipped, 'info');
    else showToast(loginMessages.signedIn, 'success');
  }

  function onSignOut() {
    void signOut.run(async () => {
      try {
        await logout();
        setSignedIn(null);
        tellSessionChanged(null);
        // Server-rendered parts of the page belong to the old session.
        window.location.reload();
      } catch (failure) {
        showToast(await userMessage(failure, loginMessages.signOutFailed), 'error');
      }
    });
  }

  const state = auth.value;
  // SPEC §6: until the status check answers, the page's user-id meta tag says who is signed in.
  const account = state.status === 'user' ? state.user.name : state.status === 'unknown' && isSignedIn.value ? (name ?? '') : null;
  return (
    <>
      {showTrigger && account !== null && (
        <div className="shop-login__account">
          <span className="shop-login__name">{account}</span>
          <button
            type="button"
            className="shop-login__trigger"
            onClick={onSignOut}
            disabled={signOut.busy}
          >
            {loginMessages.signOut}
          </button>
        </div>
      )}
      {showTrigger && account === null && (
        <button
          type="button"
          className="shop-login__trigger"
          onClick={() => setOpen(true)}
          onPointerEnter={warmDialog}
          onFocus={warmDialog}
        >
          {loginMessages.signIn}
        </button>
      )}
      {open && (
        <Suspense fallback={null}>
          <LoginDialog onClose={() => setOpen(false)} onSignedIn={(user) => void onSignedIn(user)} />
        </Suspense>
      )}
      <ToastHost toast={toast} onDismiss={dismissToast} />
    </>
  );
}

export default defineWidget({ name: 'login-modal', propsSchema, Component: LoginModal });
