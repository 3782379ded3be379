import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { callWidgets, widgetNames, widgetsByCallId } from '../build.mjs';
import { CALLS, callById, type Call, type Role } from './calls';

/**
 * `npm run contract -- --base <url> [--cookie …] [--writes]`: checks a running backend against
 * the catalogue (contract/calls.ts), the way the widgets call it, and parses every answer with
 * the very valibot schema the widget parses it with
 * (docs/decisions.md#one-catalogue-of-calls-and-the-schemas-are-the-contract). Ids come from
 * earlier answers (a product from the listing, a category from the sidebar, a coupon from a
 * product's coupons, a line from the cart), so it needs no fixtures, only a shop with some
 * products.
 */

export const HELP = `npm run contract -- --base <url> [options]

Checks a running backend (staging, or a developer's machine) against the calls the widgets
make (contract/calls.ts, also dist/openapi.json and /__demo/api): each call is sent as the
widgets send it and its answer parsed with the widget's own schema. Prints a table of calls,
status and verdict; exits 1 when any answer is not what a widget expects, naming the call, the
path in the body and what was expected.

  --base <url>       the shop's address, e.g. https://staging.example.lk (required)
  --cookie <text>    a Cookie header of a signed-in session, e.g.
                     'laravel_session=eyJpdiI6…' (copy it from the browser's developer tools
                     after signing in as a test customer; as an admin to check the admin calls
                     too). Without it only the calls a guest makes are checked; the others are
                     listed as skipped.
  --writes           also the writes that change the account, on that session: add a line to
                     the cart, change its quantity, remove it (also with Delete selected), add
                     and remove a wishlist heart, check a coupon, create a pending order from
                     the line (POST /checkout) and read it. Each is undone where the contract
                     allows (the line and the heart are taken back; the pending order stays).
                     Use a TEST account. Never sent: sign-in and the codes (they text people),
                     placing orders, saving addresses, and the admin's coupon and parcel writes.
  --page <path>      the page whose <meta name="csrf-token"> gives the CSRF token for the
                     writes (default /); when it has none, the session's XSRF-TOKEN cookie is
                     sent back as X-XSRF-TOKEN, as Laravel accepts.
  --order <id>       a placed order (admins: its parcel recipient, GET /orders/{id}/recipient)
  --product <id>     the product to check the product calls with (reviews, coupons, discounts,
                     weights, the wishlist heart); without it, the listing's first product
  --widgets <names>  only the calls these widgets make, a comma list (cart-link,product-detail):
                     the widgets your pages print (php artisan shop-widgets:routes lists them);
                     the calls that only give an id (the listing, the sidebar) are still sent
                     for their ids, and reported only when those widgets make them
  --help             this text

A 404 or 405 of a call whose route the backend lacks is reported as "route missing", apart from
an answer of the wrong shape.

What it needs: the backend reachable from here, a few active products (with a category), and
for --writes a customer session whose CSRF token a page prints. Reads that POST (the filters,
discounts, weights, shipping cost, variation types, the guest checks) change nothing and are
checked without --writes; they carry the CSRF token too.`;

export type Verdict = 'ok' | 'FAIL' | 'skipped';
export interface Result {
  call: string;
  request: string;
  status: number | null;
  verdict: Verdict;
  detail: string;
}
export interface CheckOptions {
  base: string;
  cookie?: string;
  writes?: boolean;
  page?: string;
  order?: number;
  /** The product of the product calls, in place of the listing's first. */
  product?: number;
  /** Only the calls these ids name (the widgets' of --widgets); the rest are not reported. */
  only?: ReadonlySet<string>;
  /** Instead of the network (tests: the reference backend in-process). */
  fetch?: (request: Request) => Response | Promise<Response>;
}

/** Laravel's error bodies (the OpenAPI document's ErrorMessage and ValidationError). */
const LaravelErrorSchema = v.object({ message: v.string(), errors: v.optional(v.record(v.string(), v.array(v.string()))) });

