// ESLint flat config: typescript-eslint's recommended rules everywhere, React hooks rules for the
// views and the kit, jsx-a11y for TSX, and the import boundaries below.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/** React and its DOM bindings: not allowed in the framework-free core. */
const reactImports = {
  group: ['react', 'react/*', 'react-dom', 'react-dom/*', '@nanostores/react'],
  message: 'shared/ is framework-free: React belongs in elements/ views (or the kit adapter in shared/element/react/).',
};
/** Test fakes, fixtures and helpers (test/), reached from runtime code. */
const testImports = {
  regex: '^(\\.\\./)+test/',
  message: 'Runtime code must not import test fakes, fixtures or helpers (test/): they are for tests and stories only.',
};
/** Build and check tools (scripts/), reached from runtime code. */
const scriptImports = {
  regex: '^(\\.\\./)+scripts/',
  message: 'Runtime code must not import build tools (scripts/): they run at build time, never in the product.',
};
/** Anything inside the elements/ folder, however it is reached. */
const elementImports = {
  regex: '(^|/)elements/',
  message: 'shared/ must not import an element: elements import shared, never the other way round.',
};

export default tseslint.config(
  {
    ignores: ['dist/', 'storybook-static/', 'node_modules/', '.data/', 'test-results/', 'coverage/', 'bench/results/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: 'warn' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // An element merges its events into the DOM's event map with an empty interface that extends one type.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    // Code that runs in Node: the demo server, scripts, benchmarks, the e2e runner and tool configs.
    files: ['scripts/**', 'demo-site/server/**', 'test/e2e/**', 'bench/**', '.storybook/**', '*.config.{js,mjs,ts}', '.ci/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },

  // ---- Import boundaries (dependencies point one way, toward the framework-free core) ----
  {
    // The framework-free core: no React, no element.
    files: ['shared/**/*.{ts,tsx,js}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [reactImports, elementImports] }],
    },
  },
  {
    // shared/element/react/ is the kit's React adapter: the one seam between the framework-free kit
    // and the React views (defineElement on r2wc, the shared root, the error notice). It may use React,
    // but it still imports no element.
    files: ['shared/element/react/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [elementImports] }],
    },
  },
  {
    // One element never imports another: elements talk through stores and DOM events. A file in an
    // element's parts/, screens/ or css/ folder may still import its own registration (`../<tag>.element.ts`).
    files: ['elements/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../site-*/**', '../store-*/**', '../booking-*/**', '../site-*', '../store-*', '../booking-*', '!../*.element.ts'],
              message: 'An element must not import another element: share code through shared/ (stores, logic) or DOM events.',
            },
            {
              regex: '^(\\.\\./)+elements/',
              message: 'An element must not import another element: share code through shared/ (stores, logic) or DOM events.',
            },
          ],
        },
      ],
    },
  },
  {
    // Fakes, fixtures and test helpers live under test/, build tools under scripts/: runtime code in
    // elements/, shared/ and demo-site/ imports neither (tests beside the code may; stories are outside).
    // A separate rule name from the boundaries above, so these patterns add to theirs.
    files: ['elements/**/*.{ts,tsx,js}', 'shared/**/*.{ts,tsx,js}', 'demo-site/**/*.{ts,tsx,js}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [testImports, scriptImports] }],
      // The rule above reads static imports only; a lazy import() of test/ or scripts/ would still
      // put that code in a chunk of the bundle.
      'no-restricted-syntax': [
        'error',
        // esquery ends a regex at its first slash, so the slashes are written as \x2F.
        { selector: 'ImportExpression[source.value=/^(\\.\\.\\x2F)+test\\x2F/]', message: testImports.message },
        { selector: 'ImportExpression[source.value=/^(\\.\\.\\x2F)+scripts\\x2F/]', message: scriptImports.message },
      ],
    },
  },
  {
    // The demo site uses the built elements as a page builder would: tags and attributes in HTML.
    files: ['demo-site/**/*.{ts,tsx,js}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)elements/', message: 'demo-site/ uses elements only as tags in HTML (served from dist/), never by import.' },
            { regex: '(^|/)shared/element/react(/|$)', message: 'demo-site/ must not import the kit React adapter.' },
          ],
        },
      ],
    },
  },
  {
    // The server core (rules and SQL, sign-in, events, e-mails and webhooks, jobs, payments,
    // middleware) never imports the page templates or the routes: they depend on it, not it on them.
    // What both need (the HTML template, the booking pages' paths, the API's error body) lives in a
    // neutral module beside them. Test files may reach across.
    files: [
      'demo-site/server/{domain,auth,lifecycle,notify,jobs,payments,middleware}/**/*.{ts,tsx,js}',
    ],
    ignores: ['**/*.test.ts'],
    rules: {
      // Replaces the runtime rule above for these files, so it repeats its test/ and scripts/ patterns.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)views/', message: 'The server core must not import page templates (views/); move what both need into a neutral module.' },
            { regex: '(^|/)routes/', message: 'The server core must not import routes (routes/); move what both need into a neutral module.' },
            testImports,
            scriptImports,
          ],
        },
      ],
    },
  },
  {
    // Routes read the request, call the domain and answer; SQL lives in domain/ (or auth/ for
    // credentials), in named functions the routes call. Test files may query.
    // Their input (path, query string, JSON or form body) is declared by a valibot schema and read
    // through validate() (routes/api/validation.ts), so bad input gets one clear answer.
    files: ['demo-site/server/routes/**/*.{ts,tsx,js}'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='prepare']",
          message: 'No SQL in routes: put the query in a named function in domain/ (or auth/) and call it.',
        },
        {
          selector: "CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]",
          message: 'No queries in routes: put the query in a named function in domain/ (or auth/) and call it with c.get(\'data\').',
        },
        {
          selector: "TaggedTemplateExpression[tag.name='sql']",
          message: 'No SQL in routes: put the query in a named function in domain/ (or auth/) and call it.',
        },
        {
          selector: "MemberExpression[object.type='MemberExpression'][object.property.name='req'][property.name=/^(query|queries|param|parseBody|json|formData)$/]",
          message:
            "Routes read no raw input: declare a valibot schema and add validate('param'|'query'|'json'|'form', schema) (routes/api/validation.ts) before the handler, then read c.req.valid(target).",
        },
      ],
    },
  },
);
