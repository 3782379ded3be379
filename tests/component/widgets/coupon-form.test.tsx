import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SEED_IDS } from '../../../demo-pages/backend/seed/index';
import { COUPON_CODE_GENERATED_LENGTH } from '../../../shared/core/constants';
import { startBackend } from '../../helpers/backend';
import { expectFailure, failCall, LATE_MS, lateAnswerGone, OFFLINE, TIMEOUT } from '../../helpers/failure';
import {
  expectFieldError,
  expectNoFieldError,
  field,
  fill,
  fillValid,
  navigation,
  showCouponForm,
  submitButton,
  type FieldName,
  type User,
} from '../../helpers/coupon-form';
import { setPageUrl } from '../../helpers/page-url';

// A short client timeout, so "no answer in time" shows at once.
vi.mock('../../../shared/core/constants', async (original) =>
  (await import('../../helpers/constants-mock')).constantsWith(original, { HTTP_TIMEOUT_MS: 400 }),
);

const backend = startBackend();

beforeEach(() => backend.signInAs(SEED_IDS.admin));

const coupons = () => backend.store.data.coupons;
const newest = () => coupons().at(-1)!;

/** Fill a valid coupon with `values`, press Create Coupon, and tell whether it was saved. */
async function attempt(user: User, values: Partial<Record<FieldName, string>>): Promise<boolean> {
  const before = coupons().length;
  const assign = navigation();
  await fillValid(user, values);
  await user.click(submitButton());
  // The rules are checked at once: an invalid form stays put, a valid one goes on to the coupon's page.
  if (!document.querySelector('[aria-invalid="true"]')) await waitFor(() => expect(assign).toHaveBeenCalledOnce());
  assign.mockRestore();
  return coupons().length > before;
}

