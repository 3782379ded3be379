import { failureMessage, type CallFailure, type FailureText } from '../../shared/session/errors';
import * as adminMessages from '../../shared/admin-texts/messages';
import { placeErrors, type ParcelErrors } from './parcel-values';

export interface Outcome {
  /** What the alert says (the shared shape): a SPEC §8 text first, then why, when known. */
  problem: FailureText;
  /** Texts the server gave about fields of the form, shown at those fields. */
  fields: ParcelErrors;
}

/** The server refused: 'Failed to create parcel.', with what it said. */
const failed = (reasons: (string | null)[]): FailureText => ({
  text: adminMessages.parcel.failed,
  reasons: reasons.filter((reason): reason is string => !!reason),
});

/** SPEC §7: a 2xx answer with `success: false`: the server refused, maybe saying why in `error`. */
export function refused(error: string | null): Outcome {
  return { problem: failed([error?.trim() || null]), fields: {} };
}

/**
 * SPEC §8 "Parcel failure" for a call that failed. 'Failed to create parcel.' when the server
 * refused (a 4xx): with its `error` (422 'This order has not been placed yet.'), its field texts
 * at their fields (a Laravel 422), or what a refusal of the session means (419, 401, 403: the
 * shared texts, which say what to do). 'An error occurred while creating the parcel.' for
 * anything else: a 5xx, a malformed or wrong-shaped answer; for no connection the shared text
 * says so beneath it (the admin can act on it), for a timeout that the parcel may have been
 * made. `sentIds` are the products sent, in order, to place `products.N.amount`.
 */
export function parcelOutcome(failure: CallFailure, sentIds: readonly number[]): Outcome {
  if (failure.kind === 'http' && failure.status === 404) return { problem: failed([adminMessages.orderNotFound]), fields: {} };
  if (failure.kind === 'http' && failure.status === 422) {
    const pairs = Object.entries(failure.fieldErrors).flatMap(([path, texts]) => texts.map((text) => [path, text] as const));
    const { errors, rest } = placeErrors(pairs, sentIds);
    // Laravel's `message` repeats the first field text ("… (and 2 more errors)"): said only when no field text came.
    return { problem: failed(pairs.length > 0 ? rest : [failure.message]), fields: errors };
  }
  // No answer in time: it may have been made (docs/decisions.md#a-save-whose-answer-never-came);
  // pressing again sends the same Idempotency-Key, so it cannot make a second one.
  if (failure.kind === 'timeout') {
    return { problem: { text: adminMessages.parcel.error, reasons: [adminMessages.unanswered.parcelCreated] }, fields: {} };
  }
  // A refusal (4xx) is the server's doing; anything else (5xx, no answer, a wrong one) an error.
  const refusal = failure.kind === 'http' && failure.status < 500;
  const text = refusal ? adminMessages.parcel.failed : adminMessages.parcel.error;
  return { problem: failureMessage(failure, text, { serverReason: true }), fields: {} };
}
