// Builds the widget kit into dist/ (ARCHITECTURE "Build"):
//   node build.mjs            one production build
//   node build.mjs --watch    rebuild on every change under widgets/, shared/ and loader.ts
//   SHOP_METAFILE=meta.json node build.mjs   also writes esbuild's metafile (what is in each file)
//
// ESM with code splitting: the loader entry imports each widget lazily through
// widgets/registry.ts, and every widget is an entry point. Shared modules are grouped into a few
// chunks (CHUNK_GROUPS below). CSS is built in a second pass that splits it exactly like the JS:
// each JS file's modules bring their stylesheet, so shared CSS is downloaded once.
//
// dist/manifest.json lists, for the loader and every widget, its JS, its stylesheets, every
// chunk it needs and the JS and stylesheets of parts it loads on demand, and the `integrity`
// (SRI) of every file; the page prints that for its own widgets (preloads, stylesheets, and the
// JSON map the loader reads for widgets that mount later), so nothing waits on anything else to
// be found. What a page prints is one rule (README "Embedding"), implemented by
// demo-pages/pages/head-tags.ts and by the Laravel package alike.
//
// dist/widgets.schema.json is the JSON Schema of every widget's props, made from
// widgets/<name>/props.ts (widgetsSchema below); the browser's files carry none of its
// descriptions (stripDescriptions). dist/openapi.json is every call's contract
// (contract/openapi.ts).
import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { watch as watchFiles } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));
const defaultOutdir = path.join(root, 'dist');

/** Every folder of widgets/ is one widget, whose module is `<name>/<name>-widget.tsx`. */
async function widgetNames() {
  const entries = await readdir(path.join(root, 'widgets'), { withFileTypes: true });
  return entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
}

/**
 * Shared modules that always load together, one chunk per group (what Rollup calls
 * `manualChunks`; esbuild has none). Left alone, esbuild makes one chunk per distinct set of
 * widgets using a module: with nine widgets that was 40 files on the product page, many under
 * 1 KB, and every file pays its own gzip header and starts with an empty dictionary (the same
 * code measured 16.5 KB less as few files). A group is a folder, `shared/<group>/` (one, forms,
 * is two folders): a module's folder is its group, so adding a module to a group is putting it
 * in that folder, and a module of shared/ in no group fails the build (strayModule). Groups
 * follow what pages load together:
 * - core: the mount runtime, the header's state and its cart and wishlist links (every page
 *   has the header, so their widget files are only the entry points' re-exports; what those two
 *   widget modules import of their own folder rides along);
 * - session: the HTTP client, errors and notices, the header's sign-in button
 *   (its widget module, so the button costs no extra file) and the newest-answer hook (the
 *   header's search box and the filter pages): every page with the header or with a widget
 *   calling the server;
 * - dialog: the one modal and the two-choice dialog, mostly opened on demand (the sign-in
 *   dialog, the checkouts' dialogs, the filter pages' drawer);
 * - forms: two folders, one chunk: shared/mobile/ (the mobile number's checks and formats and
 *   the texts about numbers and codes) and shared/form/ (the labelled field and the number
 *   fields). The checkouts and the parcel form use both, the coupon form the field, the sign-in
 *   dialog the number's checks; as two groups the guest checkout needed one file more (its
 *   shipping form is on the labelled field, SPEC §2) and the parcel form too;
 * - code-form: the texted code's field, its steps and the resend countdown, only in the dialogs
 *   that ask for a code (sign-in, guest checkout, address), so it loads with them;
 * - empty-state: the empty state, on the lists, the cart, the checkouts and the parcel form but
 *   not on the home and product pages (in catalogue it cost those 0.8 KB, the parcel form 3 KB);
 * - catalogue: what the product page, the listings and the wishlist share;
 * - cards: the product card, its grid and the strips of cards (recommended, new arrivals), and
 *   the category tree's schema (the filter pages and the home page's category menu);
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
 * - admin-texts, admin: the back office's texts, then its calls (coupon form, parcel form,
 *   sales chart). Two groups, because the calls' request schemas read texts at load, which a
 *   member may do only of an earlier group (see groupingPlugin);
 * - html: DOMPurify and its settings, only on the pages that show the shop's HTML (product
 *   overview, the signed-in checkout's address form).
 * A widget's module may be listed where a group holds it (the header's widgets).
 * A group may import only groups listed before it (the build checks), so a page never gets a
 * later group it does not use: the cart link alone stays free of the HTTP client. Importing a
 * member on demand (`import()`) loads its whole group then: the cart link fetches its count
 * through `session` only when the page did not print it.
 */
