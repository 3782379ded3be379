import { storeCoupon, updateCoupon, type CouponForm } from '../../shared/admin/api';
import { describeFailure, failureMessage, type ShownText } from '../../shared/session/errors';
import { logFailure } from '../../shared/core/log';
import * as adminMessages from '../../shared/admin-texts/messages';
import { navigateTo } from '../../shared/core/urls';
import type { FieldErrors, RequestField } from './coupon-form-state';
import { rememberSaved } from './saved-note';

export type SaveOutcome = { ok: true } | { ok: false; text: ShownText; errors: FieldErrors };

const unexpected: SaveOutcome = { ok: false, text: adminMessages.unexpectedResponse, errors: {} };

/**
 * Sends the coupon (`POST /coupons/store`, or `PUT /coupons/{id}/update` when editing) and, once
 * saved, goes where the server says. SPEC §8: a 422 is 'Validation failed. Please check the
 * inputs.' with the server's text at each field; an answer without a usable `redirect_url`
 * (wrong shape, not JSON, not a safe address) is 'Unexpected response from server…'; any other
 * failure 'Failed to create/update coupon…', or what is known of it (offline, too slow, the
 * session ended: shared/session/errors.ts).
 */
export async function saveCoupon(couponId: number | undefined, body: CouponForm): Promise<SaveOutcome> {
  let saved: { redirect_url: string };
  try {
    saved = couponId === undefined ? await storeCoupon(body) : await updateCoupon(couponId, body);
  } catch (error) {
    const failure = await describeFailure(error);
    if (failure.kind === 'schema') {
      logFailure('unexpected response', error);
      return unexpected;
    }
    if (failure.kind === 'http' && failure.status === 422) {
      const errors: FieldErrors = {};
      for (const [field, texts] of Object.entries(failure.fieldErrors)) {
        if (texts[0] && field in body) errors[field as RequestField] = texts[0];
      }
      return { ok: false, text: adminMessages.validationFailed, errors };
    }
    const fallback = couponId === undefined ? adminMessages.createFailed : adminMessages.updateFailed;
    return { ok: false, text: failureMessage(failure, fallback), errors: {} };
  }
  // The page it goes to says it worked (saved-note.ts).
  rememberSaved(couponId === undefined ? 'created' : 'updated', saved.redirect_url);
  return navigateTo(saved.redirect_url) ? { ok: true } : unexpected;
}
