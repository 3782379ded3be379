// esbuild's own resolution of an import, for the plugins that look at where an import leads
// before deciding (css-imports-plugin.mjs, grouping-plugin.mjs).

/**
 * A plugin's onResolve asks esbuild with this mark, and every plugin of the build (they all
 * check `resolvedPlainly`) stays out of that lookup, so none sees another's.
 */
const PLAIN = 'shop-plain';
export const resolvedPlainly = (args) => args.pluginData === PLAIN;
export const resolvePlainly = (build, args) =>
  build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: PLAIN });
