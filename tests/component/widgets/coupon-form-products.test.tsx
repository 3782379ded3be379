import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SEED_IDS } from '../../../demo-pages/backend/seed/index';
import { SEARCH_SUGGEST_DELAY_MS } from '../../../shared/core/constants';
import { startBackend } from '../../helpers/backend';
import { onSuggestionRequest, pause, served } from '../../helpers/suggestions';
import { expectFieldError, field, fill, navigation, showCouponForm, submitButton, type User } from '../../helpers/coupon-form';

// No silent GET retries, so a failing list or load shows at once.
vi.mock('../../../shared/core/constants', async (original) =>
  (await import('../../helpers/constants-mock')).constantsWith(original, { HTTP_GET_RETRIES: 0 }),
);

const backend = startBackend();
const data = () => backend.store.data;

/** The `q` of every suggestion request the form made. */
let asked: string[] = [];

beforeEach(async () => {
  await backend.signInAs(SEED_IDS.admin);
  asked = [];
  onSuggestionRequest((q) => asked.push(q));
});

const selected = () => screen.getByRole('region', { name: 'Selected Products' });
/** The chips' names, in their order. */
const chips = () => within(selected()).queryAllByRole('listitem').map((chip) => chip.querySelector('.shop-coupon-form__chip-name')!.textContent);
const optionNames = () => screen.getAllByRole('option').map((option) => option.querySelector('.shop-coupon-form__option-name')!.textContent);
const byName = (ids: readonly number[]) => ids.map((id) => data().products.find((product) => product.id === id)!.name);

/** Active products matching a store condition, in the order the filter call answers (newest first). */
function productsWhere(match: (product: ReturnType<typeof data>['products'][number]) => boolean): string[] {
  return data()
    .products.filter((product) => product.is_active && match(product))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id - b.id)
    .map((product) => product.name);
}

const leafCategory = (name: string) => {
  const category = data().categories.find((row) => row.name === name)!;
  expect(data().categories.some((row) => row.parent_id === category.id), `${name} has no children`).toBe(false);
  return category;
};

async function chooseByKeyboard(user: User, q: string, downs = 1): Promise<string> {
  await user.click(field.search());
  await user.keyboard(q);
  await screen.findByRole('listbox', { name: 'Products to add' });
  await user.keyboard('{ArrowDown}'.repeat(downs));
  const active = document.getElementById(field.search().getAttribute('aria-activedescendant')!)!;
  const name = active.querySelector('.shop-coupon-form__option-name')!.textContent!;
  await user.keyboard('{Enter}');
  return name;
}

/** Open a picker and wait for its list; its search box. */
const openPicker = async (user: User, name: 'Categories' | 'Collections' | 'Brands') => {
  await user.click(screen.getByRole('button', { name }));
  await screen.findByRole('group', { name });
  return screen.getByRole('searchbox', { name: `Search ${name.toLowerCase()}` });
};

