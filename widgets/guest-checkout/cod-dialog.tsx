import * as checkoutMessages from '../../shared/messages/checkout';
import * as commonMessages from '../../shared/messages/common';
import * as guestMessages from '../../shared/messages/guest';
import { formatLKR, type Cents } from '../../shared/money';
import { Modal } from '../../shared/ui/modal';

/** SPEC §2 Cash on Delivery confirmation: Cancel, Confirm Order. */
export function CodDialog({ totalCents, onConfirm, onClose }: { totalCents: Cents; onConfirm: () => void; onClose: () => void }) {
  return (
    <Modal
      open
      onClose={onClose}
      title={checkoutMessages.cashOnDelivery}
      size="sm"
      footer={
        <>
          <button type="button" className="shop-button" onClick={onClose}>
            {commonMessages.cancel}
          </button>
          <button type="button" className="shop-button shop-button--primary" onClick={onConfirm} data-autofocus>
            {checkoutMessages.confirmOrder}
          </button>
        </>
      }
    >
      <p className="shop-guest-dialog__text">{guestMessages.codConfirm(formatLKR(totalCents))}</p>
    </Modal>
  );
}
