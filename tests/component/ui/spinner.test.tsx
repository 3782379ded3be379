import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FullScreenSpinner, Spinner } from '../../../shared/session/ui/spinner';

describe('FullScreenSpinner', () => {
  it('announces what is happening without showing the text', () => {
    render(<FullScreenSpinner label="Adding to cart…" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Adding to cart…');
    expect(screen.getByText('Adding to cart…')).toHaveClass('shop-visually-hidden');
  });
});

describe('Spinner', () => {
  it('is decoration inside a busy button', () => {
    render(
      <button type="button" aria-busy="true" disabled>
        <Spinner /> Add To Cart
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Add To Cart' })).toBeDisabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('becomes a status when it has a label', () => {
    render(<Spinner label="Loading more products…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading more products…');
  });
});
