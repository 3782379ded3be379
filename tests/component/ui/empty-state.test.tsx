import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as wishlistMessages from '../../../shared/core/messages/wishlist';
import { EmptyState } from '../../../shared/cards/ui/empty-state';

describe('EmptyState', () => {
  it('shows the wishlist empty state with its Try Now link home (SPEC §2)', () => {
    render(
      <EmptyState
        title={wishlistMessages.emptyTitle}
        action={{ label: wishlistMessages.emptyLink, href: '/' }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Ready to make a wish?' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Try Now' })).toHaveAttribute('href', '/');
    // The illustration is decoration only.
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the optional text, and no link without an action', () => {
    render(<EmptyState title="Your cart is empty." text="Find something you love." />);
    expect(screen.getByText('Find something you love.')).toBeVisible();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('refuses an unsafe link', () => {
    render(<EmptyState title="Nothing here" action={{ label: 'Go', href: 'javascript:alert(1)' }} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
