import * as checkoutMessages from '../../shared/messages/checkout';
import * as commonMessages from '../../shared/messages/common';
import * as guestMessages from '../../shared/messages/guest';
import { formatLKR, type Cents } from '../../shared/money';
import { ChoiceDialog } from '../../shared/ui/choice-dialog';

/** SPEC §2 Cash on Delivery confirmation: Cancel, Confirm Order. */
export function CodDialog({ totalCents, onConfirm, onClose }: { totalCents: Cents; onConfirm: () => void; onClose: () => void }) {
  return (
    <ChoiceDialog
      title={checkoutMessages.cashOnDelivery}
      onClose={onClose}
      main={{ label: checkoutMessages.confirmOrder, onClick: onConfirm }}
      other={{ label: commonMessages.cancel, onClick: onClose }}
    >
      <p className="shop-guest-dialog__text">{guestMessages.codConfirm(formatLKR(totalCents))}</p>
    </ChoiceDialog>
  );
}
