import { defineConfig } from 'vitest/config';

export default defineConfig({
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
