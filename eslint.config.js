import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const nodeBuiltins = ['node:*', 'fs', 'path', 'os', 'child_process', 'net', 'http', 'https', 'crypto', 'worker_threads'];

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'out/**', '.data/**', 'coverage/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Use named exports (STYLE.md).' }],
    },
  },
  {
    // The contract is pure: no I/O, nothing from the app's other halves (DESIGN §1).
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: nodeBuiltins, message: 'shared/ does no I/O.' },
          { group: ['**/server/**', '**/electron/**', '**/renderer/**'], message: 'shared/ depends on nothing else in the app.' },
        ],
      }],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['**/electron/**', '**/renderer/**', 'electron'], message: 'server/ depends only on shared/.' }],
      }],
    },
  },
  {
    files: ['*.config.js', '*.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
