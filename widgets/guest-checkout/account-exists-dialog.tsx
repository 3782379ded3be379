import * as commonMessages from '../../shared/messages/common';
import * as guestMessages from '../../shared/messages/guest';
import { Modal } from '../../shared/ui/modal';

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
    <Modal
      open
      onClose={onClose}
      title={guestMessages.accountExists}
      size="sm"
      footer={
        <>
          <button type="button" className="shop-button" onClick={onClose}>
            {commonMessages.close}
          </button>
          <button type="button" className="shop-button shop-button--primary" onClick={onGoToLogin} data-autofocus>
            {guestMessages.goToLogin}
          </button>
        </>
      }
    >
      <p className="shop-guest-dialog__text">{message}</p>
    </Modal>
  );
}
