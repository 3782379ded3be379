import * as commonMessages from '../../shared/core/messages/common';
import * as guestMessages from './messages';
import { ChoiceDialog } from '../../shared/dialog/choice-dialog';

/** SPEC §2/§8 'Account Already Exists': the server's message, 'Go to Login' and 'Close'. */
export function AccountExistsDialog({
  message,
  onGoToLogin,
  onClose,
}: {
  message: string;
  onGoToLogin: () => void;
  onClose: () => void;
}) {
  return (
    <ChoiceDialog
      title={guestMessages.accountExists}
      onClose={onClose}
      main={{ label: guestMessages.goToLogin, onClick: onGoToLogin }}
      other={{ label: commonMessages.close, onClick: onClose }}
    >
      <p className="shop-checkout-dialog__text">{message}</p>
    </ChoiceDialog>
  );
}