/** "products.0.price: expected number, received "abc"" for each of valibot's issues. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => {
      const at = issue.path?.map((item) => String(item.key)).join('.') || '(the body)';
      // valibot reports a missing key as the object's issue, expecting the key's name.
      if (issue.type === 'object' && issue.received === 'undefined') return `${at}: missing (a required field)`;
      return `${at}: expected ${issue.expected ?? issue.message}, received ${issue.received}`;
    })
    .join('; ');
}

class Session {
  private readonly jar = new Map<string, string>();
  csrf: { header: string; token: string } | null = null;
  role: Role = 'guest';
  readonly results: Result[] = [];

  constructor(private readonly options: CheckOptions) {
    for (const pair of (options.cookie ?? '').split(';')) {
      const at = pair.indexOf('=');
      if (at > 0) this.jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }

  private cookieHeader() {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Keep the cookies an answer sets, as a browser would (Laravel refreshes its session cookie). */
  private land(response: Response) {
    for (const set of response.headers.getSetCookie()) {
      const [pair] = set.split(';');
      const at = pair!.indexOf('=');
      if (at > 0) this.jar.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
    }
  }

  async fetch(path: string, init: RequestInit): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = this.cookieHeader();
    if (cookie) headers.set('Cookie', cookie);
    const request = new Request(new URL(path, this.options.base), { ...init, headers, redirect: 'manual' });
    const response = await (this.options.fetch ?? globalThis.fetch)(request);
    this.land(response);
    return response;
  }

  /** The token a page prints (`<meta name="csrf-token">`), else the XSRF-TOKEN cookie. */
  async findCsrf(page: string): Promise<void> {
    const response = await this.fetch(page, { headers: { Accept: 'text/html' } });
    const html = await response.text();
    const meta = /<meta\s+name=["']csrf-token["']\s+content=["']([^"']+)["']/i.exec(html) ?? /<meta\s+content=["']([^"']+)["']\s+name=["']csrf-token["']/i.exec(html);
    if (meta) this.csrf = { header: 'X-CSRF-TOKEN', token: meta[1]! };
    else if (this.jar.has('XSRF-TOKEN')) this.csrf = { header: 'X-XSRF-TOKEN', token: decodeURIComponent(this.jar.get('XSRF-TOKEN')!) };
  }

  record(call: string, request: string, status: number | null, verdict: Verdict, detail = '') {
    if (this.options.only && !this.options.only.has(call)) return;
    this.results.push({ call, request, status, verdict, detail });
  }

  /** What happened to a call sent for its ids (its failure, even when --widgets leaves its row out). */
  readonly outcome = new Map<string, string>();

  /** Whether --widgets leaves the call out (it is then sent only to give an id). */
  selected(id: string): boolean {
    return !this.options.only || this.options.only.has(id);
  }

  skip(id: string, why: string) {
    const call = callById(id);
    this.record(id, `${call.method} ${call.path}`, null, 'skipped', why);
  }

  /**
   * Send one call of the catalogue as the widgets do and parse its answer with its schema.
   * `expect422`: a refusal is a right answer here (a coupon that does not apply): Laravel's
   * body then. Returns the parsed answer, or undefined (skipped or failed, recorded).
   */
  async send<T = unknown>(
    id: string,
    input: {
      params?: Record<string, string | number>;
      query?: Record<string, string | number>;
      body?: unknown;
      expect422?: boolean;
      /** The verdict of an expected refusal: 'skipped' when it only means "try another". */
      refused?: Verdict;
      /** Sent for the ids its answer gives, even when --widgets leaves it out. */
      givesIds?: boolean;
    } = {},
  ): Promise<T | undefined> {
    const call: Call = callById(id);
    if (!this.selected(id) && !input.givesIds) return undefined;
    if (!call.roles.includes(this.role)) {
      this.skip(id, this.role === 'guest' ? 'needs a signed-in session (--cookie)' : 'needs an admin session');
      return undefined;
    }
    let path = call.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(input.params?.[name])));
    const query = new URLSearchParams(Object.entries(input.query ?? {}).map(([key, value]) => [key, String(value)]));
    if (query.size) path += `?${query}`;
    const request = `${call.method} ${path}`;
    const headers: Record<string, string> = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
    if (input.body !== undefined) headers['Content-Type'] = 'application/json';
    if (call.writes && this.csrf) headers[this.csrf.header] = this.csrf.token;
    if (call.idempotencyKey) headers['Idempotency-Key'] = randomUUID();
    let response: Response;
    try {
      response = await this.fetch(path, { method: call.method, headers, body: input.body === undefined ? undefined : JSON.stringify(input.body) });
    } catch (error) {
      this.fail(id, request, null, `no answer: ${(error as Error).message}`);
      return undefined;
    }
    const text = await response.text();
    // No route for it: Laravel answers an unknown path 404 and a known path with another method
    // 405. A 404 is a missing route unless the call may answer 404 (a product it does not have).
    if (response.status === 405 || (response.status === 404 && !call.errors.includes(404))) {
      this.fail(id, request, response.status, `route missing: the backend has no ${call.method} ${call.path}`);
      return undefined;
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      this.fail(id, request, response.status, `the answer is not JSON: ${JSON.stringify(text.slice(0, 80))}`);
      return undefined;
    }
    if (input.expect422 && response.status === 422) {
      const refusal = v.safeParse(LaravelErrorSchema, body);
      if (refusal.success) this.record(id, request, 422, input.refused ?? 'ok', `refused: ${refusal.output.message}`);
      else this.fail(id, request, 422, `Laravel's 422 body expected: ${describeIssues(refusal.issues)}`);
      return undefined;
    }
    if (response.status !== call.status) {
      const message = v.safeParse(LaravelErrorSchema, body);
      const why =
        response.status === 419 && !this.csrf
          ? 'no CSRF token: the page (--page) printed no <meta name="csrf-token"> and there is no XSRF-TOKEN cookie'
          : message.success
            ? message.output.message
            : '';
      const missing = response.status === 404 ? ' (not found: a missing route, or an id it does not have)' : '';
      this.fail(id, request, response.status, `expected status ${call.status}${missing}${why ? `: ${why}` : ''}`);
      return undefined;
    }
    const parsed = v.safeParse(call.response, body);
    if (!parsed.success) {
      this.fail(id, request, response.status, describeIssues(parsed.issues));
      return undefined;
    }
    this.record(id, request, response.status, 'ok');
    return parsed.output as T;
  }

  private fail(id: string, request: string, status: number | null, detail: string) {
    this.outcome.set(id, `${request} failed${status === null ? '' : ` (${status})`}: ${detail}`);
    this.record(id, request, status, 'FAIL', detail);
  }

  /**
   * Why an id is missing: what the call that gives it did (`answered` when it answered with
   * none), and what to pass instead.
   */
  noId(id: string, what: string, answered: string, instead = ''): string {
    const call = callById(id);
    return `no ${what}: ${this.outcome.get(id) ?? `${call.method} ${call.path} ${answered}`}${instead}`;
  }
}

