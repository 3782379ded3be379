import './shown-lines.css';
import type { ShownText } from '../errors';

/**
 * A text where failures show (inline alerts, row errors, toasts, dialogs): the screen's SPEC §8
 * text, then each reason beneath it (offline, too slow, the server's reason). One element, so
 * the alert it sits in is announced once, text then reasons, and an `aria-describedby` pointing
 * at it reads the same; the space between the lines keeps them apart for screen readers and in
 * the text content.
 */
export function ShownLines({ text }: { text: ShownText }) {
  if (typeof text === 'string') return text;
  return (
    <>
      <span className="shop-shown-lines__text">{text.text}</span>
      {text.reasons.map((reason) => (
        <span key={reason} className="shop-shown-lines__reason">
          {' '}
          {reason}
        </span>
      ))}
    </>
  );
}
