import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SEED_IDS, USER_IDS } from '../../../demo-pages/backend/seed/index';
import parcelFormWidget from '../../../widgets/parcel-form/parcel-form-widget';
import { startBackend } from '../../helpers/backend';

vi.mock('../../../shared/core/constants', async (original) =>
  (await import('../../helpers/constants-mock')).constantsWith(original),
);

/**
 * Issue 29, finding 2 on the admin parcel form: every field says in the shop's words what to
 * change (over-long, blank, emoji, letters in numbers), Recipient Contact No 2 is a phone number
 * when given, Sinhala and Tamil names and addresses go through, and nothing typed is lost.
 */
const backend = startBackend();
const { Component: ParcelForm, propsSchema } = parcelFormWidget;
type User = ReturnType<typeof userEvent.setup>;

const LONG = 'x'.repeat(300);
const field = (label: string | RegExp) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: 'Create Parcel' });
const parcels = () => backend.store.data.parcels;

async function show() {
  const user = userEvent.setup();
  render(<ParcelForm {...v.parse(propsSchema, { orderId: SEED_IDS.placedOrder })} />);
  await screen.findByRole('button', { name: 'Create Parcel' });
  await user.selectOptions(field('Weight'), '3');
  return user;
}

/** Replace a field's text at once, as a paste does. */
async function paste(user: User, label: string | RegExp, text: string) {
  await user.clear(field(label));
  if (text === '') return;
  await user.click(field(label));
  await user.paste(text);
}

function expectFieldError(label: string | RegExp, text: string) {
  expect(field(label)).toHaveAttribute('aria-invalid', 'true');
  expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(text));
}

const noRawText = () => expect(document.body).not.toHaveTextContent(/Invalid (length|type|value|key)|Expected|received/);

beforeEach(() => backend.signInAs(USER_IDS.admin));

describe('parcel form: field texts (issue 29)', () => {
  it("Recipient Contact No 2 'abc' (and emoji, Sinhala) says the SPEC §5 number text; nothing is sent", async () => {
    const user = await show();
    await paste(user, 'Parcel Description', 'Rice cooker');
    for (const typed of ['abc', '📞 077', 'කොළඹ']) {
      await paste(user, /Recipient Contact No 2/, typed);
      await user.click(submit());
      expectFieldError(/Recipient Contact No 2/, 'Invalid mobile number format. Please use the correct format.');
    }
    await paste(user, 'Recipient Contact No 1', 'call the shop');
    await user.click(submit());
    expectFieldError('Recipient Contact No 1', 'Invalid mobile number format. Please use the correct format.');
    expect(field('Parcel Description')).toHaveValue('Rice cooker');
    expect(parcels()).toHaveLength(0);
  });

  // Amount is a number input: the browser keeps letters out of it (its value is then empty).
  it('300 characters in each text field say its limit; a blank Amount says the SPEC §5 text', async () => {
    const user = await show();
    await paste(user, 'Parcel Description', LONG);
    await paste(user, 'Recipient Name', LONG);
    await paste(user, 'Recipient Address', LONG);
    await paste(user, 'Recipient City', LONG);
    await user.click(submit());
    expectFieldError('Parcel Description', 'Parcel Description must be 255 characters or fewer.');
    expectFieldError('Recipient Name', 'Recipient Name must be 255 characters or fewer.');
    expectFieldError('Recipient Address', 'Recipient Address must be 255 characters or fewer.');
    expectFieldError('Recipient City', 'Recipient City must be 255 characters or fewer.');
    noRawText();
    expect(field('Recipient City')).toHaveValue(LONG);
    await paste(user, 'Amount (LKR)', '');
    await user.click(submit());
    expectFieldError('Amount (LKR)', 'Amount is required.');
    expect(parcels()).toHaveLength(0);
  });

  it('a Sinhala name, a Tamil address, emoji in the description and a number in contact 2 are sent as typed', async () => {
    const user = await show();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    await paste(user, 'Parcel Description', 'තේ 🍵 x 2');
    await paste(user, 'Recipient Name', 'නිමල් පෙරේරා');
    await paste(user, 'Recipient Address', '12 காலி வீதி');
    await paste(user, 'Recipient City', 'கொழும்பு');
    await paste(user, /Recipient Contact No 2/, '077 765 4321');
    await user.click(submit());
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    expect(parcels().at(-1)).toMatchObject({
      parcel_description: 'තේ 🍵 x 2',
      recipient_name: 'නිමල් පෙරේරා',
      recipient_address: '12 காலி வீதி',
      recipient_city: 'கொழும்பு',
      recipient_contact_2: '077 765 4321',
    });
  });
});
