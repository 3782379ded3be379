import type { AuthUser } from '../../shared/session/api/auth';
import * as loginMessages from '../../shared/session/messages/login';
import { Modal } from '../../shared/dialog/modal';
import { LoginFlow } from './login-flow';

/**
 * The sign-in dialog. Loaded only when it first opens (or when the shopper points at Sign in):
 * every page carries the header, and most visits never open it.
 */
export default function LoginDialog({
  onClose,
  onSignedIn,
}: {
  onClose: () => void;
  onSignedIn: (user: AuthUser) => void;
}) {
  return (
    <Modal open onClose={onClose} title={loginMessages.title} size="sm">
      <LoginFlow onSignedIn={onSignedIn} />
    </Modal>
  );
}
