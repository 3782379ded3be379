import { Hono } from 'hono';
import * as v from 'valibot';
import {
  AddressFormRequestSchema,
  VerifyAddressOtpRequestSchema,
  type AddressesResponseSchema,
  type PrimaryAddressResponseSchema,
} from '../../../widgets/order-checkout/api';
import { DEFAULT_COUNTRY } from '../../../shared/core/constants';
import * as addressMessages from '../../../widgets/order-checkout/address/messages';
import * as otpMessages from '../../../shared/forms/messages';
import { formatMobileForDisplay, normaliseMobile } from '../../../shared/forms/mobile';
import { FIELD_CHECK } from '../../../shared/forms/field-check';
import { html } from '../../pages/html';
import { currentUser, readBody, unauthenticated, validationError, type AppContext, type AppEnv } from '../env';
import { addressOf } from '../presenters';
import { checkMobileCode } from '../services/codes';
import type { AddressRow, UserRow } from '../store/types';

/** The shopper's addresses, the primary first, then in the order they were added. */
function addressesOf(c: AppContext, user: UserRow): AddressRow[] {
  return c.var.store.data.addresses
    .filter((row) => row.user_id === user.id)
    .sort((a, b) => b.is_primary - a.is_primary || a.id - b.id);
}

/**
 * The Add New Address form as a Blade partial would print it (widgets/order-checkout/api.ts
 * AddressFormResponseSchema): labelled fields named as AddressFormRequestSchema's, `novalidate`
 * so the screen shows SPEC §5's texts rather than the browser's, no script and no handlers.
 * The receiver's number starts as the shopper's verified mobile.
 */
export function addressForm(user: UserRow): string {
  const id = (name: string) => `address-form-${name}`;
  const text = (name: string, label: string, options: { autocomplete: string; required?: boolean; value?: string; type?: string }) =>
    html`<div class="address-form__field"><label for="${id(name)}">${label}</label>
<input id="${id(name)}" name="${name}" type="${options.type ?? 'text'}" autocomplete="${options.autocomplete}" maxlength="255" value="${options.value ?? ''}"${options.required ? html` required` : ''}></div>`;
  return html`<form class="address-form" method="post" action="/user/address/store" novalidate>
${text('nickname', addressMessages.nicknameLabel, { autocomplete: 'off' })}
${text('receiver_phone_number', addressMessages.phoneLabel, { autocomplete: 'tel', type: 'tel', value: user.mobile_verified ? formatMobileForDisplay(user.mobile) : '' })}
${text('street', addressMessages.streetLabel, { autocomplete: 'street-address', required: true })}
${text('city', addressMessages.cityLabel, { autocomplete: 'address-level2', required: true })}
${text('state', addressMessages.stateLabel, { autocomplete: 'address-level1', required: true })}
${text('postal_code', addressMessages.postalCodeLabel, { autocomplete: 'postal-code' })}
<div class="address-form__field"><label for="${id('country')}">${addressMessages.countryLabel}</label>
<select id="${id('country')}" name="country" autocomplete="country-name" required><option value="${DEFAULT_COUNTRY}" selected>${DEFAULT_COUNTRY}</option></select></div>
<div class="address-form__field address-form__check"><input id="${id('is_primary')}" name="is_primary" type="checkbox" value="1"><label for="${id('is_primary')}">${addressMessages.makePrimary}</label></div>
<button class="button" type="submit">${addressMessages.save}</button>
</form>`.value;
}

/**
 * The address form's fields from JSON, or from the form itself (form-encoded or multipart), with
 * SPEC §5's texts on their fields (one each), like Laravel's validator.
 */
async function readAddress(c: AppContext) {
  let raw: unknown;
  try {
    raw = (c.req.header('Content-Type') ?? '').includes('application/json') ? await c.req.json() : await c.req.parseBody();
  } catch {
    raw = {};
  }
  const result = v.safeParse(AddressFormRequestSchema, raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? raw : {}, {
    ...FIELD_CHECK,
    abortPipeEarly: true,
  });
  if (result.success) return { ok: true as const, body: result.output };
  const errors: Record<string, string[]> = {};
  for (const issue of result.issues) errors[v.getDotPath(issue) ?? 'body'] ??= [issue.message];
  return { ok: false as const, response: validationError(c, errors) };
}

