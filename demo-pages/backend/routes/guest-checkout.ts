import { Hono } from 'hono';
import * as v from 'valibot';
import {
  CheckEmailRequestSchema,
  CheckGuestRequestSchema,
  EmailCodeRequestSchema,
  GuestCardOrderRequestSchema,
  GuestDetailsSchema,
  GuestOrderRequestSchema,
} from '../../../widgets/guest-checkout/api';
import { MobileRequestSchema, VerifyOtpRequestSchema } from '../../../shared/placement/api/verification';
import { EMAIL_CODE_RESEND_SECONDS, EMAIL_CODE_SECONDS } from '../../../shared/core/constants';
import * as guestMessages from '../../../widgets/guest-checkout/messages';
import * as otpMessages from '../../../shared/forms/messages';
import { normaliseMobile } from '../../../shared/forms/mobile';
import { FIELD_CHECK } from '../../../shared/forms/field-check';
import { requestLanguage } from '../answer-language';
import { readBody, readMobileBody, tooSoon, validationError, type AppContext, type AppEnv } from '../env';
import { registeredWithEmail, registeredWithMobile } from '../services/accounts';
import { checkMobileCode, emailCodeKey, mobileCodeKey, sendCodeOrWait } from '../services/codes';
import { placeGuestOrder, type GuestOrderBody } from '../services/guest-orders';
import type { FieldErrors } from '../services/orders';
import type { PaymentType } from '../store/types';

/** The stand-in card gateway (demo-pages/pages/order-pages.ts), where a card order goes to be paid. */
export const CARD_GATEWAY_PATH = '/__demo/card-gateway';
/** SPEC §2: the page after a guest order. */
export const guestOrderSuccessPath = (orderId: number) => `/guest/order/success/${orderId}`;

/** A guest order for this session (services/guest-orders.ts), or its 422. */
function placeOrder(c: AppContext, body: GuestOrderBody, paymentType: PaymentType) {
  const placed = placeGuestOrder(c.var.store, c.var.session, body, paymentType);
  return placed.ok ? placed : { ok: false as const, response: validationError(c, placed.errors) };
}

/**
 * Read an order body: the shipping form first, whose fields answer with the texts of SPEC §5
 * as the guest form shows them, then the rest of the payload as Laravel's validator words it.
 */
async function readOrder<TSchema extends v.GenericSchema>(c: AppContext, schema: TSchema) {
  const raw: unknown = await c.req.json().catch(() => null);
  if (raw !== null && typeof raw === 'object' && !Array.isArray(raw)) {
    const form = v.safeParse(GuestDetailsSchema, raw, { ...FIELD_CHECK, abortPipeEarly: true });
    if (!form.success) {
      const errors: FieldErrors = {};
      for (const issue of form.issues) errors[v.getDotPath(issue) ?? 'body'] ??= [issue.message];
      return { ok: false as const, response: validationError(c, errors) };
    }
  }
  return readBody(c, schema);
}

/**
 * SPEC §7 "Guest checkout": the checks before an order (registered email or number, codes by
 * text and email), and the three order calls. None needs a signed-in shopper; the order calls
 * need the number verified in this session. `POST /send-verification-code` also serves the
 * signed-in address flow, so it keeps nothing guest-only.
 */
