// Lint rules that carry the design: layer boundaries, one HTTP path, no literal UI text.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import importX from 'eslint-plugin-import-x'
import globals from 'globals'

// The layers (README.md, "Architecture in a page"): features → components → http/session/i18n → generated; only the
// route table imports features/ (lazily); src/test is for tests, src/demo for the demo entry. A folder may not
// import the folders listed for it. Checked on resolved paths, static and dynamic imports alike
// (import-x/no-restricted-paths), in every file that is not a test.
const layers = {
  'src/generated': ['app', 'routes', 'features', 'components', 'resources', 'session', 'i18n', 'config', 'demo', 'test'],
  'src/config': ['app', 'routes', 'features', 'components', 'resources', 'session', 'http', 'i18n', 'demo', 'test'],
  'src/http': ['app', 'routes', 'features', 'components', 'resources', 'session', 'demo', 'test'],
  'src/i18n': ['app', 'routes', 'features', 'components', 'resources', 'session', 'http', 'demo', 'test'],
  'src/session': ['app', 'routes', 'features', 'components', 'resources', 'demo', 'test'],
  'src/components': ['app', 'routes', 'features', 'resources', 'demo', 'test'],
  'src/resources': ['app', 'routes', 'features', 'demo', 'test'],
  'src/features': ['app', 'routes', 'demo', 'test'],
  'src/routes': ['app', 'demo', 'test'],
  'src/app': ['features', 'demo', 'test'],
  'src/demo': ['routes', 'features', 'components', 'resources', 'session', 'test'],
}
// import-x reads the modules it resolves with the TypeScript parser (no-cycle follows them)
const importSettings = {
  'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
  'import-x/extensions': ['.ts', '.tsx', '.js'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
}
// the mock backend runs in the console only as the demo (src/demo) and in tests
const mockUsers = ['src/demo', 'src/test']

const layerZones = [
  ...Object.entries(layers).flatMap(([folder, banned]) =>
    banned.map((b) => ({
      target: `./${folder}`,
      from: `./src/${b}`,
      message: `${folder}/ may not import src/${b}/ (the layers: README.md, eslint.config.js).`,
    })),
  ),
  { target: './src', from: './mocks', except: [], message: 'Only the demo (src/demo) and tests use the mock backend.' },
]

const literalText = [
  { selector: 'JSXText[value=/[A-Za-z\\u4e00-\\u9fa5]/]', message: 'User-visible text must come from locales/ via t().' },
  {
    selector:
      'JSXAttribute[name.name=/^(label|title|placeholder|aria-label|alt|helperText|tooltip)$/] > Literal[value=/[A-Za-z\\u4e00-\\u9fa5]/]',
    message: 'User-visible text must come from locales/ via t().',
  },
]

const rawHttp = {
  'no-restricted-globals': [
    'error',
    { name: 'fetch', message: 'Talk to the server only through src/http (the generated client and its mutator).' },
    { name: 'XMLHttpRequest', message: 'Talk to the server only through src/http.' },
  ],
  'no-restricted-properties': [
    'error',
    { object: 'window', property: 'fetch', message: 'Talk to the server only through src/http.' },
    { object: 'globalThis', property: 'fetch', message: 'Talk to the server only through src/http.' },
  ],
}

// ADR 0010: the API is named through the generated operations (src/generated/operations), never by URL: only the HTTP
// layer and the generated code write '/api/v1/…'.
const apiLiterals = [
  {
    selector: 'Literal[value=/\\/api\\/v1\\//]',
    message:
      "Name the contract operation (src/generated/operations) and build its URL with urlOf/request (src/http/operation.ts), not '/api/v1/…'.",
  },
  {
    selector: 'TemplateElement[value.raw=/\\/api\\/v1\\//]',
    message:
      "Name the contract operation (src/generated/operations) and build its URL with urlOf/request (src/http/operation.ts), not '/api/v1/…'.",
  },
]

// A field the contract keeps (OPTIONS lists it, a filter takes it) but the platform never puts in an answer.
const neverAnswered = ['system_or_org_role'].flatMap((name) => [
  {
    selector: `MemberExpression[property.name='${name}']`,
    message: `The platform never sends ${name} in an answer (it is a filter only): read role and org_roles.`,
  },
  {
    selector: `MemberExpression[property.value='${name}']`,
    message: `The platform never sends ${name} in an answer (it is a filter only): read role and org_roles.`,
  },
])

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'src/generated/**',
      'src/.generated-check/**',
      '.contract-experiment/**',
      'openapi/dist/**',
      'public/mockServiceWorker.js',
      'node_modules/**',
      'playwright-report/**',
      'test-results/**',
      'bench/results/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { paths: [{ name: 'axios', message: 'Use src/http.' }] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...rawHttp,
    },
  },
  {
    files: ['src/http/**'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
  {
    // The list's modules take MUI's style helpers from their own modules, as
    // docs/adr/0012-first-screen-layers-and-contract-fields.md §13 says: the styles index re-exports
    // enhanceHighContrast, which reaches the classes of every input, and the chunk layers then put MUI's inputs in the
    // list's chunk. Types from it are erased and welcome.
    files: ['src/components/list/**/*.{ts,tsx}', 'src/components/table/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mui/material/styles',
              allowTypeImports: true,
              message: "Import alpha from '@mui/system/colorManipulator', keyframes from '@emotion/react' (ADR 0012 §13).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.test.ts', 'src/test/**', 'src/http/**'],
    rules: { 'no-restricted-syntax': ['error', ...neverAnswered, ...apiLiterals] },
  },
  {
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx', 'src/test/**'],
    rules: { 'no-restricted-syntax': ['error', ...literalText, ...neverAnswered, ...apiLiterals] },
  },
  {
    // tests name the contract the same way; a made-up resource lives under /api/test/
    files: ['src/**/*.test.{ts,tsx}', 'src/test/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...apiLiterals] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', ...mockUsers.map((f) => `${f}/**`)],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      // a cycle makes the load order decide what a module sees; the layers above keep most away, this the rest
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: mockUsers.map((f) => `${f}/**/*.{ts,tsx}`),
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones.filter((z) => z.from !== './mocks') }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['mocks/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/src/*',
                '!**/src/generated',
                '!**/src/generated/**',
                '!**/src/http',
                '**/src/http/*',
                '!**/src/http/responseCheck',
              ],
              message:
                'The mock backend may use only src/generated (and the response checks, mocks/server/answerCheck.ts) from the console.',
            },
          ],
        },
      ],
    },
  },
)
