import * as checkoutMessages from '../placement/messages/checkout';
import * as commonMessages from '../core/messages/common';
import { formatLKR, type Cents } from '../core/money';
import './checkout-dialogs.css';
import { ChoiceDialog } from '../dialog/choice-dialog';

/** SPEC §2 Cash on Delivery confirmation: Cancel, Confirm Order. */
export function CodDialog({ totalCents, onConfirm, onClose }: { totalCents: Cents; onConfirm: () => void; onClose: () => void }) {
  return (
    <ChoiceDialog
      title={checkoutMessages.cashOnDelivery}
      onClose={onClose}
      main={{ label: checkoutMessages.confirmOrder, onClick: onConfirm }}
      other={{ label: commonMessages.cancel, onClick: onClose }}
    >
      <p className="shop-checkout-dialog__text">{checkoutMessages.codConfirm(formatLKR(totalCents))}</p>
    </ChoiceDialog>
  );
}
