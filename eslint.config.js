// `npm run check` runs this over the sources, the tests and the scripts (docs/ARCHITECTURE.md#boundaries).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import layers from './scripts/lint/layers.mjs';

// Imports allowed to bend the layering: none. The rules report an entry here once its import is
// gone, so a list, if one is ever needed, can only shrink.
const DIRECTION_ALLOWED = [];
const CYCLES_ALLOWED = [];

const ZOD = {
  paths: [{ name: 'zod', message: 'zod belongs to mcp/ (arguments are checked at the edge).' }],
  patterns: [{ group: ['zod/*'], message: 'zod belongs to mcp/ (arguments are checked at the edge).' }],
};

export default tseslint.config(
  { ignores: ['server/dist/**', 'plugin/**', 'node_modules/**', 'coverage/**', '.cache/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2024,
      sourceType: 'module',
      globals: {
        process: 'readonly',
        console: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        URLSearchParams: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        setImmediate: 'readonly',
        TextEncoder: 'readonly',
        TextDecoder: 'readonly',
        AbortController: 'readonly',
        structuredClone: 'readonly',
        performance: 'readonly',
        fetch: 'readonly',
      },
    },
    rules: {
      // `_`-prefixed names are the deliberate "unused" of a callback's signature.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Names, paths and JSON strings are refused or escaped for their control characters on purpose.
      'no-control-regex': 'off',
    },
  },
  {
    // Tests read manifests and JSON of any shape.
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['server/src/**/*.ts'],
    plugins: { layers },
    rules: {
      'layers/direction': ['error', { allow: DIRECTION_ALLOWED }],
      'layers/no-cycle': ['error', { allow: CYCLES_ALLOWED }],
    },
  },
  {
    // Arguments are checked with zod at the MCP edge only.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/mcp/**'],
    rules: {
      'no-restricted-imports': ['error', ZOD],
    },
  },
  {
    // Comes after the zod block, whose rule it replaces for core/: so it repeats zod's entries.
    // core/ is pure (docs/ARCHITECTURE.md#layers): no file system, no child processes.
    files: ['server/src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['fs', 'node:fs', 'fs/promises', 'node:fs/promises', 'child_process', 'node:child_process']
            .map((name) => ({
              name,
              message: 'core/ is pure: file-system and process work belongs in storage/.',
            }))
            .concat(ZOD.paths),
          patterns: ZOD.patterns,
        },
      ],
    },
  },
);
