import '../../core/styles/icon-button.css';
import './toast.css';
import { useCallback, useEffect, useEffectEvent, useRef, useState, type FocusEvent } from 'react';
import { TOAST_MS } from '../../core/constants';
import type { ShownText } from '../errors';
import * as commonMessages from '../../core/messages/common';
import { ShownLines } from './shown-lines';
import { ToneIcon } from './tone-icon';

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastProps {
  /** A failure's text with its reasons beneath, or a plain notice. */
  message: ShownText;
  tone: ToastTone;
  onDismiss: () => void;
  /** SPEC §9: toasts last 3 s. */
  durationMs?: number;
}

/**
 * A short notice that dismisses itself after `durationMs`. Errors are alerts, the rest polite
 * statuses. The countdown pauses while the pointer or keyboard focus is on the toast, so
 * nobody loses it while reading or reaching for the close button (WCAG 2.2.1).
 */
export function Toast({ message, tone, onDismiss, durationMs = TOAST_MS }: ToastProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const expire = useEffectEvent(onDismiss);

  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => expire(), durationMs);
    return () => window.clearTimeout(timer);
  }, [paused, durationMs, message]);

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  }

  return (
    <div
      className={`shop-toast shop-toast--${tone}`}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
    >
      <ToneIcon tone={tone} className="shop-toast__icon" />
      {/* The live region holds only the message, so the close button is not read out with it. */}
      <div className="shop-toast__message" role={tone === 'error' ? 'alert' : 'status'}>
        <ShownLines text={message} />
      </div>
      <button
        type="button"
        className="shop-icon-button shop-toast__dismiss"
        aria-label={commonMessages.close}
        onClick={onDismiss}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

export interface ToastState {
  /** Changes on every showToast, so the same text shown twice restarts its countdown. */
  id: number;
  message: ShownText;
  tone: ToastTone;
}

/** One toast at a time per widget: a newer one replaces the current. */
export function useToast() {
  const [toast, setToast] = useState<ToastState | null>(null);
  const nextId = useRef(0);
  const showToast = useCallback((message: ShownText, tone: ToastTone = 'info') => {
    nextId.current += 1;
    setToast({ id: nextId.current, message, tone });
  }, []);
  const dismissToast = useCallback(() => setToast(null), []);
  return { toast, showToast, dismissToast };
}

/** Renders the current toast fixed at the bottom of the viewport. */
export function ToastHost({ toast, onDismiss }: { toast: ToastState | null; onDismiss: () => void }) {
  return (
    <div className="shop-toast-host">
      {toast && (
        <Toast key={toast.id} message={toast.message} tone={toast.tone} onDismiss={onDismiss} />
      )}
    </div>
  );
}
