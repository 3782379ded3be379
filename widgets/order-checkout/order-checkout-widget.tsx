import { lazy, Suspense, type ComponentProps } from 'react';
import type * as v from 'valibot';
import { MY_ORDERS_PATH } from './api';
import { CART_PATH } from '../../shared/core/constants';
import * as checkoutMessages from '../../shared/placement/messages/checkout';
import * as orderMessages from './messages';
import * as commonMessages from '../../shared/core/messages/common';
import { defineWidget } from '../../shared/core/runtime/define-widget';
import { withStyles } from '../../shared/core/runtime/assets';
import { InlineAlert } from '../../shared/session/ui/inline-alert';
import { Spinner } from '../../shared/session/ui/spinner';
import '../../shared/core/styles/button.css';
import '../../shared/placement/ui/checkout.css';
import './order-checkout.css';
import { OrderScreen } from './order-screen';
import { useOrder } from './use-order';
import { ShownLines } from '../../shared/session/ui/shown-lines';
import { propsSchema } from './props';

/** The empty state loads on demand (a placed or empty order is rare); the spinner stays meanwhile. */
const LazyEmptyState = lazy(() => withStyles('order-checkout', 'empty-order', () => import('./empty-order')));
function EmptyOrder(props: ComponentProps<typeof LazyEmptyState>) {
  return (
    <Suspense
      fallback={
        <div className="shop-order__loading">
          <Spinner size="lg" label={orderMessages.loadingOrder} />
        </div>
      }
    >
      <LazyEmptyState {...props} />
    </Suspense>
  );
}

/**
 * SPEC §2 "Checkout page (signed-in, for an order)" at /checkout/{orderId}: the shipping
 * address, the selected products, the summary with coupon and payment, and Place order; or
 * the server's text and 'View My Orders' when the order is already placed (§8). The page's
 * main content, so it prints the page's h1.
 */
function OrderCheckout({ orderId }: v.InferOutput<typeof propsSchema>) {
  const { state, retry, refresh, placed } = useOrder(orderId);
  return (
    <div className="shop-checkout">
      <h1 className="shop-checkout__title">{orderMessages.title}</h1>
      {state.status === 'loading' ? (
        <div className="shop-order__loading">
          <Spinner size="lg" label={orderMessages.loadingOrder} />
        </div>
      ) : state.status === 'failed' ? (
        <div className="shop-order__failed">
          <InlineAlert tone="error">
            <ShownLines text={state.message} />
          </InlineAlert>
          <button type="button" className="shop-button" onClick={retry}>
            {commonMessages.retry}
          </button>
        </div>
      ) : state.status === 'placed' ? (
        <EmptyOrder title={state.message} action={{ label: orderMessages.viewMyOrders, href: MY_ORDERS_PATH }} />
      ) : state.order.products.length === 0 ? (
        <EmptyOrder title={orderMessages.noProducts} action={{ label: checkoutMessages.backToCart, href: CART_PATH }} />
      ) : (
        <OrderScreen orderId={orderId} order={state.order} onPlaced={placed} onOrderChanged={refresh} />
      )}
    </div>
  );
}

export default defineWidget({ name: 'order-checkout', propsSchema, Component: OrderCheckout });
