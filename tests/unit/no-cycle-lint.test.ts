// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { noCycleConfig } from '../../eslint-no-cycle.mjs';

// The lint rule against import cycles (eslint.config.js), on small trees written for the test:
// the shapes the widgets had (a hook loading its dialogs on demand, the dialogs importing the
// hook's types back), and the shape they have now.
const root = mkdtempSync(path.join(tmpdir(), 'shop-no-cycle-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Lints a tree of files; the answer: for each file with a cycle reported, its messages. */
async function cyclesIn(name: string, files: Record<string, string>) {
  const dir = path.join(root, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, noCycleConfig(['**/*.{ts,tsx}'])],
  });
  const results = await eslint.lintFiles(['.']);
  return Object.fromEntries(
    results
      .filter((result) => result.messages.length > 0)
      .map((result) => [path.relative(dir, result.filePath), result.messages.map((message) => `${message.ruleId}: ${message.message}`)]),
  );
}

describe('shop/no-cycle', () => {
  it('reports a hook and its lazily loaded dialogs when the dialogs import the hook\'s types back', async () => {
    const found = await cyclesIn('dialogs-import-back', {
      'use-flow.ts': "export type Dialog = 'picker' | 'form';\nexport const loadDialogs = () => import('./dialogs');\n",
      'dialogs.tsx': "import type { Dialog } from './use-flow';\nexport default function Dialogs({ dialog }: { dialog: Dialog }) {\n  return dialog;\n}\n",
    });
    expect(found).toEqual({
      'use-flow.ts': ['shop/no-cycle: Dependency cycle detected'],
      'dialogs.tsx': ['shop/no-cycle: Dependency cycle detected'],
    });
  });

  it('reports a ring of three files through a type-only import and an import()', async () => {
    const found = await cyclesIn('ring', {
      'dialogs.tsx': "import type { Flow } from './use-flow';\nexport default function Dialogs({ flow }: { flow: Flow }) {\n  return flow.open;\n}\n",
      'use-flow.ts': "import { loadDialogs } from './load-dialogs';\nexport interface Flow {\n  open: boolean;\n}\nexport const warm = () => loadDialogs();\n",
      'load-dialogs.ts': "export const loadDialogs = () => import('./dialogs');\n",
    });
    expect(Object.keys(found).sort()).toEqual(['dialogs.tsx', 'load-dialogs.ts', 'use-flow.ts']);
  });

  it('reports two modules importing only types from each other', async () => {
    const found = await cyclesIn('types-only', {
      'a.ts': "import type { B } from './b';\nexport type A = { b?: B };\n",
      'b.ts': "import { type A } from './a';\nexport type B = { a?: A };\n",
    });
    expect(Object.keys(found).sort()).toEqual(['a.ts', 'b.ts']);
  });

  it('passes when the dialogs module owns its types and the hook imports them', async () => {
    const found = await cyclesIn('dialogs-own-types', {
      'use-flow.ts': "import type { Dialog } from './dialogs';\nexport const loadDialogs = () => import('./dialogs');\nexport const first: Dialog = 'picker';\n",
      'dialogs.tsx': "export type Dialog = 'picker' | 'form';\nexport default function Dialogs({ dialog }: { dialog: Dialog }) {\n  return dialog;\n}\n",
    });
    expect(found).toEqual({});
  });
});