interface Card {
  id: number;
  name: string;
  price: number;
}
interface CartLine {
  id: number;
  product: { id: number; name: string; image_name: string | null };
  variation_name: string;
  price: number;
  quantity: number;
  subtotal: number;
  discount_amount: number;
  discount_percentage: number;
  variants?: { type: string; value: string }[];
}

/** Every read the widgets make, ids from earlier answers. */
async function reads(s: Session, options: CheckOptions): Promise<{ products: Card[]; couponCode: string | undefined; needProduct: string }> {
  const status = await s.send<{ isAuthenticated: boolean; user: { is_admin: boolean } | null }>('getAuthStatus');
  if (status?.isAuthenticated) s.role = status.user?.is_admin ? 'admin' : 'customer';

  const page = await s.send<{ data: Card[] }>('getProductPage', { query: { page: 1 }, givesIds: true });
  const products = page?.data ?? [];
  const product = options.product ? { id: options.product, name: products.find((card) => card.id === options.product)?.name ?? '' } : products[0];
  const needProduct = s.noId('getProductPage', 'product id', 'answered no products', '; name one with --product <id>');
  if (product) {
    await s.send('getReviews', { params: { id: product.id } });
  } else {
    s.skip('getReviews', needProduct);
  }
  const coupons = product
    ? await s.send<{ id: number; code: string }[]>('getProductCoupons', { params: { id: product.id }, givesIds: true })
    : s.skip('getProductCoupons', needProduct);

  const sidebar = await s.send<{ groupedCategories: { id: number; slug: string }[]; brands: { id: number }[]; collections: { id: number }[] }>(
    'getSidebarFilterInfo',
    { givesIds: true },
  );
  const category = sidebar?.groupedCategories[0];
  const brandIds = sidebar?.brands.slice(0, 2).map((brand) => brand.id) ?? [];
  const collectionIds = sidebar?.collections.slice(0, 1).map((collection) => collection.id) ?? [];
  if (category) {
    await s.send('getCategoryProducts', { params: { slug: category.slug }, query: { sort: 'newest' } });
    await s.send('getRecommended', { params: { categoryId: category.id } });
    await s.send('getFilteredProducts', { query: { categories: String(category.id) } });
  } else {
    for (const id of ['getCategoryProducts', 'getRecommended', 'getFilteredProducts']) s.skip(id, s.noId('getSidebarFilterInfo', 'category', 'answered no categories'));
  }
  const word = product?.name.split(/\s+/).find((part) => part.length >= 3) ?? 'tea';
  await s.send('getFilterProducts', { query: { search: word, ...(brandIds.length ? { brands: brandIds.join(',') } : {}) } });
  await s.send('getSuggestions', { query: { q: word } });
  await s.send('getTopCollections');
  await s.send('getBankAccounts');

  // Lookups sent as POST: they change nothing, and carry the CSRF token like every POST.
  await s.send('filterByBrandsAndCollections', { body: { brands: brandIds, collections: collectionIds } });
  if (product) {
    await s.send('getProductDiscounts', { body: { product_ids: [product.id] } });
    await s.send('getProductWeights', { body: { product_ids: [product.id] } });
    await s.send('getVariationTypes', { body: { variation_names: ['No V'], product_id: product.id } });
  } else {
    for (const id of ['getProductDiscounts', 'getProductWeights', 'getVariationTypes']) s.skip(id, needProduct);
  }
  await s.send('getShippingCost', { body: { total_weight: 1.5 } });
  await s.send('checkEmailExists', { body: { email: 'contract-check@example.com' } });
  await s.send('checkMobileExists', { body: { mobile_number: '0700000000' } });
  await s.send('checkGuestExists', { body: { email: 'contract-check@example.com', phone_number: '0700000000' } });

  // The signed-in shopper's.
  if (product) await s.send('checkWishlisted', { query: { product_id: product.id } });
  else s.skip('checkWishlisted', needProduct);
  for (const id of ['getWishlist', 'getWishlistCount', 'getCartCount', 'getCartItems', 'getAddresses', 'getPrimaryAddress', 'getMobileVerified', 'getAddressFormHtml']) {
    await s.send(id);
  }

  // The admin's.
  for (const id of ['getPickerCategories', 'getPickerCollections', 'getPickerBrands', 'getPaymentsByMonth']) await s.send(id);
  const coupon = coupons?.[0];
  if (coupon) await s.send('getCoupon', { params: { id: coupon.id } });
  else s.skip('getCoupon', product ? s.noId('getProductCoupons', 'coupon id', `answered none for product ${product.id}`) : needProduct);
  if (options.order) await s.send('getRecipient', { params: { orderId: options.order } });
  else s.skip('getRecipient', 'needs a placed order: --order <id>');
  return { products, couponCode: coupon?.code, needProduct };
}

