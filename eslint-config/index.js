// @harbor/eslint-config: the lint rules every store package shares, as an
// ESLint flat config. They keep apps on the public surface of the Harbor
// packages, so an upgrade of Harbor cannot break them from the inside.

/** @type {import('eslint').Linter.Config[]} */
const harbor = [
  {
    name: '@harbor/eslint-config',
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@harbor/*/dist', '@harbor/*/dist/*'],
              message: "Import from the package's entry ('@harbor/react'); its dist/ layout is not a public API.",
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
