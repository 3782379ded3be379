// dist/manifest.json: for the loader and every widget, its JS, its stylesheets, every chunk it
// needs and the JS and stylesheets of parts it loads on demand (build.mjs adds the integrity).
// The page prints that for its own widgets (preloads, stylesheets, and the JSON map the loader
// reads for widgets that mount later), so nothing waits on anything else to be found. What a
// page prints is one rule (docs/backend.md#what-the-widget-tags-print), implemented by
// demo-pages/pages/head-tags.ts and by the Laravel package alike.
import path from 'node:path';
import { root } from './paths.mjs';

/** Every output a file statically imports, transitively (what must load before it runs). */
function staticImports(outputs, file, seen = new Set()) {
  for (const dependency of outputs[file]?.imports ?? []) {
    if (dependency.kind !== 'import-statement' || seen.has(dependency.path)) continue;
    seen.add(dependency.path);
    staticImports(outputs, dependency.path, seen);
  }
  return seen;
}

/**
 * The manifest (types in build.d.mts: `Manifest` but its `integrity`) from the JS build's
 * outputs (esbuild's metafile), each JS file's stylesheet (`cssOf`), the theme's stylesheet and
 * the widgets' names.
 */
export function manifestOf(outputs, cssOf, theme, names, outdir) {
  const name = (file) => path.relative(outdir, path.join(root, file)).split(path.sep).join('/');
  const byEntry = new Map(
    Object.entries(outputs)
      .filter(([file, output]) => output.entryPoint && file.endsWith('.js'))
      .map(([file, output]) => [output.entryPoint, file]),
  );
  // A file's stylesheets, general ones first: the chunks every widget shares come before those
  // of fewer widgets, and a widget's own CSS comes last, so it may refine the shared parts.
  const reach = new Map();
  for (const entry of byEntry.values()) {
    for (const file of [entry, ...staticImports(outputs, entry)]) reach.set(file, (reach.get(file) ?? 0) + 1);
  }
  const stylesOf = (files) =>
    files
      .filter((file) => cssOf.has(file))
      .sort((a, b) => reach.get(b) - reach.get(a))
      .map((file) => name(cssOf.get(file)));

  // A widget's JS: its entry point, or for a widget in the runtime's chunk (groups.mjs
  // RUNTIME_WIDGETS, no entry point) the chunk holding its module.
  const jsOf = (widget) => {
    const module = `widgets/${widget}/${widget}-widget.tsx`;
    const js = byEntry.get(module) ?? Object.keys(outputs).find((file) => file.endsWith('.js') && outputs[file].inputs[module]);
    if (!js) throw new Error(`no JS file holds ${module}`);
    return js;
  };
  const widgetEntries = new Set(names.map(jsOf));
  const widgets = {};
  for (const widget of names) {
    const js = jsOf(widget);
    const eager = [...staticImports(outputs, js)];
    const css = stylesOf([...eager, js]);
    // Parts of the widget it imports on demand (its dialog): their stylesheets load with them.
    const parts = {};
    for (const file of [js, ...eager]) {
      for (const dependency of outputs[file].imports) {
        const part = outputs[dependency.path];
        if (dependency.kind !== 'dynamic-import' || widgetEntries.has(dependency.path) || !part.entryPoint) continue;
        // Shared modules loaded on demand are stores (the cart count's refresh): they render
        // nothing, so whatever CSS shares a chunk with what they import is not needed for them.
        if (!part.entryPoint.startsWith(`widgets/${widget}/`)) continue;
        const partImports = [...staticImports(outputs, dependency.path)];
        const partCss = stylesOf([...partImports, dependency.path]).filter((sheet) => !css.includes(sheet));
        // The part's JS the widget has not loaded yet (docs/backend.md#what-the-widget-tags-print): its own file,
        // then what it imports statically, so the loader preloads them (with integrity under
        // SRI) before it imports the part, instead of the browser finding them one by one.
        const partJs = [
          name(dependency.path),
          ...partImports.filter((file) => file !== js && !eager.includes(file)).map(name).sort(),
        ];
        const key = path.basename(part.entryPoint).replace(/\.tsx?$/, '');
        parts[key] = { css: partCss, js: partJs };
      }
    }
    widgets[widget] = { file: name(js), css, imports: eager.map(name).sort(), parts };
  }
  // The loader imports the start (start.ts, with the registry, in a file of its own) once the
  // first paint is on screen: its `imports` are that file and what it imports statically (the
  // runtime's chunk), which the page's map lists for the loader to preload at once.
  const loader = byEntry.get('loader.ts');
  const started = new Set();
  for (const dependency of outputs[loader].imports) {
    started.add(dependency.path);
    staticImports(outputs, dependency.path, started);
  }
  return {
    loader: { file: name(loader), imports: [...started].map(name).sort() },
    theme: { css: name(theme) },
    widgets,
  };
}
