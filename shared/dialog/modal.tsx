import '../core/styles/icon-button.css';
import './modal.css';
import {
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import * as commonMessages from '../core/messages/common';

export interface ModalProps {
  /** React owns this: the dialog is shown while true and removed when false. */
  open: boolean;
  /** Asked for by the close button, Escape, a backdrop click, or the browser closing it. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** `side`: an off-canvas sheet along the left edge from tablets up (a filter sidebar). */
  size?: 'sm' | 'md' | 'lg' | 'side';
  closeLabel?: string;
}

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * THE modal of the kit (CONVENTIONS 8, 12), on a native `<dialog>` opened with `showModal()`
 * so the page behind is inert and the dialog sits in the top layer. Focus moves in on open
 * (an element marked `data-autofocus`, else the first control of the content, else the dialog)
 * and goes back to the opener on close; Tab cycles inside; the page does not scroll behind it.
 */
export function Modal(props: ModalProps) {
  return props.open ? <OpenModal {...props} /> : null;
}

function OpenModal({
  onClose,
  title,
  children,
  footer,
  size = 'md',
  closeLabel = commonMessages.close,
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const titleId = useId();
  const closedByBrowser = useEffectEvent(onClose);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Read before showModal(): the browser moves focus into the dialog when it opens.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    showDialog(dialog);
    const unlockScroll = lockBodyScroll();
    initialFocusTarget(dialog).focus();

    // Chromium closes a dialog without a cancelable `cancel` after repeated Escapes with no
    // user activation in between, and <form method="dialog"> closes it too: tell React.
    // `close` is queued as a task: one from our own cleanup (React StrictMode re-runs this
    // effect) arrives when the dialog is open again and must be ignored.
    const handleNativeClose = () => {
      if (!dialog.open) closedByBrowser();
    };
    dialog.addEventListener('close', handleNativeClose);
    return () => {
      dialog.removeEventListener('close', handleNativeClose);
      hideDialog(dialog);
      unlockScroll();
      // Explicitly, not left to the browser: the opener may be outside any dialog focus
      // fixup, and environments without showModal() restore nothing.
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.defaultPrevented || event.nativeEvent.isComposing) return;
    if (event.key === 'Escape') {
      // Prevented, so a browser that would also raise `cancel` does not close twice.
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') {
      keepTabInside(event);
    }
  }

  function handleCancel(event: SyntheticEvent<HTMLDialogElement>) {
    // The browser's close request (Escape, Android back): React decides, via onClose.
    event.preventDefault();
    onClose();
  }

  // A click whose target is the <dialog> itself landed on the ::backdrop (the panel fills the
  // dialog box). Require the press to start there too, so a text selection dragged out of
  // the panel does not close it.
  function handlePointerDown(event: PointerEvent<HTMLDialogElement>) {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  }

  function handleClick(event: MouseEvent<HTMLDialogElement>) {
    const onBackdrop = event.target === event.currentTarget && pressStartedOnBackdrop.current;
    pressStartedOnBackdrop.current = false;
    if (onBackdrop) onClose();
  }

  function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
    const dialog = event.currentTarget;
    const items = focusableIn(dialog);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={dialogRef}
      className={`shop-modal shop-modal--${size}`}
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={handleKeyDown}
      onCancel={handleCancel}
      onPointerDown={handlePointerDown}
      onClick={handleClick}
    >
      <div className="shop-modal__panel">
        <div className="shop-modal__header">
          <h2 id={titleId} className="shop-modal__title">
            {title}
          </h2>
          <button
            type="button"
            className="shop-icon-button shop-modal__close"
            aria-label={closeLabel}
            onClick={onClose}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path
                d="M6 6l12 12M18 6 6 18"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
        <div className="shop-modal__body">{children}</div>
        {footer != null && <div className="shop-modal__footer">{footer}</div>}
      </div>
    </dialog>
  );
}

function showDialog(dialog: HTMLDialogElement) {
  if (dialog.open) return;
  if (typeof dialog.showModal === 'function') {
    dialog.showModal();
  } else {
    // No <dialog> support: open it in place; modal.css positions it over the page.
    dialog.setAttribute('open', '');
    dialog.setAttribute('data-fallback', '');
  }
}

function hideDialog(dialog: HTMLDialogElement) {
  if (!dialog.open) return;
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[hidden], [inert]'),
  );
}

function initialFocusTarget(dialog: HTMLDialogElement): HTMLElement {
  const marked = dialog.querySelector<HTMLElement>('[data-autofocus]');
  if (marked) return marked;
  for (const region of dialog.querySelectorAll<HTMLElement>(
    '.shop-modal__body, .shop-modal__footer',
  )) {
    const first = focusableIn(region)[0];
    if (first) return first;
  }
  return dialog;
}

let scrollLocks = 0;
let savedOverflow = '';
let savedPaddingRight = '';

/** Locks page scroll while any modal is open; nested modals share one lock. */
function lockBodyScroll(): () => void {
  const { body, documentElement } = document;
  if (scrollLocks === 0) {
    savedOverflow = body.style.overflow;
    savedPaddingRight = body.style.paddingRight;
    // Keep the layout still where the scrollbar disappears.
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    body.style.overflow = 'hidden';
  }
  scrollLocks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    scrollLocks -= 1;
    if (scrollLocks === 0) {
      body.style.overflow = savedOverflow;
      body.style.paddingRight = savedPaddingRight;
    }
  };
}
