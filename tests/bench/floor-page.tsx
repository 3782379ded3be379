/**
 * The floor page's start (tests/bench/floor.ts says what a floor is). The floor page runs the
 * kit's own loader (loader.ts), built with `./start` swapped for this module
 * (reference-page.ts), so React starts at the same moment as the kit: after the server's first
 * paint, in a chunk fetched then. `start` has React build, in the page's widget nodes, the DOM the
 * kit had built there, from the trees in `#bench-floor`, and marks FLOOR_MARK once every root's
 * effects ran (the moment the kit's start marks too).
 */
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import type { ShopWidgetsApi } from '../../start';
import { FLOOR_MARK, floorElement, type FloorRoot, type FloorTree } from './floor';

export function start(): ShopWidgetsApi {
  const roots = JSON.parse(document.getElementById('bench-floor')!.textContent!) as FloorRoot[];
  const nodes = document.querySelectorAll('[data-widget]');
  let waiting = roots.length;
  let mounted!: () => void;
  const ready = new Promise<void>((resolve) => (mounted = resolve));
  const done = () => {
    performance.mark(FLOOR_MARK);
    mounted();
  };

  function Root({ children }: { children: FloorTree[] }) {
    useEffect(() => {
      waiting -= 1;
      if (waiting === 0) done();
    }, []);
    return children.map(floorElement);
  }

  if (waiting === 0) done();
  for (const root of roots) createRoot(nodes[root.index]!).render(<Root>{root.children}</Root>);
  // The page API does nothing on a floor: nothing calls it.
  return { mount: () => ready, unmount: () => {}, unmountAll: () => {}, scan: () => {}, ready };
}
