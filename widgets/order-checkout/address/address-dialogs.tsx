// The buttons' stylesheet comes with the panel (shipping-address.tsx), which loads this part.
import './address-dialogs.css';
import type { Address } from '../api';
import type { ShownText } from '../../../shared/session/errors';
import { AddressFormDialog } from './address-form-dialog';
import { AddressPicker } from './address-picker';
import { VerifyMobileDialog } from './verify-mobile-dialog';

/*
 * This module owns the types its props need: use-address-flow.ts imports them from here and
 * load-address-dialogs.ts loads this module on demand, so nothing here imports back up that
 * chain (no import cycle).
 */

/** The one modal open at a time (SPEC §2 checkout modals). */
export type AddressDialog = 'picker' | 'verify' | 'form';
/** Where the shopper pressed Add new address: the panel or the picker. */
export type AddFrom = 'panel' | 'picker';

/** What the modals read from the panel's flow and tell it (useAddressFlow gives it). */
export interface AddressDialogsFlow {
  /** A polite notice in the panel: the number verified, or the address added. */
  notice: string | null;
  /** The verification status could not be checked, said where the shopper pressed. */
  addError: { from: AddFrom; text: ShownText } | null;
  /** Checking the verification status (Add new address is busy). */
  adding: boolean;
  startAdding(from: AddFrom): void;
  chosen(address: Address): void;
  verified(message: string): void;
  saved(address: Address): void;
  close(): void;
}

export interface AddressDialogsProps {
  dialog: AddressDialog;
  flow: AddressDialogsFlow;
  /** The address the order ships to now. */
  current: Address | null;
}

/**
 * The shipping-address panel's modals (SPEC §2), loaded on demand (load-address-dialogs.ts),
 * one at a time: the address picker, the Add New Address form, the mobile verification.
 */
export default function AddressDialogs({ dialog, flow, current }: AddressDialogsProps) {
  switch (dialog) {
    case 'picker':
      return (
        <AddressPicker
          current={current}
          onChoose={flow.chosen}
          onAdd={() => flow.startAdding('picker')}
          adding={flow.adding}
          addError={flow.addError?.from === 'picker' ? flow.addError.text : null}
          onClose={flow.close}
        />
      );
    case 'verify':
      return <VerifyMobileDialog onVerified={flow.verified} onClose={flow.close} />;
    case 'form':
      return <AddressFormDialog onSaved={flow.saved} onClose={flow.close} notice={flow.notice} />;
  }
}
