// npm run docs:routes: the table of the calls each widget makes in docs/backend.md, written from
// the catalogue and the widgets' code (call-widgets.mjs), so the docs cannot drift from either.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { callWidgets } from './call-widgets.mjs';
import { widgetsByCallId } from './contracts.mjs';
import { withTypeScript } from './load-typescript.mjs';
import { root } from './paths.mjs';
import { widgetNames } from './widgets.mjs';

export const DOCS_FILE = path.join(root, 'docs/backend.md');
export const START = '<!-- widget-routes: written by npm run docs:routes -->';
export const END = '<!-- /widget-routes -->';

/** The markdown table: one row per widget, its calls as `METHOD path` in the catalogue's order. */
export function routesTable(calls, byId, names) {
  const rows = names.map((name) => {
    const made = calls.filter((call) => (byId.get(call.id) ?? []).includes(name)).map((call) => `\`${call.method} ${call.path}\``);
    return `| ${name} | ${made.length > 0 ? made.join(', ') : 'none'} |`;
  });
  return ['| widget | the calls it makes |', '|---|---|', ...rows].join('\n');
}

/** The table as the code says it should be today. */
export async function currentRoutesTable() {
  const names = await widgetNames();
  const byKey = await callWidgets(names);
  const calls = await withTypeScript(async (load) => (await load('contract/calls.ts')).CALLS);
  return routesTable(calls, widgetsByCallId(calls, byKey), names);
}

/** `docs` with the text between the markers replaced by `table`; throws where a marker is missing. */
export function withRoutesTable(docs, table) {
  const start = docs.indexOf(START);
  const end = docs.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/backend.md lacks the markers ${START} … ${END}`);
  return `${docs.slice(0, start + START.length)}\n${table}\n${docs.slice(end)}`;
}

const runDirectly = import.meta.url === pathToFileURL(process.argv[1] ?? '').href;
if (runDirectly) {
  const docs = await readFile(DOCS_FILE, 'utf8');
  const next = withRoutesTable(docs, await currentRoutesTable());
  await writeFile(DOCS_FILE, next);
  console.log(next === docs ? 'docs/backend.md: the calls per widget were up to date' : 'docs/backend.md: wrote the calls per widget');
}