export const guestCheckoutRoutes = new Hono<AppEnv>()
  .post('/check-email-exists', async (c) => {
    const parsed = await readBody(c, CheckEmailRequestSchema);
    if (!parsed.ok) return parsed.response;
    return c.json({ exists: registeredWithEmail(c.var.store, parsed.body.email) !== null });
  })

  .post('/check-mobile-exists', async (c) => {
    const parsed = await readMobileBody(c, MobileRequestSchema);
    if (!parsed.ok) return parsed.response;
    return c.json({ exists: registeredWithMobile(c.var.store, parsed.mobile) !== null });
  })

  .post('/send-verification-code', async (c) => {
    const parsed = await readMobileBody(c, MobileRequestSchema);
    if (!parsed.ok) return parsed.response;
    const { mobile } = parsed;
    const purpose = c.var.session.userId === null ? 'guest' : 'address';
    // SPEC §9: another code after 60 s, as for the sign-in code.
    const wait = sendCodeOrWait(c.var.store, mobileCodeKey(mobile), 'resend', { channel: 'sms', to: mobile, purpose, language: requestLanguage(c) });
    if (wait > 0) return tooSoon(c, wait);
    return c.json({ message: 'Verification code sent.' });
  })

  .post('/guest-verify-otp', async (c) => {
    const parsed = await readBody(c, VerifyOtpRequestSchema);
    if (!parsed.ok) return parsed.response;
    const mobile = normaliseMobile(parsed.body.mobile_number);
    if (!mobile.ok) return c.json({ error: otpMessages.invalidFormatShort }, 422);
    const error = checkMobileCode(c.var.store, mobile.mobile, parsed.body.otp);
    if (error) return c.json({ error }, 422);
    c.var.session.verifiedMobiles.add(mobile.mobile);
    return c.json({ message: otpMessages.verified });
  })

  .post('/send-otp/mail', async (c) => {
    const parsed = await readBody(c, EmailCodeRequestSchema);
    if (!parsed.ok) return parsed.response;
    const store = c.var.store;
    const email = parsed.body.email;
    const key = emailCodeKey(email);
    // SPEC §9: the screen counts the code down, 220 s, then 120 s after a resend; a new code
    // goes once the running one has run out.
    const lifetime = store.codes.has(key) ? EMAIL_CODE_RESEND_SECONDS : EMAIL_CODE_SECONDS;
    const wait = sendCodeOrWait(store, key, 'expiry', { channel: 'email', to: email, purpose: 'email', language: requestLanguage(c) }, lifetime * 1000);
    if (wait > 0) return tooSoon(c, wait);
    return c.json({ message: 'Verification code sent to your email.' });
  })

  .post('/check-guest-exists', async (c) => {
    const parsed = await readBody(c, CheckGuestRequestSchema);
    if (!parsed.ok) return parsed.response;
    const mobile = normaliseMobile(parsed.body.phone_number);
    if (!mobile.ok) return validationError(c, { phone_number: [otpMessages.invalidFormat] });
    const store = c.var.store;
    const byEmail = registeredWithEmail(store, parsed.body.email);
    const byMobile = registeredWithMobile(store, mobile.mobile);
    // SPEC §4/§8: the 'Account Already Exists' prompt, naming what is registered.
    if (byEmail && byMobile) return c.json({ exists: true, message: guestMessages.accountExistsDefault });
    if (byEmail) return c.json({ exists: true, message: guestMessages.emailRegistered });
    if (byMobile) return c.json({ exists: true, message: 'This phone number is already registered. Please log in to continue.' });
    return c.json({ exists: false, message: 'You can check out as a guest.' });
  })

  .post('/guest/orders/card-payment', async (c) => {
    const parsed = await readOrder(c, GuestCardOrderRequestSchema);
    if (!parsed.ok) return parsed.response;
    const placed = placeOrder(c, parsed.body, 'card');
    if (!placed.ok) return placed.response;
    (c.var.session.cardCarts ??= new Map()).set(placed.order.id, parsed.body.guest_cart);
    return c.json({ redirect_url: `${CARD_GATEWAY_PATH}?order_id=${placed.order.id}` });
  })

  .post('/guest/orders/bank-transfer', async (c) => {
    const parsed = await readOrder(c, GuestOrderRequestSchema);
    if (!parsed.ok) return parsed.response;
    const placed = placeOrder(c, parsed.body, 'bank_transfer');
    if (!placed.ok) return placed.response;
    return c.json({ success: true, order_id: placed.order.id });
  })

  .post('/guest/orders/cod-place', async (c) => {
    const parsed = await readOrder(c, GuestOrderRequestSchema);
    if (!parsed.ok) return parsed.response;
    const placed = placeOrder(c, parsed.body, 'cod');
    if (!placed.ok) return placed.response;
    return c.json({ success: true, order_id: placed.order.id });
  });
