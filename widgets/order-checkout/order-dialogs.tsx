import { BankDialog } from '../../shared/payment/bank-dialog';
import { CodDialog } from '../../shared/payment/cod-dialog';
import type { OrderDialog, PlaceOrderState } from './use-place-order';

export interface OrderDialogsProps {
  dialog: OrderDialog;
  order: Pick<PlaceOrderState, 'closeDialog' | 'confirmDialog'>;
}

/**
 * The order checkout's payment dialogs (SPEC §2), loaded on demand (use-place-order.ts
 * `loadDialogs`): bank transfer details, and the Cash on Delivery confirmation.
 */
export default function OrderDialogs({ dialog, order }: OrderDialogsProps) {
  return dialog.kind === 'bank' ? (
    <BankDialog totalCents={dialog.totalCents} onDone={order.confirmDialog} onClose={order.closeDialog} />
  ) : (
    <CodDialog totalCents={dialog.totalCents} onConfirm={order.confirmDialog} onClose={order.closeDialog} />
  );
}
