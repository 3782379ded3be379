import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, type MouseEvent } from 'react';
import type * as v from 'valibot';
import * as wishlistMessages from '../../shared/core/messages/wishlist';
import { defineWidget } from '../../shared/core/runtime/define-widget';
import { isSignedIn } from '../../shared/core/stores/auth';
import { requestLogin } from '../../shared/core/stores/login';
import { setWishlistCount, wishlistCount } from '../../shared/core/stores/wishlist';
import { WISHLIST_ICON } from '../../shared/core/ui/header-icons';
import { HeaderLink } from '../../shared/core/ui/header-link';
import { propsSchema } from './props';

/**
 * Header wishlist link with a count badge (SPEC §2): goes to /wishlist when signed in,
 * otherwise asks for the sign-in screen, remembering /wishlist as the intended URL.
 */
function WishlistLink({ href, count }: v.InferOutput<typeof propsSchema>) {
  useSignals();
  useEffect(() => {
    if (count !== undefined) setWishlistCount(count);
    else if (isSignedIn.peek()) {
      void import('../../shared/session/stores/wishlist-refresh').then((store) => store.refreshWishlistCount());
    }
  }, [count]);

  // SPEC §6: signed-in comes from the status check, or before it from the user-id meta tag.
  const signedIn = isSignedIn.value;
  // Until the effect above has stored the printed count, that count (as the cart link does).
  const shown = signedIn ? (wishlistCount.value ?? count ?? 0) : 0;

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (signedIn) return;
    event.preventDefault();
    requestLogin({ intendedUrl: href });
  }

  return (
    <HeaderLink
      href={href}
      onClick={onClick}
      text={wishlistMessages.linkLabel}
      description={wishlistMessages.itemCount(shown)}
      count={shown}
      icon={WISHLIST_ICON}
    />
  );
}

export default defineWidget({ name: 'wishlist-link', propsSchema, Component: WishlistLink });
