// One chunk per chunk group (groups.mjs): the members' imports that make esbuild put a group
// together, and the check that a group uses only the groups listed before it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CHUNK_GROUPS, groupMembers, groupOf } from './groups.mjs';
import { rel, root } from './paths.mjs';
import { resolvePlainly, resolvedPlainly } from './plain-resolve.mjs';

/**
 * Puts every group's members in one chunk: each member also imports a module importing every
 * member of its group, so whatever uses one member reaches them all, while importers still
 * import the member itself (`import * as areaMessages` is that file's exports, nothing more).
 * A group may import only the groups before it: an import of a later group fails the build.
 */
export function groupingPlugin() {
  const order = Object.keys(CHUNK_GROUPS);
  return {
    name: 'shop-chunks',
    setup(build) {
      // A rebuild (watch) reads which members are imported with `import()` afresh.
      build.onStart(resetEnteredDirectly);
      build.onResolve({ filter: /^\./ }, async (args) => {
        if (args.namespace !== 'file' || resolvedPlainly(args)) return undefined;
        const resolved = await resolvePlainly(build, args);
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        const target = groupOf(resolved.path);
        const from = groupOf(args.importer);
        if (target && from && order.indexOf(target) > order.indexOf(from) && args.kind !== 'dynamic-import') {
          return {
            errors: [{ text: `${rel(args.importer)} (group "${from}") imports ${rel(resolved.path)} (group "${target}"): a group may only use the groups before it` }],
          };
        }
        // esbuild resolves it again itself: a path a plugin returns carries no package.json
        // "type", so a module reached both ways would be built as whichever came first.
        return undefined;
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

/**
 * The edit that makes a member import its whole group (last, after its own imports), for the
 * members a page may reach without an importer outside the group (groupFirstEdit below): those
 * loaded with `import()` and widget modules listed in a group. Whatever reaches one member then
 * reaches them all, and esbuild gives the group one chunk. Such a member runs its body after the
 * rest of its group when a page reaches the group through it, so members never read another
 * member's values at module level (only inside functions): a list of texts built at load from
 * a catalogue of its group came out with no texts. tests/unit/build.test.ts checks the texts;
 * tests/component/runtime/built-core.test.ts the core chunk.
 */
export function groupImportEdit(file) {
  const group = groupOf(file);
  if (!group || !enteredDirectly().has(file)) return null;
  return (source) => `${source}\nimport ${JSON.stringify(`shop-group:${group}`)};\n`;
}

/**
 * The members a page may reach without an importer that imports their group first: those
 * imported with `import()` (a store loaded on demand, the modal, the sanitiser) and widget
 * modules listed in a group (the registry imports them with `import()`). Read from the sources
 * once per build.
 */
let entered = null;
export function resetEnteredDirectly() {
  entered = null;
}
function enteredDirectly() {
  if (entered) return entered;
  entered = new Set();
  const files = ['loader.ts', ...['shared', 'widgets'].flatMap((dir) => readdirSync(path.join(root, dir), { recursive: true }).map((name) => path.join(dir, name)))]
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
    .map((name) => path.join(root, name));
  for (const file of files) {
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g)) {
      const target = moduleAt(path.dirname(file), specifier);
      if (target && groupOf(target)) entered.add(target);
    }
  }
  return entered;
}

/** Static value imports of a module's source, relative ones only (`import type` is erased). */
const RELATIVE_IMPORT = /(?:^|[\n;])\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/g;

/** The TypeScript module a relative specifier names, or null (a stylesheet, a JSON file…). */
function moduleAt(dir, specifier) {
  const base = path.resolve(dir, specifier);
  for (const file of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (/\.tsx?$/.test(file) && existsSync(file)) return file;
  }
  return null;
}

/**
 * The edit that makes a module import the groups of the members it imports, first, before any
 * of its own imports (null when it imports none from outside its own group). A page then reaches
 * a group through the group's module, never through one member, so the members run in the
 * order of their own imports: a member reading another's value at load (the guest cart store
 * reads constants.ts when it loads) finds it set, whatever the page imported first. Reached
 * through a member instead, the group's cycle (member → group → members) ran that member last,
 * and esbuild's `var`s read `undefined` without an error (docs/decisions.md#a-chunk-groups-members-must-not-read-each-others-values-at-module-level).
 */
export function groupFirstEdit(file) {
  if (file.includes(`${path.sep}node_modules${path.sep}`)) return null;
  const own = groupOf(file);
  return (source) => {
    const groups = new Set();
    for (const [, specifier] of source.matchAll(RELATIVE_IMPORT)) {
      const target = moduleAt(path.dirname(file), specifier);
      const group = target && groupOf(target);
      if (group && group !== own) groups.add(group);
    }
    if (groups.size === 0) return source;
    const order = Object.keys(CHUNK_GROUPS);
    const first = [...groups].sort((a, b) => order.indexOf(a) - order.indexOf(b)).map((group) => `import ${JSON.stringify(`shop-group:${group}`)};`);
    return `${first.join(' ')}\n${source}`;
  };
}
