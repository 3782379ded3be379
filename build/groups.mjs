// The chunk groups: which shared modules load together in one chunk, the group of a module,
// and the rule that every module and stylesheet of shared/ is in a group (a stray fails the build).
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { isTranslation } from './locales.mjs';
import { rel, root } from './paths.mjs';

/**
 * Shared modules that always load together, one chunk per group (what Rollup calls
 * `manualChunks`; esbuild has none). Left alone, esbuild makes one chunk per distinct set of
 * widgets using a module: with nine widgets that was 40 files on the product page, many under
 * 1 KB, and every file pays its own gzip header and starts with an empty dictionary (the same
 * code measured 16.5 KB less as few files). A group is a folder, `shared/<group>/`: a module's
 * folder is its group, so adding a module to a group is putting it in that folder, and a module
 * of shared/ in no group fails the build (strayModule). Groups follow what pages load together:
 * - core: the mount runtime, the header's state and its cart and wishlist links (every page
 *   has the header, so they have no files of their own: RUNTIME_WIDGETS below; what those two
 *   widget modules import of their own folder rides along);
 * - session: the HTTP client, errors and notices, a write's Idempotency-Key, the header's sign-in button
 *   (its widget module, so the button costs no extra file) and the newest-answer hook (the
 *   combobox and the filter pages), the spinner and the discount badge's text: every page with
 *   the header or with a widget calling the server (the checkouts took the spinner, the badge
 *   and the stepper's labels from catalogue, and with them its whole chunk and stylesheet: 2.9 KB);
 * - combobox: the one combobox (its hook, list styles and the suggestions call), only with the
 *   header's search box, which mounts on first use, and the coupon form's product search: in
 *   session it cost every header page 0.7 KB before anyone searched;
 * - dialog: the one modal and the two-choice dialog, mostly opened on demand (the sign-in
 *   dialog, the checkouts' dialogs, the filter pages' drawer);
 * - forms: the mobile number's checks, formats and texts (numbers and codes), the labelled
 *   field and the first-invalid-field focus. The checkouts and the parcel
 *   form use both halves, the coupon form the field, the sign-in dialog the number's checks; as
 *   two groups the guest checkout needed one file more (its shipping form is on the labelled
 *   field, SPEC §2) and the parcel form too;
 * - code-form: the one mobile-number + code + resend form, the texted code's field, its steps
 *   and the resend countdown, only in the dialogs that ask for a code (sign-in, guest
 *   checkout, address), so it loads with them;
 * - catalogue: what the product page, the listings, the wishlist and the cart share (stars,
 *   hearts, the product and card texts); not the checkouts;
 * - cards: the product card, its grid and the strips of cards (recommended, new arrivals), the
 *   category tree's schema (the filter pages and the home page's category menu), and the empty
 *   state: every page with a list of cards shows it when the list is empty. As a group of its
 *   own it was two files more on the home, category, search and wishlist pages (660-677 B
 *   gzip each); the cart and the checkouts load it on demand, only once there is nothing to
 *   buy, and the cards then come with it;
 * - filters: the filter pages' tree, lists, chips, layout, results and their URL and calls;
 * - purchase: prices, quantities, coupons and order keys, shared by the product page and the
 *   checkout screens;
 * - checkout: the lines, lookups (discounts, weights, shipping, variation types) and totals the
 *   cart and the guest checkout share;
 * - placement: what the two checkout screens (guest and signed-in order) share and the cart
 *   does not: the coupon box, the summary, the payment methods, the selected products, the
 *   texted code's call;
 * - payment: the bank transfer and cash-on-delivery dialogs, loaded with the checkouts' dialogs;
 * - home: the texts, the countdown clocks, the props and call schemas, the picture tiles and
 *   the arrows' hand-over the home page's widgets share;
 * - admin-texts, admin: the back office's texts, then its calls and number fields (coupon
 *   form, parcel form; the sales chart's call and texts are its own, so its page loads neither). Two groups, because the calls' request schemas read texts at load, which a
 *   member may do only of an earlier group (see grouping-plugin.mjs);
 * - html: DOMPurify and its settings, loaded on demand: by the product overview only for a
 *   description with more than plain formatting (widgets/product-overview/plain-markup.ts), and
 *   with the signed-in checkout's address form.
 * A widget's module may be listed where a group holds it (the header's widgets).
 * A group may import only groups listed before it (the build checks), so a page never gets a
 * later group it does not use: the cart link alone stays free of the HTTP client. Importing a
 * member on demand (`import()`) loads its whole group then: the cart link fetches its count
 * through `session` only when the page did not print it.
 */
