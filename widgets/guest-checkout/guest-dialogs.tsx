import { BankDialog } from '../../shared/payment/bank-dialog';
import { CodDialog } from '../../shared/payment/cod-dialog';
import { AccountExistsDialog } from './account-exists-dialog';
import './guest-dialogs.css';
import { OtpDialog } from './otp-dialog';
import type { GuestDialog, PlaceOrderState } from './use-place-order';

export interface GuestDialogsProps {
  dialog: GuestDialog;
  order: Pick<PlaceOrderState, 'closeDialog' | 'confirmDialog' | 'codeResent' | 'goToLogin'>;
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
