import { HTTPError, TimeoutError } from 'ky';
import * as v from 'valibot';
import { logFailure } from '../core/log';
import * as commonMessages from '../core/messages/common';

/**
 * A write whose answer never came and whose outcome could not be read again: it may or may not
 * have been carried out (failureMessage words it so, beneath the screen's SPEC §8 text).
 */
export class OutcomeUnknownError extends Error {
  constructor(cause: unknown) {
    super('the write was sent, but neither its answer nor the state it changes could be read', { cause });
  }
}

/** What went wrong with a call, in terms a screen can act on. */
export type CallFailure =
  | { kind: 'http'; status: number; message: string | null; fieldErrors: Record<string, string[]> }
  | { kind: 'timeout' }
  /** A write that may or may not have been carried out (shared/catalogue/settled-write.ts). */
  | { kind: 'outcome-unknown' }
  | { kind: 'network' }
  | { kind: 'schema' }
  | { kind: 'unknown' };

const LaravelBodySchema = v.object({
  message: v.optional(v.string()),
  error: v.optional(v.string()),
  errors: v.optional(v.record(v.string(), v.array(v.string()))),
});

/**
 * Classify any error thrown by a call of a call module (an `api/` folder or `api.ts`): ky's HTTPError (reading the Laravel body
 * `{message, errors}` or `{error}` when there is one), TimeoutError, a write of unknown outcome
 * (shared/catalogue/settled-write.ts), a network failure (fetch's TypeError), or a response that failed its
 * schema or was not JSON.
 */
export async function describeFailure(error: unknown): Promise<CallFailure> {
  if (error instanceof HTTPError) {
    let body: v.InferOutput<typeof LaravelBodySchema> = {};
    try {
      const parsed = v.safeParse(LaravelBodySchema, await error.response.clone().json());
      if (parsed.success) body = parsed.output;
    } catch {
      // An HTML error page or an empty body: the status alone speaks.
    }
    return {
      kind: 'http',
      status: error.response.status,
      // SPEC §7: a failing call names what went wrong in `error`; Laravel's own in `message`.
      message: body.error ?? body.message ?? null,
      fieldErrors: body.errors ?? {},
    };
  }
  if (error instanceof TimeoutError) return { kind: 'timeout' };
  if (error instanceof OutcomeUnknownError) return { kind: 'outcome-unknown' };
  if (error instanceof v.ValiError || error instanceof SyntaxError) return { kind: 'schema' };
  if (error instanceof TypeError) return { kind: 'network' };
  return { kind: 'unknown' };
}

/**
 * What a screen says about a failed call (SPEC §8): its own text first, always; beneath it, the
 * reasons known (offline, too slow, the session ended, the server's reason for a refusal), one a
 * line. `reasons` is empty when the text says all there is.
 */
export interface FailureText {
  text: string;
  reasons: readonly string[];
}

/** A text a screen shows where failures show: a plain text, or a failure's text and reasons. */
export type ShownText = string | FailureText;

export interface MessageOptions {
  /**
   * SPEC §8 "Server message, or '…'": the server's own text for a refusal (a 4xx) is the text,
   * instead of the screen's. A 5xx text never is: it is the framework's ("Server Error"), not
   * something written for shoppers; nor is a 419, 401 or 403 text ('CSRF token mismatch.').
   */
  serverMessage?: boolean;
  /**
   * The server's text for a refusal (a 4xx other than 419, 401, 403) goes beneath the screen's
   * text whatever its status (the parcel form: the admin can act on 'This order has not been
   * placed yet.'). Without it, only a 422's and a 429's text do.
   */
  serverReason?: boolean;
}

const failed = (text: string, ...reasons: (string | null | undefined)[]): FailureText => ({
  text,
  reasons: reasons.filter((reason): reason is string => !!reason?.trim()),
});

/**
 * The text a shopper sees for a failed call: always the screen's SPEC §8 text (`fallback`), or
 * the server's own where the SPEC says "Server message, or …" (`serverMessage`); beneath it, why
 * when it is known: offline, too slow, the session expired (419), signed out (401), not allowed
 * (403), too many tries (429), or the server's reason for a validation refusal (a Laravel 422's
 * first field text). A reason never replaces the SPEC text (SPEC §8;
 * docs/decisions.md#a-failure-says-its-spec-8-text-first-then-why).
 */
export function failureMessage(
  failure: CallFailure,
  fallback: string,
  options: MessageOptions = {},
): FailureText {
  switch (failure.kind) {
    case 'timeout':
      return failed(fallback, commonMessages.timeout);
    case 'outcome-unknown':
      return failed(fallback, commonMessages.outcomeUnknown);
    case 'network':
      return failed(fallback, commonMessages.offline);
    case 'schema':
    case 'unknown':
      return failed(fallback);
    case 'http':
      break;
  }
  switch (failure.status) {
    case 419:
      return failed(fallback, commonMessages.sessionExpired);
    case 401:
      return failed(fallback, commonMessages.signInRequired);
    case 403:
      return failed(fallback, commonMessages.forbidden);
  }
  // Laravel's 422 `message` repeats the first field text: the field's own is the reason.
  const firstFieldError = Object.values(failure.fieldErrors).flat()[0];
  const said = (failure.status === 422 ? firstFieldError : null) ?? failure.message?.trim() ?? null;
  if (failure.status >= 500 || !said) {
    return failure.status === 429 ? failed(fallback, commonMessages.tooManyRequests) : failed(fallback);
  }
  if (options.serverMessage) return failed(said);
  const reasonBeneath = options.serverReason || failure.status === 422 || failure.status === 429;
  return reasonBeneath ? failed(fallback, said) : failed(fallback);
}

/** describeFailure + failureMessage, for the common case of one message per failed call. */
export async function userMessage(
  error: unknown,
  fallback: string,
  options?: MessageOptions,
): Promise<FailureText> {
  const failure = await describeFailure(error);
  if (failure.kind === 'schema' || failure.kind === 'unknown') logFailure('unexpected response', error);
  return failureMessage(failure, fallback, options);
}