export const CHUNK_GROUPS = {
  core: ['shared/core/', 'widgets/cart-link/cart-link-widget.tsx', 'widgets/wishlist-link/wishlist-link-widget.tsx'],
  session: ['shared/session/', 'widgets/login-modal/login-modal-widget.tsx'],
  dialog: ['shared/dialog/'],
  forms: ['shared/mobile/', 'shared/form/'],
  'code-form': ['shared/code-form/'],
  'empty-state': ['shared/empty-state/'],
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
 * Groups whose CSS goes into an earlier group's stylesheet. Every page with the header loads
 * `session` (its sign-in button), so its CSS (notices, alerts: 1 KB) rides in the core
 * stylesheet every page prints: one file fewer on every such page, for 1 KB more on a page
 * with the cart link alone. The quantity stepper's CSS (`purchase`, 0.3 KB) rides with the
 * catalogue's, which the product page and the cart load anyway.
 */
const STYLES_JOIN = { session: 'core', purchase: 'catalogue' };

const THEME = path.join(root, 'shared/core/styles/theme.css');
const rel = (file) => path.relative(root, file).split(path.sep).join('/');

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
 * a group, or esbuild would chunk it on its own and a page would get one more small file.
 */
export function strayModule(file) {
  const name = rel(file);
  if (!name.startsWith('shared/') || !/\.tsx?$/.test(name) || name.endsWith('.d.ts') || groupOf(file)) return null;
  const groups = Object.keys(CHUNK_GROUPS).join(', ');
  return `${name} is in no chunk group: move code pages share into shared/<group>/ (${groups}; build.mjs CHUNK_GROUPS says what each loads with), or into widgets/<name>/ if one widget uses it`;
}

/** Fails the build on every module of shared/ in no group (strayModule), imported or not yet. */
async function checkSharedLayout() {
  const entries = await readdir(path.join(root, 'shared'), { recursive: true, withFileTypes: true });
  const strays = entries
    .filter((entry) => entry.isFile())
    .map((entry) => strayModule(path.join(entry.parentPath, entry.name)))
    .filter(Boolean)
    .sort();
  if (strays.length > 0) throw new Error(strays.join('\n'));
}

async function groupMembers(group) {
  const files = [];
  for (const member of CHUNK_GROUPS[group]) {
    if (!member.endsWith('/')) {
      files.push(path.join(root, member));
      continue;
    }
    const entries = await readdir(path.join(root, member), { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        files.push(path.join(entry.parentPath, entry.name));
      }
    }
  }
  return files.sort();
}

/**
 * The props schemas' documentation (issue 14): every field of a widget's props carries
 * `v.description('…')`, in `widgets/<name>/props.ts` and in the call schemas (`shared/<group>/api/`, `widgets/<name>/api.ts`) those
 * use. `dist/widgets.schema.json` is made from them for the backend's developers; the
 * browser never shows them, so the browser build leaves each `, v.description('…')` out of its
 * pipe: the shopper does not download the contract's documentation with every page (emptying
 * the text alone still cost 137-297 B gzip a page in calls). A description is one plain string
 * literal after a comma (never a pipe's first item), so this is exact; anything else (a
 * variable, a concatenation) fails the build rather than shipping its text.
 * tests/unit/build.test.ts checks dist/*.js.
 */
const DESCRIBED = /^(widgets\/[^/]+\/(props|api)|shared\/[^/]+\/api(\/[^/]+)?)\.ts$/;
const DESCRIPTION = /\s*,\s*v\.description\(\s*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")\s*,?\s*\)/g;

/** The source of a props module with every description left out of its pipe (see DESCRIBED). */
export function stripDescriptions(source, file = 'a props module') {
  const stripped = source.replace(DESCRIPTION, '');
  if (/\bv\.description\(/.test(stripped)) {
    throw new Error(`${file}: v.description() must take one plain string literal, so the browser build can leave its text out`);
  }
  return stripped;
}

/**
 * Puts every group's members in one chunk: each member also imports a module importing every
 * member of its group, so whatever uses one member reaches them all, while importers still
 * import the member itself (`import * as areaMessages` is that file's exports, nothing more). Also records the CSS every module imports (see `chunkStyles`), and points
 * the signals runtime at React's own useSyncExternalStore instead of the pre-React-18 shim.
 */
function groupingPlugin(cssImports) {
  const order = Object.keys(CHUNK_GROUPS);
  return {
    name: 'shop-chunks',
    setup(build) {
      build.onResolve({ filter: /^use-sync-external-store\/shim(\/index\.js)?$/ }, () => ({
        path: path.join(root, 'shared/core/runtime/use-sync-external-store.ts'),
      }));

      build.onResolve({ filter: /\.css$/ }, async (args) => {
        if (args.kind !== 'import-statement' || args.pluginData === 'shop-chunks' || !/\.[cm]?[jt]sx?$/.test(args.importer)) {
          return undefined;
        }
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: 'shop-chunks',
        });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        const list = cssImports.get(rel(args.importer)) ?? [];
        if (!list.includes(resolved.path)) list.push(resolved.path);
        cssImports.set(rel(args.importer), list);
        return { path: resolved.path, namespace: 'shop-css' };
      });
      build.onLoad({ filter: /.*/, namespace: 'shop-css' }, () => ({ contents: '', loader: 'js' }));

      build.onResolve({ filter: /^\./ }, async (args) => {
        if (args.namespace !== 'file' || args.pluginData === 'shop-chunks') return undefined;
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: 'shop-chunks',
        });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        const target = groupOf(resolved.path);
        const from = groupOf(args.importer);
        if (target && from && order.indexOf(target) > order.indexOf(from) && args.kind !== 'dynamic-import') {
          return {
            errors: [{ text: `${rel(args.importer)} (group "${from}") imports ${rel(resolved.path)} (group "${target}"): a group may only use the groups before it` }],
          };
        }
        return { path: resolved.path };
      });
      // A member imports its whole group (last, after its own imports), so whatever reaches
      // one member reaches them all and esbuild gives the group one chunk. The price: the
      // member a page reaches first runs its body after the rest of its group, so a member
      // must never read another member's values at module level (only inside functions): a
      // list of texts built at load from a catalogue of its group came out with no texts.
      // tests/unit/build.test.ts checks this.
      // The same hook empties the props schemas' descriptions (see stripDescriptions).
      build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        if (args.namespace !== 'file') return undefined;
        const group = groupOf(args.path);
        const described = DESCRIBED.test(rel(args.path));
        if (!group && !described) return undefined;
        let contents = await readFile(args.path, 'utf8');
        if (described) contents = stripDescriptions(contents, rel(args.path));
        if (group) contents = `${contents}\nimport ${JSON.stringify(`shop-group:${group}`)};\n`;
        return { contents, loader: path.extname(args.path).slice(1) };
      });
      build.onResolve({ filter: /^shop-group:/ }, (args) => ({
        path: args.path.slice('shop-group:'.length),
        namespace: 'shop-group',
      }));
      build.onLoad({ filter: /.*/, namespace: 'shop-group' }, async (args) => ({
        contents: (await groupMembers(args.path)).map((file) => `import ${JSON.stringify(file)};`).join('\n'),
        resolveDir: root,
        loader: 'js',
      }));
    },
  };
}

