/**
 * The floor page's one script (tests/bench/floor.ts says what a floor is): React builds, in the
 * page's widget nodes, the DOM the kit had built there, from the trees in `#bench-floor`, and
 * marks FLOOR_MARK once every root's effects ran (the moment the loader's mark means too).
 */
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { FLOOR_MARK, floorElement, type FloorRoot, type FloorTree } from './floor';

const roots = JSON.parse(document.getElementById('bench-floor')!.textContent!) as FloorRoot[];
const nodes = document.querySelectorAll('[data-widget]');
let waiting = roots.length;

function Root({ children }: { children: FloorTree[] }) {
  useEffect(() => {
    waiting -= 1;
    if (waiting === 0) performance.mark(FLOOR_MARK);
  }, []);
  return children.map(floorElement);
}

if (waiting === 0) performance.mark(FLOOR_MARK);
for (const root of roots) createRoot(nodes[root.index]!).render(<Root>{root.children}</Root>);
