// The buttons' stylesheet comes with the panel (shipping-address.tsx), which loads this part.
import './address-dialogs.css';
import type { Address } from '../api';
import { AddressFormDialog } from './address-form-dialog';
import { AddressPicker } from './address-picker';
import type { AddressDialog, AddressFlow } from './use-address-flow';
import { VerifyMobileDialog } from './verify-mobile-dialog';

export interface AddressDialogsProps {
  dialog: AddressDialog;
  flow: AddressFlow;
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
