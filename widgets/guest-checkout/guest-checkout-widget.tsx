import { lazy, Suspense, useState } from 'react';
import type * as v from 'valibot';
import type { CartEntry } from '../../shared/core/api/cart-entry';
import { CART_PATH } from '../../shared/core/constants';
import * as checkoutMessages from '../../shared/placement/messages/checkout';
import * as guestMessages from './messages';
import { defineWidget } from '../../shared/core/runtime/define-widget';
import * as commonMessages from '../../shared/core/messages/common';
import { withStyles } from '../../shared/core/runtime/assets';
import { Spinner } from '../../shared/session/ui/spinner';
import { CheckoutScreen } from './checkout-screen';
import '../../shared/core/styles/button.css';
import '../../shared/placement/ui/checkout.css';
import './guest-checkout.css';
import { guestCartToBuy } from './lines-to-buy';
import { useReloadOnRestore } from './use-reload-on-restore';
import { propsSchema } from './props';

/** The empty state loads on demand: a checkout with products never needs it. */
const EmptyState = lazy(() => withStyles('guest-checkout', 'empty-checkout', () => import('./empty-checkout')));

/**
 * SPEC §2 "Guest checkout screen" at /guest-checkout and the guest Buy Now route: the shipping
 * form, the selected products, the summary with coupon and payment method, and Place order.
 * The page's main content, so it prints the page's h1.
 *
 * The lines are those the page opened with: an order takes them out of the guest cart (SPEC
 * §4), and the screen keeps showing them while the browser goes on to the next page.
 */
function GuestCheckout({ buyNow }: v.InferOutput<typeof propsSchema>) {
  const [entries] = useState<CartEntry[]>(() => (buyNow ? [buyNow] : guestCartToBuy()));
  useReloadOnRestore();
  if (entries.length === 0) {
    return (
      <div className="shop-checkout">
        <h1 className="shop-checkout__title">{guestMessages.title}</h1>
        <Suspense fallback={<Spinner size="lg" label={commonMessages.loading} />}>
          <EmptyState
            title={guestMessages.noProductsSelected}
            action={{ label: checkoutMessages.backToCart, href: CART_PATH }}
          />
        </Suspense>
      </div>
    );
  }
  return <CheckoutScreen mode={buyNow ? 'buy-now' : 'cart'} entries={entries} />;
}

export default defineWidget({ name: 'guest-checkout', propsSchema, Component: GuestCheckout });
