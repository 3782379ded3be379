/**
 * The bench's reference page: one bare React root, built with the production settings of
 * build.mjs. Its JS is the floor every demo page is compared with (ARCHITECTURE "Measured
 * anchors": React 19 alone is ~69 KB gzip).
 *
 * The mark is set in a passive effect (`useEffect`), the same moment the loader's
 * `shop:widgets-mounted` is based on: the mounter resolves a widget's mount from a `useEffect`
 * in its root, so both numbers mean "the first render has been committed and its effects ran".
 */
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';

function Reference() {
  useEffect(() => {
    performance.mark('reference-mounted');
  }, []);
  return <h1>Reference</h1>;
}

createRoot(document.getElementById('root')!).render(<Reference />);
