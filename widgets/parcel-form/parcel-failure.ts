import { failureMessage, type CallFailure } from '../../shared/errors';
import * as adminMessages from '../../shared/messages/admin';
import * as commonMessages from '../../shared/messages/common';
import { placeErrors, type ParcelErrors } from './parcel-values';

/** What the alert says: a SPEC §8 text first, then why, when the server or the cause tells. */
export interface Problem {
  title: string;
  reasons: string[];
}

export interface Outcome {
  problem: Problem;
  /** Texts the server gave about fields of the form, shown at those fields. */
  fields: ParcelErrors;
}

/** The server refused: 'Failed to create parcel.', with what it said. */
const failed = (reasons: (string | null)[]): Problem => ({
  title: adminMessages.parcel.failed,
  reasons: reasons.filter((reason): reason is string => !!reason),
});
/** Anything else went wrong: 'An error occurred while creating the parcel.' */
const errored = (reasons: string[] = []): Problem => ({ title: adminMessages.parcel.error, reasons });

/** SPEC §7: a 2xx answer with `success: false`: the server refused, maybe saying why in `error`. */
export function refused(error: string | null): Outcome {
  return { problem: failed([error?.trim() || null]), fields: {} };
}

/**
 * SPEC §8 "Parcel failure" for a call that failed. 'Failed to create parcel.' when the server
 * refused (a 4xx): with its `error` (422 'This order has not been placed yet.'), its field texts
 * at their fields (a Laravel 422), or what a refusal of the session means (419, 401, 403: the
 * shared texts, which say what to do). 'An error occurred while creating the parcel.' for
 * anything else: a 5xx, a malformed or wrong-shaped answer; for a timeout or no connection the
 * shared text says so beneath it (the admin can act on it). `sentIds` are the products sent, in
 * order, to place `products.N.amount`.
 */
export function parcelOutcome(failure: CallFailure, sentIds: readonly number[]): Outcome {
  switch (failure.kind) {
    case 'timeout':
      return { problem: errored([commonMessages.timeout]), fields: {} };
    case 'network':
      return { problem: errored([commonMessages.offline]), fields: {} };
    case 'schema':
    case 'unknown':
      return { problem: errored(), fields: {} };
    case 'http':
      break;
  }
  if (failure.status >= 500) return { problem: errored(), fields: {} };
  if (failure.status === 404) return { problem: failed([adminMessages.orderNotFound]), fields: {} };
  if (failure.status === 422) {
    const pairs = Object.entries(failure.fieldErrors).flatMap(([path, texts]) => texts.map((text) => [path, text] as const));
    const { errors, rest } = placeErrors(pairs, sentIds);
    // Laravel's `message` repeats the first field text ("… (and 2 more errors)"): said only when no field text came.
    return { problem: failed(pairs.length > 0 ? rest : [failure.message]), fields: errors };
  }
  return { problem: failed([failureMessage(failure, '', { serverMessage: true })]), fields: {} };
}