function options(names, outdir, cssImports) {
  return {
    absWorkingDir: root,
    entryPoints: [
      { in: 'loader.ts', out: 'loader' },
      ...names.map((name) => ({ in: `widgets/${name}/${name}-widget.tsx`, out: `widget-${name}` })),
    ],
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    target: ['es2022', 'chrome111', 'firefox111', 'safari16'],
    minify: true,
    sourcemap: 'linked',
    metafile: true,
    write: false,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    jsx: 'automatic',
    legalComments: 'linked',
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [groupingPlugin(cssImports)],
  };
}

/**
 * The CSS build: one stylesheet per JS file holding the CSS its modules import,
 * in the order they appear in it. CSS thus splits exactly like the JS: shared CSS (the toast,
 * the stars) is downloaded once however many widgets use it, instead of once per widget as in
 * esbuild's one-CSS-bundle-per-entry.
 */
async function chunkStyles(jsOutputs, cssImports, outdir) {
  const sources = new Map();
  for (const [file, output] of Object.entries(jsOutputs)) {
    const css = [...new Set(Object.keys(output.inputs).flatMap((input) => cssImports.get(input) ?? []))];
    if (css.includes(THEME)) css.unshift(...css.splice(css.indexOf(THEME), 1));
    if (css.length > 0) sources.set(file, css);
  }
  // A group's stylesheet may join an earlier group's (STYLES_JOIN): one file fewer per page.
  const groupChunk = (group) =>
    Object.keys(jsOutputs).find((file) => Object.keys(jsOutputs[file].inputs).some((input) => groupOf(path.join(root, input)) === group));
  for (const [group, into] of Object.entries(STYLES_JOIN)) {
    const from = groupChunk(group);
    const to = groupChunk(into);
    if (!from || !to || !sources.has(from)) continue;
    sources.set(to, [...new Set([...(sources.get(to) ?? []), ...sources.get(from)])]);
    sources.delete(from);
  }
  const entries = [...sources.keys()];
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [
      ...entries.map((file, index) => ({ in: `shop-styles:${index}`, out: path.basename(file, '.js').replace(/-[A-Z0-9]{8}$/, '') })),
    ],
    outdir,
    bundle: true,
    minify: true,
    sourcemap: 'linked',
    metafile: true,
    write: false,
    entryNames: '[name]-[hash]',
    assetNames: 'asset-[hash]',
    target: ['chrome111', 'firefox111', 'safari16'],
    logLevel: 'silent',
    plugins: [
      {
        name: 'shop-styles',
        setup(build) {
          build.onResolve({ filter: /^shop-styles:/ }, (args) => ({
            path: args.path.slice('shop-styles:'.length),
            namespace: 'shop-styles',
          }));
          build.onLoad({ filter: /.*/, namespace: 'shop-styles' }, (args) => ({
            contents: sources.get(entries[Number(args.path)]).map((css) => `@import ${JSON.stringify(css)};`).join('\n'),
            resolveDir: root,
            loader: 'css',
          }));
        },
      },
    ],
  });
  const cssOf = new Map();
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    if (file.endsWith('.css') && output.entryPoint?.startsWith('shop-styles:')) {
      cssOf.set(entries[Number(output.entryPoint.slice('shop-styles:'.length))], file);
    }
  }
  // The theme (the runtime imports it) opens the stylesheet of the chunk holding the runtime:
  // every page prints that one first, and it is one file fewer than a theme of its own.
  const runtime = entries.find((file) => sources.get(file).includes(THEME));
  if (!runtime) throw new Error('no chunk carries the theme (shared/core/runtime/mounter.tsx imports it)');
  return { files: result.outputFiles, cssOf, theme: cssOf.get(runtime) };
}

