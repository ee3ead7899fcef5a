// Lint: typescript-eslint strict and type-checked, React hooks, accessibility, and the import rules
// of docs/architecture.md as errors (decision 017). Formatting is Prettier's alone.
import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import boundaries from 'eslint-plugin-boundaries'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import testingLibrary from 'eslint-plugin-testing-library'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** The import rules of docs/architecture.md. The first pattern that fits a file names its element. */
const ELEMENTS = [
  { type: 'shared', pattern: 'shared' },
  { type: 'server-feature', pattern: 'server/features/*', capture: ['feature'] },
  { type: 'server-lib', pattern: 'server/lib' },
  { type: 'server', pattern: 'server' },
  { type: 'web-app', pattern: 'web/src/app' },
  { type: 'web-components', pattern: 'web/src/components' },
  { type: 'web-feature', pattern: 'web/src/features/*', capture: ['feature'] },
  { type: 'web-lib', pattern: 'web/src/lib' },
  { type: 'web', pattern: 'web' },
  { type: 'tooling', pattern: 'scripts' },
  { type: 'tooling', pattern: 'bench' },
].map((element) => ({ ...element, partialMatch: false }))

const sameFeature = { relationship: { to: 'internal' } }

const importRules = {
  files: ['shared/**', 'server/**', 'web/**', 'scripts/**', 'bench/**'],
  plugins: { boundaries },
  settings: {
    'boundaries/elements': ELEMENTS,
    'import/resolver': {
      node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
      // package.json's `imports` aliases (#shared/*), so the rules see the file an alias names
      './scripts/eslint-package-imports-resolver.cjs': {},
    },
  },
  rules: {
    // Later policies override earlier ones for the imports they match.
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        checkAllOrigins: true,
        policies: [
          {
            from: { element: { type: 'shared' } },
            disallow: [{ to: { element: { types: ['server*', 'web*'] } } }, { to: { module: { origin: 'core' } } }],
            message: 'shared/ is imported by both sides: it imports neither, nor Node built-ins',
          },
          {
            from: { element: { types: 'web*' } },
            disallow: { to: { element: { types: 'server*' } } },
            message: 'web/ imports nothing from server/',
          },
          {
            from: { element: { types: ['web-lib', 'web-components'] } },
            disallow: { to: { element: { types: ['web-feature', 'web-app'] } } },
            message: 'web lib and components sit below features and app: they import neither',
          },
          {
            from: { element: { type: 'web-feature' } },
            disallow: { to: { element: { type: 'web-feature' } } },
            message: 'web features do not import each other (the session feature is the exception)',
          },
          {
            from: { element: { type: 'web-feature' } },
            allow: [
              { to: { element: { type: 'web-feature', captured: { feature: 'session' } } } },
              { dependency: sameFeature },
            ],
          },
          {
            from: { element: { type: 'server-lib' } },
            disallow: { to: { element: { type: 'server-feature' } } },
            message: 'server/lib imports no feature',
          },
          {
            from: { element: { type: 'server-feature' } },
            disallow: { to: { element: { type: 'server-feature' } } },
            message: 'a server feature imports another feature only through its index.ts',
          },
          {
            from: { element: { type: 'server-feature' } },
            allow: [
              { to: { element: { type: 'server-feature', fileInternalPath: 'index.ts' } } },
              { dependency: sameFeature },
            ],
          },
          {
            // The admin listing joins users with their grants and usage: the one reporting exception.
            from: { element: { type: 'server-feature', captured: { feature: 'admin' } } },
            allow: {
              to: {
                element: {
                  type: 'server-feature',
                  captured: { feature: ['account', 'quota'] },
                  fileInternalPath: '*.tables.ts',
                },
              },
            },
          },
          {
            from: { element: { types: ['server', 'server-lib', 'tooling'] } },
            disallow: {
              to: {
                element: {
                  type: 'server-feature',
                  captured: { feature: ['sources', 'library'] },
                  // *.types.ts: the type-only files server/request-context.ts names the services by
                  fileInternalPath: '!{index,*.types}.ts',
                },
              },
            },
            message: 'sources and library are imported through their index.ts only',
          },
          {
            // The platform builds the library's connector and hands it to createSources (decision 014).
            from: { element: { type: 'server-feature', captured: { feature: 'sources' } } },
            disallow: { to: { element: { type: 'server-feature', captured: { feature: 'library' } } } },
            message: 'sources never imports the library',
          },
          {
            // drizzle-kit and relational queries need every table in one schema module.
            from: { element: { type: 'server' }, file: { path: 'server/db/schema.ts' } },
            allow: { to: { element: { type: 'server-feature', fileInternalPath: '*.tables.ts' } } },
          },
        ],
      },
    ],
  },
}

