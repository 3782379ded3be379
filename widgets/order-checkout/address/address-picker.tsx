import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import type { Address } from '../api';
import * as addressMessages from './messages';
import * as orderMessages from '../messages';
import * as commonMessages from '../../../shared/core/messages/common';
import { InlineAlert } from '../../../shared/session/ui/inline-alert';
import { Modal } from '../../../shared/dialog/modal';
import { Spinner } from '../../../shared/session/ui/spinner';
import { AddressLines } from './address-lines';
import { useAddresses } from './use-addresses';
import type { ShownText } from '../../../shared/session/errors';
import { ShownLines } from '../../../shared/session/ui/shown-lines';

export interface AddressPickerProps {
  /** The address the order ships to now: checked at first. */
  current: Address | null;
  onChoose: (address: Address) => void;
  onAdd: () => void;
  /** Add new address is checking the verification status. */
  adding: boolean;
  /** Why Add new address could not go on. */
  addError: ShownText | null;
  onClose: () => void;
}

/**
 * SPEC §2 address picker: a radio list of the shopper's addresses (the primary marked), the
 * current one checked, 'Use this address' to ship there, and Add new address. Moving through
 * the radios (arrow keys) only changes the choice; the order ships to it on confirm.
 */
export function AddressPicker({ current, onChoose, onAdd, adding, addError, onClose }: AddressPickerProps) {
  const list = useAddresses();
  const [pickedId, setPickedId] = useState<number | null>(null);
  const ids = { form: useId(), addError: useId() };
  const body = useRef<HTMLDivElement>(null);
  const addresses = list.status === 'ready' ? list.value : [];
  const picked =
    addresses.find((address) => address.id === pickedId) ??
    addresses.find((address) => address.id === current?.id) ??
    addresses[0] ??
    null;

  // The list arrives after the modal has opened: land on the checked address, or on Retry
  // when focus was lost with the button that asked again.
  useLayoutEffect(() => {
    const root = body.current;
    if (!root) return;
    const active = document.activeElement;
    const lost = active === null || active === document.body || active === root.closest('dialog');
    if (list.status === 'ready') root.querySelector<HTMLElement>('input:checked')?.focus();
    else if (list.status === 'failed' && lost) root.querySelector<HTMLElement>('[data-retry]')?.focus();
  }, [list.status]);

  function confirm(event: FormEvent) {
    event.preventDefault();
    if (picked) onChoose(picked);
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={addressMessages.pickerTitle}
      footer={
        <>
          <button
            type="button"
            className="shop-button"
            onClick={onAdd}
            aria-disabled={adding || undefined}
            aria-busy={adding || undefined}
            aria-describedby={addError ? ids.addError : undefined}
          >
            {adding && <Spinner size="sm" />}
            {orderMessages.addNewAddress}
          </button>
          {picked && (
            <button type="submit" form={ids.form} className="shop-button shop-button--primary">
              {addressMessages.useThisAddress}
            </button>
          )}
        </>
      }
    >
      <div ref={body} className="shop-address-dialog__body">
        {list.status === 'loading' && <Spinner size="md" label={addressMessages.addressesLoading} />}
        {list.status === 'failed' && (
          <div className="shop-address-dialog__failed">
            <InlineAlert tone="error">
              <ShownLines text={list.text} />
            </InlineAlert>
            <button type="button" className="shop-button" onClick={list.retry} data-retry>
              {commonMessages.retry}
            </button>
          </div>
        )}
        {list.status === 'ready' && addresses.length === 0 && (
          <p className="shop-address-dialog__text">{addressMessages.noAddresses}</p>
        )}
        {addresses.length > 0 && (
          <form id={ids.form} onSubmit={confirm} noValidate>
            <fieldset className="shop-address-dialog__options">
              <legend className="shop-address-dialog__legend">{addressMessages.pickerLegend}</legend>
              {addresses.map((address) => (
                <AddressOption
                  key={address.id}
                  address={address}
                  checked={address.id === picked?.id}
                  onPick={() => setPickedId(address.id)}
                />
              ))}
            </fieldset>
          </form>
        )}
        {addError && (
          <InlineAlert tone="error" id={ids.addError}>
            <ShownLines text={addError} />
          </InlineAlert>
        )}
      </div>
    </Modal>
  );
}

/** One address of the list: named by its nickname (and Primary), described by the rest. */
function AddressOption({ address, checked, onPick }: { address: Address; checked: boolean; onPick: () => void }) {
  const id = useId();
  const ids = { name: `${id}-name`, details: `${id}-details`, badge: `${id}-badge` };
  const primary = address.is_primary === 1;
  return (
    <label className="shop-address-dialog__option">
      <input
        className="shop-address-dialog__radio"
        type="radio"
        name="address"
        value={address.id}
        checked={checked}
        onChange={onPick}
        aria-labelledby={primary ? `${ids.name} ${ids.badge}` : ids.name}
        aria-describedby={ids.details}
      />
      <AddressLines address={address} nameId={ids.name} detailsId={ids.details} />
      {primary && (
        <span id={ids.badge} className="shop-address-dialog__badge">
          {addressMessages.primary}
        </span>
      )}
    </label>
  );
}
