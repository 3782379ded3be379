// import-x/no-cycle counting every edge: type-only imports included.
//
// import-x/no-cycle (like eslint-plugin-import's) skips `import type` and `export type … from`:
// such an edge is erased before runtime, so it cannot break module evaluation. The project's
// rule is about what a reader meets instead: no import cycles of any kind, so a hook and the
// dialogs module it loads on demand never lean on each other (the dialogs module owns its types,
// the hook imports them). The rule keeps import-x's graph walk, resolver and messages; this module
// only shows it type-only edges as ordinary ones, in the two places it looks at them:
// - the file being linted: `noCycle` hands the rule each import/export declaration as a value one;
// - every other file the rule reads: `parseForESLint` is the parser named in `import-x/parsers`,
//   typescript-eslint's parser with the same marking, so the walk follows their type-only edges.
// Dynamic `import()` edges are followed by import-x itself.
import { fileURLToPath } from 'node:url';
import { createNodeResolver, rules } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

const IMPORT_EXPORT = new Set(['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration']);

/** The declaration as the rule sees it: the same source, every kind "value". */
const asValueEdge = (node) => ({
  ...node,
  ...('importKind' in node && { importKind: 'value' }),
  ...('exportKind' in node && { exportKind: 'value' }),
  ...(node.specifiers && {
    specifiers: node.specifiers.map((specifier) => ({
      ...specifier,
      ...('importKind' in specifier && { importKind: 'value' }),
      ...('exportKind' in specifier && { exportKind: 'value' }),
    })),
  }),
});

/** For `import-x/parsers`: the files the rule reads (not the file being linted, whose AST other rules share). */
export function parseForESLint(code, options) {
  const result = tseslint.parser.parseForESLint(code, options);
  for (const node of result.ast.body) {
    if (IMPORT_EXPORT.has(node.type)) Object.assign(node, asValueEdge(node));
  }
  return result;
}

const importXNoCycle = rules['no-cycle'];

const noCycle = {
  ...importXNoCycle,
  create(context) {
    const visitors = importXNoCycle.create(context);
    const wrapped = { ...visitors };
    for (const type of IMPORT_EXPORT) {
      const visit = visitors[type];
      if (visit) wrapped[type] = (node) => visit(asValueEdge(node));
    }
    return wrapped;
  },
};

/** The flat-config block: `shop/no-cycle` over `files`, resolving as esbuild and tsc do (extensionless .ts/.tsx). */
export const noCycleConfig = (files) => ({
  files,
  plugins: { shop: { rules: { 'no-cycle': noCycle } } },
  settings: {
    'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    'import-x/parsers': { [fileURLToPath(import.meta.url)]: ['.ts', '.tsx'] },
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
  },
  rules: { 'shop/no-cycle': ['error', { ignoreExternal: true }] },
});
