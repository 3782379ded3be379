// Leaves the props and call schemas' descriptions out of the browser's files: they document
// dist/widgets.schema.json for a backend's developers, and no shopper reads them.
import { rel } from './paths.mjs';

/**
 * The props schemas' documentation: every field of a widget's props carries
 * `v.description('…')`, in `widgets/<name>/props.ts` and in the call schemas
 * (`shared/<group>/api/`, `widgets/<name>/api.ts`) those use. `dist/widgets.schema.json` is made from them for the backend's developers; the
 * browser never shows them, so the browser build leaves each `, v.description('…')` out of its
 * pipe: the shopper does not download the contract's documentation with every page (emptying
 * the text alone still cost 137-297 B gzip a page in calls). A description is one plain string
 * literal after a comma (never a pipe's first item), so this is exact; anything else (a
 * variable, a concatenation) fails the build rather than shipping its text.
 * tests/unit/build.test.ts checks dist/*.js; docs/decisions.md#descriptions-live-with-the-props-schemas-and-the-browser-build-drops-their-text
 * says why.
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

/** The edit that leaves a module's descriptions out (edits-plugin.mjs), or null if it has none. */
export function descriptionsEdit(file) {
  const name = rel(file);
  return DESCRIBED.test(name) ? (source) => stripDescriptions(source, name) : null;
}