/** Every output a file statically imports, transitively (what must load before it runs). */
function staticImports(outputs, file, seen = new Set()) {
  for (const dependency of outputs[file]?.imports ?? []) {
    if (dependency.kind !== 'import-statement' || seen.has(dependency.path)) continue;
    seen.add(dependency.path);
    staticImports(outputs, dependency.path, seen);
  }
  return seen;
}

function describe(outputs, cssOf, theme, names, outdir) {
  const name = (file) => path.relative(outdir, path.join(root, file)).split(path.sep).join('/');
  const byEntry = new Map(
    Object.entries(outputs)
      .filter(([file, output]) => output.entryPoint && file.endsWith('.js'))
      .map(([file, output]) => [output.entryPoint, file]),
  );
  // A file's stylesheets, general ones first: the chunks every widget shares come before those
  // of fewer widgets, and a widget's own CSS comes last, so it may refine the shared parts.
  const reach = new Map();
  for (const entry of byEntry.values()) {
    for (const file of [entry, ...staticImports(outputs, entry)]) reach.set(file, (reach.get(file) ?? 0) + 1);
  }
  const stylesOf = (files) =>
    files
      .filter((file) => cssOf.has(file))
      .sort((a, b) => reach.get(b) - reach.get(a))
      .map((file) => name(cssOf.get(file)));

  const widgetEntries = new Set(names.map((widget) => byEntry.get(`widgets/${widget}/${widget}-widget.tsx`)));
  const widgets = {};
  for (const widget of names) {
    const js = byEntry.get(`widgets/${widget}/${widget}-widget.tsx`);
    const eager = [...staticImports(outputs, js)];
    const css = stylesOf([...eager, js]);
    // Parts of the widget it imports on demand (its dialog): their stylesheets load with them.
    const parts = {};
    for (const file of [js, ...eager]) {
      for (const dependency of outputs[file].imports) {
        const part = outputs[dependency.path];
        if (dependency.kind !== 'dynamic-import' || widgetEntries.has(dependency.path) || !part.entryPoint) continue;
        // Shared modules loaded on demand are stores (the cart count's refresh): they render
        // nothing, so whatever CSS shares a chunk with what they import is not needed for them.
        if (!part.entryPoint.startsWith(`widgets/${widget}/`)) continue;
        const partImports = [...staticImports(outputs, dependency.path)];
        const partCss = stylesOf([...partImports, dependency.path]).filter((sheet) => !css.includes(sheet));
        // The part's JS the widget has not loaded yet (README "Embedding"): its own file,
        // then what it imports statically, so the loader preloads them (with integrity under
        // SRI) before it imports the part, instead of the browser finding them one by one.
        const partJs = [
          name(dependency.path),
          ...partImports.filter((file) => file !== js && !eager.includes(file)).map(name).sort(),
        ];
        const key = path.basename(part.entryPoint).replace(/\.tsx?$/, '');
        parts[key] = { css: partCss, js: partJs };
      }
    }
    widgets[widget] = { file: name(js), css, imports: eager.map(name).sort(), parts };
  }
  const loader = byEntry.get('loader.ts');
  return {
    loader: { file: name(loader), imports: [...staticImports(outputs, loader)].map(name).sort() },
    theme: { css: name(theme) },
    widgets,
  };
}

