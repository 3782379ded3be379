import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InlineAlert } from '../../../shared/session/ui/inline-alert';

describe('InlineAlert', () => {
  it('announces an error as an alert', () => {
    render(<InlineAlert tone="error">Invalid coupon code.</InlineAlert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid coupon code.');
  });

  it('announces other tones politely', () => {
    render(
      <InlineAlert tone="success" id="coupon-note">
        Coupon applied!
      </InlineAlert>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Coupon applied!');
    expect(status.closest('#coupon-note')).not.toBeNull();
  });
});