/**
 * Packages that only one module may import: the AI SDK stays behind the llm module's `Llm` type (decision 018),
 * the router behind web/src/lib/router.tsx (decision 023), and shared/'s files by relative path only inside
 * shared/ (#shared/… everywhere else). One rule, because a later `no-restricted-imports`
 * would replace an earlier one for the same file.
 */
const GUARDED_PACKAGES = [
  {
    owner: 'server/features/llm/**',
    group: ['ai', 'ai/*', '@ai-sdk/*'],
    message: 'only server/features/llm imports the AI SDK',
  },
  {
    // Only shared/ reaches its own files by a relative path; everyone else names them as #shared/… (package.json).
    owner: 'shared/**',
    group: ['../**/shared/**', '../shared/**', './shared/**'],
    message: 'import shared code as #shared/… (the package imports alias), not by a relative path',
  },
  {
    owner: 'web/src/lib/router.tsx',
    group: ['wouter', 'wouter/*', 'react-router', 'react-router/*', 'react-router-dom'],
    message: 'import the router through web/src/lib/router.tsx',
  },
]

const packageGuards = GUARDED_PACKAGES.map((guarded) => ({
  files: [guarded.owner],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: GUARDED_PACKAGES.filter((other) => other !== guarded).map(({ group, message }) => ({
          group,
          message,
        })),
      },
    ],
  },
}))

const PACKAGE_GUARDS = [
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: GUARDED_PACKAGES.map(({ group, message }) => ({ group, message })) },
      ],
    },
  },
  ...packageGuards,
]

/**
 * Syntax no web file may use. One list per kind of file, because a later `no-restricted-syntax` would replace an
 * earlier one for the same file.
 */
const NEVER_FAILING_ASSERTIONS = ['toBeTruthy', 'toBeDefined'].flatMap((matcher) =>
  ['callee.property.name', 'callee.name', 'argument.callee.property.name', 'argument.callee.name'].map((query) => ({
    // expect(screen.getByText('…')).toBeTruthy(): getBy (or an awaited findBy) throws first, so it can never fail.
    selector: `CallExpression[callee.property.name='${matcher}'][callee.object.callee.name='expect'][callee.object.arguments.0.${query}=/^(get|find)(All)?By/]`,
    message: `getBy… and findBy… throw when nothing matches, so ${matcher}() can never fail: use toBeInTheDocument() or toBeVisible()`,
  })),
)

const RAW_ELEMENTS = ['select', 'table'].map((element) => ({
  selector: `JSXOpeningElement[name.name='${element}']`,
  message: `use the kit's ${element === 'select' ? 'Select' : 'Table'} (web/src/components/ui) instead of a raw <${element}>`,
}))

const WEB_SYNTAX_RULES = [
  {
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/src/components/ui/**'],
    rules: { 'no-restricted-syntax': ['error', ...RAW_ELEMENTS, ...NEVER_FAILING_ASSERTIONS] },
  },
  {
    files: ['web/src/components/ui/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...NEVER_FAILING_ASSERTIONS] },
  },
  {
    files: ['web/**/*.test.{ts,tsx}'],
    plugins: { 'testing-library': testingLibrary },
    rules: {
      // queryBy… for absence, getBy… / findBy… for presence
      'testing-library/prefer-presence-queries': 'error',
    },
  },
]

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
      // An abort rejects with the signal's reason, as fetch does; that reason is not ours to wrap.
      '@typescript-eslint/prefer-promise-reject-errors': [
        'error',
        { allowThrowingAny: true, allowThrowingUnknown: true },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // It reports Hono's chained apps (the same class with other type parameters) as instances not made
      // by its constructor, on every fake and route module; it found nothing else here.
      '@typescript-eslint/no-unsafe-class-instance-assignment': 'off',
    },
  },
  {
    // A test that reads an element it just asserted on may say so with `!`.
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'server/test/**', 'server/real-data/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Vitest's asymmetric matchers (expect.any, expect.objectContaining) are typed `any`.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      // Test doubles implement async interfaces without awaiting anything.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      // our form controls are components (components/ui/form)
      'jsx-a11y/label-has-associated-control': [
        'error',
        { controlComponents: ['Input', 'Textarea', 'Select'], assert: 'either', depth: 3 },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // eslint-module-utils loads an import resolver with require()
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  importRules,
  ...PACKAGE_GUARDS,
  ...WEB_SYNTAX_RULES,
  prettier,
)
