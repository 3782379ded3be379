import './spinner.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /**
   * Without a label the spinner is decorative (inside a busy button that already says what it
   * does); with one it becomes a polite status with the label read out.
   */
  label?: string;
}

/** A small ring for buttons and inline loading. */
export function Spinner({ size = 'sm', label }: SpinnerProps) {
  const ring = <span className={`shop-spinner shop-spinner--${size}`} aria-hidden="true" />;
  if (label === undefined) return ring;
  return (
    <span className="shop-spinner-inline" role="status">
      {ring}
      <span className="shop-visually-hidden">{label}</span>
    </span>
  );
}

/**
 * SPEC §2: shown while an add-to-cart or guest order request runs. Covers the viewport so no
 * click reaches the page beneath; the label is announced, not shown.
 */
export function FullScreenSpinner({ label }: { label: string }) {
  return (
    <div className="shop-spinner-overlay" role="status">
      <span className="shop-spinner-overlay__badge">
        <Spinner size="lg" />
      </span>
      <span className="shop-visually-hidden">{label}</span>
    </div>
  );
}
