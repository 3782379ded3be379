import { defineConfig } from 'vitest/config';

export default defineConfig({
  // JSX through esbuild's automatic runtime, as build.mjs does: no Babel, no React plugin.
  esbuild: { jsx: 'automatic' },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/component/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['tests/setup.ts'],
    // Two cores: two workers keep the suite parallel without starving the machine.
    maxWorkers: 2,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
