import './inline-alert.css';
import type { ReactNode } from 'react';
import { ToneIcon, type Tone } from './tone-icon';

export interface InlineAlertProps {
  tone: Tone;
  children: ReactNode;
  /** For `aria-describedby` from the field the message is about. */
  id?: string;
  /**
   * False inside a live region the caller keeps on the page before the text arrives (a text
   * present when its region is added is not announced by every screen reader).
   */
  live?: boolean;
}

/**
 * A message in the flow of a form or section (CONVENTIONS 6: errors are shown with
 * role="alert" and the user's input is kept). Other tones are polite statuses. An icon of a
 * different shape per tone, so colour is not the only signal.
 */
export function InlineAlert({ tone, children, id, live = true }: InlineAlertProps) {
  return (
    <div
      id={id}
      className={`shop-alert shop-alert--${tone}`}
      role={live ? (tone === 'error' ? 'alert' : 'status') : undefined}
    >
      <ToneIcon tone={tone} className="shop-alert__icon" />
      <div className="shop-alert__body">{children}</div>
    </div>
  );
}
