import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const nodeBuiltins = ['node:*', 'fs', 'path', 'os', 'child_process', 'net', 'http', 'https', 'crypto', 'worker_threads'];

const noDefaultExport = { selector: 'ExportDefaultDeclaration', message: 'Use named exports (docs/style.md).' };
// docs/security.md, checklist items 2–4, 6 and 8–11: these options are never weakened, anywhere.
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
const webSecuritySwitch = {
  selector: 'Literal[value=/disable-web-security/], TemplateElement[value.raw=/disable-web-security/]',
  message: 'The disable-web-security switch breaks checklist item 6 (docs/security.md).',
};
const securitySyntax = [...weakenedWebPreferences, blinkFeatures, webSecuritySwitch];
// Checklist item 17: electron/ipc.ts is the one place that registers IPC handlers.
const ipcMainCall = {
  selector: "CallExpression[callee.object.name='ipcMain']",
  message: 'Only electron/ipc.ts uses ipcMain (docs/security.md, checklist item 17).',
};
// Checklist item 20: the preload is the one place that gives the page an API.
const exposeCall = {
  selector: "CallExpression[callee.property.name='exposeInMainWorld']",
  message: 'Only electron/preload.ts calls exposeInMainWorld (docs/security.md, checklist item 20).',
};
const baseSyntax = [noDefaultExport, ...securitySyntax, ipcMainCall, exposeCall];

/**
 * docs/style.md, "SQL": the service's statements are built with the query builder; a statement written
 * as text lives in a hot-path module named `*-sql.ts` (or is schema work: migrations, the engines).
 * Text is a `sql` template that starts a statement or a subquery, or raw text.
 */
const statementText = [
  {
    selector:
      "TaggedTemplateExpression[tag.name='sql'] > TemplateLiteral > TemplateElement:first-child[value.raw=/^\\s*\\(?\\s*(select|insert|update|delete|with|values|pragma|analyze|vacuum|create|drop|alter)\\b/i]",
    message: 'A statement written as text belongs in a *-sql.ts module; elsewhere use the query builder (docs/style.md, "SQL").',
  },
  {
    selector: "MemberExpression[object.name=/^(sql|CompiledQuery)$/][property.name='raw']",
    message: 'Raw SQL text belongs in a *-sql.ts module (docs/style.md, "SQL").',
  },
  // A column named in the text of an expression (`m.qty`, or the template a bare name) is not checked
  // against the schema: the builder's typed references name it (`eb.ref('m.qty')`).
  {
    selector:
      "TaggedTemplateExpression[tag.name='sql'] > TemplateLiteral > TemplateElement[value.raw=/\\b[a-z_][a-z0-9_]*\\.[a-z_][a-z0-9_]*\\b/i], TaggedTemplateExpression[tag.name='sql'] > TemplateLiteral[expressions.length=0] > TemplateElement[value.raw=/^\\s*[a-z_][a-z0-9_]*\\s*$/i]",
    message: 'A column named as text is unchecked: name it with the builder (eb.ref) or database/sql-names.ts (docs/style.md, "SQL").',
  },
  {
    selector: "CallExpression[callee.object.name='sql'][callee.property.name='ref'] > Literal.arguments",
    message: 'A column named as text is unchecked: name it with the builder (eb.ref) or database/sql-names.ts (docs/style.md, "SQL").',
  },
];
/**
 * docs/style.md, "Functions": an exported function's options (a component's props too) are a named
 * interface, not a type written inline in its parameter list.
 */
const exportedFunctions = [
  'ExportNamedDeclaration > FunctionDeclaration',
  'ExportNamedDeclaration > VariableDeclaration > VariableDeclarator > ArrowFunctionExpression',
  'ExportNamedDeclaration > VariableDeclaration > VariableDeclarator > FunctionExpression',
];
const parameters = ['Identifier', 'ObjectPattern', 'AssignmentPattern > Identifier', 'AssignmentPattern > ObjectPattern'];
const inlineOptions = {
  selector: exportedFunctions.flatMap((f) => parameters.map((p) => `${f} > ${p} > TSTypeAnnotation > TSTypeLiteral`)).join(', '),
  message: 'An exported function takes its options as a named interface, not an inline type (docs/style.md, "Functions").',
};
/** Only renderer/src/lib/bridge.ts reaches the preload's `window.desktop`, however the window is typed. */
const desktopMember = {
  selector: "MemberExpression[property.name='desktop']",
  message: 'Only renderer/src/lib/bridge.ts touches window.desktop.',
};

/**
 * The renderer's import limits, plus the `extra` patterns of one part of it. In flat config a later
 * block replaces a rule's options, so each block lists the renderer-wide patterns again.
 */
function rendererImports(...extra) {
  return {
    paths: [{ name: 'electron', message: 'The renderer never imports Electron: use lib/bridge.ts.' }],
    patterns: [
      { group: nodeBuiltins, message: 'The renderer never imports Node.' },
      { group: ['electron/*', '**/electron/**', '**/server/**'], message: 'The renderer depends only on shared/.' },
      ...extra,
    ],
  };
}

