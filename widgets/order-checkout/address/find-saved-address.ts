import * as v from 'valibot';
import { AddressFormRequestSchema, getAddresses, type Address } from '../api';
import { logFailure } from '../../../shared/core/log';

const PLACE = ['street', 'city', 'state', 'postal_code', 'country'] as const;

/**
 * After a save whose answer never came (docs/decisions.md#a-save-whose-answer-never-came): the
 * shopper's addresses read again (`GET /user/all/addresses`), and the newest one at the place the
 * form sent (street, city, state, postal code, country, as the server trims them): the save
 * happened. Null when none is there; undefined when that read fails too (still unknown).
 */
export async function findSavedAddress(fields: FormData): Promise<Address | null | undefined> {
  const sent = v.safeParse(AddressFormRequestSchema, Object.fromEntries(fields));
  if (!sent.success) return null;
  let addresses: Address[];
  try {
    addresses = await getAddresses();
  } catch (error) {
    logFailure('address form: reading the addresses after a lost answer', error);
    return undefined;
  }
  const same = addresses.filter((address) => PLACE.every((key) => address[key] === sent.output[key]));
  return same.reduce<Address | null>((newest, address) => (newest && newest.id > address.id ? newest : address), null);
}