describe('coupon form: SPEC §5 rules at their boundaries, before anything is sent', () => {
  it.each([
    ['4 characters', 'ABCD', false],
    ['5 characters', 'ABCDE', true],
    ['20 characters', 'A1B2C3D4E5F6G7H8I9J0', true],
    ['21 characters', 'A1B2C3D4E5F6G7H8I9J0K', false],
  ])('a code of %s (%s) is accepted: %s', async (_, code, accepted) => {
    const user = showCouponForm();
    expect(await attempt(user, { code })).toBe(accepted);
    if (accepted) {
      expect(newest().code).toBe(code);
      return;
    }
    expectFieldError(field.code(), 'The code must be 5 to 20 capital letters or digits.');
    expect(field.code()).toHaveFocus();
  });

  it('upper-cases what is typed, and refuses other characters', async () => {
    const user = showCouponForm();
    await fill(user, 'code', 'tea-15');
    expect(field.code()).toHaveValue('TEA-15');
    expect(await attempt(user, { code: 'tea-15' })).toBe(false);
    expectFieldError(field.code(), 'The code must be 5 to 20 capital letters or digits.');
  });

  it.each([
    ['percentage', '0', false],
    ['percentage', '1', true],
    ['percentage', '100', true],
    ['percentage', '101', false],
    ['fixed', '0', false],
    ['fixed', '1', true],
    ['fixed', '5000', true],
  ] as const)('a %s value of %s is accepted: %s', async (type, value, accepted) => {
    const user = showCouponForm();
    if (type === 'fixed') await user.click(field.fixed());
    expect(await attempt(user, { value })).toBe(accepted);
    if (accepted) {
      expect(newest()).toMatchObject({ discount_type: type, discount_value: Number(value) });
      return;
    }
    expectFieldError(field.value(), 'Please enter a valid discount value.');
    expect(field.value()).toHaveFocus();
  });

  it('an empty or unreadable value is refused with the same text', async () => {
    const user = showCouponForm();
    expect(await attempt(user, { value: '' })).toBe(false);
    expectFieldError(field.value(), 'Please enter a valid discount value.');
    expect(await attempt(user, { value: '1,5' })).toBe(false);
    expectFieldError(field.value(), 'Please enter a valid discount value.');
  });

  it.each([
    ['0', false],
    ['1', true],
    ['', false],
  ])('a usage limit of "%s" is accepted: %s', async (usage, accepted) => {
    const user = showCouponForm();
    expect(await attempt(user, { usage })).toBe(accepted);
    if (accepted) expect(newest().usage_limit).toBe(1);
    else expectFieldError(field.usage(), 'Usage limit must be at least 1.');
  });

  it('refuses a negative minimum order value and a negative cap; 0 and empty are accepted', async () => {
    const user = showCouponForm();
    expect(await attempt(user, { min: '-1', max: '-0.5' })).toBe(false);
    expectFieldError(field.min(), 'Minimum order value cannot be negative.');
    expectFieldError(field.max(), 'Maximum discount value cannot be negative.');
    // The first invalid field, in the form's order, has the focus.
    expect(field.min()).toHaveFocus();

    expect(await attempt(user, { min: '0', max: '0' })).toBe(true);
    expect(newest()).toMatchObject({ min_order_value: 0, max_discount_value: 0 });
  });

  it('leaves both amounts out when they are empty', async () => {
    const user = showCouponForm();
    expect(await attempt(user, { min: '', max: '' })).toBe(true);
    expect(newest()).toMatchObject({ min_order_value: null, max_discount_value: null });
  });

  it('refuses an end before the start; an end equal to the start, or none, is accepted', async () => {
    const user = showCouponForm();
    expect(await attempt(user, { start: '2026-12-01T10:00', end: '2026-12-01T09:59' })).toBe(false);
    expectFieldError(field.end(), 'End date must be after the start date.');

    expect(await attempt(user, { code: 'SAMEMINUTE', end: '2026-12-01T10:00' })).toBe(true);
    // Sri Lanka time (UTC+05:30), whatever this computer's zone.
    expect(newest()).toMatchObject({ start_date: '2026-12-01T04:30:00.000Z', end_date: '2026-12-01T04:30:00.000Z' });
  });

  it('needs a title and a start, and shows every text at once, nothing sent', async () => {
    const assign = navigation();
    const before = coupons().length;
    const user = showCouponForm();
    await fill(user, 'start', '');
    await fill(user, 'code', 'AB');
    await fill(user, 'value', '101');
    await fill(user, 'usage', '0');
    await fill(user, 'min', '-1');
    await fill(user, 'max', '-1');
    await fill(user, 'end', '2020-01-01T00:00');
    await user.click(submitButton());
    expectFieldError(field.title(), 'The title is required.');
    expectFieldError(field.code(), 'The code must be 5 to 20 capital letters or digits.');
    expectFieldError(field.value(), 'Please enter a valid discount value.');
    expectFieldError(field.usage(), 'Usage limit must be at least 1.');
    expectFieldError(field.min(), 'Minimum order value cannot be negative.');
    expectFieldError(field.max(), 'Maximum discount value cannot be negative.');
    expectFieldError(field.start(), 'Enter a valid date and time.');
    expect(field.title()).toHaveFocus();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(coupons()).toHaveLength(before);
    expect(assign).not.toHaveBeenCalled();

    // Fixing a field takes its text away; the others stay until the next try.
    await user.type(field.title(), 'Poya');
    expectNoFieldError(field.title());
    expectFieldError(field.code(), 'The code must be 5 to 20 capital letters or digits.');
  });
});

