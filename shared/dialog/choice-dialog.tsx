import type { ReactNode } from 'react';
import { Modal } from './modal';

export interface Choice {
  label: string;
  onClick: () => void;
}

export interface ChoiceDialogProps {
  /** Shown while true (default: mounted means shown). */
  open?: boolean;
  title: string;
  /** Escape, the close button or the backdrop. */
  onClose: () => void;
  /** What the dialog says or asks. */
  children: ReactNode;
  /** The way on, filled and focused first. */
  main: Choice;
  /** The other answer, outlined, before it. */
  other?: Choice;
}

/**
 * A small modal that says one thing and offers one or two answers (SPEC §2: the cart's warning
 * and sign-in choice, the Cash on Delivery confirmation, 'Account Already Exists'). Its buttons
 * use shared/core/styles/button.css, which the widgets showing it load with their page.
 */
export function ChoiceDialog({ open = true, title, onClose, children, main, other }: ChoiceDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size="sm"
      footer={
        <>
          {other && (
            <button type="button" className="shop-button" onClick={other.onClick}>
              {other.label}
            </button>
          )}
          <button type="button" className="shop-button shop-button--primary" onClick={main.onClick} data-autofocus>
            {main.label}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
