// Writes the backend's contracts into the build: widgets.schema.json and openapi.json.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { withTypeScript } from './load-typescript.mjs';
import { widgetsSchema } from './props-schema.mjs';

/**
 * The backend's contracts (docs/backend.md#the-backend-contract): `widgets.schema.json` (the
 * props, see widgetsSchema) and `openapi.json` (every call, contract/openapi.ts).
 */
export async function writeContracts(outdir, names) {
  await writeFile(path.join(outdir, 'widgets.schema.json'), `${JSON.stringify(await widgetsSchema(names), null, 2)}\n`);
  const document = await withTypeScript(async (load) => (await load('contract/openapi.ts')).openApiDocument());
  await writeFile(path.join(outdir, 'openapi.json'), `${JSON.stringify(document, null, 2)}\n`);
}
