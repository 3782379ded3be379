import type { Cents } from '../../shared/core/money';
import { BankDialog } from '../../shared/payment/bank-dialog';
import { CodDialog } from '../../shared/payment/cod-dialog';

/*
 * This module owns the types its props need: use-place-order.ts loads it on demand and imports
 * them from here, so nothing here imports back from the hook (no import cycle).
 */

/** The payment dialog the order flow waits on. */
export type OrderDialog = { kind: 'bank'; totalCents: Cents } | { kind: 'cod'; totalCents: Cents };

/** What a dialog's answer does to the order flow (usePlaceOrder's functions of these names). */
export interface OrderDialogAnswers {
  /** Closed, cancelled: nothing is sent. */
  closeDialog: () => void;
  /** "I've Completed the Bank Transfer", Confirm Order: the order goes on. */
  confirmDialog: () => void;
}

export interface OrderDialogsProps {
  dialog: OrderDialog;
  order: OrderDialogAnswers;
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
