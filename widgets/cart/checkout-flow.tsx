import * as cartMessages from '../../shared/checkout/messages/cart';
import * as commonMessages from '../../shared/core/messages/common';
import { ChoiceDialog } from '../../shared/dialog/choice-dialog';

/*
 * What Checkout needs once pressed, loaded on demand (use-checkout.ts): most visits to the cart
 * never open a dialog, so the modal stays off the page.
 */

/** Which dialog is open: this module owns the type, use-checkout.ts imports it (no cycle back). */
export type CheckoutDialog = 'none-selected' | 'sign-in' | null;

export interface CheckoutDialogsProps {
  dialog: CheckoutDialog;
  onClose: () => void;
  onSignIn: () => void;
  onContinueAsGuest: () => void;
}

/** SPEC §2 cart modals: the warning when nothing is selected, and a guest's two ways on. */
export default function CheckoutDialogs({ dialog, onClose, onSignIn, onContinueAsGuest }: CheckoutDialogsProps) {
  return (
    <>
      <ChoiceDialog
        open={dialog === 'none-selected'}
        title={cartMessages.noneSelectedTitle}
        onClose={onClose}
        main={{ label: commonMessages.ok, onClick: onClose }}
      >
        <p>{cartMessages.noneSelectedWarning}</p>
      </ChoiceDialog>
      <ChoiceDialog
        open={dialog === 'sign-in'}
        title={cartMessages.checkoutOptionsTitle}
        onClose={onClose}
        main={{ label: cartMessages.login, onClick: onSignIn }}
        other={{ label: cartMessages.continueAsGuest, onClick: onContinueAsGuest }}
      >
        <p>{cartMessages.notLoggedIn}</p>
      </ChoiceDialog>
    </>
  );
}
