import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Backend tests run in Node's environment, which has no browser storage.
  if (typeof localStorage !== 'undefined') {
    localStorage.clear();
    sessionStorage.clear();
  }
});
