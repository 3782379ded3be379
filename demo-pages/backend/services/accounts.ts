import type { Store } from '../store/index';
import type { UserRow } from '../store/types';

/**
 * Accounts by mobile number and email: registered shoppers (who must sign in, SPEC §6), guest
 * accounts the guest checkout keeps, and the account a verified number signs in to.
 */

/** Registered (not guest) accounts by email or number; emails arrive lower-cased by the schemas. */
const registered = (store: Store) => store.data.users.filter((user) => !user.is_guest);

export const registeredWithEmail = (store: Store, email: string): UserRow | null =>
  registered(store).find((user) => user.email?.toLowerCase() === email) ?? null;

export const registeredWithMobile = (store: Store, mobile: string): UserRow | null =>
  registered(store).find((user) => user.mobile === mobile) ?? null;

/**
 * The account a number verified by its sign-in code signs in to: its own, or a new customer's
 * (signing up and signing in are one flow). A guest account claimed by its phone becomes a full
 * account; the code proved the phone.
 */
export function accountForVerifiedMobile(store: Store, mobile: string): UserRow {
  let user = store.userByMobile(mobile);
  if (!user) {
    user = {
      id: store.nextId(store.data.users),
      name: `Customer ${mobile.slice(-4)}`,
      email: null,
      mobile,
      mobile_verified: true,
      is_admin: false,
      is_guest: false,
    };
    store.data.users.push(user);
  }
  user.is_guest = false;
  user.mobile_verified = true;
  return user;
}

/**
 * The guest account for this email and number: the guest account the number belongs to, else
 * the one with the email, else a new one. (Registered accounts were turned away before.)
 */
export function guestAccount(store: Store, email: string, mobile: string): UserRow {
  const guests = store.data.users.filter((user) => user.is_guest);
  const byMobile = guests.find((user) => user.mobile === mobile);
  if (byMobile) {
    byMobile.mobile_verified = true;
    return byMobile;
  }
  const byEmail = guests.find((user) => user.email?.toLowerCase() === email);
  if (byEmail) return byEmail;
  const user: UserRow = {
    id: store.nextId(store.data.users),
    name: `Guest ${mobile.slice(-4)}`,
    email,
    mobile,
    mobile_verified: true,
    is_admin: false,
    is_guest: true,
  };
  store.data.users.push(user);
  return user;
}
