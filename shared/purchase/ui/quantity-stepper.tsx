import '../../core/styles/icon-button.css';
import './quantity-stepper.css';
import * as quantityMessages from '../messages/quantity';

export interface QuantityStepperProps {
  value: number;
  /** Lowest allowed quantity; 1 by default. */
  min?: number;
  /** Highest allowed quantity (stock, max_quantity); no upper bound when left out. */
  max?: number;
  /** Only ever called with a whole number inside [min, max]. */
  onChange: (next: number) => void;
  /** The whole control is off (e.g. sold out): native disabled buttons. */
  disabled?: boolean;
  /** A quantity request is running: clicks are ignored until it ends. */
  busy?: boolean;
  /** Names the group, e.g. "Quantity" or "Quantity of Ceylon tea". */
  label: string;
}

/**
 * Minus / value / plus. A button that reaches a bound, or any button while busy, is
 * `aria-disabled` rather than `disabled`: a disabled button drops keyboard focus to the page,
 * and someone pressing minus down to 1 would lose their place.
 */
export function QuantityStepper({
  value,
  min = 1,
  max = Number.POSITIVE_INFINITY,
  onChange,
  disabled = false,
  busy = false,
  label,
}: QuantityStepperProps) {
  const usable = !disabled && !busy && max >= min;
  const canDecrease = usable && value > min;
  const canIncrease = usable && value < max;

  function step(delta: 1 | -1) {
    if (delta < 0 ? !canDecrease : !canIncrease) return;
    // Clamped: a value already outside the bounds (stock went down) comes back inside.
    onChange(Math.min(max, Math.max(min, value + delta)));
  }

  return (
    <div
      className="shop-stepper"
      role="group"
      aria-label={label}
      aria-busy={busy || undefined}
      aria-disabled={disabled || undefined}
    >
      <button
        type="button"
        className="shop-icon-button shop-stepper__button"
        aria-label={quantityMessages.decreaseQuantity}
        aria-disabled={!canDecrease || undefined}
        disabled={disabled}
        onClick={() => step(-1)}
      >
        <StepIcon plus={false} />
      </button>
      <output className="shop-stepper__value" aria-live="polite" aria-atomic="true">
        {value}
      </output>
      <button
        type="button"
        className="shop-icon-button shop-stepper__button"
        aria-label={quantityMessages.increaseQuantity}
        aria-disabled={!canIncrease || undefined}
        disabled={disabled}
        onClick={() => step(1)}
      >
        <StepIcon plus />
      </button>
    </div>
  );
}

function StepIcon({ plus }: { plus: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d={plus ? 'M5 12h14M12 5v14' : 'M5 12h14'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
