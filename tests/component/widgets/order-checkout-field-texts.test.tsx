import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type * as Sanitize from '../../../shared/html/sanitize';
import { ShippingAddress } from '../../../widgets/order-checkout/address/shipping-address';
import { useShippingAddress } from '../../../widgets/order-checkout/address/use-shipping-address';
import { startBackend } from '../../helpers/backend';

vi.mock('../../../shared/core/constants', async (original) =>
  (await import('../../helpers/constants-mock')).constantsWith(original),
);
vi.mock('../../../shared/html/sanitize', async (original) => ({
  ...(await original<typeof Sanitize>()),
  sanitizeFormHtml: vi.fn((html: string) => html),
}));

/**
 * Issue 29, finding 2 on the signed-in checkout's Add New Address form (the server's markup, its
 * 422 texts shown at the fields): over-long, blank, emoji, letters in the number, Sinhala and
 * Tamil each say the shop's words (SPEC §5's saved-address texts where it has them), and
 * Sinhala and Tamil addresses are saved. The fields carry maxlength="255", but a paste or an
 * autofill script can bring more, and the server answers it.
 */
const backend = startBackend();
const NIMAL = 2; // verified mobile, two addresses
type User = ReturnType<typeof userEvent.setup>;

function Checkout() {
  const state = useShippingAddress();
  return <ShippingAddress state={state} error={null} />;
}

async function openForm() {
  const user = userEvent.setup();
  render(<Checkout />);
  const panel = screen.getByRole('region', { name: 'Shipping Address' });
  await user.click(await within(panel).findByRole('button', { name: 'Change' }));
  const picker = await screen.findByRole('dialog', { name: 'Choose a shipping address' });
  await user.click(within(picker).getByRole('button', { name: 'Add new address' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add New Address' });
  await within(dialog).findByLabelText('Street address');
  return { user, dialog };
}

/** Set the fields' values as a script would (maxlength does not stop it). */
function set(dialog: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.input(within(dialog).getByLabelText(label), { target: { value } });
}

async function save(user: User, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
}

const LONG = 'x'.repeat(300);

let fetchSpy: MockInstance<typeof fetch>;
beforeEach(async () => {
  fetchSpy = vi.spyOn(globalThis, 'fetch');
  await backend.signInAs(NIMAL);
});
afterEach(async () => {
  await Promise.allSettled(fetchSpy.mock.results.map((result) => result.value as unknown));
});

describe('order checkout: Add New Address field texts (issue 29)', () => {
  it('300 characters in each field say its limit in the shop’s words; what was typed stays', async () => {
    const { user, dialog } = await openForm();
    set(dialog, {
      'Address nickname': LONG,
      "Receiver's mobile number": '7'.repeat(300),
      'Street address': LONG,
      City: LONG,
      State: LONG,
      'Postal code': LONG,
    });
    await save(user, dialog);
    const expected: [string, string][] = [
      ['Address nickname', 'Nickname must be 255 characters or fewer.'],
      ["Receiver's mobile number", 'Invalid mobile number format. Please use the correct format.'],
      ['Street address', 'Street address must be 255 characters or fewer.'],
      ['City', 'City must be 255 characters or fewer.'],
      ['State', 'State must be 255 characters or fewer.'],
      ['Postal code', 'Postal code must be 255 characters or fewer.'],
    ];
    await waitFor(() => expect(within(dialog).getByLabelText('Street address')).toHaveAttribute('aria-invalid', 'true'));
    for (const [label, text] of expected) expect(within(dialog).getByLabelText(label)).toHaveAccessibleDescription(text);
    expect(dialog).not.toHaveTextContent(/must not be greater|field must be|Invalid length|Expected/);
    expect(within(dialog).getByLabelText('City')).toHaveValue(LONG);
  });

  it('letters or emoji in the number say the SPEC §5 format text; blank fields say SPEC §5', async () => {
    const { user, dialog } = await openForm();
    set(dialog, { "Receiver's mobile number": '077 abc 📞', 'Street address': '   ', City: '', State: '' });
    await save(user, dialog);
    await waitFor(() =>
      expect(within(dialog).getByLabelText("Receiver's mobile number")).toHaveAccessibleDescription(
        'Invalid mobile number format. Please use the correct format.',
      ),
    );
    expect(within(dialog).getByLabelText('Street address')).toHaveAccessibleDescription('Address is required.');
    expect(within(dialog).getByLabelText('City')).toHaveAccessibleDescription('City is required.');
    expect(within(dialog).getByLabelText('State')).toHaveAccessibleDescription('State is required.');
  });

  it('a Sinhala street, a Tamil city and an emoji nickname are saved as typed', async () => {
    const { user, dialog } = await openForm();
    set(dialog, { 'Address nickname': 'අම්මාගේ ගෙදර 🏡', 'Street address': '45 පේරාදෙණිය පාර', City: 'யாழ்ப்பாணம்', State: 'வட மாகாணம்' });
    await save(user, dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.store.data.addresses.at(-1)).toMatchObject({
      user_id: NIMAL,
      nickname: 'අම්මාගේ ගෙදර 🏡',
      street: '45 පේරාදෙණිය පාර',
      city: 'யாழ்ப்பாணம்',
      state: 'வட மாகாணம்',
    });
  });
});
