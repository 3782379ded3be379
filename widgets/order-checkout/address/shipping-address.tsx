import '../../../shared/core/styles/button.css';
import './address.css';
import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import * as addressMessages from './messages';
import * as orderMessages from '../messages';
import * as commonMessages from '../../../shared/core/messages/common';
import { InlineAlert } from '../../../shared/session/ui/inline-alert';
import { Spinner } from '../../../shared/session/ui/spinner';
import { ToneIcon } from '../../../shared/session/ui/tone-icon';
import { AddressLines } from './address-lines';
import { loadAddressDialogs } from './load-address-dialogs';
import { useAddressFlow } from './use-address-flow';
import type { ShippingAddressState } from './use-shipping-address';
import { ShownLines } from '../../../shared/session/ui/shown-lines';

const AddressDialogs = lazy(loadAddressDialogs);
const warmDialogs = () => void loadAddressDialogs();

export interface ShippingAddressProps {
  state: ShippingAddressState;
  /** Why the order cannot ship to the address (SPEC §5 'Please select a shipping address…', a server refusal). */
  error: string | null;
}

/**
 * SPEC §2 checkout page (signed-in): the shipping address with a Change link, or 'Add new
 * address' if none, and the modals behind them (address picker, Add New Address form, mobile
 * verification). An error from placing the order is shown here, and focus moves to the
 * panel's main action so a keyboard user lands where it can be fixed.
 */
export function ShippingAddress({ state, error }: ShippingAddressProps) {
  const flow = useAddressFlow(state);
  const ids = { heading: useId(), error: useId(), addError: useId() };
  const mainAction = useRef<HTMLButtonElement>(null);
  const { status, address } = state;

  useEffect(() => {
    if (error) mainAction.current?.focus();
  }, [error]);

  const addError = flow.addError?.from === 'panel' ? flow.addError.text : null;
  const describedBy = [error && ids.error, addError && ids.addError].filter(Boolean).join(' ') || undefined;

  return (
    <>
      <section className="shop-address" aria-labelledby={ids.heading}>
        <div className="shop-address__header">
          <h2 id={ids.heading} className="shop-address__heading">
            {addressMessages.heading}
          </h2>
          {status === 'ready' && (
            // One button, whose job follows the address: focus stays on it after an address is added.
            <button
              ref={mainAction}
              type="button"
              className="shop-address__link"
              onClick={address ? flow.openPicker : () => flow.startAdding('panel')}
              onPointerEnter={warmDialogs}
              onFocus={warmDialogs}
              aria-describedby={describedBy}
              aria-disabled={flow.adding || undefined}
              aria-busy={flow.adding || undefined}
            >
              {flow.adding && <Spinner size="sm" />}
              {address ? orderMessages.change : orderMessages.addNewAddress}
            </button>
          )}
        </div>

        {/* As tall as an address of six lines in every state, so the panels below it do not
            move when the address arrives (Lighthouse measured a layout shift of 0.048 there). */}
        <div className="shop-address__body">
        {status === 'loading' && (
          <div className="shop-address__loading">
            <Spinner size="md" label={addressMessages.loading} />
          </div>
        )}
        {status === 'failed' && (
          <div className="shop-address__failed">
            <InlineAlert tone="error">
              <ShownLines text={state.failure ?? addressMessages.loadFailed} />
            </InlineAlert>
            <button
              ref={mainAction}
              type="button"
              className="shop-button"
              onClick={state.retry}
              aria-describedby={error ? ids.error : undefined}
            >
              {commonMessages.retry}
            </button>
          </div>
        )}
        {status === 'ready' &&
          (address ? (
            <p className="shop-address__current">
              <AddressLines address={address} />
            </p>
          ) : (
            <p className="shop-address__empty">{addressMessages.noAddress}</p>
          ))}
        </div>

        {addError && (
          <InlineAlert tone="error" id={ids.addError}>
            <ShownLines text={addError} />
          </InlineAlert>
        )}
        {error && (
          <InlineAlert tone="error" id={ids.error}>
            {error}
          </InlineAlert>
        )}
        {/* Always present, so what appears in it is announced. */}
        <div className="shop-address__status" role="status">
          {flow.notice && (
            <p className="shop-address__notice">
              <ToneIcon tone="success" className="shop-address__notice-icon" />
              {flow.notice}
            </p>
          )}
        </div>
      </section>
      {/* Outside the region: a modal is no part of the panel. The top layer takes it out of the
          page's layout, and its code is fetched when Change or Add is pointed at or pressed. */}
      {flow.dialog && (
        <Suspense fallback={null}>
          <AddressDialogs dialog={flow.dialog} flow={flow} current={address} />
        </Suspense>
      )}
    </>
  );
}
