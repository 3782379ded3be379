import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_SUGGEST_DELAY_MS } from '../../../shared/core/constants';
import { formatLKR, toCents } from '../../../shared/core/money';
import { createMounter } from '../../../shared/core/runtime/mounter';
import widget from '../../../widgets/search-box/search-box-widget';
import { startBackend } from '../../helpers/backend';
import { onSuggestionRequest, pause, served } from '../../helpers/suggestions';
import { scanAndWait } from '../../helpers/scan';

const { Component: SearchBox, propsSchema } = widget;
const backend = startBackend();

/** The `q` of every suggestion request the widget made. */
let asked: string[] = [];

beforeEach(() => {
  asked = [];
  onSuggestionRequest((q) => asked.push(q));
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function show(props: Record<string, unknown> = {}) {
  const user = userEvent.setup();
  render(<SearchBox {...v.parse(propsSchema, props)} />);
  return user;
}

const box = () => screen.getByRole('combobox', { name: 'Search products' });
const optionNames = () => screen.getAllByRole('option').map((option) => option.querySelector('.shop-search__name')!.textContent);
const navigation = () => vi.spyOn(window.location, 'assign').mockImplementation(() => {});

describe('search box: suggestions as one types (ours; WAI-ARIA combobox)', () => {
  it('shows the server’s suggestions for a seeded keyword: picture, name with the words marked, LKR price', async () => {
    const user = show();
    const expected = await served('tea');
    expect(expected.length).toBeGreaterThan(1);
    asked = [];
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await user.type(box(), 'tea');

    const list = await screen.findByRole('listbox', { name: 'Product suggestions' });
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveAttribute('aria-controls', list.id);
    expect(box()).toHaveAttribute('aria-autocomplete', 'list');
    expect(optionNames()).toEqual(expected.map((product) => product.name));
    // One request for the whole word: the box waits for the pause in typing.
    expect(asked).toEqual(['tea']);

    const first = within(list).getAllByRole('option')[0]!;
    expect(first).toHaveTextContent(formatLKR(toCents(expected[0]!.price)));
    const marks = [...list.querySelectorAll('mark')].map((mark) => mark.textContent!.toLowerCase());
    expect(marks.length).toBeGreaterThan(0);
    expect(new Set(marks)).toEqual(new Set(['tea']));
    const image = first.querySelector('img')!;
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '40');
    expect(image).toHaveAttribute('height', '40');
    expect(image).toHaveAttribute('alt', '');
    expect(screen.getByRole('status')).toHaveTextContent(`${expected.length} suggestions shown.`);
  });

  it('never injects markup from a product name: it stays text, only the typed word is marked', async () => {
    const product = backend.store.data.products.find((row) => row.is_active)!;
    product.name = 'Tea <img src=x onerror=alert(1)> cosy';
    const user = show();
    await user.type(box(), 'cosy');
    const option = await screen.findByRole('option', { name: /cosy/ });
    expect(option.querySelector('.shop-search__name')!.textContent).toBe('Tea <img src=x onerror=alert(1)> cosy');
    expect(option.querySelectorAll('img')).toHaveLength(1);
    expect(option.querySelector('mark')).toHaveTextContent('cosy');
  });

  it('finds a Sinhala name typed without the joiner its conjunct has, and marks the whole conjunct', async () => {
    const product = backend.store.data.products.find((row) => row.is_active)!;
    product.name = 'ශ්\u200dරී ලංකා තේ කොළ';
    const user = show();
    await user.type(box(), 'ශ්රී');
    const option = await screen.findByRole('option', { name: /ලංකා/ });
    // Kept as the shop wrote it, and marked from the first letter to the end of the conjunct.
    expect(option.querySelector('.shop-search__name')!.textContent).toBe('ශ්\u200dරී ලංකා තේ කොළ');
    expect([...option.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['ශ්\u200dරී']);
  });

  it('asks for nothing under 2 characters', async () => {
    const user = show();
    await user.type(box(), 't');
    await pause(SEARCH_SUGGEST_DELAY_MS * 3);
    expect(asked).toEqual([]);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    // Nor for spaces around one letter.
    await user.type(box(), '  ');
    await pause(SEARCH_SUGGEST_DELAY_MS * 3);
    expect(asked).toEqual([]);
  });

  it('ArrowDown/ArrowUp move the active option and wrap; Enter on it opens that product', async () => {
    const assign = navigation();
    const expected = await served('tea');
    const user = show();
    await user.type(box(), 'tea');
    await screen.findByRole('listbox');
    const options = () => screen.getAllByRole('option');
    expect(box()).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', options()[0]!.id);
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', options()[1]!.id);
    expect(options()[0]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    // Up from the first wraps to the last.
    expect(box()).toHaveAttribute('aria-activedescendant', options().at(-1)!.id);
    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', options()[0]!.id);
    // The box keeps what was typed (aria-autocomplete="list", no inline completion).
    expect(box()).toHaveValue('tea');
    await user.keyboard('{Enter}');
    expect(assign).toHaveBeenCalledExactlyOnceWith(`/products/${expected[0]!.id}`);
  });

  it('Escape closes the list and keeps the text; a second Escape clears the box; typing opens it again', async () => {
    const user = show();
    await user.type(box(), 'tea');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    expect(box()).toHaveValue('tea');
    expect(box()).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(box()).toHaveValue('');
    await user.type(box(), 'rice');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
  });

  it('a click on a suggestion opens it; Tab or a click elsewhere closes the list', async () => {
    const assign = navigation();
    const expected = await served('tea');
    const user = show();
    await user.type(box(), 'tea');
    await screen.findByRole('listbox');
    await user.tab();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.type(box(), ' ');
    await screen.findByRole('listbox');
    await user.click(document.body);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.type(box(), '{Backspace}');
    await screen.findByRole('listbox');
    await user.click(screen.getAllByRole('option')[1]!);
    expect(assign).toHaveBeenCalledExactlyOnceWith(`/products/${expected[1]!.id}`);
  });

  it("says 'No products found.' in a row that cannot be chosen, and Enter then searches", async () => {
    const assign = navigation();
    const user = show();
    await user.type(box(), 'zzqx');
    const row = await screen.findByRole('option', { name: 'No products found.' });
    expect(row).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('No products found.');
    await user.keyboard('{ArrowDown}');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{Enter}');
    expect(assign).toHaveBeenCalledExactlyOnceWith('/search?search=zzqx');
  });
});

describe('search box: answers out of order and failures (SPEC §8: logged only)', () => {
  it('a slow older answer never overwrites the newer one', async () => {
    const older = await served('te');
    const newer = await served('tea');
    expect(older.map((p) => p.name)).not.toEqual(newer.map((p) => p.name));
    asked = [];
    const user = show();
    backend.fault({ route: '/api/products/search', delayMs: 500, times: 1 });
    await user.type(box(), 'te');
    // The pause passes: 'te' is asked for, and its answer is slow.
    await pause(SEARCH_SUGGEST_DELAY_MS + 50);
    await user.type(box(), 'a');
    await waitFor(() => expect(optionNames()).toEqual(newer.map((p) => p.name)));
    await pause(700);
    expect(optionNames()).toEqual(newer.map((p) => p.name));
    expect(asked).toEqual(['te', 'tea']);
  });

  it('a 500 is logged, the list closes, the text stays and Search still works', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const assign = navigation();
    const user = show();
    await user.type(box(), 'tea');
    await screen.findByRole('listbox');
    backend.fault({ route: '/api/products/search', status: 500 });
    await user.type(box(), 's');
    await waitFor(() => expect(logged).toHaveBeenCalledWith(expect.stringContaining('Error fetching search suggestions'), expect.anything()), {
      timeout: 5000,
    });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(box()).toHaveValue('teas');
    await user.keyboard('{Enter}');
    expect(assign).toHaveBeenCalledExactlyOnceWith('/search?search=teas');
  });

  it('a malformed answer is logged and the list stays closed; typing on still works', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    backend.fault({ route: '/api/products/search', body: 'wrong-shape', times: 1 });
    const user = show();
    await user.type(box(), 'tea');
    await waitFor(() => expect(logged).toHaveBeenCalledWith(expect.stringContaining('Error fetching search suggestions'), expect.anything()));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    // The next word is asked for afresh.
    await user.type(box(), 's');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(box()).toHaveValue('teas');
  });
});

describe('search box: the form (no-JS fallback, the search page)', () => {
  it('submits the trimmed keyword to {action}?search=, as the plain GET form would', async () => {
    const assign = navigation();
    const user = show();
    await user.type(box(), '  black tea {Enter}');
    expect(assign).toHaveBeenCalledExactlyOnceWith('/search?search=black+tea');
    cleanup();
    const other = show({ action: '/find?old=1' });
    await other.type(box(), 'rice');
    await other.click(screen.getByRole('button', { name: 'Search' }));
    expect(assign).toHaveBeenLastCalledWith('/find?search=rice');
    expect(screen.getByRole('search', { name: 'Site search' })).toHaveAttribute('method', 'get');
    expect(box()).toHaveAttribute('name', 'search');
  });

  it('does nothing for a blank box and keeps the focus there', async () => {
    const assign = navigation();
    const user = show();
    await user.type(box(), '   {Enter}');
    expect(assign).not.toHaveBeenCalled();
    expect(box()).toHaveFocus();
  });

  it('shows the keyword the search page printed, and asks for nothing until one types', async () => {
    const user = show({ query: 'red rice' });
    expect(box()).toHaveValue('red rice');
    await pause(SEARCH_SUGGEST_DELAY_MS * 3);
    expect(asked).toEqual([]);
    await user.click(box());
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(asked).toEqual(['red rice']);
  });

  it('malformed props show the runtime note, naming the failing path', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const mounter = createMounter({ registry: { 'search-box': () => import('../../../widgets/search-box/search-box-widget') } });
    document.body.innerHTML = `<div data-widget="search-box" data-props='${JSON.stringify({ action: '//evil.example/search' })}'></div>`;
    try {
      await scanAndWait(mounter);
      expect(screen.getByRole('alert')).toHaveTextContent('This part of the page could not be shown.');
      expect(error).toHaveBeenCalledWith(expect.stringMatching(/widget "search-box": invalid props at "action"/));
    } finally {
      act(() => mounter.unmountAll());
      document.body.innerHTML = '';
    }
  });
});
