import * as v from 'valibot';
import { changeSession, http, parse, sessionChangeHeaders, setCsrfToken } from '../http';

/**
 * Auth and sign-in. `GET /auth/status` is SPEC §7; the sign-in calls are not shown by the SPEC
 * and are defined by this kit (docs/backend.md#sign-in).
 */

export const AuthUserSchema = v.object({
  id: v.number(),
  name: v.string(),
  is_admin: v.optional(v.boolean(), false),
});
export type AuthUser = v.InferOutput<typeof AuthUserSchema>;

export const AuthStatusSchema = v.object({
  isAuthenticated: v.boolean(),
  user: v.nullish(AuthUserSchema, null),
});
export type AuthStatus = v.InferOutput<typeof AuthStatusSchema>;

export const SendLoginCodeRequestSchema = v.object({ mobile_number: v.string() });
export const SendLoginCodeResponseSchema = v.object({
  message: v.string(),
  /** Seconds until another code may be requested. */
  resend_in: v.number(),
});

export const VerifyLoginCodeRequestSchema = v.object({ mobile_number: v.string(), otp: v.string() });
export const VerifyLoginCodeResponseSchema = v.object({
  message: v.string(),
  user: AuthUserSchema,
  /** The session's new CSRF token (Laravel regenerates it when the session is). */
  csrf_token: v.string(),
});

export const LogoutResponseSchema = v.object({ message: v.string(), csrf_token: v.string() });

export const getAuthStatus = () => http.get('/auth/status').json().then(parse(AuthStatusSchema));

export const sendLoginCode = (mobile_number: string) =>
  http
    .post('/login/send-otp', { json: { mobile_number } })
    .json()
    .then(parse(SendLoginCodeResponseSchema));

/** Sign in with the texted code: the session is regenerated (`changeSession`), its token stored. */
export const verifyLoginCode = (mobile_number: string, otp: string) =>
  changeSession(async () => {
    const result = await http
      .post('/login/verify-otp', { json: { mobile_number, otp }, headers: sessionChangeHeaders })
      .json()
      .then(parse(VerifyLoginCodeResponseSchema));
    setCsrfToken(result.csrf_token);
    return result;
  });

/** Sign out: the session is regenerated (`changeSession`), its token stored. */
export const logout = () =>
  changeSession(async () => {
    const result = await http.post('/logout', { headers: sessionChangeHeaders }).json().then(parse(LogoutResponseSchema));
    setCsrfToken(result.csrf_token);
    return result;
  });