/**
 * Subresource Integrity of every .js and .css file written (README "Embedding"; issue 14
 * "Security as Laravel's @vite offers it"): sha384 of the bytes as written, in SRI form, keyed
 * by file name in byte order. The page prints it as `integrity` on its tags and hands the rest
 * to the loader, so a tampered file on a CDN is refused instead of run. Source maps and
 * LEGAL.txt are never loaded by a tag, so they get none.
 */
function integrityOf(files, outdir) {
  const entries = files
    .map((file) => [path.relative(outdir, file.path).split(path.sep).join('/'), file.contents])
    .filter(([file]) => /\.(js|css)$/.test(file))
    .map(([file, contents]) => [file, `sha384-${createHash('sha384').update(contents).digest('base64')}`])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries);
}


/** Where a backend's developers and their tools find the props schema (its `$id`). */
export const SCHEMA_ID = 'urn:shop-widgets:widgets.schema.json';

/**
 * `v.trim()` is a transformation, which JSON Schema has not. The props' titles are trimmed and
 * then must not be empty: for the JSON a backend prints, that is "holds a character other than
 * white space", a pattern. So a trim marks the string (a symbol: not written out), a non-empty
 * check after it becomes that pattern, a description passes, and any other check after a trim
 * (it would test the trimmed text) fails the build rather than being dropped or misread.
 */
