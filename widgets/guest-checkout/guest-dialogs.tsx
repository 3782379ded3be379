import type { Cents } from '../../shared/core/money';
import { BankDialog } from '../../shared/payment/bank-dialog';
import { CodDialog } from '../../shared/payment/cod-dialog';
import { AccountExistsDialog } from './account-exists-dialog';
import { OtpDialog } from './otp-dialog';

/*
 * This module owns the types its props need: use-place-order.ts loads it on demand and imports
 * them from here, so nothing here imports back from the hook (no import cycle).
 */

/** The dialog the order flow waits on. */
export type GuestDialog =
  | { kind: 'otp'; mobile: string; resendIn: number; unanswered: boolean }
  | { kind: 'bank'; totalCents: Cents }
  | { kind: 'cod'; totalCents: Cents }
  | { kind: 'account-exists'; message: string };

/** What a dialog's answer does to the order flow (usePlaceOrder's functions of these names). */
export interface GuestDialogAnswers {
  /** Closed, cancelled: the flow stops where it was. */
  closeDialog: () => void;
  /** Verified, confirmed: the flow goes on. */
  confirmDialog: () => void;
  /** The OTP dialog texted a new code (`unanswered`: its send got no answer in time). */
  codeResent: (mobile: string, unanswered: boolean) => void;
  /** 'Go to Login' (SPEC §2). */
  goToLogin: () => void;
}

export interface GuestDialogsProps {
  dialog: GuestDialog;
  order: GuestDialogAnswers;
}

/**
 * The guest checkout's modals (SPEC §2), loaded on demand (use-place-order.ts `loadDialogs`):
 * the page needs none of them until Place order, and then one at a time.
 */
export default function GuestDialogs({ dialog, order }: GuestDialogsProps) {
  switch (dialog.kind) {
    case 'otp':
      return (
        <OtpDialog
          mobile={dialog.mobile}
          resendIn={dialog.resendIn}
          unanswered={dialog.unanswered}
          onVerified={order.confirmDialog}
          onClose={order.closeDialog}
          onResent={order.codeResent}
        />
      );
    case 'bank':
      return <BankDialog totalCents={dialog.totalCents} onDone={order.confirmDialog} onClose={order.closeDialog} />;
    case 'cod':
      return <CodDialog totalCents={dialog.totalCents} onConfirm={order.confirmDialog} onClose={order.closeDialog} />;
    case 'account-exists':
      return <AccountExistsDialog message={dialog.message} onGoToLogin={order.goToLogin} onClose={order.closeDialog} />;
  }
}
