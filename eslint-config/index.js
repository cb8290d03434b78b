// @harbor/eslint-config: the lint rules every store package shares, as an
// ESLint flat config. They keep apps on the public surface of the Harbor
// packages, so an upgrade of Harbor cannot break them from the inside.
import typescriptParser from '@typescript-eslint/parser';

/** Every file an app writes its code in; ESLint lints only `.js`, `.mjs` and `.cjs` unless a config names more. */
const CODE_FILES = ['**/*.{js,jsx,mjs,cjs,ts,tsx,mts,cts}'];

/** @type {import('eslint').Linter.Config[]} */
const harbor = [
  {
    name: '@harbor/eslint-config/typescript',
    // TypeScript and JSX need a parser that reads them; it parses without type information, so no tsconfig is needed.
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: {
      parser: typescriptParser,
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
  },
  {
    name: '@harbor/eslint-config/jsx',
    files: ['**/*.{js,jsx,mjs,cjs}'],
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
  },
  {
    name: '@harbor/eslint-config',
    files: CODE_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@harbor/*/dist', '@harbor/*/dist/*', '@harbor/*/src', '@harbor/*/src/*'],
              message: "Import from the package's entry ('@harbor/react'); its dist/ and src/ layout is not a public API.",
            },
            {
              group: ['@radix-ui/*'],
              message: 'Use the Harbor component; it wraps Radix with the tokens and the accessibility rules of the design system.',
            },
          ],
        },
      ],
    },
  },
];

export default harbor;