const TRIMMED = Symbol('trimmed');
function convertTrim({ valibotAction, jsonSchema }) {
  if (valibotAction.type === 'trim') return { ...jsonSchema, [TRIMMED]: true };
  if (!jsonSchema[TRIMMED] || valibotAction.type === 'description') return undefined;
  if (valibotAction.type === 'non_empty' && jsonSchema.pattern === undefined) return { ...jsonSchema, pattern: '\\S' };
  throw new Error(`widgets.schema.json: no JSON Schema for "${valibotAction.type}" after v.trim()`);
}

/**
 * `v.nullish(v.pipe(x, v.description(…)))` gives `anyOf: [x with its description, null]`: the
 * description goes up to the property, where an IDE and a reader look for it.
 */
function hoistDescriptions(node) {
  if (Array.isArray(node)) {
    node.forEach(hoistDescriptions);
    return node;
  }
  if (!node || typeof node !== 'object') return node;
  Object.values(node).forEach(hoistDescriptions);
  if (Array.isArray(node.anyOf) && node.description === undefined) {
    const described = node.anyOf.filter((branch) => branch.description !== undefined);
    if (described.length === 1 && node.anyOf.every((branch) => branch === described[0] || branch.type === 'null')) {
      node.description = described[0].description;
      delete described[0].description;
    }
  }
  return node;
}

/**
 * The JSON Schema (2020-12) of every widget's props (issue 14), from the valibot schemas the
 * loader parses `data-props` with (`widgets/<name>/props.ts`), so it cannot drift from them.
 * Loaded by tsx in this process: props modules import only valibot, constants, messages and
 * call schemas, nothing that needs a browser or keeps Node running. One tsx namespace
 * per build, so the shared schemas (the category tree) are one object and become one `$defs`
 * entry, and a rebuild reads the sources afresh.
 */
export async function widgetsSchema(names) {
  const { toJsonSchemaDefs } = await import('@valibot/to-json-schema');
  return withTypeScript(async (load) => {
    const schemas = {};
    for (const name of names) schemas[name] = (await load(`widgets/${name}/props.ts`)).propsSchema;
    // Recursive: a definition of its own, referenced by every tree ('Category': no widget's name).
    const { CategorySchema } = await load('shared/cards/api/category.ts');
    const defs = toJsonSchemaDefs(
      { ...schemas, Category: CategorySchema },
      {
        target: 'draft-2020-12',
        errorMode: 'throw',
        overrideAction: convertTrim,
      },
    );
    return hoistDescriptions({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: SCHEMA_ID,
      title: 'Shop widgets: the props of every widget',
      description:
        'What a page prints for each widget: $defs/<name> is the JSON of data-props (or of the <script type="application/json"> child) of <div data-widget="<name>">. This object itself maps widget names to their props, to validate several at once. Generated by npm run build from widgets/<name>/props.ts; amounts are in LKR.',
      type: 'object',
      properties: Object.fromEntries(names.map((name) => [name, { $ref: `#/$defs/${name}` }])),
      additionalProperties: false,
      $defs: defs,
    });
  });
}

/**
 * Loads TypeScript modules in this process with tsx's API, no second bundle: one tsx namespace
 * per call, so a module shared by several (the category tree) is one object, and a rebuild
 * reads the sources afresh. What it loads must not keep Node running (no store, no channel).
 */