export const CHUNK_GROUPS = {
  core: ['shared/core/', 'widgets/cart-link/cart-link-widget.tsx', 'widgets/wishlist-link/wishlist-link-widget.tsx'],
  session: ['shared/session/', 'widgets/login-modal/login-modal-widget.tsx'],
  combobox: ['shared/combobox/'],
  dialog: ['shared/dialog/'],
  forms: ['shared/forms/'],
  'code-form': ['shared/code-form/'],
  catalogue: ['shared/catalogue/'],
  cards: ['shared/cards/'],
  filters: ['shared/filters/'],
  purchase: ['shared/purchase/'],
  checkout: ['shared/checkout/'],
  placement: ['shared/placement/'],
  payment: ['shared/payment/'],
  home: ['shared/home/'],
  'admin-texts': ['shared/admin-texts/'],
  admin: ['shared/admin/'],
  html: ['shared/html/'],
};

/**
 * The widgets whose module is in the core group (the header's links): the runtime's chunk holds
 * them, so they are no entry points of their own. The registry imports them statically
 * (widgets/registry.ts), and the manifest names the runtime's chunk as their JS: a page with
 * the header fetches no two re-export files of 0.1 KB each (gzip adds its header to each).
 */
export const RUNTIME_WIDGETS = CHUNK_GROUPS.core.filter((member) => member.startsWith('widgets/')).map((member) => member.split('/')[1]);

/** The group of a module (an absolute path), or null: its folder or its listing decides. */
export function groupOf(file) {
  const name = rel(file);
  for (const [group, members] of Object.entries(CHUNK_GROUPS)) {
    if (members.some((member) => (member.endsWith('/') ? name.startsWith(member) : name === member))) return group;
  }
  return null;
}

/**
 * Why a module may not be built where it is (null when it may): every module of shared/ is in
 * a group, or esbuild would chunk it on its own and a page would get one more small file. A
 * stylesheet too: it belongs next to the module that imports it, so a folder is one group's
 * code and styles (docs/decisions.md#shared-by-chunk-group).
 */
export function strayModule(file) {
  const name = rel(file);
  if (!name.startsWith('shared/') || !/\.(tsx?|css)$/.test(name) || name.endsWith('.d.ts') || groupOf(file)) return null;
  const groups = Object.keys(CHUNK_GROUPS).join(', ');
  return `${name} is in no chunk group: move code pages share into shared/<group>/ (${groups}; build/groups.mjs CHUNK_GROUPS says what each loads with), or into widgets/<name>/ if one widget uses it`;
}

/** Fails the build on every module of shared/ in no group (strayModule), imported or not yet. */
export async function checkSharedLayout() {
  const entries = await readdir(path.join(root, 'shared'), { recursive: true, withFileTypes: true });
  const strays = entries
    .filter((entry) => entry.isFile())
    .map((entry) => strayModule(path.join(entry.parentPath, entry.name)))
    .filter(Boolean)
    .sort();
  if (strays.length > 0) throw new Error(strays.join('\n'));
}

/**
 * A group's modules, sorted: its listed modules and every .ts/.tsx in its folders but the
 * translations (a language's build reads one in place of its English module: locales.mjs).
 */
export async function groupMembers(group) {
  const files = [];
  for (const member of CHUNK_GROUPS[group]) {
    if (!member.endsWith('/')) {
      files.push(path.join(root, member));
      continue;
    }
    const entries = await readdir(path.join(root, member), { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !isTranslation(entry.name)) {
        files.push(path.join(entry.parentPath, entry.name));
      }
    }
  }
  return files.sort();
}