describe('coupon form: the fields (SPEC §2, §4)', () => {
  it(`Generate makes a ${COUPON_CODE_GENERATED_LENGTH}-character code of A-Z and 0-9, a new one each time`, async () => {
    const user = showCouponForm();
    const codes = new Set<string>();
    for (let i = 0; i < 5; i++) {
      await user.click(screen.getByRole('button', { name: 'Generate' }));
      const code = (field.code() as HTMLInputElement).value;
      expect(code).toMatch(/^[A-Z0-9]{10}$/);
      codes.add(code);
    }
    expect(codes.size).toBe(5);
  });

  it('Generate draws from the browser’s cryptographic random numbers', async () => {
    const random = vi.spyOn(crypto, 'getRandomValues');
    const user = showCouponForm();
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(random).toHaveBeenCalled();
  });

  it('changing the discount type clears the value and switches the symbol between % and $', async () => {
    const user = showCouponForm();
    expect(field.percentage()).toBeChecked();
    expect(field.value()).toHaveAccessibleDescription('%');
    await user.type(field.value(), '15');
    await user.click(field.fixed());
    expect(field.value()).toHaveValue('');
    expect(field.value()).toHaveAccessibleDescription('$');
    await user.type(field.value(), '500');
    await user.click(field.percentage());
    expect(field.value()).toHaveValue('');
    expect(field.value()).toHaveAccessibleDescription('%');
  });

  it('starts a new coupon now, on Sri Lanka’s clock, with no end', () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T20:15:30Z'), toFake: ['Date'] });
    try {
      showCouponForm();
      expect(field.start()).toHaveValue('2026-03-02T01:45');
      expect(field.end()).toHaveValue('');
    } finally {
      vi.useRealTimers();
    }
  });

  it("says 'No products Selected.' until products are chosen", () => {
    showCouponForm();
    const selected = screen.getByRole('region', { name: 'Selected Products' });
    expect(within(selected).getByText('No products Selected.')).toBeInTheDocument();
  });
});