/** Components reach the bridge through hooks (use-*.ts), so no component calls the service itself. */
const bridgeThroughHooks = {
  regex: '/lib/bridge\\.js$|^\\./bridge\\.js$',
  importNames: ['desktop'],
  message: 'A component calls the bridge through a hook (use-*.ts), not directly.',
};

/** The import limits of one part of the renderer (`globs` without extension): its .ts files, and its .tsx components. */
function rendererPart(globs, extra) {
  return [
    { files: globs.map((glob) => `${glob}.ts`), rules: { 'no-restricted-imports': ['error', rendererImports(...extra)] } },
    {
      files: globs.map((glob) => `${glob}.tsx`),
      rules: { 'no-restricted-imports': ['error', rendererImports(...extra, bridgeThroughHooks)] },
    },
  ];
}

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
    // Component tests are typed with the renderer's settings (tsconfig.json leaves them to renderer/tsconfig.json).
    files: ['test/unit/renderer/**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: false, project: './renderer/tsconfig.json', tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', ...baseSyntax],
    },
  },
  {
    // The app's code names its exported functions' options; tests build their fixtures inline (below, max-params).
    files: ['server/**/*.ts', 'shared/**/*.ts', 'renderer/src/**/*.ts', 'renderer/src/**/*.tsx', 'electron/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...baseSyntax, inlineOptions] },
  },
  {
    // More than three parameters go in one options object (docs/style.md, "Functions"). Tests build
    // their fixtures inline and are left to judgement; their shared helpers in test/support are not.
    files: [
      'server/**/*.ts',
      'shared/**/*.ts',
      'renderer/src/**/*.ts',
      'renderer/src/**/*.tsx',
      'electron/**/*.ts',
      'test/support/**/*.ts',
    ],
    rules: { 'max-params': ['error', 3] },
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
    files: ['server/**/*.ts'],
    // The named homes of SQL text (docs/style.md, "SQL"): hot-path statements, the store's own machinery, and schema work.
    ignores: [
      'server/**/*-sql.ts',
      'server/database/sql-names.ts',
      'server/database/rows-statement.ts',
      'server/database/migrations.ts',
      'server/database/engines.ts',
      'server/database/copy-company.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', ...baseSyntax, ...statementText, inlineOptions] },
  },
  {
    // The renderer is a web page: no Node, no Electron, no main-process or server code (docs/architecture.md, "Layers").
    files: ['renderer/**/*.ts', 'renderer/**/*.tsx'],
    rules: { 'no-restricted-imports': ['error', rendererImports()] },
  },
  {
    files: ['renderer/**/*.ts', 'renderer/**/*.tsx'],
    ignores: ['renderer/src/lib/bridge.ts'],
    rules: { 'no-restricted-syntax': ['error', ...baseSyntax, desktopMember, inlineOptions] },
  },
  // A feature uses components/, lib/, i18n/ and shared/; of another feature only its public entry (index.ts).
  ...rendererPart(
    ['renderer/src/features/**/*'],
    [
      { regex: '^\\.\\./(?!\\.\\./)[^/]+/(?!index\\.js$)', message: 'Another feature is reached only through its index.ts.' },
      { regex: '/(features|app)/', message: 'A feature does not reach into app/, nor by a detour into features/.' },
    ],
  ),
  // Shared components and hooks serve the features: they never import one, nor the app shell.
  ...rendererPart(
    ['renderer/src/components/**/*', 'renderer/src/lib/**/*'],
    [{ regex: '(^|/)(features|app)/', message: 'components/ and lib/ serve the features: they import no feature and not app/.' }],
  ),
  ...rendererPart(['renderer/src/app/**/*', 'renderer/src/*'], []),
  {
    files: ['electron/ipc.ts'],
    rules: { 'no-restricted-syntax': ['error', noDefaultExport, ...securitySyntax, exposeCall, inlineOptions] },
  },
  {
    files: ['electron/preload.ts'],
    rules: {
      'no-restricted-syntax': ['error', noDefaultExport, ...securitySyntax, ipcMainCall, inlineOptions],
      // Checklist item 4: the sandboxed preload is one small bundle, so it takes the operation names, not the contract's schemas.
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/shared/ipc/index.js', '**/shared/ipc/bridge-contract.js'], message: 'The preload bundles no schemas.' }],
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
    // Config files and Playwright reporters must export default; the security checklist holds for them too.
    files: ['*.config.js', '*.config.ts', 'test/e2e/support/summary-reporter.ts', 'test/e2e/support/global-setup.ts'],
    rules: { 'no-restricted-syntax': ['error', ...securitySyntax] },
  },
  {
    // These two name, as text, the code the checklist refuses.
    files: ['eslint.config.js', 'test/unit/electron/security-lint.test.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