describe('coupon form: the product search (SPEC §2, §4; WAI-ARIA combobox)', () => {
  it('a suggestion chosen by keyboard becomes a chip; the box empties; its cross removes it', async () => {
    const user = showCouponForm();
    expect(within(selected()).getByText('No products Selected.')).toBeInTheDocument();
    expect(field.search()).toHaveAttribute('aria-expanded', 'false');

    const expected = await served('tea');
    asked = [];
    const name = await chooseByKeyboard(user, 'tea', 2);
    expect(name).toBe(expected[1]!.name);
    // One request for the whole word: the box waits for a pause in typing.
    expect(asked).toEqual(['tea']);
    expect(chips()).toEqual([name]);
    expect(within(selected()).queryByText('No products Selected.')).not.toBeInTheDocument();
    expect(field.search()).toHaveValue('');
    expect(field.search()).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByText(`${name} added to Selected Products.`)).toBeInTheDocument();

    // The same product again: still one chip.
    await chooseByKeyboard(user, 'tea', 2);
    expect(chips()).toEqual([name]);

    await user.click(within(selected()).getByRole('button', { name: `Remove ${name}` }));
    expect(chips()).toEqual([]);
    expect(within(selected()).getByText('No products Selected.')).toBeInTheDocument();
    // The last chip gone, the focus goes back to the search.
    expect(field.search()).toHaveFocus();
  });

  it('removing a chip leaves the focus on the chip that took its place', async () => {
    const user = showCouponForm();
    const first = await chooseByKeyboard(user, 'tea', 1);
    const second = await chooseByKeyboard(user, 'tea', 2);
    const third = await chooseByKeyboard(user, 'tea', 3);
    expect(chips()).toEqual([first, second, third]);
    await user.click(within(selected()).getByRole('button', { name: `Remove ${second}` }));
    expect(chips()).toEqual([first, third]);
    expect(within(selected()).getByRole('button', { name: `Remove ${third}` })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(chips()).toEqual([first]);
    expect(within(selected()).getByRole('button', { name: `Remove ${first}` })).toHaveFocus();
  });

  it('opens on focus when there are suggestions, only then, and a click on one adds it', async () => {
    const user = showCouponForm();
    await user.click(field.search());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('rice');
    await screen.findByRole('listbox');
    await user.tab();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    asked = [];
    await user.click(field.search());
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(asked).toEqual([]);
    const expected = await served('rice');
    await user.click(screen.getAllByRole('option')[0]!);
    expect(chips()).toEqual([expected[0]!.name]);

    // Nothing found: no list at all.
    await user.keyboard('zzqx');
    await pause(SEARCH_SUGGEST_DELAY_MS + 200);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(field.search()).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape closes the list and a second clears the box; Enter never sends the form', async () => {
    const assign = navigation();
    const user = showCouponForm();
    await user.click(field.search());
    await user.keyboard('tea');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(field.search()).toHaveValue('tea');
    await user.keyboard('{Enter}');
    expect(document.querySelector('[aria-invalid="true"]')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(field.search()).toHaveValue('');
  });

  it('a slow older answer never overwrites the newer one', async () => {
    const older = await served('te');
    const newer = await served('tea');
    expect(older.map((p) => p.name)).not.toEqual(newer.map((p) => p.name));
    asked = [];
    const user = showCouponForm();
    backend.fault({ route: '/api/products/search', delayMs: 500, times: 1 });
    await user.click(field.search());
    await user.keyboard('te');
    // The pause passes: 'te' is asked for, and its answer is slow.
    await pause(SEARCH_SUGGEST_DELAY_MS + 50);
    await user.keyboard('a');
    await waitFor(() => expect(optionNames()).toEqual(newer.map((p) => p.name)));
    await pause(700);
    expect(optionNames()).toEqual(newer.map((p) => p.name));
    expect(asked).toEqual(['te', 'tea']);
  });

  it('a failing search is only logged: no list, no alert, typing carries on', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    backend.fault({ route: '/api/products/search', status: 500 });
    const user = showCouponForm();
    await user.click(field.search());
    await user.keyboard('tea');
    await waitFor(() => expect(logged).toHaveBeenCalledWith(expect.stringContaining('Error fetching search suggestions'), expect.anything()));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field.search()).toHaveValue('tea');
  });
});

