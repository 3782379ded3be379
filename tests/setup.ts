import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// CI's machine has two cores shared with other work: a re-render that takes 50 ms alone took
// over a second there (a cart total, under a second browser's load). findBy and waitFor wait
// up to 3 s; a test that fails still fails, 2 s later.
configure({ asyncUtilTimeout: 3_000 });

afterEach(() => {
  cleanup();
  // Backend tests run in Node's environment, which has no browser storage.
  if (typeof localStorage !== 'undefined') {
    localStorage.clear();
    sessionStorage.clear();
  }
});
