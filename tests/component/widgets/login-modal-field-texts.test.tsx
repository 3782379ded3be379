import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuth } from '../../../shared/core/stores/auth';
import loginModal from '../../../widgets/login-modal/login-modal-widget';
import { startBackend } from '../../helpers/backend';

vi.mock('../../../shared/core/constants', async (original) =>
  (await import('../../helpers/constants-mock')).constantsWith(original),
);

/**
 * Issue 29, finding 2 on the sign-in dialog (the code form the two checkouts share): whatever is
 * typed as the number or the code, the dialog says the shop's words, keeps what was typed and
 * texts nothing.
 */
const backend = startBackend();
const { Component: LoginModal } = loginModal;
type User = ReturnType<typeof userEvent.setup>;

beforeEach(() => setAuth({ status: 'unknown' }));

async function open() {
  const user = userEvent.setup();
  render(<LoginModal showTrigger />);
  await user.click(await screen.findByRole('button', { name: 'Sign in' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Sign in' }) };
}

async function send(user: User, dialog: HTMLElement, typed: string) {
  const input = within(dialog).getByLabelText('Mobile number');
  await user.clear(input);
  if (typed !== '') {
    await user.click(input);
    await user.paste(typed);
  }
  await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
}

describe('sign-in dialog: field texts (issue 29)', () => {
  it("a blank number says 'Mobile number is required.'; letters, emoji, Sinhala, Tamil or 300 digits the SPEC §5 format text", async () => {
    const { user, dialog } = await open();
    await send(user, dialog, '   ');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/^Mobile number is required\.$/);
    for (const typed of ['abc', '📱📱', 'කොළඹ', 'கொழும்பு', '7'.repeat(300)]) {
      await send(user, dialog, typed);
      expect(within(dialog).getByRole('alert')).toHaveTextContent(/^Invalid mobile number format\. Please use the correct format\.$/);
      expect(within(dialog).getByLabelText('Mobile number')).toHaveValue(typed);
    }
    expect(backend.store.outbox).toHaveLength(0);
  });

  it('letters and emoji never reach the code field; a short code says what to enter', async () => {
    const { user, dialog } = await open();
    await send(user, dialog, '077 123 4567');
    const code = await within(dialog).findByLabelText('Verification code');
    await user.type(code, 'ab📱12');
    expect(code).toHaveValue('12');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/^Enter the 6-digit code we sent you\.$/);
  });
});
