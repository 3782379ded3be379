import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper } from '../../../shared/purchase/ui/quantity-stepper';

function ProductQuantity({
  start = 1,
  min,
  max,
  busy,
  disabled,
  spy = () => {},
}: {
  start?: number;
  min?: number;
  max?: number;
  busy?: boolean;
  disabled?: boolean;
  spy?: (n: number) => void;
}) {
  const [quantity, setQuantity] = useState(start);
  return (
    <QuantityStepper
      label="Quantity"
      value={quantity}
      min={min}
      max={max}
      busy={busy}
      disabled={disabled}
      onChange={(next) => {
        spy(next);
        setQuantity(next);
      }}
    />
  );
}

const decrease = () => screen.getByRole('button', { name: 'Decrease quantity' });
const increase = () => screen.getByRole('button', { name: 'Increase quantity' });
const shown = () => screen.getByRole('status');

describe('QuantityStepper', () => {
  it('is a named group with minus, the quantity, and plus', () => {
    render(<ProductQuantity start={2} max={5} />);
    expect(screen.getByRole('group', { name: 'Quantity' })).toBeVisible();
    expect(shown()).toHaveTextContent('2');
    expect(shown()).toHaveAttribute('aria-live', 'polite');
  });

  it('cannot go below the minimum', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<ProductQuantity start={1} max={5} spy={spy} />);

    expect(decrease()).toHaveAttribute('aria-disabled', 'true');
    await user.click(decrease());
    expect(spy).not.toHaveBeenCalled();
    expect(shown()).toHaveTextContent('1');
  });

  it('cannot go above the maximum', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<ProductQuantity start={1} max={3} spy={spy} />);

    await user.click(increase());
    await user.click(increase());
    expect(shown()).toHaveTextContent('3');
    expect(increase()).toHaveAttribute('aria-disabled', 'true');
    expect(decrease()).not.toHaveAttribute('aria-disabled');

    await user.click(increase());
    expect(spy.mock.calls).toEqual([[2], [3]]);
    expect(shown()).toHaveTextContent('3');
  });

  it('works from the keyboard and keeps focus on a button that reaches its bound', async () => {
    const user = userEvent.setup();
    render(<ProductQuantity start={2} max={5} />);

    await user.tab();
    expect(decrease()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(shown()).toHaveTextContent('1');
    expect(decrease()).toHaveFocus();
    await user.keyboard(' ');
    expect(shown()).toHaveTextContent('1');

    await user.tab();
    expect(increase()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(shown()).toHaveTextContent('2');
  });

  it('brings a quantity above a lowered maximum back inside', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<ProductQuantity start={9} max={4} spy={spy} />);

    expect(increase()).toHaveAttribute('aria-disabled', 'true');
    await user.click(decrease());
    expect(spy).toHaveBeenCalledWith(4);
  });

  it('ignores clicks while busy', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<ProductQuantity start={2} max={5} busy spy={spy} />);

    expect(screen.getByRole('group', { name: 'Quantity' })).toHaveAttribute('aria-busy', 'true');
    await user.click(increase());
    await user.click(decrease());
    expect(spy).not.toHaveBeenCalled();
  });

  it('turns both buttons off when disabled', () => {
    render(<ProductQuantity start={2} max={5} disabled />);
    expect(decrease()).toBeDisabled();
    expect(increase()).toBeDisabled();
  });

  it('has nothing to choose when the maximum is below the minimum (sold out)', () => {
    render(<ProductQuantity start={1} max={0} />);
    expect(decrease()).toHaveAttribute('aria-disabled', 'true');
    expect(increase()).toHaveAttribute('aria-disabled', 'true');
  });
});
