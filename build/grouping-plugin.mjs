// One chunk per chunk group (groups.mjs): the members' imports that make esbuild put a group
// together, and the check that a group uses only the groups listed before it.
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
 * The edit that makes a module import its whole group (edits-plugin.mjs), or null outside the
 * groups. A member imports its whole group (last, after its own imports), so whatever reaches
 * one member reaches them all and esbuild gives the group one chunk. The price: the
 * member a page reaches first runs its body after the rest of its group, so a member
 * must never read another member's values at module level (only inside functions): a
 * list of texts built at load from a catalogue of its group came out with no texts.
 * tests/unit/build.test.ts checks this.
 */
export function groupImportEdit(file) {
  const group = groupOf(file);
  return group ? (source) => `${source}\nimport ${JSON.stringify(`shop-group:${group}`)};\n` : null;
}
