import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SEED_IDS } from '../../../demo-pages/backend/seed/index';
import { startBackend } from '../../helpers/backend';
import {
  expectFieldError,
  expectNoFieldError,
  field,
  fillValid,
  navigation,
  showCouponForm,
  submitButton,
  type User,
} from '../../helpers/coupon-form';

vi.mock('../../../shared/core/constants', async (original) =>
  (await import('../../helpers/constants-mock')).constantsWith(original),
);

/**
 * Issue 29, finding 2 on the admin coupon form: every field says in the shop's words what to
 * change, whatever is typed (over-long, blank, emoji, letters in numbers, Sinhala, Tamil), and
 * what was typed in the other fields stays.
 */
const backend = startBackend();
beforeEach(() => backend.signInAs(SEED_IDS.admin));

const LONG = 'x'.repeat(300);
const coupons = () => backend.store.data.coupons;

/** Replace a field's text at once, as a paste does. */
async function paste(user: User, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

/** No field shows valibot's own words ("Invalid length: Expected <=255 but received 300"). */
const noRawText = () => expect(document.body).not.toHaveTextContent(/Invalid (length|type|value|key)|Expected|received/);

describe('coupon form: field texts (issue 29)', () => {
  it('a 300-character title says its limit, keeps the other fields, and nothing is sent', async () => {
    const user = showCouponForm();
    await fillValid(user);
    await paste(user, field.title(), LONG);
    const before = coupons().length;
    await user.click(submitButton());
    expectFieldError(field.title(), 'The title must be 255 characters or fewer.');
    noRawText();
    expect(field.title()).toHaveValue(LONG);
    expect(field.code()).toHaveValue('POYATEA10');
    expect(field.value()).toHaveValue('10');
    expect(field.usage()).toHaveValue('50');
    expect(coupons()).toHaveLength(before);
  });

  it('letters in the amounts and the usage limit say it must be a number; blank usage limit says SPEC §5', async () => {
    const user = showCouponForm();
    await fillValid(user, { min: '1500abc', max: 'five hundred', usage: '10x' });
    await user.click(submitButton());
    expectFieldError(field.min(), 'Minimum order value must be a number, such as 1500.');
    expectFieldError(field.max(), 'Maximum discount value must be a number, such as 500.');
    expectFieldError(field.usage(), 'Usage limit must be a whole number, such as 100.');
    noRawText();
    await fillValid(user, { min: '', max: '', usage: '   ' });
    await user.click(submitButton());
    expectFieldError(field.usage(), 'Usage limit must be at least 1.');
    expectNoFieldError(field.min());
  });

  it('emoji and Sinhala in the code and value say the SPEC §5 texts', async () => {
    const user = showCouponForm();
    await fillValid(user, { value: '٥' });
    await paste(user, field.code(), 'කොළඹ🎉');
    await user.click(submitButton());
    expectFieldError(field.code(), 'The code must be 5 to 20 capital letters or digits.');
    expectFieldError(field.value(), 'Please enter a valid discount value.');
    noRawText();
  });

  it('a title in Sinhala, Tamil and emoji of 255 characters is saved as typed', async () => {
    const user = showCouponForm();
    const title = `අවුරුදු சலுகை 🎉 ${'ත'.repeat(200)}`.padEnd(255, 'x');
    const assign = navigation();
    await fillValid(user, { title: '' });
    await paste(user, field.title(), title);
    await user.click(submitButton());
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    expect(coupons().at(-1)!.title).toBe(title);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
