import * as v from 'valibot';
import { GuestAddressSchema, GuestDetailsSchema, type GuestDetails } from './api';
import { GUEST_ADDRESS_KEY, GUEST_VERIFIED_KEY } from '../../shared/core/constants';
import { logFailure } from '../../shared/core/log';
import { normaliseMobile } from '../../shared/forms/mobile';

/**
 * SPEC §3/§4 browser-side values: the verified email and mobile, and the saved guest address
 * (local storage), prefilled on the next visit. What is read back is validated: anything else
 * (another version's shape, a hand edit) is ignored and logged, never a crash.
 */

const VerifiedSchema = v.object({
  email: GuestDetailsSchema.entries.email,
  /** Normalised (94XXXXXXXXX): the number the server verified. */
  mobile: v.pipe(
    v.string(),
    v.check((mobile) => normaliseMobile(mobile).ok),
  ),
});
export type Verified = v.InferOutput<typeof VerifiedSchema>;

/** SPEC §3 Guest address, checked with the shipping form's own rules. */
const SavedAddressSchema = v.object({
  nickname: GuestDetailsSchema.entries.nickname,
  receiver_phone_number: v.string(),
  ...GuestAddressSchema.wrapped.entries,
});
export type SavedAddress = v.InferOutput<typeof SavedAddressSchema>;

function read<TSchema extends v.GenericSchema>(key: string, schema: TSchema): v.InferOutput<TSchema> | null {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return null;
    const parsed = v.safeParse(schema, JSON.parse(raw));
    if (parsed.success) return parsed.output;
    logFailure(`guest checkout: stored ${key} is not valid; ignored`, parsed.issues);
  } catch (error) {
    logFailure(`guest checkout: stored ${key} could not be read; ignored`, error);
  }
  return null;
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch (error) {
    // Quota or private mode: the next visit simply starts with an empty form.
    logFailure(`guest checkout: ${key} could not be saved`, error);
  }
}

export const readVerified = () => read(GUEST_VERIFIED_KEY, VerifiedSchema);
export const readSavedAddress = () => read(GUEST_ADDRESS_KEY, SavedAddressSchema);

/** The number the server verified for this email (SPEC §4: remembered locally). */
export const rememberVerified = (verified: Verified) => write(GUEST_VERIFIED_KEY, verified);

/** A number the server no longer counts as verified (a new session) must be verified again. */
export function forgetVerified(): void {
  try {
    localStorage.removeItem(GUEST_VERIFIED_KEY);
  } catch {
    // Storage refused: the server asks for the code again anyway.
  }
}

/** SPEC §4: the address is saved locally, with the number it is delivered to. */
export function saveAddress(details: GuestDetails): void {
  const saved: SavedAddress = {
    nickname: details.nickname,
    receiver_phone_number: details.phone_number,
    ...details.address,
  };
  write(GUEST_ADDRESS_KEY, saved);
}
