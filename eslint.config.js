import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const nodeBuiltins = ['node:*', 'fs', 'path', 'os', 'child_process', 'net', 'http', 'https', 'crypto', 'worker_threads'];

const noDefaultExport = { selector: 'ExportDefaultDeclaration', message: 'Use named exports (docs/style.md).' };
// docs/security.md, checklist items 2, 4, 6 and 8–10: these options are never weakened, anywhere.
const weakenedWebPreferences = [
  ['nodeIntegration', true],
  ['nodeIntegrationInWorker', true],
  ['nodeIntegrationInSubFrames', true],
  ['sandbox', false],
  ['contextIsolation', false],
  ['webSecurity', false],
  ['allowRunningInsecureContent', true],
  ['experimentalFeatures', true],
  ['webviewTag', true],
].map(([name, value]) => ({
  selector: `Property[key.name='${name}'][value.value=${value}]`,
  message: `${name}: ${value} breaks the security checklist (docs/security.md).`,
}));
const blinkFeatures = {
  selector: "Property[key.name='enableBlinkFeatures']",
  message: 'No experimental Blink features (docs/security.md, checklist items 8–10).',
};
const baseSyntax = [noDefaultExport, ...weakenedWebPreferences, blinkFeatures];

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'out/**', '.data/**', 'coverage/**', 'test-results/**'] },
  js.configs.recommended,
  // The type-aware rules: they read the types, so a floating or misused promise is caught.
  ...tseslint.configs.recommendedTypeChecked,
  { languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } } },
  { files: ['**/*.js', '**/*.mjs', '**/*.cjs'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['renderer/**/*.ts', 'renderer/**/*.tsx', 'test/unit/renderer/**/*.tsx'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', ...baseSyntax],
    },
  },
  {
    // The contract is pure: no I/O, nothing from the app's other halves (docs/architecture.md, "Layers").
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: nodeBuiltins, message: 'shared/ does no I/O.' },
            { group: ['**/server/**', '**/electron/**', '**/renderer/**'], message: 'shared/ depends on nothing else in the app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/electron/**', '**/renderer/**', 'electron'], message: 'server/ depends only on shared/.' }],
        },
      ],
    },
  },
  {
    // The renderer is a web page: no Node, no Electron, no main-process or server code (docs/architecture.md, "Layers").
    files: ['renderer/**/*.ts', 'renderer/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', message: 'The renderer never imports Electron: use lib/bridge.ts.' }],
          patterns: [
            { group: nodeBuiltins, message: 'The renderer never imports Node.' },
            { group: ['electron/*', '**/electron/**', '**/server/**'], message: 'The renderer depends only on shared/.' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        ...baseSyntax,
        {
          selector: "MemberExpression[object.name='window'][property.name='desktop']",
          message: 'Only renderer/src/lib/bridge.ts touches window.desktop.',
        },
      ],
    },
  },
  {
    // Checklist item 17: electron/ipc.ts is the one place that registers IPC handlers.
    files: ['electron/**/*.ts'],
    ignores: ['electron/ipc.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...baseSyntax,
        {
          selector: "CallExpression[callee.object.name='ipcMain']",
          message: 'Only electron/ipc.ts uses ipcMain (docs/security.md, checklist item 17).',
        },
      ],
    },
  },
  {
    files: ['electron/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', message: 'electron/core is plain Node (docs/architecture.md, "Layers").' }],
          patterns: [{ group: ['**/renderer/**'], message: 'electron/core depends only on shared/.' }],
        },
      ],
    },
  },
  {
    // Config files and Playwright reporters must export default.
    files: ['*.config.js', '*.config.ts', 'test/e2e/support/summary-reporter.ts', 'test/e2e/support/global-setup.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
