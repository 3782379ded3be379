import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { expect, vi } from 'vitest';
import widget from '../../widgets/coupon-form/coupon-form-widget';

/** The coupon form as the admin sees it (SPEC §2), for the coupon form's component tests. */

const { Component: CouponForm, propsSchema } = widget;

export type User = ReturnType<typeof userEvent.setup>;

export function showCouponForm(props: { couponId?: number } = {}): User {
  const user = userEvent.setup();
  render(<CouponForm {...v.parse(propsSchema, props)} />);
  return user;
}

export const field = {
  title: () => screen.getByRole('textbox', { name: 'Coupon title' }),
  code: () => screen.getByRole('textbox', { name: 'Coupon code' }),
  search: () => screen.getByRole('combobox', { name: 'Add products by name' }),
  value: () => screen.getByRole('textbox', { name: 'Discount value' }),
  usage: () => screen.getByRole('textbox', { name: 'Usage limit' }),
  min: () => screen.getByRole('textbox', { name: 'Minimum order value' }),
  max: () => screen.getByRole('textbox', { name: 'Maximum discount value' }),
  start: () => screen.getByLabelText<HTMLInputElement>('Start date and time'),
  end: () => screen.getByLabelText<HTMLInputElement>('End date and time'),
  show: () => screen.getByRole('checkbox', { name: 'Show on Products' }),
  percentage: () => screen.getByRole('radio', { name: 'Percentage' }),
  fixed: () => screen.getByRole('radio', { name: 'Fixed amount' }),
};
export type FieldName = keyof typeof field;

/** Replace what a text field holds; date-times are set at once, as the browser's picker does. */
export async function fill(user: User, name: FieldName, value: string): Promise<void> {
  const input = field[name]();
  if (name === 'start' || name === 'end') {
    fireEvent.change(input, { target: { value } });
    return;
  }
  await user.clear(input);
  if (value !== '') await user.type(input, value);
}

/** A valid coupon (SPEC §5), with `values` instead of the defaults. */
export async function fillValid(user: User, values: Partial<Record<FieldName, string>> = {}): Promise<void> {
  const all: Partial<Record<FieldName, string>> = { title: 'Poya Tea Days', code: 'POYATEA10', value: '10', usage: '50', ...values };
  for (const [name, value] of Object.entries(all)) await fill(user, name as FieldName, value);
}

export const submitButton = (name: 'Create Coupon' | 'Update Coupon' = 'Create Coupon') => screen.getByRole('button', { name });

/** The field shows this SPEC §5 text, tied to it (aria-invalid, aria-describedby). */
export function expectFieldError(input: HTMLElement, text: string): void {
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(expect.stringContaining(text));
}

export function expectNoFieldError(input: HTMLElement): void {
  expect(input).not.toHaveAttribute('aria-invalid');
}

/** `window.location.assign`, which saving calls with the server's redirect_url. */
export const navigation = () => vi.spyOn(window.location, 'assign').mockImplementation(() => {});
