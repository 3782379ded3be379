// Writes the backend's contracts into the build: widgets.schema.json and openapi.json.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { callKey, callWidgets } from './call-widgets.mjs';
import { withTypeScript } from './load-typescript.mjs';
import { widgetsSchema } from './props-schema.mjs';

/**
 * Call id → the widgets that make it, from the code (callWidgets) matched to the catalogue
 * (contract/calls.ts) by method and path. A call the code makes that the catalogue lacks fails
 * the build: the contract would not show it.
 */
export function widgetsByCallId(calls, byKey) {
  const ids = new Map(calls.map((call) => [callKey(call.method, call.path), call.id]));
  const byId = new Map();
  for (const [key, widgets] of byKey) {
    const id = ids.get(key);
    if (!id) throw new Error(`contract/calls.ts has no entry for ${key}, which ${widgets.join(', ')} make`);
    byId.set(id, widgets);
  }
  return byId;
}

/**
 * The backend's contracts (docs/backend.md#the-backend-contract): `widgets.schema.json` (the
 * props, see widgetsSchema) and `openapi.json` (every call, contract/openapi.ts, each with the
 * widgets that make it in `x-shop-widgets`).
 */
export async function writeContracts(outdir, names) {
  await writeFile(path.join(outdir, 'widgets.schema.json'), `${JSON.stringify(await widgetsSchema(names), null, 2)}\n`);
  const byKey = await callWidgets(names);
  const document = await withTypeScript(async (load) => {
    const { CALLS } = await load('contract/calls.ts');
    return (await load('contract/openapi.ts')).openApiDocument(undefined, widgetsByCallId(CALLS, byKey));
  });
  await writeFile(path.join(outdir, 'openapi.json'), `${JSON.stringify(document, null, 2)}\n`);
}