/**
 * SPEC §7 the signed-in shopper's addresses and mobile verification (adding an address needs a
 * verified mobile, SPEC §4), and `POST /user/address/store` (ours) that the server's form sends
 * to. Every call needs a signed-in shopper (401 otherwise).
 */
export const addressRoutes = new Hono<AppEnv>()
  .get('/user/primary-address', (c) => {
    const user = currentUser(c);
    if (!user) return unauthenticated(c);
    const primary = addressesOf(c, user).find((row) => row.is_primary === 1);
    return c.json({ primaryAddress: primary ? addressOf(primary) : null } satisfies v.InferInput<typeof PrimaryAddressResponseSchema>);
  })

  .get('/user/all/addresses', (c) => {
    const user = currentUser(c);
    if (!user) return unauthenticated(c);
    return c.json({ addresses: addressesOf(c, user).map(addressOf) } satisfies v.InferInput<typeof AddressesResponseSchema>);
  })

  .get('/user/mobile-verification-status', (c) => {
    const user = currentUser(c);
    return user ? c.json({ mobile_verified: user.mobile_verified }) : unauthenticated(c);
  })

  .get('/user/address-form', (c) => {
    const user = currentUser(c);
    return user ? c.json({ formHtml: addressForm(user) }) : unauthenticated(c);
  })

  .post('/user/address/store', async (c) => {
    const user = currentUser(c);
    if (!user) return unauthenticated(c);
    if (!user.mobile_verified) return c.json({ message: addressMessages.mobileNotVerified }, 403);
    const parsed = await readAddress(c);
    if (!parsed.ok) return parsed.response;
    const store = c.var.store;
    const rows = store.data.addresses;
    const own = rows.filter((row) => row.user_id === user.id);
    const { nickname, receiver_phone_number, street, city, state, postal_code, country, is_primary } = parsed.body;
    const phone = normaliseMobile(receiver_phone_number);
    // A shopper's first address is their primary one, whatever the box says.
    const primary = is_primary || !own.some((row) => row.is_primary === 1);
    if (primary) for (const row of own) row.is_primary = 0;
    const address: AddressRow = {
      id: store.nextId(rows),
      user_id: user.id,
      nickname: nickname || addressMessages.defaultNickname(own.length + 1),
      receiver_phone_number: phone.ok ? phone.mobile : user.mobile,
      street,
      city,
      state,
      postal_code,
      country,
      is_primary: primary ? 1 : 0,
    };
    rows.push(address);
    return c.json({ address: addressOf(address) }, 201);
  })

  /**
   * SPEC §7 `POST /verify-address-otp`: the code sent by `POST /send-verification-code` makes the
   * number the shopper's verified mobile. A number of another account is refused: one number,
   * one account, as sign-in by number needs.
   */
  .post('/verify-address-otp', async (c) => {
    const user = currentUser(c);
    if (!user) return unauthenticated(c);
    const parsed = await readBody(c, VerifyAddressOtpRequestSchema);
    if (!parsed.ok) return parsed.response;
    const mobile = normaliseMobile(parsed.body.mobile_number);
    if (!mobile.ok) return c.json({ error: otpMessages.invalidFormatShort }, 422);
    const store = c.var.store;
    const owner = store.userByMobile(mobile.mobile);
    if (owner && owner.id !== user.id) return c.json({ error: otpMessages.alreadyRegistered }, 422);
    const error = checkMobileCode(store, mobile.mobile, parsed.body.otp);
    if (error) return c.json({ error }, 422);
    user.mobile = mobile.mobile;
    user.mobile_verified = true;
    c.var.session.verifiedMobiles.add(mobile.mobile);
    return c.json({ message: otpMessages.verified });
  });
