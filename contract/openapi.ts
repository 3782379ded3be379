import { toJsonSchema, toJsonSchemaDefs, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';
import * as admin from '../shared/admin/api';
import * as auth from '../shared/session/api/auth';
import * as cartEntry from '../shared/core/api/cart-entry';
import * as cartMerge from '../widgets/login-modal/api';
import * as cartPage from '../shared/checkout/api/cart-page';
import * as cart from '../shared/session/api/cart';
import * as category from '../shared/cards/api/category';
import * as coupon from '../shared/purchase/api/coupon';
import * as coupons from '../shared/placement/api/coupons';
import * as filters from '../shared/filters/api/filters';
import * as guestCheckout from '../widgets/guest-checkout/api';
import * as home from '../shared/home/api/home';
import * as listing from '../widgets/product-listing/api';
import * as orderCheckout from '../widgets/order-checkout/api';
import * as productCard from '../shared/session/api/product-card';
import * as product from '../widgets/product-detail/api';
import * as recommended from '../widgets/recommended-products/api';
import * as reviews from '../widgets/product-reviews/api';
import * as search from '../shared/combobox/api/search';
import * as verification from '../shared/placement/api/verification';
import * as wishlist from '../shared/session/api/wishlist';
import * as calls from './calls';
import packageJson from '../package.json' with { type: 'json' };
import { CALLS, GROUPS, type Call, type ErrorStatus } from './calls';

/**
 * dist/openapi.json (OpenAPI 3.1) from the catalogue (contract/calls.ts). Bodies come from the
 * valibot schemas the call modules parse with (@valibot/to-json-schema, JSON Schema 2020-12, which
 * OpenAPI 3.1 uses as is), as the wire carries them: the input side of each schema, so a field
 * the client fills in by default shows as optional with its `default`.
 */

/** The session cookie Laravel sets (its default name; a shop may rename it in config/session.php). */
export const SESSION_COOKIE_NAME = 'laravel_session';

/**
 * Every exported schema of the call modules and contract/ by its export name (less "Schema"): a
 * schema met in more than one place becomes one component, `#/components/schemas/<Name>`,
 * named as the code names it. Aliases (one schema exported twice) keep the first name.
 */
function namedSchemas(): Record<string, GenericSchema> {
  const modules = [
    productCard, coupon, cartEntry, category, auth, cart, cartMerge, cartPage, coupons, filters,
    guestCheckout, home, listing, orderCheckout, product, recommended, reviews, search, verification,
    wishlist, admin, calls,
  ];
  const named: Record<string, GenericSchema> = {};
  const seen = new Set<unknown>();
  for (const module of modules) {
    for (const [name, value] of Object.entries(module)) {
      if (!name.endsWith('Schema') || seen.has(value) || typeof value !== 'object' || value === null || !('kind' in value)) continue;
      if ((value as { kind: unknown }).kind !== 'schema') continue;
      seen.add(value);
      named[name.slice(0, -'Schema'.length)] = value as GenericSchema;
    }
  }
  return named;
}

/**
 * Actions that check or tidy a value without changing its JSON type (trimming, upper-casing,
 * `finite`, the SPEC §5 cross-field checks): JSON Schema has no word for them, the valibot
 * schema still applies them. Any other action that cannot be converted fails the build.
 */
const CONFIG = {
  target: 'draft-2020-12',
  typeMode: 'input',
  errorMode: 'throw',
  ignoreActions: ['trim', 'finite', 'to_upper_case', 'to_lower_case', 'check', 'partial_check'],
} as const satisfies ConversionConfig;

const REF = '#/components/schemas/';
const relink = (schema: JsonSchema): JsonSchema =>
  JSON.parse(JSON.stringify(schema).replaceAll('"#/$defs/', `"${REF}`)) as JsonSchema;

function strip(schema: JsonSchema): JsonSchema {
  const { $schema: _, $defs: __, ...rest } = schema as JsonSchema & { $defs?: unknown };
  return relink(rest);
}

type Json = Record<string, unknown>;

/** Laravel's error bodies (docs/backend.md#every-call), shared by every call. */
const ERROR_RESPONSES: Record<ErrorStatus, { name: string; description: string; schema: string }> = {
  401: { name: 'Unauthenticated', description: "No signed-in session (Laravel's `auth` middleware on an XHR request).", schema: 'ErrorMessage' },
  403: { name: 'Forbidden', description: "Signed in, but not allowed (a shopper on an admin call: 'This action is unauthorized.'; an address before the mobile is verified).", schema: 'ErrorMessage' },
  404: { name: 'NotFound', description: "No such resource, or another shopper's.", schema: 'ErrorMessage' },
  409: { name: 'Conflict', description: "The order is no longer pending: SPEC §8 'This order has already been placed successfully. Thank you!' in `message`.", schema: 'ErrorMessage' },
  419: { name: 'CsrfTokenMismatch', description: "The write did not carry the session's CSRF token in `X-CSRF-TOKEN` (Laravel's 419 'CSRF token mismatch.').", schema: 'ErrorMessage' },
  422: { name: 'ValidationFailed', description: "Laravel's validation error: `message` (the first error) and `errors`, each field's texts.", schema: 'ValidationError' },
  429: { name: 'TooManyRequests', description: 'Asked again too soon (a code before its wait is over).', schema: 'ErrorMessage' },
};

const ERROR_SCHEMAS: Record<string, Json> = {
  ErrorMessage: {
    type: 'object',
    description: "Laravel's error body.",
    properties: { message: { type: 'string' } },
    required: ['message'],
  },
  ValidationError: {
    type: 'object',
    description: "Laravel's 422: the first error's text in `message`, every field's texts in `errors` (dotted paths such as `products.0.quantity`).",
    properties: {
      message: { type: 'string', examples: ['The selected sort is invalid.'] },
      errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
    },
    required: ['message', 'errors'],
  },
};

const HEADER_PARAMETERS: Record<string, Json> = {
  XRequestedWith: {
    name: 'X-Requested-With',
    in: 'header',
    required: true,
    description: "Marks a script-made request (SPEC §7), Laravel's `$request->ajax()`: errors answer as JSON, never a redirect.",
    schema: { type: 'string', const: 'XMLHttpRequest' },
  },
  CsrfToken: {
    name: 'X-CSRF-TOKEN',
    in: 'header',
    required: true,
    description: "Every write carries the session's CSRF token, from the page's `<meta name=\"csrf-token\">` (or the token a sign-in or sign-out answered); 419 when it does not match.",
    schema: { type: 'string' },
  },
  IdempotencyKey: {
    name: 'Idempotency-Key',
    in: 'header',
    required: true,
    description: 'A key the client makes once per order (or address, or merge): a request repeated with the same key (a retry after a lost answer, a double click) is carried out once and answered as the first time.',
    schema: { type: 'string', minLength: 1, maxLength: 255 },
  },
};

/** Lists shown as the path or query string carries them. */
function parameter(param: NonNullable<Call['query']>[number], where: 'path' | 'query'): Json {
  const schema: Json = { type: param.type };
  if (param.type === 'integer') schema.minimum = 1;
  if (param.enum) schema.enum = [...param.enum];
  return { name: param.name, in: where, required: where === 'path' || param.required, description: param.description, schema };
}

/**
 * The sorted names of the widgets that make `call` (`x-shop-widgets`), from the build's
 * derivation (build/call-widgets.mjs): an empty list only with the catalogue's reason.
 */
function shopWidgets(call: Call, madeBy: ReadonlyMap<string, readonly string[]>): string[] {
  const widgets = [...(madeBy.get(call.id) ?? [])].sort();
  if (widgets.length === 0 && !call.madeByNone) {
    throw new Error(`contract/calls.ts: no widget makes ${call.method} ${call.path} (${call.id}): remove the call, or say why in its madeByNone`);
  }
  if (widgets.length > 0 && call.madeByNone) {
    throw new Error(`contract/calls.ts: ${call.id} says no widget makes it ("${call.madeByNone}"), but ${widgets.join(', ')} make ${call.method} ${call.path}: drop its madeByNone`);
  }
  return widgets;
}

function operation(call: Call, body: (schema: GenericSchema) => JsonSchema, madeBy?: ReadonlyMap<string, readonly string[]>): Json {
  const parameters: Json[] = [
    { $ref: '#/components/parameters/XRequestedWith' },
    ...(call.writes ? [{ $ref: '#/components/parameters/CsrfToken' }] : []),
    ...(call.idempotencyKey ? [{ $ref: '#/components/parameters/IdempotencyKey' }] : []),
    ...(call.pathParams ?? []).map((param) => parameter(param, 'path')),
    ...(call.query ?? []).map((param) => parameter(param, 'query')),
  ];
  const responses: Json = {
    [call.status]: {
      description: call.status === 201 ? 'Created.' : 'OK.',
      content: { 'application/json': { schema: body(call.response) } },
    },
  };
  for (const status of [...call.errors].sort()) {
    const shared = { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` };
    responses[status] =
      status === 422 && call.other422
        ? {
            description: `${ERROR_RESPONSES[422].description} This call may also answer another body.`,
            content: {
              'application/json': { schema: { oneOf: [{ $ref: `${REF}ValidationError` }, body(call.other422)] } },
            },
          }
        : shared;
  }
  const op: Json = {
    operationId: call.id,
    summary: call.summary,
    description: [
      call.description,
      `Source: ${call.spec === 'ours' ? 'ours (SPEC §7 does not show this call)' : `SPEC ${call.spec}`}.`,
      `Who: ${call.roles.join(', ')}.`,
      call.madeByNone && `No widget makes this call: ${call.madeByNone}`,
    ]
      .filter(Boolean)
      .join('\n\n'),
    tags: [call.group],
    parameters,
    responses,
  };
  if (madeBy) op['x-shop-widgets'] = shopWidgets(call, madeBy);
  if (call.roles.includes('guest')) op.security = [{}, { sessionCookie: [] }];
  if (call.request) {
    const schema = body(call.request);
    const content: Json = { 'application/json': { schema } };
    if (call.formRequest) {
      content['application/x-www-form-urlencoded'] = { schema };
      content['multipart/form-data'] = { schema };
    }
    op.requestBody = { required: true, content };
  }
  return op;
}

/**
 * The kit's version (package.json): the contract's version. Imported, not read from disk: the
 * demo's API page builds this document in the static build's service worker too
 * (docs/qa.md#the-demo-shop-as-static-files).
 */
function kitVersion(): string {
  return packageJson.version;
}

/**
 * The OpenAPI document of every call of the catalogue. `madeBy` (call id → the widgets that
 * make it, build/call-widgets.mjs) gives each operation its `x-shop-widgets`: the build passes
 * it; the demo's API page, which runs where esbuild does not, goes without.
 */
export function openApiDocument(version = kitVersion(), madeBy?: ReadonlyMap<string, readonly string[]>): Json {
  const named = namedSchemas();
  const definitions = Object.fromEntries(Object.entries(named));
  const components = toJsonSchemaDefs(definitions, CONFIG) as Record<string, JsonSchema>;
  const body = (schema: GenericSchema) => strip(toJsonSchema(schema, { ...CONFIG, definitions }));

  const paths: Record<string, Json> = {};
  for (const call of CALLS) {
    paths[call.path] ??= {};
    paths[call.path]![call.method.toLowerCase()] = operation(call, body, madeBy);
  }

  // Only the components something refers to, directly or through another component.
  const used = new Set<string>();
  const refsIn = (value: unknown) => [...JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
  const queue = refsIn(paths);
  while (queue.length) {
    const name = queue.pop()!;
    if (used.has(name) || !(name in components)) continue;
    used.add(name);
    queue.push(...refsIn(relink(components[name]!)));
  }
  const schemas: Record<string, unknown> = { ...ERROR_SCHEMAS };
  for (const name of [...used].sort()) schemas[name] = strip(components[name]!);

  const responses = Object.fromEntries(
    Object.values(ERROR_RESPONSES).map((error) => [
      error.name,
      { description: error.description, content: { 'application/json': { schema: { $ref: `${REF}${error.schema}` } } } },
    ]),
  );

  return {
    openapi: '3.1.0',
    info: {
      title: 'Shop widgets: the backend calls',
      version,
      summary: 'Every call the storefront widgets make to the Laravel backend.',
      description:
        'The calls of SPEC §7 and the kit\'s own ("ours"), with the request and answer bodies the widgets send and parse ' +
        '(generated from the valibot schemas of the client call modules). Every call is same-origin with the session cookie and ' +
        '`X-Requested-With: XMLHttpRequest`; every write carries `X-CSRF-TOKEN`; the calls that create (orders, addresses, the admin\'s coupons and parcels) carry `Idempotency-Key`. ' +
        'Errors are Laravel\'s. Check a running backend against it with `npm run contract -- --base <url>`.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: "The shop's own origin: the widgets call the site that served the page." }],
    security: [{ sessionCookie: [] }],
    tags: Object.entries(GROUPS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      securitySchemes: {
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE_NAME,
          description: "Laravel's session cookie, sent by the browser with every same-origin call. A guest has one too (the CSRF token belongs to it).",
        },
      },
      parameters: HEADER_PARAMETERS,
      responses,
      schemas,
    },
  };
}