async function withTypeScript(use) {
  const { register } = await import('tsx/esm/api');
  const scope = register({ namespace: `shop-build-${Date.now()}-${Math.random().toString(36).slice(2)}` });
  try {
    return await use((file) => scope.import(pathToFileURL(path.join(root, file)).href, import.meta.url));
  } finally {
    await scope.unregister();
  }
}

/**
 * The backend's contracts (issue 14): `widgets.schema.json` (the props, see widgetsSchema) and
 * `openapi.json` (every call, contract/openapi.ts).
 */
async function writeContracts(outdir, names) {
  await writeFile(path.join(outdir, 'widgets.schema.json'), `${JSON.stringify(await widgetsSchema(names), null, 2)}\n`);
  const document = await withTypeScript(async (load) => (await load('contract/openapi.ts')).openApiDocument());
  await writeFile(path.join(outdir, 'openapi.json'), `${JSON.stringify(document, null, 2)}\n`);
}

/**
 * One complete build into `outdir` (dist/ by default); returns the manifest it wrote.
 * `contracts: false` leaves widgets.schema.json and openapi.json out (watch writes them after
 * reloading the pages).
 */
export async function build({ outdir = defaultOutdir, contracts = true } = {}) {
  await checkSharedLayout();
  const names = await widgetNames();
  const cssImports = new Map();
  const js = await esbuild.build(options(names, outdir, cssImports));
  const jsOutputs = Object.fromEntries(Object.entries(js.metafile.outputs).filter(([file]) => file.endsWith('.js')));
  const styles = await chunkStyles(jsOutputs, cssImports, outdir);
  const manifest = describe(js.metafile.outputs, styles.cssOf, styles.theme, names, outdir);

  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  const files = [...js.outputFiles, ...styles.files];
  await Promise.all(files.map((file) => writeFile(file.path, file.contents)));
  manifest.integrity = integrityOf(files, outdir);
  await writeFile(path.join(outdir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  if (contracts) await writeContracts(outdir, names);
  if (process.env.SHOP_METAFILE) await writeFile(process.env.SHOP_METAFILE, JSON.stringify(js.metafile));
  return manifest;
}

/**
 * Rebuild on every change of the sources; `onBuild(manifest, error)` hears each result.
 * Returns a function that stops watching.
 */
export async function watch(onBuild = () => {}) {
  let timer = null;
  let running = Promise.resolve();
  const rebuild = () => {
    running = running.then(async () => {
      const started = performance.now();
      try {
        // The pages reload first; the contracts (a few hundred ms of loading TypeScript in
        // Node) follow, so a change still shows as soon as it did before issue 14.
        const manifest = await build({ contracts: false });
        onBuild(manifest, null, performance.now() - started);
        await writeContracts(defaultOutdir, await widgetNames());
      } catch (error) {
        onBuild(null, error, performance.now() - started);
      }
    });
  };
  const watchers = ['widgets', 'shared'].map((dir) =>
    watchFiles(path.join(root, dir), { recursive: true }, () => {
      clearTimeout(timer);
      timer = setTimeout(rebuild, 30);
    }),
  );
  watchers.push(
    watchFiles(path.join(root, 'loader.ts'), () => {
      clearTimeout(timer);
      timer = setTimeout(rebuild, 30);
    }),
  );
  rebuild();
  await running;
  return () => watchers.forEach((watcher) => watcher.close());
}

const runDirectly = import.meta.url === pathToFileURL(process.argv[1] ?? '').href;
if (runDirectly) {
  if (process.argv.includes('--watch')) {
    await watch((manifest, error, ms) => {
      if (error) console.error(`build failed: ${error.message}`);
      else console.log(`built ${Object.keys(manifest.widgets).length} widgets in ${ms.toFixed(0)} ms`);
    });
  } else {
    const manifest = await build();
    console.log(`built ${Object.keys(manifest.widgets).length} widgets into dist/`);
  }
}
