import { getCoupon, storeCoupon, updateCoupon, type CouponForm } from '../../shared/admin/api';
import { describeFailure, failureMessage, type ShownText } from '../../shared/session/errors';
import { logFailure } from '../../shared/core/log';
import * as adminMessages from '../../shared/admin-texts/messages';
import { navigateTo } from '../../shared/core/urls';
import { checkForm, formOf, type FieldErrors, type RequestField } from './coupon-form-state';
import { rememberSaved } from './saved-note';

/** Saved: `leaving` for the page the server named; otherwise it stays (an update found saved). */
export type SaveOutcome = { ok: true; leaving: boolean } | { ok: false; text: ShownText; errors: FieldErrors };

const unexpected: SaveOutcome = { ok: false, text: adminMessages.unexpectedResponse, errors: {} };

/**
 * Sends the coupon (`POST /coupons/store`, or `PUT /coupons/{id}/update` when editing) and, once
 * saved, goes where the server says. SPEC §8: a 422 is 'Validation failed. Please check the
 * inputs.' with the server's text at each field; an answer without a usable `redirect_url`
 * (wrong shape, not JSON, not a safe address) is 'Unexpected response from server…'; any other
 * failure 'Failed to create/update coupon…', or what is known of it (offline, too slow, the
 * session ended: shared/session/errors.ts).
 *
 * An answer that never came (a timeout) leaves the outcome unknown
 * (docs/decisions.md#a-save-whose-answer-never-came): an update reads the coupon again and says
 * what is saved; a create cannot be looked up, so it says it may have been made, and saving again
 * sends the same `idempotencyKey`, which the server answers with the first answer.
 */
export async function saveCoupon(couponId: number | undefined, body: CouponForm, idempotencyKey: string): Promise<SaveOutcome> {
  let saved: { redirect_url: string };
  try {
    saved = couponId === undefined ? await storeCoupon(body, idempotencyKey) : await updateCoupon(couponId, body);
  } catch (error) {
    const failure = await describeFailure(error);
    if (failure.kind === 'timeout') {
      if (couponId === undefined) return { ok: false, text: { text: adminMessages.createFailed, reasons: [adminMessages.unanswered.couponCreated] }, errors: {} };
      const found = await savedAsSent(couponId, body);
      if (found) return { ok: true, leaving: false };
      if (found === null) return { ok: false, text: { text: adminMessages.updateFailed, reasons: [adminMessages.unanswered.couponUpdated] }, errors: {} };
    }
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
  return navigateTo(saved.redirect_url) ? { ok: true, leaving: true } : unexpected;
}

/** Whether the server holds the coupon as `body` says (read again); null when that read fails too. */
async function savedAsSent(couponId: number, body: CouponForm): Promise<boolean | null> {
  try {
    const read = checkForm(formOf(await getCoupon(couponId)));
    return read.ok && sameCoupon(read.body, body);
  } catch (error) {
    logFailure('coupon form: reading the coupon after a lost answer', error);
    return null;
  }
}

const sameCoupon = (a: CouponForm, b: CouponForm) => {
  const comparable = (coupon: CouponForm) =>
    JSON.stringify({ ...coupon, selected_products: [...coupon.selected_products].sort((x, y) => x - y) });
  return comparable(a) === comparable(b);
};
