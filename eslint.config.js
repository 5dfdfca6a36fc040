// Lint rules that carry the design: layer boundaries, one HTTP path, no literal UI text.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

const layers = {
  // A folder may not import the folders listed for it (DESIGN.md: features → components → http/session/i18n → generated;
  // nothing imports features/ but the route table).
  'src/generated': ['app', 'routes', 'features', 'components', 'resources', 'session', 'i18n', 'config'],
  'src/config': ['app', 'routes', 'features', 'components', 'resources', 'session', 'http', 'i18n'],
  'src/http': ['app', 'routes', 'features', 'components', 'resources', 'session'],
  'src/i18n': ['app', 'routes', 'features', 'components', 'resources', 'session', 'http'],
  'src/session': ['app', 'routes', 'features', 'components', 'resources'],
  'src/components': ['app', 'routes', 'features', 'resources'],
  'src/resources': ['app', 'routes', 'features'],
  'src/features': ['app', 'routes'],
  'src/app': ['features'],
}

const forbid = (folders) =>
  folders.flatMap((folder) => [
    { group: [`**/${folder}`, `**/${folder}/**`, `@/${folder}`, `@/${folder}/**`], message: `This layer may not import src/${folder}/ (see DESIGN.md layers).` },
  ])

const literalText = [
  { selector: 'JSXText[value=/[A-Za-z\\u4e00-\\u9fa5]/]', message: 'User-visible text must come from locales/ via t().' },
  {
    selector: 'JSXAttribute[name.name=/^(label|title|placeholder|aria-label|alt|helperText|tooltip)$/] > Literal[value=/[A-Za-z\\u4e00-\\u9fa5]/]',
    message: 'User-visible text must come from locales/ via t().',
  },
]

const rawHttp = {
  'no-restricted-globals': ['error',
    { name: 'fetch', message: 'Talk to the server only through src/http (the generated client and its mutator).' },
    { name: 'XMLHttpRequest', message: 'Talk to the server only through src/http.' },
  ],
  'no-restricted-properties': ['error',
    { object: 'window', property: 'fetch', message: 'Talk to the server only through src/http.' },
    { object: 'globalThis', property: 'fetch', message: 'Talk to the server only through src/http.' },
  ],
}

// ADR 0010: the API is named through the generated operations (src/generated/operations), never by URL: only the HTTP
// layer and the generated code write '/api/v1/…'.
const apiLiterals = [
  { selector: 'Literal[value=/\\/api\\/v1\\//]', message: "Name the contract operation (src/generated/operations) and build its URL with urlOf/request (src/http/operation.ts), not '/api/v1/…'." },
  { selector: 'TemplateElement[value.raw=/\\/api\\/v1\\//]', message: "Name the contract operation (src/generated/operations) and build its URL with urlOf/request (src/http/operation.ts), not '/api/v1/…'." },
]

// A field the contract keeps (OPTIONS lists it, a filter takes it) but the platform never puts in an answer.
const neverAnswered = ['system_or_org_role'].flatMap((name) => [
  { selector: `MemberExpression[property.name='${name}']`, message: `The platform never sends ${name} in an answer (it is a filter only): read role and org_roles.` },
  { selector: `MemberExpression[property.value='${name}']`, message: `The platform never sends ${name} in an answer (it is a filter only): read role and org_roles.` },
])

export default tseslint.config(
  { ignores: ['dist/**', 'dist-*/**', 'src/generated/**', 'src/.generated-check/**', 'openapi/dist/**', 'public/mockServiceWorker.js', 'node_modules/**', 'playwright-report/**', 'test-results/**', 'bench/results/**', 'coverage/**'] },
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
  ...Object.entries(layers).map(([folder, banned]) => ({
    files: [`${folder}/**/*.{ts,tsx}`],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'axios', message: 'Use src/http.' }], patterns: forbid(banned) }],
    },
  })),
  {
    files: ['mocks/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/src/*', '!**/src/generated', '!**/src/generated/**'], message: 'The mock backend may use only src/generated from the console.' }] }],
    },
  },
)
