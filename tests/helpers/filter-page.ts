import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { setPageUrl } from './page-url';

/**
 * What the filter pages' component tests look at, as a shopper would: the sidebar, its
 * checkboxes, the names on the cards shown and the count once the newest answer is in.
 */

/** Puts happy-dom's window at `path` of the test backend (happy-dom's own API, not in the DOM typings). */
export const setUrl = (origin: string, path: string) => setPageUrl(`${origin}${path}`);

export const sidebar = () => screen.getByRole('complementary', { name: 'Filters' });
export const box = (name: string) => within(sidebar()).getByRole('checkbox', { name });

/** The card names in the grid, in order. */
export const shownNames = () =>
  screen
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('h2')?.textContent)
    .filter(Boolean);

/** The grid's live count (not 'Updating products…'). */
export const resultsStatus = () => document.querySelector<HTMLElement>('.shop-filters__count')!;

/** Resolves once the newest answer is in: the count says how many products. */
export const settled = () => waitFor(() => expect(resultsStatus()).toHaveTextContent(/^\d+ products?$/), { timeout: 4000 });
