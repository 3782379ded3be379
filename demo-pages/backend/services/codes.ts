import { OTP_RESEND_SECONDS } from '../../../shared/core/constants';
import * as otpMessages from '../../../shared/forms/messages';
import { BACKEND_TEXTS, CODE_EMAIL, CODE_SMS } from '../lang';
import type { OutboxMessage, Store } from '../store/index';

/**
 * Texted and emailed codes: the rules (a code's life, how many wrong tries it survives, when
 * another may be sent, what a failed one says). The store only keeps them: its `codes` map and
 * `outbox` are state that a snapshot carries and a reset clears; nothing here is.
 */

/** How long a texted code stays valid, and how many wrong tries it survives. */
export const CODE_TTL_MS = 5 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;

/** What an entered code turned out to be (`checkCode`). */
export type CodeCheck = 'ok' | 'expired' | 'wrong' | 'too-many';

/** The sign-in code of a number (`POST /login/send-otp`). */
export const loginCodeKey = (mobile: string) => `login:${mobile}`;
/** Codes texted to verify a number at checkout: a guest's, or a signed-in shopper's new address. */
export const mobileCodeKey = (mobile: string) => `verify:${mobile}`;
/** The guest checkout's emailed code. */
export const emailCodeKey = (email: string) => `email:${email}`;

/**
 * The `error` of a failed checkout code (SPEC §7 "error field on failure", §8), for the guest's
 * number and a new address's alike; §8's expiry text, written for the email code, fits both.
 */
const VERIFY_CODE_ERRORS: Record<Exclude<CodeCheck, 'ok'>, string> = {
  expired: otpMessages.emailCodeExpired,
  wrong: otpMessages.guestVerifyFailed,
  'too-many': otpMessages.tooManyWrong,
};

/** Whole seconds from the store's now until `at` (ms), never negative. */
const secondsUntil = (store: Store, at: number) => Math.max(0, Math.ceil((at - store.now().getTime()) / 1000));

/**
 * Check the code texted to verify a number at checkout (the guest's, or a new address's): null
 * when it is right (used up), else the `error` the call answers.
 */
export function checkMobileCode(store: Store, mobile: string, entered: string): string | null {
  const result = checkCode(store, mobileCodeKey(mobile), entered);
  return result === 'ok' ? null : VERIFY_CODE_ERRORS[result];
}

/**
 * Seconds before another code may go to `key`: SPEC §9's 60 s after a texted one was sent
 * (`'resend'`), or, for the emailed code the screen counts down, until the running one has run
 * out (`'expiry'`). 0 when none is waiting.
 */
export function codeWait(store: Store, key: string, until: 'resend' | 'expiry'): number {
  const pending = store.codes.get(key);
  if (!pending) return 0;
  return secondsUntil(store, until === 'resend' ? pending.sentAt + OTP_RESEND_SECONDS * 1000 : pending.expiresAt);
}

/** What a code is sent with (the outbox's message but what sending it adds). */
export type CodeMessage = Omit<OutboxMessage, 'sent_at' | 'code' | 'text'>;

/**
 * The SMS or email a code goes out in, in the language of the page that asked for it (lang.ts;
 * English for a language without it), as a Laravel app's `__('…', ['code' => $code])` would be.
 */
export function codeText(channel: OutboxMessage['channel'], code: string, language: string): string {
  const english = channel === 'sms' ? CODE_SMS : CODE_EMAIL;
  return (BACKEND_TEXTS[language]?.[english] ?? english).replace(':code', code);
}

/** Send a code: it lands in the outbox (what QA reads at /__demo/outbox) and waits to be entered. */
export function sendCode(store: Store, key: string, message: CodeMessage, ttlMs: number = CODE_TTL_MS): string {
  const code = String(100_000 + Math.floor(Math.random() * 900_000));
  const at = store.now().getTime();
  store.codes.set(key, { code, expiresAt: at + ttlMs, sentAt: at, attempts: 0 });
  store.outbox.push({ ...message, code, text: codeText(message.channel, code, message.language), sent_at: new Date(at).toISOString() });
  return code;
}

/**
 * Send a code to `key` unless the last one went too recently (`codeWait`): the seconds still to
 * wait when nothing was sent, 0 when the code went.
 */
export function sendCodeOrWait(
  store: Store,
  key: string,
  until: 'resend' | 'expiry',
  message: CodeMessage,
  ttlMs: number = CODE_TTL_MS,
): number {
  const wait = codeWait(store, key, until);
  if (wait === 0) sendCode(store, key, message, ttlMs);
  return wait;
}

/**
 * Check a code entered for `key`. A right code is used up; an expired one, or one tried wrong
 * `CODE_MAX_ATTEMPTS` times, is forgotten, so only a new code can succeed. No code waiting
 * counts as expired: it was used, replaced or never sent.
 */
export function checkCode(store: Store, key: string, entered: string): CodeCheck {
  const pending = store.codes.get(key);
  if (!pending || pending.expiresAt < store.now().getTime()) {
    store.codes.delete(key);
    return 'expired';
  }
  if (pending.code !== entered.trim()) {
    pending.attempts += 1;
    if (pending.attempts < CODE_MAX_ATTEMPTS) return 'wrong';
    store.codes.delete(key);
    return 'too-many';
  }
  store.codes.delete(key);
  return 'ok';
}
