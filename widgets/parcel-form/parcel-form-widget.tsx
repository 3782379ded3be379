import { useCallback } from 'react';
import type * as v from 'valibot';
import { getRecipient } from '../../shared/admin/api';
import { useLoad } from '../../shared/session/hooks/use-load';
import * as adminMessages from '../../shared/admin-texts/messages';
import * as commonMessages from '../../shared/core/messages/common';
import { defineWidget } from '../../shared/core/runtime/define-widget';
import { EmptyState } from '../../shared/cards/ui/empty-state';
import { InlineAlert } from '../../shared/session/ui/inline-alert';
import '../../shared/core/styles/button.css';
import './parcel-form.css';
import { ParcelFormScreen } from './parcel-form';
import { ShownLines } from '../../shared/session/ui/shown-lines';
import { propsSchema } from './props';

/**
 * SPEC §2 "Create Parcel page for an order" (admin): loads the order's recipient and products
 * (`GET /orders/{orderId}/recipient`), then the form of §3 Parcel, which creates the parcel and
 * goes to the server's `redirect_url`. While it loads it says so; a failed load says why (a 404:
 * the order does not exist) with Try again; an order without products says 'No products found
 * for this order.' (§8), as a parcel needs one. The page's main content, so it prints the h1.
 */
function CreateParcel({ orderId }: v.InferOutput<typeof propsSchema>) {
  const load = useCallback(() => getRecipient(orderId), [orderId]);
  const recipient = useLoad(load, adminMessages.orderLoadFailed, adminMessages.orderNotFound);
  return (
    <div className="shop-parcel">
      <h1 className="shop-parcel__title">{adminMessages.parcelTitle(orderId)}</h1>
      {recipient.status === 'loading' ? (
        <p className="shop-parcel__loading" role="status">
          {adminMessages.parcelLoading}
        </p>
      ) : recipient.status === 'failed' ? (
        <div className="shop-parcel__failed">
          <InlineAlert tone="error">
            <ShownLines text={recipient.text} />
          </InlineAlert>
          <button type="button" className="shop-button" onClick={recipient.retry}>
            {commonMessages.retry}
          </button>
        </div>
      ) : recipient.value.products.length === 0 ? (
        <EmptyState title={adminMessages.orderNoProducts} />
      ) : (
        <ParcelFormScreen orderId={orderId} order={recipient.value} />
      )}
    </div>
  );
}

export default defineWidget({ name: 'parcel-form', propsSchema, Component: CreateParcel });
