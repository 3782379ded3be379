import type { AppContext } from '../backend/env';
import type { UserRow } from '../backend/store/types';

/**
 * A signed-up shopper of a scenario page's own (the full cart, the full wishlist, the long
 * visit), made on first use, so no seeded journey shares their cart or list. Each scenario
 * passes its own email and mobile number: a number signs one shopper in.
 */
export function scenarioShopper(c: AppContext, email: string, name: string, mobile: string): UserRow {
  const data = c.var.store.data;
  let user = data.users.find((row) => row.email === email);
  if (!user) {
    user = { id: c.var.store.nextId(data.users), name, email, mobile, mobile_verified: true, is_admin: false, is_guest: false };
    data.users.push(user);
  }
  return user;
}
