import { Hono } from 'hono';
import { SendLoginCodeRequestSchema, VerifyLoginCodeRequestSchema } from '../../../shared/session/api/auth';
import { OTP_RESEND_SECONDS } from '../../../shared/core/constants';
import { requestLanguage } from '../answer-language';
import { currentUser, readMobileBody, tooSoon, validationError, type AppEnv } from '../env';
import { accountForVerifiedMobile } from '../services/accounts';
import { checkCode, loginCodeKey, sendCodeOrWait } from '../services/codes';
import { regenerateSession } from '../session';
import type { UserRow } from '../store/types';

/** What the sign-in form shows for a code that did not work. */
const LOGIN_CODE_ERRORS = {
  expired: 'The code has expired. Please request a new one.',
  wrong: 'The code you entered is incorrect.',
  'too-many': 'Too many wrong codes. Please request a new one.',
} as const;

const publicUser = (user: UserRow) => ({ id: user.id, name: user.name, is_admin: user.is_admin });

/**
 * `GET /auth/status` (SPEC §7) and the sign-in calls this kit defines: a code texted to the
 * mobile number, then verified. An unknown number gets a new customer account on verification
 * (signing up and signing in are one flow, as in most Sri Lankan shops).
 */
export const authRoutes = new Hono<AppEnv>()
  .get('/auth/status', (c) => {
    const user = currentUser(c);
    return c.json({ isAuthenticated: user !== null, user: user ? publicUser(user) : null });
  })

  .post('/login/send-otp', async (c) => {
    const parsed = await readMobileBody(c, SendLoginCodeRequestSchema);
    if (!parsed.ok) return parsed.response;
    const { mobile } = parsed;
    const wait = sendCodeOrWait(c.var.store, loginCodeKey(mobile), 'resend', { channel: 'sms', to: mobile, purpose: 'login', language: requestLanguage(c) });
    if (wait > 0) return tooSoon(c, wait);
    return c.json({ message: 'Verification code sent.', resend_in: OTP_RESEND_SECONDS });
  })

  .post('/login/verify-otp', async (c) => {
    const parsed = await readMobileBody(c, VerifyLoginCodeRequestSchema);
    if (!parsed.ok) return parsed.response;
    const { mobile } = parsed;
    const store = c.var.store;
    const check = checkCode(store, loginCodeKey(mobile), parsed.body.otp);
    if (check !== 'ok') return validationError(c, { otp: [LOGIN_CODE_ERRORS[check]] });
    const user = accountForVerifiedMobile(store, mobile);
    const session = regenerateSession(c, user.id);
    session.verifiedMobiles.add(mobile);
    return c.json({ message: 'Signed in.', user: publicUser(user), csrf_token: session.csrfToken });
  })

  .post('/logout', (c) => {
    const session = regenerateSession(c, null);
    return c.json({ message: 'Signed out.', csrf_token: session.csrfToken });
  });