/**
 * The account's writes (--writes): a line added, changed and removed, a heart toggled and put
 * back, a coupon checked, a pending order created from the line and read.
 */
async function writes(s: Session, products: Card[], couponCode: string | undefined, options: CheckOptions, needProduct: string): Promise<string | null> {
  if (s.role === 'guest') return 'needs a signed-in session (--cookie)';
  const items = async () => (await s.send<{ items: CartLine[] }>('getCartItems', { givesIds: true }))?.items;
  const before = (await items()) ?? [];
  // A product not in the cart yet, added as a product without variations ('No V', the card's
  // price): the line is new, so removing it leaves the cart as it was.
  const inCart = new Set(before.map((line) => line.product.id));
  let line: CartLine | undefined;
  // The named product first (--product), when the listing has its name and price.
  const candidates = [...products.filter((card) => card.id === options.product), ...products.filter((card) => card.id !== options.product)];
  for (const product of candidates.filter((card) => !inCart.has(card.id)).slice(0, 8)) {
    const entry = { product_id: product.id, product_name: product.name, image_name: null, variation_name: 'No V', price: product.price, quantity: 1, subtotal: product.price };
    const added = await s.send('storeCartEntry', { body: entry, expect422: true, refused: 'skipped' });
    if (!added) continue;
    line = (await items())?.find((row) => row.product.id === product.id);
    if (line) break;
  }
  if (line) {
    await s.send('updateCartLine', { body: { id: line.id, quantity: 1 } });
    const created = await s.send<{ redirect_url: string }>('checkout', {
      body: {
        total_amount: Math.round((line.subtotal - line.discount_amount) * 100) / 100,
        products_discount: { [line.product.id]: line.discount_percentage },
        products: [{ id: line.product.id, price: line.price, quantity: line.quantity, variants: line.variants ?? [] }],
      },
    });
    const orderId = Number(/\/checkout\/(\d+)/.exec(created?.redirect_url ?? '')?.[1]);
    for (const id of ['getOrderProducts', 'getOrderProductsApi']) {
      if (orderId) await s.send(id, { params: { orderId } });
      else s.skip(id, 'no pending order: POST /checkout did not answer one');
    }
    await s.send('removeCartLines', { body: { ids: [line.id] } });
    const again = await s.send('storeCartEntry', {
      body: { product_id: line.product.id, product_name: line.product.name, image_name: null, variation_name: line.variation_name, price: line.price, quantity: 1, subtotal: line.price },
    });
    const back = again ? (await items())?.find((row) => row.product.id === line.product.id) : undefined;
    if (back) await s.send('removeCartLine', { body: { id: back.id } });
    else s.skip('removeCartLine', 'the line could not be added again');
  } else {
    for (const id of ['updateCartLine', 'checkout', 'getOrderProducts', 'getOrderProductsApi', 'removeCartLines', 'removeCartLine']) {
      s.skip(id, products.length ? 'no product outside the cart could be added as a product without variations' : needProduct);
    }
  }

  const product = options.product ? { id: options.product } : products[0];
  if (product) {
    const state = await s.send<{ isWishlisted: boolean }>('checkWishlisted', { query: { product_id: product.id }, givesIds: true });
    const order = state?.isWishlisted ? ['removeFromWishlist', 'addToWishlist'] : ['addToWishlist', 'removeFromWishlist'];
    for (const id of order) await s.send(id, { body: { product_id: product.id } });
    await s.send('validateCoupon', { body: { code: couponCode ?? 'CONTRACTCHECK', subtotal: 1_000_000, product_ids: [product.id] }, expect422: true });
  } else {
    for (const id of ['addToWishlist', 'removeFromWishlist', 'validateCoupon']) s.skip(id, needProduct);
  }
  return null;
}

