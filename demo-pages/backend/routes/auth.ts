import { Hono } from 'hono';
import { SendLoginCodeRequestSchema, VerifyLoginCodeRequestSchema } from '../../../shared/session/api/auth';
import { OTP_RESEND_SECONDS } from '../../../shared/core/constants';
import * as otpMessages from '../../../shared/mobile/messages';
import { normaliseMobile } from '../../../shared/mobile/mobile';
import { currentUser, readBody, secondsUntil, tooSoon, validationError, type AppEnv } from '../env';
import { regenerateSession } from '../session';
import { CODE_TTL_MS } from '../store/index';
import type { UserRow } from '../store/types';

const loginKey = (mobile: string) => `login:${mobile}`;

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
    const parsed = await readBody(c, SendLoginCodeRequestSchema);
    if (!parsed.ok) return parsed.response;
    const mobile = normaliseMobile(parsed.body.mobile_number);
    if (!mobile.ok) return validationError(c, { mobile_number: [otpMessages.invalidFormatShort] });
    const store = c.var.store;
    const pending = store.codes.get(loginKey(mobile.mobile));
    const wait = pending ? secondsUntil(store, pending.sentAt + OTP_RESEND_SECONDS * 1000) : 0;
    if (wait > 0) return tooSoon(c, wait);
    store.sendCode(loginKey(mobile.mobile), { channel: 'sms', to: mobile.mobile, purpose: 'login' }, CODE_TTL_MS);
    return c.json({ message: 'Verification code sent.', resend_in: OTP_RESEND_SECONDS });
  })

  .post('/login/verify-otp', async (c) => {
    const parsed = await readBody(c, VerifyLoginCodeRequestSchema);
    if (!parsed.ok) return parsed.response;
    const mobile = normaliseMobile(parsed.body.mobile_number);
    if (!mobile.ok) return validationError(c, { mobile_number: [otpMessages.invalidFormatShort] });
    const store = c.var.store;
    const check = store.checkCode(loginKey(mobile.mobile), parsed.body.otp);
    if (check !== 'ok') return validationError(c, { otp: [LOGIN_CODE_ERRORS[check]] });
    let user = store.userByMobile(mobile.mobile);
    if (!user) {
      user = {
        id: store.nextId(store.data.users),
        name: `Customer ${mobile.mobile.slice(-4)}`,
        email: null,
        mobile: mobile.mobile,
        mobile_verified: true,
        is_admin: false,
        is_guest: false,
      };
      store.data.users.push(user);
    }
    // A guest account claimed by its phone becomes a full account; the code proved the phone.
    user.is_guest = false;
    user.mobile_verified = true;
    const session = regenerateSession(c, user.id);
    session.verifiedMobiles.add(mobile.mobile);
    return c.json({ message: 'Signed in.', user: publicUser(user), csrf_token: session.csrfToken });
  })

  .post('/logout', (c) => {
    const session = regenerateSession(c, null);
    return c.json({ message: 'Signed out.', csrf_token: session.csrfToken });
  });
