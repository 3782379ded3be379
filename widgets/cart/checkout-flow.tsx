import * as cartMessages from '../../shared/messages/cart';
import * as commonMessages from '../../shared/messages/common';
import { Modal } from '../../shared/ui/modal';
import type { CheckoutDialog } from './use-checkout';

/**
 * What Checkout needs once pressed, loaded on demand (use-checkout.ts): most visits to the cart
 * never open a dialog nor place an order, so the modal and the key maker stay off the page.
 */
export { newIdempotencyKey } from '../../shared/ids';

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
      <Modal
        open={dialog === 'none-selected'}
        onClose={onClose}
        title={cartMessages.noneSelectedTitle}
        size="sm"
        footer={
          <button type="button" className="shop-button shop-button--primary" onClick={onClose} data-autofocus>
            {commonMessages.ok}
          </button>
        }
      >
        <p>{cartMessages.noneSelectedWarning}</p>
      </Modal>
      <Modal
        open={dialog === 'sign-in'}
        onClose={onClose}
        title={cartMessages.checkoutOptionsTitle}
        size="sm"
        footer={
          <>
            <button type="button" className="shop-button" onClick={onContinueAsGuest}>
              {cartMessages.continueAsGuest}
            </button>
            <button type="button" className="shop-button shop-button--primary" onClick={onSignIn} data-autofocus>
              {cartMessages.login}
            </button>
          </>
        }
      >
        <p>{cartMessages.notLoggedIn}</p>
      </Modal>
    </>
  );
}
