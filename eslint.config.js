import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { noCycleConfig } from './eslint-no-cycle.mjs';

export default tseslint.config(
  {
    ignores: ['node_modules/', 'dist/', '.demo-build/', 'demo-dist/', 'bench-results/', 'test-results/', 'playwright-report/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // No widget imports another; the demo shop never enters a widget (ARCHITECTURE "Layout").
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/demo-pages/**'], message: 'Widgets and shared code never import the demo shop.' },
            { group: ['**/contract/**'], message: 'contract/ is build- and test-time only: shipped code never imports it.' },
          ],
        },
      ],
    },
  },
  {
    files: ['demo-pages/**', 'tests/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // A widget reaches another widget only through shared/ (ARCHITECTURE "Layout").
    files: ['widgets/*/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./(?!\\.\\./)', message: 'A widget never imports another widget: move what both need to shared/.' },
            { group: ['**/demo-pages/**'], message: 'Widgets never import the demo shop.' },
            { group: ['**/contract/**'], message: 'contract/ is build- and test-time only: shipped code never imports it.' },
          ],
        },
      ],
    },
  },
  {
    // A widget's sub-folder (order-checkout/address/) reaches its own widget's modules one level
    // up (its calls, its texts), and another widget never.
    files: ['widgets/*/*/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./\\.\\./(?!\\.\\./)', message: 'A widget never imports another widget: move what both need to shared/.' },
            { group: ['**/demo-pages/**'], message: 'Widgets never import the demo shop.' },
            { group: ['**/contract/**'], message: 'contract/ is build- and test-time only: shipped code never imports it.' },
          ],
        },
      ],
    },
  },
  {
    // build.mjs loads every props module in Node to write dist/widgets.schema.json
    // (docs/backend.md#the-props-as-a-json-schema): schemas and constants only, nothing that needs
    // React, CSS or a browser, nor a store (the tabs' BroadcastChannel keeps Node running, and the
    // build would never end).
    files: ['widgets/*/props.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!valibot$|\\.\\./\\.\\./shared/core/constants$|\\.\\./\\.\\./shared/[\\w-]+/((messages|api)/[\\w-]+|messages|api)$|\\./(messages|api)$)',
              message: "A props module imports only valibot, shared/core/constants, texts (a group's messages/, its widget's messages.ts) and call schemas (a group's api/, its widget's api.ts): build.mjs loads it in Node.",
            },
          ],
        },
      ],
    },
  },
  // No import cycles, type-only imports and dynamic import() included: a lazily loaded dialogs
  // module owns its types, nothing imports back up the chain (eslint-no-cycle.mjs says why).
  noCycleConfig(['widgets/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}', 'first-draws/**/*.ts', 'demo-pages/**/*.{ts,tsx}', 'contract/**/*.ts']),
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', performance: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly' } },
  },
);
