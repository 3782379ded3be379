// Records the stylesheets every module imports and keeps them out of the JS build: the CSS is
// built afterwards, one stylesheet per JS file (chunk-styles.mjs), so it splits like the JS.
import { rel } from './paths.mjs';
import { resolvePlainly, resolvedPlainly } from './plain-resolve.mjs';

/** Fills `cssImports` (a module's name → the stylesheets it imports, in order) while bundling. */
export function cssImportsPlugin(cssImports) {
  return {
    name: 'shop-css-imports',
    setup(build) {
      build.onResolve({ filter: /\.css$/ }, async (args) => {
        if (args.kind !== 'import-statement' || resolvedPlainly(args) || !/\.[cm]?[jt]sx?$/.test(args.importer)) {
          return undefined;
        }
        const resolved = await resolvePlainly(build, args);
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        const list = cssImports.get(rel(args.importer)) ?? [];
        if (!list.includes(resolved.path)) list.push(resolved.path);
        cssImports.set(rel(args.importer), list);
        return { path: resolved.path, namespace: 'shop-css' };
      });
      build.onLoad({ filter: /.*/, namespace: 'shop-css' }, () => ({ contents: '', loader: 'js' }));
    },
  };
}
