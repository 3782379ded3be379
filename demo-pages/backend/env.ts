import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import * as otpMessages from '../../shared/forms/messages';
import { normaliseMobile } from '../../shared/forms/mobile';
import { FIELD_CHECK } from '../../shared/forms/field-check';
import type { VisitorCookies } from './cookies';
import type { Session, Store } from './store/index';
import type { UserRow } from './store/types';

/** What every route can read from the context. */
export interface AppEnv {
  /** `cspNonce`: this response's Content-Security-Policy nonce (csp.ts), for every tag a page prints. */
  /** `cookies`: the visitor's cookies (cookies.ts: the browser's, or the service worker's jar). */
  Variables: { session: Session; store: Store; cspNonce: string; cookies: VisitorCookies };
}
export type AppContext = Context<AppEnv>;

/** A JSON answer with any status, including Laravel's non-standard 419. */
export function jsonStatus(c: Context, body: unknown, status: number) {
  return c.json(body, status as ContentfulStatusCode);
}

/** The signed-in user of this request, or null. */
export function currentUser(c: AppContext): UserRow | null {
  return c.var.store.user(c.var.session.userId);
}

/** Laravel's 401 for `auth` middleware on an XHR request. */
export function unauthenticated(c: AppContext) {
  return c.json({ message: 'Unauthenticated.' }, 401);
}

/** 429 while the last code sent is too recent: a new one in `seconds`. */
export function tooSoon(c: AppContext, seconds: number) {
  return c.json({ message: `Please wait ${seconds} seconds before requesting a new code.` }, 429);
}

/** Laravel's 422 body: a summary message and the errors of each field. */
export function validationError(c: AppContext, errors: Record<string, string[]>) {
  const all = Object.values(errors).flat();
  const first = all[0] ?? 'The given data was invalid.';
  const more = all.length > 1 ? ` (and ${all.length - 1} more error${all.length > 2 ? 's' : ''})` : '';
  return c.json({ message: first + more, errors }, 422);
}

function fieldText(path: string): string {
  return path.replace(/\.\d+/g, '').replace(/[._]/g, ' ');
}

/**
 * The text a top-level field's own schema gives when the field is missing (valibot reports a
 * missing key with the object's generic "Invalid key", which no form should show).
 */
function missingFieldText(schema: v.GenericSchema, issue: v.BaseIssue<unknown>): string | undefined {
  const key = issue.path?.length === 1 ? issue.path[0]!.key : undefined;
  const entries = (schema as { entries?: Record<string, v.GenericSchema> }).entries;
  if (issue.received !== 'undefined' || typeof key !== 'string' || !entries?.[key]) return undefined;
  return v.safeParse(entries[key], undefined, FIELD_CHECK).issues?.[0]?.message;
}

/**
 * Parse the JSON body with a request schema from the client's call modules (one contract, two sides). A
 * failure answers like Laravel's validator: 422 with "The x field is required." per field.
 */
export async function readBody<TSchema extends v.GenericSchema>(
  c: AppContext,
  schema: TSchema,
  /** `schema`: each field's text is the schema's own (the admin forms' SPEC §5 texts). */
  options: { messages?: 'laravel' | 'schema' } = {},
): Promise<{ ok: true; body: v.InferOutput<TSchema> } | { ok: false; response: Response }> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    raw = {};
  }
  // The forms show a 'schema' answer's texts at their fields: never valibot's own words.
  const result = v.safeParse(schema, raw, FIELD_CHECK);
  if (result.success) return { ok: true, body: result.output };
  const errors: Record<string, string[]> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? 'body';
    const text =
      options.messages === 'schema'
        ? (missingFieldText(schema, issue) ?? issue.message)
        : issue.received === 'undefined' || issue.received === '""'
          ? `The ${fieldText(path)} field is required.`
          : `The ${fieldText(path)} field is invalid.`;
    const texts = (errors[path] ??= []);
    if (!texts.includes(text)) texts.push(text);
  }
  return { ok: false, response: validationError(c, errors) };
}

/**
 * A body carrying `mobile_number` (any form the shopper typed), with the number normalised to
 * 94XXXXXXXXX (shared/forms/mobile.ts); a malformed number is a 422 on the field, as the sign-in and
 * verification calls answer it.
 */
export async function readMobileBody<TSchema extends v.GenericSchema<unknown, { mobile_number: string }>>(
  c: AppContext,
  schema: TSchema,
): Promise<{ ok: true; body: v.InferOutput<TSchema>; mobile: string } | { ok: false; response: Response }> {
  const parsed = await readBody(c, schema);
  if (!parsed.ok) return parsed;
  const mobile = normaliseMobile((parsed.body as { mobile_number: string }).mobile_number);
  if (!mobile.ok) return { ok: false, response: validationError(c, { mobile_number: [otpMessages.invalidFormatShort] }) };
  return { ok: true, body: parsed.body, mobile: mobile.mobile };
}
