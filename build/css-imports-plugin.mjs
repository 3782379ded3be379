// Records the stylesheets every module imports and keeps them out of the JS build: the CSS is
// built afterwards, one stylesheet per JS file (chunk-styles.mjs), so it splits like the JS.
import { SOURCE_LOCALE, stylesheetIn } from './locales.mjs';
import { rel } from './paths.mjs';
import { resolvePlainly, resolvedPlainly } from './plain-resolve.mjs';

/**
 * Fills `cssImports` (a module's name → the stylesheets it imports, in order) while bundling;
 * in `locale`'s build a stylesheet with a translation beside it is that one (locales.mjs).
 */
export function cssImportsPlugin(cssImports, locale = SOURCE_LOCALE) {
  return {
    name: 'shop-css-imports',
    setup(build) {
      build.onResolve({ filter: /\.css$/ }, async (args) => {
        if (args.kind !== 'import-statement' || resolvedPlainly(args) || !/\.[cm]?[jt]sx?$/.test(args.importer)) {
          return undefined;
        }
        const resolved = await resolvePlainly(build, args);
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        const sheet = stylesheetIn(resolved.path, locale);
        const list = cssImports.get(rel(args.importer)) ?? [];
        if (!list.includes(sheet)) list.push(sheet);
        cssImports.set(rel(args.importer), list);
        return { path: resolved.path, namespace: 'shop-css' };
      });
      build.onLoad({ filter: /.*/, namespace: 'shop-css' }, () => ({ contents: '', loader: 'js' }));
    },
  };
}
