import { COUPON_CODE_GENERATED_LENGTH } from '../../shared/core/constants';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** The largest multiple of the alphabet's size a byte can hold: bytes above it are drawn again. */
const FAIR_LIMIT = 256 - (256 % ALPHABET.length);

/**
 * SPEC §5/§9 'Generate': COUPON_CODE_GENERATED_LENGTH characters of A-Z and 0-9 from the
 * browser's cryptographic random numbers (a guessable code is a free discount), each character
 * equally likely: bytes that would favour the first letters are drawn again.
 */
export function generateCouponCode(length: number = COUPON_CODE_GENERATED_LENGTH): string {
  let code = '';
  const bytes = new Uint8Array(length * 2);
  while (code.length < length) {
    crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte < FAIR_LIMIT && code.length < length) code += ALPHABET[byte % ALPHABET.length];
    }
  }
  return code;
}
