import * as addressMessages from './messages';
import * as otpMessages from '../../../shared/forms/messages';
import { CodeForm } from '../../../shared/code-form/code-form';
import { checkoutCodeFormLook } from '../../../shared/placement/ui/code-form-look';
import { Modal } from '../../../shared/dialog/modal';
import { useMobileVerification } from './use-mobile-verification';

export interface VerifyMobileDialogProps {
  /** The server's confirmation ('Verification successful'). */
  onVerified: (message: string) => void;
  onClose: () => void;
}

/**
 * SPEC §2 mobile verification before adding an address: step 1 the number, step 2 the OTP
 * with the resend countdown and a way back to change the number. Closing it at any step drops
 * the steps and the timer (SPEC §4): it is only mounted while open.
 */
export function VerifyMobileDialog({ onVerified, onClose }: VerifyMobileDialogProps) {
  const steps = useMobileVerification(onVerified);
  return (
    <Modal open onClose={onClose} title={otpMessages.title} size="sm">
      <CodeForm
        steps={steps}
        texts={{ ...otpMessages, verify: otpMessages.verifyOtp }}
        numberStep={{ ...addressMessages, intro: addressMessages.mobileNotVerified }}
        look={checkoutCodeFormLook}
      />
    </Modal>
  );
}
