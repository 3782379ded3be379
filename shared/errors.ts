import { HTTPError, TimeoutError } from 'ky';
import * as v from 'valibot';
import { logFailure } from './log';
import * as commonMessages from './messages/common';

/** What went wrong with a call, in terms a screen can act on. */
export type CallFailure =
  | { kind: 'http'; status: number; message: string | null; fieldErrors: Record<string, string[]> }
  | { kind: 'timeout' }
  | { kind: 'network' }
  | { kind: 'schema' }
  | { kind: 'unknown' };

const LaravelBodySchema = v.object({
  message: v.optional(v.string()),
  error: v.optional(v.string()),
  errors: v.optional(v.record(v.string(), v.array(v.string()))),
});

/**
 * Classify any error thrown by a call of shared/api: ky's HTTPError (reading the Laravel body
 * `{message, errors}` or `{error}` when there is one), TimeoutError, a network failure (fetch's
 * TypeError), or a response that failed its schema or was not JSON.
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
  if (error instanceof v.ValiError || error instanceof SyntaxError) return { kind: 'schema' };
  if (error instanceof TypeError) return { kind: 'network' };
  return { kind: 'unknown' };
}

export interface MessageOptions {
  /**
   * Show the server's own text for this failure when it sent one (SPEC §8 "Server message, or
   * '…'"). Validation (422) and throttling (429) texts are always the server's. A 5xx text never
   * is: it is the framework's ("Server Error"), not something written for shoppers.
   */
  serverMessage?: boolean;
}

/**
 * The text a shopper sees for a failed call (SPEC §8): the screen's own fallback for server and
 * schema failures, and clear, specific texts where the cause is known (expired session, offline,
 * timeout, validation).
 */
export function failureMessage(
  failure: CallFailure,
  fallback: string,
  options: MessageOptions = {},
): string {
  switch (failure.kind) {
    case 'timeout':
      return commonMessages.timeout;
    case 'network':
      return commonMessages.offline;
    case 'schema':
    case 'unknown':
      return fallback;
    case 'http':
      break;
  }
  const firstFieldError = Object.values(failure.fieldErrors).flat()[0];
  switch (failure.status) {
    case 419:
      return commonMessages.sessionExpired;
    case 401:
      return commonMessages.signInRequired;
    case 403:
      return commonMessages.forbidden;
    case 422:
      return firstFieldError ?? failure.message ?? fallback;
    case 429:
      return failure.message ?? commonMessages.tooManyRequests;
    default:
      return options.serverMessage && failure.status < 500 && failure.message
        ? failure.message
        : fallback;
  }
}

/** describeFailure + failureMessage, for the common case of one message per failed call. */
export async function userMessage(
  error: unknown,
  fallback: string,
  options?: MessageOptions,
): Promise<string> {
  const failure = await describeFailure(error);
  if (failure.kind === 'schema' || failure.kind === 'unknown') logFailure('unexpected response', error);
  return failureMessage(failure, fallback, options);
}
