import { screen } from '@testing-library/react';

/** The guest checkout's text fields (SPEC §2 shipping form), by their labels. */
export const guestTextFields = {
  email: () => screen.getByLabelText('Email'),
  mobile: () => screen.getByLabelText('Mobile number'),
  nickname: () => screen.getByLabelText('Address nickname'),
  street: () => screen.getByLabelText('Street address'),
  city: () => screen.getByLabelText('City'),
  state: () => screen.getByLabelText(/^State/),
  postal: () => screen.getByLabelText(/^Postal code/),
};
