/**
 * "Everything fetched after mount must be for something on screen" (the whole page at network
 * idle): every kit file a page downloads after `shop:widgets-mounted` must belong to a widget
 * whose node intersects the viewport, or be one of the page's `allowFiles` with its reason.
 * A pure rule, unit-tested in tests/unit/bench-after-mount.test.ts.
 */
import type { Manifest } from '../../build.mjs';

/** The loader's own files: every widget needs them, so they count as on screen. */
export const LOADER_OWNER = '(loader)';

/** Kit file name → the widgets whose load or parts list it (dist/manifest.json). */
export function ownersOf(manifest: Manifest): Map<string, string[]> {
  const owners = new Map<string, string[]>();
  const add = (file: string, owner: string) => {
    const list = owners.get(file) ?? [];
    if (!list.includes(owner)) list.push(owner);
    owners.set(file, list);
  };
  for (const file of [manifest.theme.css, manifest.loader.file, ...manifest.loader.imports]) add(file, LOADER_OWNER);
  for (const [name, assets] of Object.entries(manifest.widgets)) {
    for (const file of [assets.file, ...assets.imports, ...assets.css]) add(file, name);
    for (const part of Object.values(assets.parts)) for (const file of [...part.css, ...part.js]) add(file, name);
  }
  return owners;
}

/** A kit file the page may download after mount although no widget on screen needs it. */
export interface AllowedFile {
  file: RegExp;
  /** Why (printed with the file): an allowance without one is refused by the bench. */
  reason: string;
}

export interface AfterMountFile {
  file: string;
  gzipBytes: number;
  /** Widgets (of the page) whose files include it; empty: none of the manifest's. */
  widgets: string[];
  /** Those of them on screen (their node intersects the viewport at network idle). */
  onScreen: string[];
  /** The allowFiles reason that admits it, if no widget on screen explains it. */
  allowedBecause?: string;
  /** False: a breach. */
  ok: boolean;
}

/**
 * Judge the files that came after mount. `pageWidgets` are the names of the page's widgets
 * (`data-widget`), `visibleWidgets` those whose node intersects the viewport.
 */
export function judgeAfterMount(
  files: { file: string; gzipBytes: number }[],
  owners: Map<string, string[]>,
  pageWidgets: string[],
  visibleWidgets: string[],
  allow: AllowedFile[] = [],
): AfterMountFile[] {
  const onPage = new Set([LOADER_OWNER, ...pageWidgets]);
  const visible = new Set([LOADER_OWNER, ...visibleWidgets]);
  return files.map(({ file, gzipBytes }) => {
    const widgets = (owners.get(file) ?? []).filter((name) => onPage.has(name));
    const onScreen = widgets.filter((name) => visible.has(name));
    const allowed = onScreen.length ? undefined : allow.find((entry) => entry.reason.trim() && entry.file.test(file));
    return {
      file,
      gzipBytes,
      widgets,
      onScreen,
      ...(allowed ? { allowedBecause: allowed.reason } : {}),
      ok: onScreen.length > 0 || allowed !== undefined,
    };
  });
}

/** The breach texts of judged files (empty when all are fine). */
export function afterMountBreaches(page: string, judged: AfterMountFile[]): string[] {
  return judged
    .filter((entry) => !entry.ok)
    .map((entry) =>
      entry.widgets.length
        ? `${page}: ${entry.file} (${entry.gzipBytes} B gz) came after mount for ${entry.widgets.join(', ')}, none of which is on screen at 1280×900`
        : `${page}: ${entry.file} (${entry.gzipBytes} B gz) came after mount for no widget of the page`,
    );
}