/** Calls the check never makes, and why (--help says so too). */
const NEVER_SENT: Record<string, string> = {
  sendLoginCode: 'never sent: texts a code to a person',
  verifyLoginCode: 'never sent: needs a texted code',
  logout: 'never sent: would end the session being checked',
  mergeGuestCart: 'never sent: moves a guest cart into the account',
  placeBankTransferOrder: 'never sent: places an order',
  placeCodOrder: 'never sent: places an order',
  placeCardOrder: 'never sent: places an order',
  placeGuestCardOrder: 'never sent: places an order',
  placeGuestBankTransferOrder: 'never sent: places an order',
  placeGuestCodOrder: 'never sent: places an order',
  sendVerificationCode: 'never sent: texts a code to a person',
  sendEmailCode: 'never sent: emails a code to a person',
  verifyAddressOtp: 'never sent: needs a texted code',
  verifyGuestOtp: 'never sent: needs a texted code',
  storeAddress: 'never sent: saves an address',
  createParcel: "never sent: the admin's parcel write",
  storeCoupon: "never sent: the admin's coupon write",
  updateCoupon: "never sent: the admin's coupon write",
};

/** Run the check; the results in the order the calls were made. */
export async function runContract(options: CheckOptions): Promise<Result[]> {
  const s = new Session(options);
  await s.findCsrf(options.page ?? '/');
  const { products, couponCode, needProduct } = await reads(s, options);
  if (options.writes) {
    const why = await writes(s, products, couponCode, options, needProduct);
    if (why) s.record('(writes)', '', null, 'skipped', why);
  }
  // The rest of the catalogue, so the table accounts for every call.
  const sent = new Set(s.results.map((row) => row.call));
  for (const call of CALLS.filter((entry) => !sent.has(entry.id) && s.selected(entry.id))) {
    const why =
      NEVER_SENT[call.id] ??
      (call.id.startsWith('getOrderProducts') && !options.writes
        ? 'needs a pending order: --writes creates one'
        : call.writes && !options.writes
          ? 'a write: --writes'
          : !call.roles.includes(s.role)
            ? s.role === 'guest'
              ? 'needs a signed-in session (--cookie)'
              : 'needs an admin session'
            : 'not sent');
    s.skip(call.id, why);
  }
  return s.results;
}