describe('coupon form: the category, collection and brand pickers (SPEC §2)', () => {
  it('ticking a category adds its products; unticking takes them off again', async () => {
    const blackTea = leafCategory('Black Tea');
    const expected = productsWhere((product) => product.category_id === blackTea.id);
    expect(expected.length).toBeGreaterThan(1);
    const user = showCouponForm();
    const search = await openPicker(user, 'Categories');
    expect(screen.getByRole('button', { name: 'Categories' })).toHaveAttribute('aria-expanded', 'true');
    await user.type(search, 'black');
    await user.click(screen.getByRole('checkbox', { name: 'Black Tea' }));
    await waitFor(() => expect(chips()).toEqual(expected));
    expect(screen.getByText(`Black Tea: ${expected.length} products selected.`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Categories' })).toHaveAccessibleDescription('1 ticked');

    await user.click(screen.getByRole('checkbox', { name: 'Black Tea' }));
    expect(chips()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Categories' })).not.toHaveAccessibleDescription();
  });

  it('a category stands for everything below it', async () => {
    const tea = data().categories.find((row) => row.name === 'Tea' && row.parent_id !== null)!;
    const below = new Set([tea.id, ...data().categories.filter((row) => row.parent_id === tea.id).map((row) => row.id)]);
    expect(below.size).toBeGreaterThan(1);
    const user = showCouponForm();
    await openPicker(user, 'Categories');
    await user.click(screen.getByRole('checkbox', { name: 'Tea' }));
    await waitFor(() => expect(chips()).toEqual(productsWhere((product) => below.has(product.category_id))));
  });

  it('unticking keeps what was also chosen by hand or by another ticked item', async () => {
    const blackTea = leafCategory('Black Tea');
    const inBlackTea = productsWhere((product) => product.category_id === blackTea.id);
    const byHand = inBlackTea[0]!;
    const brand = data().brands.find((row) => row.id === data().products.find((product) => product.name === inBlackTea[1])!.brand_id)!;
    const ofBrand = productsWhere((product) => product.brand_id === brand.id);

    const user = showCouponForm();
    await user.click(field.search());
    await user.keyboard(byHand);
    await user.click(await screen.findByRole('option', { name: (name) => name.startsWith(byHand) }));
    expect(chips()).toEqual([byHand]);

    await openPicker(user, 'Categories');
    await user.click(screen.getByRole('checkbox', { name: 'Black Tea' }));
    await waitFor(() => expect(new Set(chips())).toEqual(new Set(inBlackTea)));
    expect(chips()[0]).toBe(byHand);
    await openPicker(user, 'Brands');
    expect(screen.queryByRole('checkbox', { name: 'Black Tea' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: brand.name }));
    await waitFor(() => expect(new Set(chips())).toEqual(new Set([byHand, ...inBlackTea, ...ofBrand])));

    // Unticking Black Tea: the hand-chosen product and the brand's products stay.
    await openPicker(user, 'Categories');
    await user.click(screen.getByRole('checkbox', { name: 'Black Tea' }));
    expect(new Set(chips())).toEqual(new Set([byHand, ...ofBrand]));
    // Unticking the brand too: only the hand-chosen one.
    await openPicker(user, 'Brands');
    await user.click(screen.getByRole('checkbox', { name: brand.name }));
    expect(chips()).toEqual([byHand]);
  });

  it('collections are listed by title; ticking one adds its products', async () => {
    const collection = data().collections[0]!;
    const expected = productsWhere((product) => product.collection_ids.includes(collection.id));
    const user = showCouponForm();
    await openPicker(user, 'Collections');
    await user.click(screen.getByRole('checkbox', { name: collection.title }));
    await waitFor(() => expect(chips()).toEqual(expected));
  });

  it("each picker's search box narrows its list; Escape closes it and gives the focus back", async () => {
    const user = showCouponForm();
    const search = await openPicker(user, 'Brands');
    const brands = () => within(screen.getByRole('group', { name: 'Brands' }));
    const all = data().brands.length;
    expect(brands().getAllByRole('checkbox')).toHaveLength(all);
    await user.type(search, 'ZZQX');
    expect(brands().queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getByText('Nothing matches.')).toBeInTheDocument();
    await user.clear(search);
    const brand = data().brands[1]!;
    await user.type(search, brand.name.slice(1, 5).toUpperCase());
    expect(brands().getByRole('checkbox', { name: brand.name })).toBeInTheDocument();
    expect(brands().getAllByRole('checkbox').length).toBeLessThan(all);

    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Brands' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Brands' })).toHaveFocus();
    expect(screen.queryByRole('searchbox', { name: 'Search brands' })).not.toBeInTheDocument();
  });

  it('a click outside closes the panel; the list is asked for once', async () => {
    const lists: string[] = [];
    const inner = window.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
      if (url.pathname.startsWith('/api/admin/')) lists.push(url.pathname);
      return inner(input, init);
    });
    const user = showCouponForm();
    // Nothing is asked for until a picker opens.
    await pause(50);
    expect(lists).toEqual([]);
    await openPicker(user, 'Categories');
    await user.click(screen.getByRole('heading', { name: 'Create a New Coupon' }));
    expect(screen.getByRole('button', { name: 'Categories' })).toHaveAttribute('aria-expanded', 'false');
    await openPicker(user, 'Categories');
    // Opening another picker closes the first.
    await openPicker(user, 'Collections');
    expect(screen.getByRole('button', { name: 'Categories' })).toHaveAttribute('aria-expanded', 'false');
    expect(lists).toEqual(['/api/admin/categories', '/api/admin/collections']);
  });

  it('a list that fails to load says so in the panel, and Try again loads it', async () => {
    backend.fault({ route: '/api/admin/categories', status: 500, times: 1 });
    const user = showCouponForm();
    await user.click(screen.getByRole('button', { name: 'Categories' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The categories could not be loaded.');
    // The search box is there meanwhile.
    expect(screen.getByRole('searchbox', { name: 'Search categories' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: 'Black Tea' })).toBeInTheDocument();
  });

  it('a Tab right after opening lands in the panel, even before its list has come', async () => {
    backend.fault({ route: '/api/admin/categories', delayMs: 300, times: 1 });
    const user = showCouponForm();
    screen.getByRole('button', { name: 'Categories' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Loading categories…')).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('searchbox', { name: 'Search categories' })).toHaveFocus();
    // Typed while the list is on its way: it comes already narrowed.
    await user.keyboard('black');
    await screen.findByRole('checkbox', { name: 'Black Tea' });
    expect(within(screen.getByRole('group', { name: 'Categories' })).getAllByRole('checkbox')).toHaveLength(1);
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Black Tea' })).toHaveFocus();
  });

  it('when the products of a tick cannot be loaded, the box unticks and the panel says so', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    backend.fault({ route: '/api/filters/products', status: 500, times: 1 });
    const user = showCouponForm();
    await openPicker(user, 'Categories');
    await user.click(screen.getByRole('checkbox', { name: 'Black Tea' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The products of Black Tea could not be added. Please try again.');
    expect(screen.getByRole('checkbox', { name: 'Black Tea' })).not.toBeChecked();
    expect(chips()).toEqual([]);
    expect(logged).toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: 'Black Tea' }));
    await waitFor(() => expect(chips().length).toBeGreaterThan(0));
  });

  it('an answer that comes after the box was unticked adds nothing', async () => {
    backend.fault({ route: '/api/filters/products', delayMs: 300, times: 1 });
    const user = showCouponForm();
    await openPicker(user, 'Categories');
    await user.click(screen.getByRole('checkbox', { name: 'Black Tea' }));
    await user.click(screen.getByRole('checkbox', { name: 'Black Tea' }));
    await pause(500);
    expect(chips()).toEqual([]);
  });
});

describe('coupon form: saving the products', () => {
  it('sends the chips as selected_products ids, in their order', async () => {
    const assign = navigation();
    const user = showCouponForm();
    const chosen = [await chooseByKeyboard(user, 'rice', 1), await chooseByKeyboard(user, 'tea', 1)];
    await fill(user, 'title', 'Rice and Tea');
    await fill(user, 'code', 'RICETEA5');
    await fill(user, 'value', '5');
    await fill(user, 'usage', '10');
    await user.click(submitButton());
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    const row = data().coupons.at(-1)!;
    expect(byName(row.product_ids)).toEqual(chosen);
  });
});

describe('coupon form: editing (SPEC §2 "Edit The Coupon", GET /coupons/{id}, PUT /coupons/{id}/update)', () => {
  /** A stored instant as a datetime-local value on Sri Lanka's clock (UTC+05:30, no daylight saving). */
  const colombo = (iso: string) => new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 16);

  it('loads the coupon, fills every field and the chips, and updates it', async () => {
    const assign = navigation();
    const stored = data().coupons.find((row) => row.id === SEED_IDS.activeCoupon)!;
    expect(stored.code).toBe('TEALOVER15');
    const user = showCouponForm({ couponId: stored.id });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Edit The Coupon');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the coupon…');

    expect(await screen.findByRole('textbox', { name: 'Coupon title' })).toHaveValue('Tea Lovers 15% Off');
    expect(field.code()).toHaveValue('TEALOVER15');
    expect(field.percentage()).toBeChecked();
    expect(field.value()).toHaveValue('15');
    expect(field.value()).toHaveAccessibleDescription('%');
    expect(field.usage()).toHaveValue('100');
    expect(field.min()).toHaveValue('');
    expect(field.max()).toHaveValue('1000');
    expect(field.start()).toHaveValue(colombo(stored.start_date));
    expect(field.end()).toHaveValue(colombo(stored.end_date!));
    expect(field.show()).toBeChecked();
    expect(chips()).toEqual(byName(stored.product_ids));
    expect(stored.product_ids.length).toBeGreaterThan(1);

    await fill(user, 'title', 'Tea Lovers 20% Off');
    await fill(user, 'value', '20');
    const dropped = byName(stored.product_ids)[0]!;
    await user.click(within(selected()).getByRole('button', { name: `Remove ${dropped}` }));
    await user.click(field.show());
    await user.click(submitButton('Update Coupon'));
    await waitFor(() => expect(assign).toHaveBeenCalledExactlyOnceWith(`/admin/coupons/${stored.id}/edit`));

    const updated = data().coupons.find((row) => row.id === stored.id)!;
    expect(updated).toMatchObject({
      title: 'Tea Lovers 20% Off',
      code: 'TEALOVER15',
      discount_value: 20,
      show_on_products: 0,
      used_count: stored.used_count,
      product_ids: stored.product_ids.slice(1),
    });
    // Saved as shown: to the minute.
    expect(updated.start_date).toBe(new Date(`${colombo(stored.start_date)}:00+05:30`).toISOString());
  });

  it("a 500 on update says 'Failed to update coupon…' and keeps the input", async () => {
    const assign = navigation();
    const user = showCouponForm({ couponId: SEED_IDS.activeCoupon });
    await screen.findByRole('textbox', { name: 'Coupon title' });
    await fill(user, 'title', 'Changed');
    backend.fault({ route: '/coupons/:id/update', status: 500, times: 1 });
    await user.click(submitButton('Update Coupon'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update coupon. Please try again.');
    expect(field.title()).toHaveValue('Changed');
    expect(assign).not.toHaveBeenCalled();
    expect(data().coupons.find((row) => row.id === SEED_IDS.activeCoupon)!.title).toBe('Tea Lovers 15% Off');
  });

  it("a 422 on update says 'Validation failed…' with the server's text at the field", async () => {
    const user = showCouponForm({ couponId: SEED_IDS.activeCoupon });
    await screen.findByRole('textbox', { name: 'Coupon title' });
    await fill(user, 'code', 'AVURUDU2026');
    await user.click(submitButton('Update Coupon'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Validation failed. Please check the inputs.');
    expectFieldError(field.code(), 'The code has already been taken.');
  });

  it('a failed load says so with Try again, which loads it', async () => {
    backend.fault({ route: '/coupons/:id', method: 'GET', status: 500, times: 1 });
    const user = showCouponForm({ couponId: SEED_IDS.activeCoupon });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The coupon could not be loaded. Please try again.');
    expect(screen.queryByRole('textbox', { name: 'Coupon title' })).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Coupon title' })).toHaveValue('Tea Lovers 15% Off');
  });

  it('a coupon the server does not know says it could not be found', async () => {
    showCouponForm({ couponId: 9999 });
    expect(await screen.findByText('This coupon could not be found. It may have been deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Coupon' })).not.toBeInTheDocument();
  });
});