describe('coupon form: saving (SPEC §7, §8)', () => {
  it('creates exactly the coupon it sends and goes to the redirect_url', async () => {
    const assign = navigation();
    const user = showCouponForm();
    const before = coupons().length;
    await fillValid(user, {
      title: '  Poya Tea Days ',
      code: 'POYA2026',
      value: '12.5',
      usage: '40',
      min: '2000',
      max: '750',
      start: '2026-12-01T08:00',
      end: '2026-12-31T23:59',
    });
    await user.click(field.show());
    await user.click(submitButton());
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());

    expect(coupons()).toHaveLength(before + 1);
    const row = newest();
    expect(row).toEqual({
      id: row.id,
      title: 'Poya Tea Days',
      code: 'POYA2026',
      discount_type: 'percentage',
      discount_value: 12.5,
      min_order_value: 2000,
      max_discount_value: 750,
      usage_limit: 40,
      used_count: 0,
      start_date: '2026-12-01T02:30:00.000Z',
      end_date: '2026-12-31T18:29:00.000Z',
      show_on_products: 1,
      product_ids: [],
    });
    expect(assign).toHaveBeenCalledWith(`/admin/coupons/${row.id}/edit`);
  });

  // Ours: the page the admin lands on says the save worked, once.
  it.each([
    ['Create Coupon', undefined, 'Coupon created.'],
    ['Update Coupon', SEED_IDS.activeCoupon, 'Coupon updated.'],
  ] as const)('after %s the page it goes to says so once, politely, until the form is changed; a reload does not', async (button, couponId, text) => {
    const assign = navigation();
    const user = showCouponForm(couponId === undefined ? {} : { couponId });
    if (couponId === undefined) await fillValid(user);
    else await waitFor(() => expect(field.title()).not.toHaveValue(''));
    await user.click(submitButton(button));
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    const landing = assign.mock.calls[0]![0] as string;
    expect(screen.queryByText(text)).not.toBeInTheDocument();

    // The browser arrives at the redirect_url: the edit page's form mounts there.
    cleanup();
    setPageUrl(`${backend.origin}${landing}`);
    const id = Number(/\/admin\/coupons\/(\d+)\/edit$/.exec(landing)![1]);
    const landed = showCouponForm({ couponId: id });
    await waitFor(() => expect(screen.getByText(text).closest('[role="status"]')).toBeInTheDocument());
    // Changed, the form no longer shows what was saved: the note goes.
    await fill(landed, 'title', 'Vesak Week');
    expect(screen.queryByText(text)).not.toBeInTheDocument();

    // A reload: the note was shown once and is gone.
    cleanup();
    showCouponForm({ couponId: id });
    await waitFor(() => expect(field.title()).not.toHaveValue(''));
    expect(screen.queryByText(text)).not.toBeInTheDocument();
  });

  it('a double click sends once', async () => {
    const assign = navigation();
    const user = showCouponForm();
    const before = coupons().length;
    await fillValid(user);
    backend.fault({ route: '/coupons/store', delayMs: 300, times: 1 });
    await user.dblClick(submitButton());
    expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    await user.click(submitButton());
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(coupons()).toHaveLength(before + 1);
    expect(assign).toHaveBeenCalledOnce();
  });

  it("a 422 says 'Validation failed…' and puts the server's text at its field ('The code has already been taken.')", async () => {
    const assign = navigation();
    const user = showCouponForm();
    await fillValid(user, { code: 'TEALOVER15' });
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Validation failed. Please check the inputs.');
    expectFieldError(field.code(), 'The code has already been taken.');
    expect(field.code()).toHaveFocus();
    expect(assign).not.toHaveBeenCalled();
    // What was typed stays.
    expect(field.title()).toHaveValue('Poya Tea Days');
    expect(field.code()).toHaveValue('TEALOVER15');

    // A new code goes through.
    await fill(user, 'code', 'TEALOVER16');
    await user.click(submitButton());
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
  });

  it("a 500 on create says 'Failed to create coupon…' and keeps the input", async () => {
    const assign = navigation();
    const user = showCouponForm();
    await fillValid(user);
    backend.fault({ route: '/coupons/store', status: 500, times: 1 });
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create coupon. Please try again.');
    expect(assign).not.toHaveBeenCalled();
    expect(field.code()).toHaveValue('POYATEA10');
    expect(submitButton()).not.toHaveAttribute('aria-disabled');
    // Pressed again, it is sent again.
    await user.click(submitButton());
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([['wrong-shape'], ['malformed']] as const)(
    "a 2xx answer that is %s says 'Unexpected response from server…'",
    async (body) => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      const assign = navigation();
      const user = showCouponForm();
      await fillValid(user);
      backend.fault({ route: '/coupons/store', body, times: 1 });
      await user.click(submitButton());
      expect(await screen.findByRole('alert')).toHaveTextContent('Unexpected response from server. Please try again.');
      expect(assign).not.toHaveBeenCalled();
      expect(logged).toHaveBeenCalled();
    },
  );

  it('a redirect_url that is not a safe address is an unexpected response too', async () => {
    const assign = navigation();
    const user = showCouponForm();
    await fillValid(user);
    const fetch = window.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await fetch(input, init);
      const url = input instanceof Request ? input.url : String(input);
      return url.endsWith('/coupons/store')
        ? new Response(JSON.stringify({ redirect_url: 'javascript:alert(1)' }), { status: 201, headers: { 'Content-Type': 'application/json' } })
        : response;
    });
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Unexpected response from server. Please try again.');
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('coupon form: no connection or no answer in time (SPEC §8: the text, the reason beneath)', () => {
  const withCode = (code: string) => coupons().filter((coupon) => coupon.code === code);

  it("creating with no connection says 'Failed to create coupon…', then why, keeps the input and makes none", async () => {
    const assign = navigation();
    const user = showCouponForm();
    await fillValid(user);
    failCall(backend, 'no connection', { route: '/coupons/store', method: 'POST' });
    await user.click(submitButton());
    expectFailure(await screen.findByRole('alert'), 'Failed to create coupon. Please try again.', OFFLINE);
    expect(assign).not.toHaveBeenCalled();
    expect(field.code()).toHaveValue('POYATEA10');
    expect(withCode('POYATEA10')).toEqual([]);
  });

  it('creating with no answer in time says it may have been created; saving again makes no second one and goes to it', async () => {
    const assign = navigation();
    const user = showCouponForm();
    await fillValid(user);
    failCall(backend, 'no answer in time', { route: '/coupons/store', method: 'POST' });
    await user.click(submitButton());
    expectFailure(
      await screen.findByRole('alert'),
      'Failed to create coupon. Please try again.',
      'No answer came in time, so the coupon may have been created. Saving again will not create it twice.',
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent(TIMEOUT);
    expect(field.code()).toHaveValue('POYATEA10');
    // The server made it: the screen said it may have been.
    await lateAnswerGone();
    expect(withCode('POYATEA10')).toHaveLength(1);

    backend.faults.clear();
    await user.click(submitButton());
    const made = withCode('POYATEA10');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`/admin/coupons/${made[0]!.id}/edit`));
    expect(withCode('POYATEA10')).toHaveLength(1);
  });

  it("updating with no connection says 'Failed to update coupon…', then why, and nothing is saved", async () => {
    const assign = navigation();
    const id = coupons()[0]!.id;
    const title = coupons()[0]!.title;
    const user = showCouponForm({ couponId: id });
    const update = await screen.findByRole('button', { name: 'Update Coupon' });
    await fill(user, 'title', 'Vesak Week');
    failCall(backend, 'no connection', { route: '/coupons/:id/update', method: 'PUT', path: `/coupons/${id}/update` });
    await user.click(update);
    expectFailure(await screen.findByRole('alert'), 'Failed to update coupon. Please try again.', OFFLINE);
    expect(assign).not.toHaveBeenCalled();
    expect(coupons()[0]!.title).toBe(title);
  });

  it("updating with no answer in time reads the coupon again: saved as sent, it says 'Coupon updated.' until the form is changed", async () => {
    const assign = navigation();
    const id = coupons()[0]!.id;
    const user = showCouponForm({ couponId: id });
    const update = await screen.findByRole('button', { name: 'Update Coupon' });
    await fill(user, 'title', 'Vesak Week');
    failCall(backend, 'no answer in time', { route: '/coupons/:id/update', method: 'PUT', path: `/coupons/${id}/update` });
    await user.click(update);
    // Said on screen, and in the form's status region (announced).
    await waitFor(() => expect(screen.getAllByText('Coupon updated.')).toHaveLength(2));
    expect(screen.getAllByRole('status').filter((status) => status.textContent === 'Coupon updated.')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(coupons()[0]!.title).toBe('Vesak Week');
    expect(field.title()).toHaveValue('Vesak Week');
    expect(assign).not.toHaveBeenCalled();
    await lateAnswerGone();
    // Changed since, the form no longer shows what is saved: the note goes, on screen and in the status.
    await fill(user, 'title', 'Vesak Week Sale');
    expect(screen.queryByText('Coupon updated.')).not.toBeInTheDocument();
  });

  it('updating with no answer in time, the server not having saved it, says it failed and why', async () => {
    const id = coupons()[0]!.id;
    const title = coupons()[0]!.title;
    const user = showCouponForm({ couponId: id });
    const update = await screen.findByRole('button', { name: 'Update Coupon' });
    await fill(user, 'title', 'Vesak Week');
    // The request waits past the client's timeout, then is refused: nothing saved.
    backend.fault({ route: '/coupons/:id/update', method: 'PUT', delayMs: LATE_MS, status: 503, times: 1 });
    await user.click(update);
    expectFailure(await screen.findByRole('alert'), 'Failed to update coupon. Please try again.', TIMEOUT);
    expect(screen.queryByText('Coupon updated.')).not.toBeInTheDocument();
    expect(coupons()[0]!.title).toBe(title);
    await lateAnswerGone();
    expect(coupons()[0]!.title).toBe(title);
  });
});