/** The table, one call a line, and the failures spelt out below it. */
export function report(results: readonly Result[]): string {
  const rows = results.map((row) => [row.call, row.request, row.status === null ? '-' : String(row.status), row.verdict, row.detail]);
  const head = ['call', 'request', 'status', 'verdict', 'detail'];
  const widths = head.map((title, i) => Math.min(60, Math.max(title.length, ...rows.map((row) => row[i]!.length))));
  const line = (cells: string[]) => cells.map((cell, i) => (i < 4 ? cell.padEnd(widths[i]!) : cell)).join('  ').trimEnd();
  const failures = results.filter((row) => row.verdict === 'FAIL');
  const counts = (['ok', 'FAIL', 'skipped'] as const).map((verdict) => `${results.filter((row) => row.verdict === verdict).length} ${verdict}`).join(', ');
  return [
    line(head),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map(line),
    '',
    counts,
    ...failures.map((row) => `FAIL ${row.call} (${row.request}): ${row.detail}`),
  ].join('\n');
}

/** The ids of the calls `widgets` make (dist/openapi.json's x-shop-widgets, derived the same way). */
export async function callsOf(widgets: readonly string[]): Promise<Set<string>> {
  const byId = widgetsByCallId(CALLS, await callWidgets(await widgetNames()));
  return new Set([...byId].filter(([, makers]) => makers.some((name) => widgets.includes(name))).map(([id]) => id));
}

/** The command line: 0 when every call checked answered as the contract says, else 1. */
export async function main(
  argv: string[],
  print: (text: string) => void = console.log,
  fetch?: CheckOptions['fetch'],
): Promise<number> {
  let args;
  try {
    args = parseArgs({
      args: argv,
      options: {
        base: { type: 'string' },
        cookie: { type: 'string' },
        writes: { type: 'boolean', default: false },
        page: { type: 'string', default: '/' },
        order: { type: 'string' },
        product: { type: 'string' },
        widgets: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    print(`${(error as Error).message}\n\n${HELP}`);
    return 2;
  }
  if (args.help) {
    print(HELP);
    return 0;
  }
  if (!args.base || !URL.canParse(args.base)) {
    print(`--base <url> is required (e.g. --base https://staging.example.lk)\n\n${HELP}`);
    return 2;
  }
  const wholeNumber = (value: string | undefined) => (value === undefined ? undefined : /^[1-9][0-9]*$/.test(value) ? Number(value) : NaN);
  const product = wholeNumber(args.product);
  const order = wholeNumber(args.order);
  if (Number.isNaN(product) || Number.isNaN(order)) {
    print(`--product and --order take an id, a whole number from 1 (got ${JSON.stringify(Number.isNaN(product) ? args.product : args.order)})`);
    return 2;
  }
  let only: Set<string> | undefined;
  if (args.widgets !== undefined) {
    const asked = args.widgets.split(',').map((name) => name.trim()).filter(Boolean);
    const known = await widgetNames();
    const unknown = asked.filter((name) => !known.includes(name));
    if (!asked.length || unknown.length) {
      print(`--widgets: ${asked.length ? `no widget named ${unknown.join(', ')}` : 'name at least one widget'}; the widgets are ${known.join(', ')}`);
      return 2;
    }
    only = await callsOf(asked);
    print(`The calls of ${asked.join(', ')}: ${only.size}.`);
  }
  const results = await runContract({
    base: args.base,
    cookie: args.cookie,
    writes: args.writes,
    page: args.page,
    order,
    product,
    only,
    fetch,
  });
  print(report(results));
  return results.some((row) => row.verdict === 'FAIL') ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main(process.argv.slice(2));
}
