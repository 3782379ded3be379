import { screen, within } from '@testing-library/react';

/**
 * Screen queries several widget tests share, by role and visible text as a shopper finds them.
 * (The browser tests' own are in tests/e2e/helpers.ts.)
 */

/** The cart's and the checkouts' Order Summary region. */
export const summary = () => screen.getByRole('region', { name: 'Order Summary' });

/** The amount the Order Summary shows beside a label ('Subtotal', 'Total'…). */
export function amount(label: string): string {
  const term = within(summary()).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

/** A checkout's line of a product, in its Selected Products list. */
export const lineOf = (name: string) =>
  within(screen.getByRole('list', { name: 'Selected Products' })).getByRole('link', { name }).closest('li')!;
